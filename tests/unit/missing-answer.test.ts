import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { isMissingAnswer, lacks, markMissing, MISSING_MARK_MS } from '@/lib/site-data/features';

/**
 * "Not found" only when the API says so (lib/site-data/features.ts): a proxy's HTML 404 during a deploy neither marks
 * an endpoint absent nor unpublishes a page, and an "absent" mark expires. The API is the demo clinic behind a
 * transport that plays a proxy's HTML 404 page for chosen paths.
 */
const htmlFor = new Set<string>();

const proxyPage = () =>
  new Response('<html><body><h1>404 Not Found</h1><hr>nginx</body></html>', {
    status: 404,
    headers: { 'content-type': 'text/html' },
  });

beforeAll(() => {
  const demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  (globalThis as { __demoClinic?: DemoInstance }).__demoClinic = {
    ...demo,
    handler: async (req: Request) => {
      const url = new URL(req.url);
      const key = url.pathname.replace(/^.*\/v1/, '') + (url.searchParams.get('path') ?? '');
      return htmlFor.has(key) ? proxyPage() : demo.handler(req);
    },
  };
});

describe('what counts as the API saying "not here"', () => {
  it('the API’s JSON 404 does; a proxy’s HTML 404, a proxy_error or a 502 does not', () => {
    expect(isMissingAnswer(new ClinicApiError({ status: 404, body: { error: 'Nie ma takiego adresu API.' } }))).toBe(
      true,
    );
    expect(isMissingAnswer(new ClinicApiError({ status: 404 }))).toBe(false); // no JSON body: a proxy's page
    expect(isMissingAnswer(new ClinicApiError({ status: 404, code: 'proxy_error', body: { error: 'x' } }))).toBe(false);
    expect(isMissingAnswer(new ClinicApiError({ status: 502, code: 'proxy_error' }))).toBe(false);
    expect(isMissingAnswer(new Error('404'))).toBe(false);
  });

  it('an "absent" mark expires after MISSING_MARK_MS, so the endpoint is asked again', () => {
    expect(MISSING_MARK_MS).toBeGreaterThanOrEqual(60_000);
    expect(MISSING_MARK_MS).toBeLessThanOrEqual(15 * 60_000);
    const t0 = 1_000_000;
    markMissing('locations', t0);
    expect(lacks('locations', t0 + MISSING_MARK_MS - 1)).toBe(true);
    expect(lacks('locations', t0 + MISSING_MARK_MS)).toBe(false);
  });
});

describe('a proxy’s HTML 404 in front of the API', () => {
  it('does not mark GET /privacy absent: the read fails as a passing failure, and the next read has the notice', async () => {
    const { getPrivacyNotice } = await import('@/lib/site-data/form-choices');
    htmlFor.add('/privacy');
    await expect(getPrivacyNotice()).rejects.toBeInstanceOf(ClinicApiError);
    expect(lacks('privacy')).toBe(false);
    htmlFor.delete('/privacy');
    expect((await getPrivacyNotice())?.version).toBeTruthy();
  });

  it('does not unpublish a page: its refresh throws (ISR keeps the last good page) instead of notFound()', async () => {
    const { getPageData } = await import('@/lib/site-data/content');
    const { publishedSet } = await import('@/lib/site-data/published');
    const path = [...(await publishedSet())!.paths].find((p) => p !== '/')!;
    htmlFor.add(`/content${path}`);
    const err = await getPageData(path).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ClinicApiError);
    expect((err as { digest?: string }).digest).toBeUndefined(); // not Next's 404 signal
    htmlFor.delete(`/content${path}`);
    expect((await getPageData(path)).page.path).toBe(path);
  });

  it('a page rendered before renders its last good content while the API answers a proxy’s page', async () => {
    const { getPageData } = await import('@/lib/site-data/content');
    const { publishedSet } = await import('@/lib/site-data/published');
    const path = [...(await publishedSet())!.paths].filter((p) => p !== '/')[1]!;
    const good = await getPageData(path);
    htmlFor.add(`/content${path}`);
    try {
      // A page expired outright (POST /api/revalidate) is rendered while the patient waits: not an error page.
      expect(await getPageData(path)).toEqual(good);
    } finally {
      htmlFor.delete(`/content${path}`);
    }
  });

  it('the API’s own JSON 404 for a page it does not publish is still the site’s 404', async () => {
    const { getPageData } = await import('@/lib/site-data/content');
    const { store } = (globalThis as { __demoClinic?: DemoInstance }).__demoClinic!;
    const { publishedSet } = await import('@/lib/site-data/published');
    const path = [...(await publishedSet())!.paths].find((p) => p !== '/')!;
    store.switches.hiddenPages.push(path); // withdrawn after the published set was read
    try {
      const err = await getPageData(path).then(
        () => null,
        (e: unknown) => e,
      );
      expect((err as { digest?: string }).digest).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    } finally {
      store.resetSwitches();
    }
  });
});
