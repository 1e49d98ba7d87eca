import { json } from './http';
import type { DemoStore } from './store';

/**
 * POST /__demo/edit {path, title}: what a clinic does in its panel when it renames a page: the record published at
 * `path` gets the new title (or name) and a fresh `updatedAt`, so tests can watch a change travel to the site
 * (revalidation, incremental export). Demo content only.
 */
export async function handleEdit(store: DemoStore, req: Request): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  const body = (await req.json().catch(() => null)) as { path?: unknown; title?: unknown } | null;
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
