import { createHash, timingSafeEqual } from 'node:crypto';
import { readBodyCapped } from '../http/read-body';
import { json } from './http';
import { handleControl } from './control';
import type { DemoStore } from './store';

/**
 * The demo's control room as the site serves it (app/api/demo/[op]): what the standalone demo server offers freely,
 * here only to a caller with DEMO_CONTROL_TOKEN in the X-Demo-Token header, and off (404) while no token is set. A
 * custom header cannot be sent cross-site without a CORS preflight the site never answers, so a page elsewhere
 * cannot drive it either. The webhook target stays what the server was started with (an endpoint that posts to any
 * address is a request forgery tool), and bodies are capped.
 */
export const DEMO_TOKEN_HEADER = 'x-demo-token';
export const MAX_CONTROL_BYTES = 16 * 1024;
/** Operations the site never exposes, whoever asks. */
const SITE_FORBIDDEN = new Set(['webhook']);

function tokenMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given.trim()), digest(expected));
}

export async function handleSiteControl(
  store: () => DemoStore,
  req: Request,
  op: string,
  token: string | null,
): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  if (!token || !tokenMatches(req.headers.get(DEMO_TOKEN_HEADER), token) || SITE_FORBIDDEN.has(op))
    return json(404, { error: 'Nie znaleziono.' }, headers);
  if (req.method !== 'POST') return handleControl(store(), req, op);
  const body = await readBodyCapped(req, MAX_CONTROL_BYTES);
  if (!body.ok) return json(413, { error: 'Za duże żądanie.' }, headers);
  return handleControl(
    store(),
    new Request(req.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body.text }),
    op,
  );
}
