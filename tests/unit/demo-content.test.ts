import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BookingCatalog } from '@/lib/clinic-api/schemas/booking';
import {
  CaseStudyDetail,
  ContentResponse,
  DoctorDetail,
  PostDetail,
  ServiceDetail,
} from '@/lib/clinic-api/schemas/content';
import { OpeningInterval, Site } from '@/lib/clinic-api/schemas/site';
import { absolutizeMedia } from '@/lib/demo-clinic/http';
import { listPages, resolvePage } from '@/lib/demo-clinic/routes/content';
import { createDemoContent, demoBookingCatalog, demoSchedules } from '@/lib/demo-clinic/fixtures';
import { blockRegistry } from '@/blocks/registry';

const ORIGIN = 'https://demo.example.test';
const content = createDemoContent();
const pages = listPages(content);
const paths = new Set(pages.map((p) => p.path));

/** Every block of the content, with where it lives. */
function allBlocks() {
  const out: { where: string; block: { id: string; type: string; props?: Record<string, unknown> } }[] = [];
  for (const p of content.pages) for (const b of p.blocks) out.push({ where: p.path, block: b });
  for (const list of [content.services, content.doctors, content.caseStudies, content.posts])
    for (const r of list as {
      path: string;
      bodyBlocks?: { id: string; type: string; props?: Record<string, unknown> }[];
    }[])
      for (const b of r.bodyBlocks ?? []) out.push({ where: r.path, block: b });
  return out;
}

/** Every string under a key named href or path, anywhere in a value. */
function linkValues(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) linkValues(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'href' || k === 'path') && typeof v === 'string') out.push(v);
      else linkValues(v, out);
    }
  return out;
}

/** Every string in a value (for text checks). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const htmlOf = (b: { props?: Record<string, unknown> }) => (typeof b.props?.html === 'string' ? b.props.html : '');
const hrefsInHtml = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function isAllowedLink(href: string): boolean {
  if (href.startsWith('tel:')) return /^tel:\+?\d+$/.test(href);
  if (href.startsWith('mailto:')) return /^mailto:[^@\s]+@[^@\s]+$/.test(href);
  const booking = href.match(/^\/umow-wizyte(?:\?(service|resource)=[\w-]+(?:&(service|resource)=[\w-]+)?)?$/);
  if (booking) return true;
  if (href === '/polityka-prywatnosci') return true;
  return paths.has(href);
}

describe('demo content: records parse with the API schemas', () => {
  it('returns a fresh deep copy on every call', () => {
    const a = createDemoContent();
    a.services[0]!.name = 'zmienione';
    a.site.menu.pop();
    const b = createDemoContent();
    expect(b.services[0]!.name).not.toBe('zmienione');
    expect(b.site.menu).toHaveLength(7);
  });

  it('the site parses, with a complete profile', () => {
    const site = Site.parse(absolutizeMedia(content.site, ORIGIN));
    expect(site.primaryDomain).toBeNull();
    const p = site.profile!;
    for (const key of [
      'legalName',
      'phone',
      'email',
      'address',
      'geo',
      'openingHours',
      'openingHoursNote',
      'nfz',
      'payments',
      'socials',
      'logo',
      'logoInverse',
      'favicon',
      'defaultOgImage',
      'registry',
      'privacy',
      'reviewsPolicy',
      'demoNotice',
    ] as const)
      expect(p[key], key).toBeTruthy();
    expect(p.phone).toBe('+48 12 345 67 89');
    expect(p.nfz?.contract).toBe(true);
    expect(p.registry?.nip?.replace(/-/g, '')).toMatch(/^\d{10}$/);
    expect(p.registry?.regon).toMatch(/^\d{9}$/);
    expect(p.registry?.krs).toMatch(/^\d{10}$/);
    expect(p.registry?.rpwdl).toMatch(/^\d{12}$/);
    for (const s of p.socials ?? []) expect(s.url).toMatch(/^https:\/\//);
    expect(p.socials?.map((s) => s.network).sort()).toEqual(['facebook', 'google', 'instagram', 'znanylekarz']);
    expect(p.logo?.url.startsWith(ORIGIN)).toBe(true);
    expect(p.openingHours?.sat).toEqual([{ opens: '09:00', closes: '14:00' }]);
    expect(site.menu.map((m) => m.path)).toEqual([
      '/zabiegi',
      '/zespol',
      '/metamorfozy',
      '/cennik',
      '/blog',
      '/o-nas',
      '/kontakt',
    ]);
  });

  it('every entity record parses', () => {
    for (const s of content.services) ServiceDetail.parse(absolutizeMedia(s, ORIGIN));
    for (const d of content.doctors) DoctorDetail.parse(absolutizeMedia(d, ORIGIN));
    for (const c of content.caseStudies) CaseStudyDetail.parse(absolutizeMedia(c, ORIGIN));
    for (const p of content.posts) PostDetail.parse(absolutizeMedia(p, ORIGIN));
  });

  it.each(pages.map((p) => [p.path, p.type] as const))('GET /content?path=%s parses as %s', (path, type) => {
    const page = resolvePage(content, path);
    expect(page).not.toBeNull();
    const body = ContentResponse.parse(absolutizeMedia({ site: content.site, page }, ORIGIN));
    expect(body.page.kind).toBe(type);
    // No site-relative media address survives absolutizing.
    expect(JSON.stringify(body)).not.toMatch(/"url":"\//);
  });
});

describe('demo content: shape and counts', () => {
  it('has the expected number of records', () => {
    expect(content.services.length).toBeGreaterThanOrEqual(8);
    expect(content.doctors.length).toBeGreaterThanOrEqual(5);
    expect(content.caseStudies).toHaveLength(3);
    expect(content.posts).toHaveLength(4);
    expect(content.pages.length).toBeGreaterThanOrEqual(4);
  });

  it('has the agreed treatment, team, case study and post slugs', () => {
    expect(content.services.map((s) => s.slug)).toEqual([
      'przeglad-stomatologiczny',
      'higienizacja',
      'leczenie-kanalowe',
      'wybielanie-zebow',
      'implanty-zebowe',
      'ortodoncja-nakladkowa',
      'stomatologia-dziecieca',
      'korony-porcelanowe',
      'toksyna-botulinowa',
      'mezoterapia-iglowa',
      'leczenie-zachowawcze-nfz',
    ]);
    expect(content.doctors.map((d) => d.slug)).toEqual([
      'anna-kowalczyk',
      'piotr-nowicki',
      'magdalena-wisniewska',
      'katarzyna-zielinska',
      'tomasz-lewandowski',
      'julia-mazur',
    ]);
    expect(content.caseStudies.map((c) => c.slug).sort()).toEqual([
      'leczenie-ortodontyczne-nakladki',
      'odbudowa-usmiechu-licowki',
      'wybielanie-i-higienizacja',
    ]);
    expect(content.posts.map((p) => p.slug).sort()).toEqual([
      'higienizacja-krok-po-kroku',
      'jak-czesto-na-przeglad',
      'nadwrazliwosc-zebow',
      'pierwsza-wizyta-dziecka',
    ]);
    for (const s of content.services) {
      expect(s.path).toBe(`/zabiegi/${s.slug}`);
      expect(s.bookingServiceId).toBe(`bs-${s.slug}`);
      expect(s.hero?.url).toBe(`/demo/services/${s.slug}.webp`);
      expect(s.faq.length).toBeGreaterThanOrEqual(3);
      expect(s.faq.length).toBeLessThanOrEqual(5);
      expect(s.related.length).toBeGreaterThanOrEqual(2);
      expect(s.related.length).toBeLessThanOrEqual(3);
      expect(s.updatedAt.startsWith('2026-')).toBe(true);
      const body = s.bodyBlocks.map(htmlOf).join('');
      for (const heading of ['Na czym polega', 'Przebieg wizyty', 'Przygotowanie i przeciwwskazania'])
        expect(body, s.slug).toContain(heading);
    }
    expect(content.services.find((s) => s.slug === 'leczenie-zachowawcze-nfz')?.priceFromLabel).toBe(
      'Bezpłatnie w ramach NFZ',
    );
    for (const d of content.doctors) {
      expect(d.path).toBe(`/zespol/${d.slug}`);
      expect(d.bookingResourceId).toBe(`res-${d.slug}`);
      expect(d.photo?.url).toBe(`/demo/team/${d.slug}.webp`);
      expect(d.services?.length, d.slug).toBeGreaterThan(0);
    }
  });

  it('ids, paths and slugs are unique', () => {
    const all = [...content.services, ...content.doctors, ...content.caseStudies, ...content.posts];
    const ids = all.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const allPaths = [
      ...all.map((r) => r.path),
      ...content.pages.map((p) => p.path),
      ...Object.values(content.indexes).map((i) => i.path),
    ];
    expect(new Set(allPaths).size).toBe(allPaths.length);
    for (const list of [content.services, content.doctors, content.caseStudies, content.posts]) {
      const slugs = list.map((r) => r.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('block ids are unique within each page or record', () => {
    const byWhere = new Map<string, string[]>();
    for (const { where, block } of allBlocks()) byWhere.set(where, [...(byWhere.get(where) ?? []), block.id]);
    for (const [where, ids] of byWhere) expect(new Set(ids).size, where).toBe(ids.length);
  });

  it('rich text uses only the allowed tags and attributes', () => {
    const allowed = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br']);
    for (const { where, block } of allBlocks()) {
      for (const m of htmlOf(block).matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)) {
        expect(allowed.has(m[1]!), `${where}: <${m[1]}>`).toBe(true);
        const attrs = m[2]!.trim();
        if (attrs) expect(attrs, where).toMatch(/^href="[^"]*"$/);
      }
    }
  });

  it('the posts are 300–500 words, dated in 2026 on different days, one with a FAQ', () => {
    const dates = new Set<string>();
    for (const p of content.posts) {
      const words = plainText(
        p.bodyBlocks
          .filter((b) => b.type === 'rich-text.v1')
          .map(htmlOf)
          .join(' '),
      ).split(' ').length;
      expect(words, p.slug).toBeGreaterThanOrEqual(300);
      expect(words, p.slug).toBeLessThanOrEqual(500);
      expect(p.publishedAt! < '2026-11-20' && p.publishedAt!.startsWith('2026-')).toBe(true);
      dates.add(p.publishedAt!.slice(0, 10));
    }
    expect(dates.size).toBe(4);
    expect(content.posts.filter((p) => p.bodyBlocks.some((b) => b.type === 'faq.v1'))).toHaveLength(1);
    expect(content.posts.filter((p) => p.seoTitle && p.seoTitle !== p.title)).toHaveLength(1);
  });

  it('case studies say that results vary', () => {
    for (const c of content.caseStudies)
      expect(c.bodyBlocks.map(htmlOf).join(''), c.slug).toMatch(/różnią się u poszczególnych pacjentów/);
  });
});

describe('demo content: links', () => {
  it('every internal link points to an existing page, the booking page, the privacy policy, or is tel:/mailto:', () => {
    const links = [
      ...content.site.menu.map((m) => m.path),
      content.cta.href,
      ...content.pages.flatMap((p) => linkValues(p.blocks)),
      ...content.services.flatMap((s) => [...linkValues(s.bodyBlocks), ...s.related.map((r) => r.path)]),
      ...content.doctors.flatMap((d) => [...linkValues(d.bodyBlocks), ...(d.services ?? []).map((r) => r.path)]),
      ...content.caseStudies.flatMap((c) => [...linkValues(c.bodyBlocks), ...c.services.map((r) => r.path)]),
      ...content.posts.flatMap((p) => linkValues(p.bodyBlocks)),
      ...allBlocks().flatMap(({ block }) => hrefsInHtml(htmlOf(block))),
    ];
    expect(links.length).toBeGreaterThan(50);
    const broken = links.filter((l) => !isAllowedLink(l));
    expect(broken).toEqual([]);
  });

  it('every related service reference matches the treatment it names', () => {
    const refs = [
      ...content.services.flatMap((s) => s.related),
      ...content.doctors.flatMap((d) => d.services ?? []),
      ...content.caseStudies.flatMap((c) => c.services),
    ];
    for (const r of refs) {
      const s = content.services.find((x) => x.slug === r.slug);
      expect(s, r.slug).toBeDefined();
      expect({ id: r.id, path: r.path, name: r.name, priceFromLabel: r.priceFromLabel }).toEqual({
        id: s!.id,
        path: s!.path,
        name: s!.name,
        priceFromLabel: s!.priceFromLabel,
      });
    }
  });
});

describe('demo content: SEO and wording', () => {
  it('every blocks page has a title, an SEO title and a unique description of 120–160 characters', () => {
    const descriptions = [...content.pages.map((p) => p.seoDescription), ...content.posts.map((p) => p.seoDescription)];
    for (const d of descriptions) {
      expect(d).toBeTruthy();
      expect(d!.length, d!).toBeGreaterThanOrEqual(120);
      expect(d!.length, d!).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const titles = content.pages.map((p) => p.seoTitle);
    for (const t of titles) expect(t).toBeTruthy();
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('uses no advertising superlatives, promotions or guarantees (art. 14 of the medical activity act)', () => {
    const banned = /najlepsz|najnowocześniejsz|promocj|rabat|gwarant|zniżk|okazj|bezbolesn/i;
    const offending = strings(content).filter((s) => banned.test(s));
    expect(offending).toEqual([]);
  });

  it('sets aiGenerated false and a focal point on every image', () => {
    const refs: Record<string, unknown>[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.url === 'string' && 'width' in o) refs.push(o);
        else Object.values(o).forEach(walk);
      }
    };
    walk(content);
    expect(refs.length).toBeGreaterThan(30);
    for (const r of refs) {
      expect(r.aiGenerated, String(r.url)).toBe(false);
      expect(typeof r.focalX).toBe('number');
      expect(typeof r.alt === 'string' && (r.alt as string).length > 3, String(r.url)).toBe(true);
      expect(String(r.url)).toMatch(
        /^\/demo\/(hero|about|brand|services|team|cases|posts)\/[a-z0-9-]+\.(webp|png|jpg)$/,
      );
    }
  });
});

describe('demo content: blocks parse with the site block registry', () => {
  // lead-form.v1 is rendered by the enquiry form's own module; it may not be registered yet.
  const pending = new Set(['lead-form.v1']);
  it('every block has a known type whose props parse', () => {
    for (const { where, block } of allBlocks()) {
      const def = blockRegistry.get(block.type);
      if (!def) {
        expect(pending.has(block.type), `${where}: unknown type ${block.type}`).toBe(true);
        continue;
      }
      const parsed = def.schema.safeParse(absolutizeMedia(block.props ?? {}, ORIGIN));
      expect(
        parsed.success,
        `${where} #${block.id} (${block.type}): ${parsed.success ? '' : JSON.stringify(parsed.error.issues[0])}`,
      ).toBe(true);
    }
  });
});

describe('demo booking data', () => {
  it('the catalogue parses and covers every treatment', () => {
    const catalog = BookingCatalog.parse(demoBookingCatalog);
    const resourceIds = new Set(catalog.resources.map((r) => r.id));
    for (const s of content.services) {
      const b = catalog.services.find((x) => x.id === s.bookingServiceId);
      expect(b, s.slug).toBeDefined();
      expect(b!.serviceSlug).toBe(s.slug);
      expect(b!.name).toBe(s.name);
      expect(b!.priceLabel).toBe(s.priceFromLabel);
      expect(b!.nfz).toBe(s.slug === 'leczenie-zachowawcze-nfz');
      expect(b!.resourceIds.length, s.slug).toBeGreaterThan(0);
      for (const r of b!.resourceIds) expect(resourceIds.has(r)).toBe(true);
    }
    expect(catalog.services.find((x) => x.id === 'bs-konsultacja-protetyczna')).toMatchObject({
      resourceIds: [],
      serviceSlug: null,
      nfz: false,
    });
    for (const d of content.doctors)
      expect(catalog.resources.find((r) => r.id === d.bookingResourceId)).toMatchObject({
        name: d.name,
        doctorSlug: d.slug,
      });
  });

  it('every resource works only within the clinic opening hours', () => {
    const hours = content.site.profile!.openingHours! as Partial<Record<string, { opens: string; closes: string }[]>>;
    for (const r of demoBookingCatalog.resources) {
      const week = demoSchedules[r.id];
      expect(week, r.id).toBeDefined();
      for (const [day, intervals] of Object.entries(week!)) {
        const open = hours[day as keyof typeof hours];
        expect(open, `${r.id} ${day}`).toBeDefined();
        for (const i of intervals ?? []) {
          OpeningInterval.parse(i);
          expect(
            open!.some((o) => o.opens <= i.opens && i.closes <= o.closes),
            `${r.id} ${day} ${i.opens}-${i.closes}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('demo media files', () => {
  // The images are drawn by a script into public/demo/ (generated separately, possibly later): every file that is
  // there must have the width and height its MediaRef states. Missing files are the generator's to check.
  it('generated files have the stated size', async () => {
    const { default: sharp } = await import('sharp');
    const refs = new Map<string, { width?: number; height?: number }>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.url === 'string' && o.url.startsWith('/demo/'))
          refs.set(o.url, o as { width?: number; height?: number });
        else Object.values(o).forEach(walk);
      }
    };
    walk(content);
    for (const [url, ref] of refs) {
      const file = join(process.cwd(), 'public', url);
      if (!existsSync(file)) continue;
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height], url).toEqual([ref.width, ref.height]);
    }
  });
});
