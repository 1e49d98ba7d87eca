import type { DemoContext, DemoRoute } from '../context';
import { absolutizeMedia, apiError, CACHE_CONTENT, ok } from '../http';
import type { DemoContent, DemoIndexPage } from '../types';

const HOME_CRUMB = { label: 'Strona główna', href: '/' };

function crumbs(...trail: { label: string; href: string | null }[]) {
  return [HOME_CRUMB, ...trail];
}

function summaryOfService(s: DemoContent['services'][number]) {
  const { hero: _h, bodyBlocks: _b, faq: _f, related: _r, updatedAt: _u, ...summary } = s;
  return summary;
}
function summaryOfDoctor(d: DemoContent['doctors'][number]) {
  const { bodyBlocks: _b, services: _s, updatedAt: _u, ...summary } = d;
  return summary;
}
function summaryOfCaseStudy(c: DemoContent['caseStudies'][number]) {
  return {
    id: c.id,
    slug: c.slug,
    path: c.path,
    title: c.title,
    summary: c.summary ?? null,
    image: c.after ?? c.before ?? null,
    publishedAt: c.publishedAt ?? null,
  };
}
function summaryOfPost(p: DemoContent['posts'][number]) {
  return {
    id: p.id,
    slug: p.slug,
    path: p.path,
    title: p.title,
    excerpt: p.excerpt ?? null,
    cover: p.cover ?? null,
    publishedAt: p.publishedAt ?? null,
  };
}
const newestFirst = <T extends { publishedAt?: string | null }>(items: T[]) =>
  [...items].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));

function indexPage(kind: string, idx: DemoIndexPage, c: DemoContent, listKey: string, list: unknown[]) {
  return {
    kind,
    path: idx.path,
    title: idx.title,
    breadcrumbs: crumbs({ label: idx.title, href: null }),
    cta: c.cta,
    eyebrow: idx.eyebrow,
    lead: idx.lead,
    [listKey]: list,
  };
}

function entityPage(
  kind: string,
  idx: DemoIndexPage,
  title: string,
  path: string,
  c: DemoContent,
  key: string,
  record: unknown,
) {
  return {
    kind,
    path,
    title,
    breadcrumbs: crumbs({ label: idx.title, href: idx.path }, { label: title, href: null }),
    cta: c.cta,
    [key]: record,
  };
}

/** Resolves a site path to the `page` object of GET /content; a blocks page wins over an entity page. */
export function resolvePage(c: DemoContent, path: string): Record<string, unknown> | null {
  const page = c.pages.find((p) => p.path === path);
  if (page) {
    const { updatedAt: _u, ...rest } = page;
    return { kind: 'page', ...rest };
  }
  const { services, team, caseStudies, posts } = c.indexes;
  if (path === services.path) return indexPage('services', services, c, 'services', c.services.map(summaryOfService));
  if (path === team.path) return indexPage('team', team, c, 'doctors', c.doctors.map(summaryOfDoctor));
  if (path === caseStudies.path)
    return indexPage('case-studies', caseStudies, c, 'caseStudies', newestFirst(c.caseStudies).map(summaryOfCaseStudy));
  if (path === posts.path) return indexPage('posts', posts, c, 'posts', newestFirst(c.posts).map(summaryOfPost));
  const service = c.services.find((s) => s.path === path);
  if (service) return entityPage('service', services, service.name, path, c, 'service', service);
  const doctor = c.doctors.find((d) => d.path === path);
  if (doctor) return entityPage('doctor', team, doctor.name, path, c, 'doctor', doctor);
  const cs = c.caseStudies.find((x) => x.path === path);
  if (cs) return entityPage('case-study', caseStudies, cs.title, path, c, 'caseStudy', cs);
  const post = c.posts.find((x) => x.path === path);
  if (post) return entityPage('post', posts, post.title, path, c, 'post', post);
  const later = c.laterPages?.find((x) => x.path === path);
  if (later) return { kind: later.kind, path: later.path, title: later.title, ...later.fields };
  return null;
}

/** Every published path with its kind, for GET /pages (a blocks page wins a shared path). */
export function listPages(c: DemoContent) {
  const out = new Map<string, { path: string; title: string; type: string; updatedAt: string }>();
  const add = (path: string, title: string, type: string, updatedAt: string) => {
    if (!out.has(path)) out.set(path, { path, title, type, updatedAt });
  };
  for (const p of c.pages) add(p.path, p.title, 'page', p.updatedAt);
  const { services, team, caseStudies, posts } = c.indexes;
  add(services.path, services.title, 'services', services.updatedAt);
  for (const s of c.services) add(s.path, s.name, 'service', s.updatedAt);
  add(team.path, team.title, 'team', team.updatedAt);
  for (const d of c.doctors) add(d.path, d.name, 'doctor', d.updatedAt ?? team.updatedAt);
  add(caseStudies.path, caseStudies.title, 'case-studies', caseStudies.updatedAt);
  for (const x of c.caseStudies) add(x.path, x.title, 'case-study', x.updatedAt);
  add(posts.path, posts.title, 'posts', posts.updatedAt);
  for (const x of c.posts) add(x.path, x.title, 'post', x.updatedAt);
  for (const x of c.laterPages ?? []) add(x.path, x.title, x.kind, x.updatedAt);
  return [...out.values()];
}

const answer = (ctx: DemoContext, body: unknown) => ok(absolutizeMedia(body, ctx.mediaOrigin), CACHE_CONTENT);
const notPublished = () => apiError(404, 'Nie znaleziono opublikowanej pozycji o tym adresie.');

export const contentRoutes: DemoRoute[] = [
  {
    method: 'GET',
    pattern: '/content',
    handle: (ctx) => {
      const path = ctx.url.searchParams.get('path');
      if (!path || !path.startsWith('/'))
        return apiError(400, 'Podaj parametr path (ścieżkę strony, zaczynającą się od /).', 'invalid_query');
      const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const page = ctx.store.switches.hiddenPages.includes(normalised)
        ? null
        : resolvePage(ctx.store.content, normalised);
      if (!page) return apiError(404, 'Nie ma opublikowanej strony pod tym adresem.', 'not_found');
      return answer(ctx, { site: ctx.store.content.site, page });
    },
  },
  {
    method: 'GET',
    pattern: '/site',
    handle: (ctx) =>
      ctx.store.switches.sitePublished
        ? answer(ctx, { site: ctx.store.content.site })
        : apiError(404, 'Strona kliniki nie jest opublikowana.'),
  },
  {
    method: 'GET',
    pattern: '/pages',
    handle: (ctx) =>
      answer(ctx, {
        pages: listPages(ctx.store.content).filter((p) => !ctx.store.switches.hiddenPages.includes(p.path)),
      }),
  },
  {
    method: 'GET',
    pattern: '/services',
    handle: (ctx) => answer(ctx, { services: ctx.store.content.services.map(summaryOfService) }),
  },
  {
    method: 'GET',
    pattern: '/services/:slug',
    handle: (ctx, { slug }) => {
      const s = ctx.store.content.services.find((x) => x.slug === slug);
      return s ? answer(ctx, { service: s }) : notPublished();
    },
  },
  {
    method: 'GET',
    pattern: '/doctors',
    handle: (ctx) => answer(ctx, { doctors: ctx.store.content.doctors.map(summaryOfDoctor) }),
  },
  {
    method: 'GET',
    pattern: '/doctors/:slug',
    handle: (ctx, { slug }) => {
      const d = ctx.store.content.doctors.find((x) => x.slug === slug);
      return d ? answer(ctx, { doctor: d }) : notPublished();
    },
  },
  {
    method: 'GET',
    pattern: '/case-studies',
    handle: (ctx) => answer(ctx, { caseStudies: newestFirst(ctx.store.content.caseStudies).map(summaryOfCaseStudy) }),
  },
  {
    method: 'GET',
    pattern: '/case-studies/:slug',
    handle: (ctx, { slug }) => {
      const c = ctx.store.content.caseStudies.find((x) => x.slug === slug);
      return c ? answer(ctx, { caseStudy: c }) : notPublished();
    },
  },
  {
    method: 'GET',
    pattern: '/posts',
    handle: (ctx) => answer(ctx, { posts: newestFirst(ctx.store.content.posts).map(summaryOfPost) }),
  },
  {
    method: 'GET',
    pattern: '/posts/:slug',
    handle: (ctx, { slug }) => {
      const p = ctx.store.content.posts.find((x) => x.slug === slug);
      return p ? answer(ctx, { post: p }) : notPublished();
    },
  },
];
