/** Small helpers the demo clinic's routes answer with. */

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: h });
}

/** An error body: Polish `error` text, and a `code` where the API description gives one. */
export function apiError(
  status: number,
  error: string,
  code?: string,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
): Response {
  return json(status, { error, ...(code ? { code } : {}), ...extra }, headers);
}

export const CACHE_CONTENT = 'private, max-age=60';
export const CACHE_NONE = 'no-store';

/** A 200 (or other) answer with the endpoint's Cache-Control. */
export function ok(body: unknown, cacheControl?: string, status = 200): Response {
  return json(status, body, cacheControl ? { 'cache-control': cacheControl } : {});
}

/** Reads a JSON body; `undefined` when it is not JSON. */
export async function readJson(req: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    const text = await req.text();
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Turns the fixtures' site-relative media paths into absolute addresses, as the API sends them. */
export function absolutizeMedia<T>(value: T, origin: string): T {
  if (Array.isArray(value)) return value.map((v) => absolutizeMedia(v, origin)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === 'url' && typeof v === 'string' && v.startsWith('/') ? origin + v : absolutizeMedia(v, origin);
  }
  return out as T;
}
