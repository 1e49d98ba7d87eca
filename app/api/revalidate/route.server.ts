import { revalidatePath, revalidateTag } from 'next/cache';
import { PAGES_TAG } from '@/lib/clinic-api/content';
import { config } from '@/lib/config/server';
import { readBodyCapped } from '@/lib/http/read-body';
import { bearerMatches, MAX_REVALIDATE_BODY_BYTES, parseRevalidateBody } from '@/lib/revalidate';
import { forgetPublishedSet } from '@/lib/site-data/published';

export const dynamic = 'force-dynamic';

const headers = { 'cache-control': 'no-store' };

/**
 * Renders the named pages afresh on their next request (every page for `{}`), instead of waiting for the 60-second
 * refresh. `Authorization: Bearer <REVALIDATE_SECRET>`; the endpoint does not exist while the secret is unset.
 * With a shared cache handler (REDIS_URL) every instance sees the revalidation. See docs/deploy.md.
 */
export async function POST(req: Request): Promise<Response> {
  const secret = config().revalidateSecret;
  if (!secret) return Response.json({ error: 'not found' }, { status: 404, headers });
  if (!bearerMatches(req.headers.get('authorization'), secret)) {
    return Response.json(
      { error: 'unauthorized' },
      { status: 401, headers: { ...headers, 'www-authenticate': 'Bearer' } },
    );
  }
  const raw = await readBodyCapped(req, MAX_REVALIDATE_BODY_BYTES);
  if (!raw.ok)
    return Response.json(
      { error: raw.reason === 'too_large' ? 'body too large' : 'body unreadable' },
      { status: raw.reason === 'too_large' ? 413 : 400, headers },
    );
  const parsed = parseRevalidateBody(raw.text);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400, headers });
  // A named page may be one published (or withdrawn) a moment ago: the published set is read afresh, past both this
  // process's minute-long memo (every instance's, through Redis) and Next's data cache of GET /pages, or the change
  // would wait up to two minutes.
  revalidateTag(PAGES_TAG, { expire: 0 });
  await forgetPublishedSet();
  if (parsed.paths === 'all') revalidatePath('/', 'layout');
  else for (const p of parsed.paths) revalidatePath(p);
  return Response.json({ revalidated: parsed.paths, at: new Date().toISOString() }, { status: 200, headers });
}
