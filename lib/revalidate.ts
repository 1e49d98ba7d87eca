import { createHash, timingSafeEqual } from 'node:crypto';
import { isSitePath } from './site-path';

/**
 * POST /api/revalidate: the rules, apart from the route. The caller (the clinic's webhook relay, a CI job, an
 * editor's button) names the site paths whose pages must be rendered afresh, or sends `{}` for every page.
 */
export const MAX_REVALIDATE_BODY_BYTES = 16 * 1024;
export const MAX_REVALIDATE_PATHS = 200;

/** True when `Authorization: Bearer <secret>` matches, compared in constant time (hashes: equal lengths). */
export function bearerMatches(header: string | null, secret: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!m) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(m[1]!.trim()), digest(secret));
}

/** A site path a page can live at (the one site-path check), without a query or fragment; trailing slash dropped. */
function sitePath(p: unknown): string | null {
  if (typeof p !== 'string' || p.length > 512 || !isSitePath(p) || /[?#]/.test(p)) return null;
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

export type RevalidateRequest = { ok: true; paths: string[] | 'all' } | { ok: false; error: string };

/** `{"paths": ["/a", "/b"]}` → those paths (deduplicated); `{}` → every page; anything else → an error sentence. */
export function parseRevalidateBody(text: string): RevalidateRequest {
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, error: 'The body is not JSON: send {"paths": ["/a"]} or {} for every page.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'The body must be a JSON object.' };
  const keys = Object.keys(body);
  if (keys.some((k) => k !== 'paths'))
    return { ok: false, error: `Unknown field(s): ${keys.filter((k) => k !== 'paths').join(', ')}.` };
  const { paths } = body as { paths?: unknown };
  if (paths === undefined) return { ok: true, paths: 'all' };
  if (!Array.isArray(paths) || paths.length === 0)
    return { ok: false, error: '"paths" must be a non-empty array of site paths (or leave it out for every page).' };
  if (paths.length > MAX_REVALIDATE_PATHS)
    return { ok: false, error: `At most ${MAX_REVALIDATE_PATHS} paths at once; send {} for every page.` };
  const clean: string[] = [];
  for (const p of paths) {
    const ok = sitePath(p);
    if (!ok)
      return {
        ok: false,
        error: `Not a site path: ${JSON.stringify(p).slice(0, 80)} (expected e.g. "/zabiegi/higienizacja").`,
      };
    if (!clean.includes(ok)) clean.push(ok);
  }
  return { ok: true, paths: clean };
}
