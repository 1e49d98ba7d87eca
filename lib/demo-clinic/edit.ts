import { json } from './http';
import { listPages } from './routes/content';
import type { DemoStore } from './store';

/** A slug as the API gives them: lower-case letters, digits, hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * POST /__demo/edit {path, title}: what a clinic does in its panel when it renames a page: the record published at
 * `path` gets the new title (or name) and a fresh `updatedAt`, so tests can watch a change travel to the site
 * (revalidation, incremental export). {path, slug}: a treatment, specialist, case study or post gets a new slug, so
 * its path changes and its id stays (the site's automatic redirect, lib/site-data/renames.ts). Demo content only.
 */
export async function handleEdit(store: DemoStore, req: Request): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  const body = (await req.json().catch(() => null)) as { path?: unknown; title?: unknown; slug?: unknown } | null;
  if (body && typeof body.path === 'string' && typeof body.slug === 'string')
    return editSlug(store, body.path, body.slug);
  if (!body || typeof body.path !== 'string' || typeof body.title !== 'string' || !body.title.trim()) {
    return json(400, { error: 'Podaj path i title.' }, headers);
  }
  const c = store.content;
  const updatedAt = new Date().toISOString();
  const titled = [...c.pages, ...Object.values(c.indexes), ...c.caseStudies, ...c.posts].find(
    (r) => r.path === body.path,
  );
  const named = [...c.services, ...c.doctors].find((r) => r.path === body.path);
  if (titled) Object.assign(titled, { title: body.title, updatedAt });
  else if (named) Object.assign(named, { name: body.title, updatedAt });
  else return json(404, { error: 'Nie ma takiej strony.' }, headers);
  return json(200, { path: body.path, title: body.title, updatedAt }, headers);
}

function editSlug(store: DemoStore, path: string, slug: string): Response {
  const headers = { 'cache-control': 'no-store' };
  if (!SLUG.test(slug) || slug.length > 100)
    return json(400, { error: 'Slug: małe litery, cyfry i łączniki.' }, headers);
  const c = store.content;
  const record = [...c.services, ...c.doctors, ...c.caseStudies, ...c.posts].find((r) => r.path === path);
  if (!record) return json(404, { error: 'Nie ma takiej strony.' }, headers);
  const to = `${path.slice(0, path.lastIndexOf('/'))}/${slug}`;
  if (to !== path && listPages(c).some((p) => p.path === to))
    return json(409, { error: 'Ten adres ma już inna strona.' }, headers);
  const updatedAt = new Date().toISOString();
  Object.assign(record, { slug, path: to, updatedAt });
  return json(200, { id: record.id, path: to, slug, updatedAt }, headers);
}
