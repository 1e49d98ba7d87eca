import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearerMatches, MAX_REVALIDATE_BODY_BYTES, MAX_REVALIDATE_PATHS, parseRevalidateBody } from '@/lib/revalidate';
import { readBodyCapped } from '@/lib/http/read-body';

const SECRET = 'a-revalidate-secret-of-32-chars!';
const { revalidatePath, revalidateTag } = vi.hoisted(() => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath, revalidateTag }));

describe('bearer check', () => {
  it('accepts exactly the secret, with any case of "Bearer" and surrounding space', () => {
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerMatches(`bearer   ${SECRET} `, SECRET)).toBe(true);
  });
  it('refuses a missing header, another scheme, a prefix, a longer or an empty token', () => {
    for (const h of [
      null,
      '',
      SECRET,
      `Basic ${SECRET}`,
      `Bearer ${SECRET.slice(0, -1)}`,
      `Bearer ${SECRET}x`,
      'Bearer ',
      'Bearer',
    ]) {
      expect(bearerMatches(h, SECRET), String(h)).toBe(false);
    }
  });
});

describe('revalidate body', () => {
  it('{} and an empty body mean every page', () => {
    expect(parseRevalidateBody('{}')).toEqual({ ok: true, paths: 'all' });
    expect(parseRevalidateBody('  ')).toEqual({ ok: true, paths: 'all' });
  });
  it('lists site paths, deduplicated, trailing slashes dropped, the root kept', () => {
    expect(
      parseRevalidateBody(JSON.stringify({ paths: ['/zabiegi/higienizacja/', '/', '/zabiegi/higienizacja', '/blog'] })),
    ).toEqual({
      ok: true,
      paths: ['/zabiegi/higienizacja', '/', '/blog'],
    });
  });
  it.each([
    ['not JSON', '{paths:', /not JSON/],
    ['an array', '["/a"]', /JSON object/],
    ['null', 'null', /JSON object/],
    ['unknown fields', '{"paths":["/a"],"all":true}', /Unknown field\(s\): all/],
    ['empty paths', '{"paths":[]}', /non-empty array/],
    ['paths not an array', '{"paths":"/a"}', /non-empty array/],
    ['a relative path', '{"paths":["zabiegi"]}', /Not a site path: "zabiegi"/],
    ['a protocol-relative path', '{"paths":["//evil.example/x"]}', /Not a site path/],
    ['a backslash path', '{"paths":["/\\\\evil.example"]}', /Not a site path/],
    ['a query', '{"paths":["/a?x=1"]}', /Not a site path/],
    ['a full URL', '{"paths":["https://example.com/"]}', /Not a site path/],
    ['a control character', '{"paths":["/a\\u0000b"]}', /Not a site path/],
    ['a number', '{"paths":[1]}', /Not a site path: 1/],
  ])('refuses %s', (_what, body, error) => {
    const r = parseRevalidateBody(body);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error).toMatch(error);
  });
  it(`takes at most ${MAX_REVALIDATE_PATHS} paths`, () => {
    const paths = (n: number) => JSON.stringify({ paths: Array.from({ length: n }, (_, i) => `/p${i}`) });
    expect(parseRevalidateBody(paths(MAX_REVALIDATE_PATHS)).ok).toBe(true);
    expect(parseRevalidateBody(paths(MAX_REVALIDATE_PATHS + 1))).toEqual({
      ok: false,
      error: expect.stringMatching(/At most 200 paths/),
    });
  });
});

/** A chunked body (no Content-Length) that counts how much of it was pulled. */
function chunked(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  const req = new Request('http://site.test/api/revalidate', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { req, pulled: () => pulled };
}

describe('capped body', () => {
  it('reads a body up to the cap exactly', async () => {
    const { req } = chunked(4, 1024);
    expect(await readBodyCapped(req, 4096)).toMatchObject({
      ok: true,
      text: 'a'.repeat(4096),
      bytes: expect.objectContaining({ byteLength: 4096 }),
    });
  });
  it('stops reading a chunked body at the first chunk over the cap', async () => {
    const { req, pulled } = chunked(10_000, 1024); // 10 MB offered
    expect(await readBodyCapped(req, 8 * 1024)).toEqual({ ok: false, reason: 'too_large' });
    expect(pulled()).toBeLessThanOrEqual(10);
  });
  it('refuses a declared Content-Length over the cap without reading', async () => {
    const req = new Request('http://site.test/x', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(MAX_REVALIDATE_BODY_BYTES + 1) },
    });
    expect(await readBodyCapped(req, MAX_REVALIDATE_BODY_BYTES)).toEqual({ ok: false, reason: 'too_large' });
  });
  it('reads UTF-8 across chunk boundaries', async () => {
    const bytes = new TextEncoder().encode('{"paths":["/zażółć"]}');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (const b of bytes) c.enqueue(new Uint8Array([b]));
        c.close();
      },
    });
    const req = new Request('http://site.test/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    const body = await readBodyCapped(req, 1024);
    expect(body).toMatchObject({ ok: true, text: '{"paths":["/zażółć"]}' });
    // And the bytes as sent, for a signature over them.
    expect(body.ok && Buffer.from(body.bytes).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('POST /api/revalidate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    revalidatePath.mockClear();
    revalidateTag.mockClear();
  });
  async function route(secret?: string) {
    vi.stubEnv('REVALIDATE_SECRET', secret ?? '');
    vi.resetModules();
    return (await import('@/app/api/revalidate/route.server')).POST;
  }
  const post = (body: BodyInit | null, auth?: string) =>
    new Request('http://site.test/api/revalidate', {
      method: 'POST',
      body,
      headers: auth ? { authorization: auth } : {},
      duplex: 'half',
    } as RequestInit);

  it('does not exist (404) while REVALIDATE_SECRET is unset', async () => {
    const POST = await route();
    expect((await POST(post('{}', `Bearer ${SECRET}`))).status).toBe(404);
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });
  it('answers 401 without the secret', async () => {
    const POST = await route(SECRET);
    const res = await POST(post('{}'));
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect((await POST(post('{}', 'Bearer wrong'))).status).toBe(401);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
  it('answers 400 for a bad body and 413 for a chunked body over the cap', async () => {
    const POST = await route(SECRET);
    const bad = await POST(post('{"paths":["//evil"]}', `Bearer ${SECRET}`));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/Not a site path/);
    const { req } = chunked(100, 1024);
    req.headers.set('authorization', `Bearer ${SECRET}`);
    expect((await POST(req)).status).toBe(413);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
  it('revalidates the named paths, or the whole site for {}', async () => {
    const POST = await route(SECRET);
    const some = await POST(post('{"paths":["/blog","/"]}', `Bearer ${SECRET}`));
    expect(some.status).toBe(200);
    expect((await some.json()).revalidated).toEqual(['/blog', '/']);
    expect(revalidatePath.mock.calls).toEqual([['/blog'], ['/']]);
    // The published set is read afresh: GET /pages expires in Next's data cache at once (a page withdrawn or added).
    expect(revalidateTag.mock.calls).toEqual([['clinic-pages', { expire: 0 }]]);
    revalidatePath.mockClear();
    const all = await POST(post('{}', `Bearer ${SECRET}`));
    expect((await all.json()).revalidated).toBe('all');
    expect(revalidatePath.mock.calls).toEqual([['/', 'layout']]);
  });
  it('refuses a weak secret at start-up, naming the variable', async () => {
    const POST = await route('short');
    await expect(POST(post('{}', 'Bearer short'))).rejects.toThrow(/REVALIDATE_SECRET: must be at least 24 characters/);
  });
});
