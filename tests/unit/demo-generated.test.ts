import { describe, expect, it } from 'vitest';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';

/** The large clinic bench:build builds: generated guide pages published beside the demo's own. */
describe('demo clinic with generated pages', () => {
  async function publishedPaths(generatedPages?: number): Promise<string[]> {
    const demo = createDemoInstance({ mediaOrigin: 'http://demo.test', generatedPages, rateLimit: 10_000 });
    const res = await demo.handler(
      new Request('http://demo.test/api/v1/pages', { headers: { authorization: `Bearer ${DEMO_API_KEY}` } }),
    );
    return ((await res.json()) as { pages: { path: string }[] }).pages.map((p) => p.path);
  }

  it('publishes that many more distinct pages, each served by GET /content', async () => {
    const base = await publishedPaths();
    const big = await publishedPaths(500);
    expect(big.length).toBe(base.length + 500);
    expect(new Set(big).size).toBe(big.length);
    const demo = createDemoInstance({ mediaOrigin: 'http://demo.test', generatedPages: 500, rateLimit: 10_000 });
    const last = big.filter((p) => p.startsWith('/poradnik/')).at(-1)!;
    const res = await demo.handler(
      new Request(`http://demo.test/api/v1/content?path=${encodeURIComponent(last)}`, {
        headers: { authorization: `Bearer ${DEMO_API_KEY}` },
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { page: { title: string } };
    expect(body.page.title).toMatch(/[ąćęłńóśźż]/i);
  });
});
