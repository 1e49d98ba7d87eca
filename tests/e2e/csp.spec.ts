import { test, expect } from './support';
import { demoBookingCatalog } from '../../lib/demo-clinic/fixtures/booking';

/**
 * Pages under the Content-Security-Policy: the header is there, nothing on the page is blocked (a violation is a
 * console error, which the `support` fixture fails on, and is also collected from the page's own event), and the
 * islands still run: the booking wizard reads live slots, the enquiry form takes a fresh token.
 */
const multi = demoBookingCatalog.services.find((s) => !s.nfz && s.resourceIds.length > 1)!;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test('the home page is served under the policy, static, with no violation', async ({ page }) => {
  const res = await page.goto('/');
  const csp = res!.headers()['content-security-policy'] ?? '';
  for (const d of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ])
    expect(csp).toContain(d);
  expect(res!.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  // Still a static (prerendered or ISR) page: the policy needs no per-request nonce.
  expect(res!.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  await expect(page.locator('img').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('no request header a visitor can send drops the policy (a cache in front would pass that answer to everyone)', async ({
  request,
}) => {
  // The proxy's benchmark header is honoured only by a server started with BENCH_PROXY=1 (scripts/bench-proxy.ts).
  const forged: Record<string, string>[] = [
    { 'x-bench-skip-proxy': '1' },
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { 'x-nextjs-data': '1' },
    // Not a React payload request: Next answers it with the HTML page, which must carry the policy too.
    { rsc: '0' },
  ];
  for (const headers of forged) {
    const res = await request.get('/zabiegi/higienizacja', { headers });
    expect(res.status(), JSON.stringify(headers)).toBe(200);
    expect(res.headers()['content-type'], JSON.stringify(headers)).toContain('text/html');
    expect(res.headers()['content-security-policy'] ?? '', JSON.stringify(headers)).toContain("default-src 'self'");
  }
});

test('the booking wizard still works under the policy: a treatment, a specialist, live free slots', async ({
  page,
}) => {
  await page.goto('/umow-wizyte');
  const ui = page.locator('#rezerwacja');
  await ui.getByRole('button', { name: new RegExp(multi.name) }).click();
  await ui.getByRole('button', { name: /Dowolny specjalista/ }).click();
  await expect(ui.getByRole('heading', { name: 'Wybierz termin', level: 2 })).toBeFocused();
  await expect(ui.getByRole('list', { name: 'Dni tygodnia' }).getByRole('button', { pressed: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a protocol-relative `strona` does not become a link off the site', async ({ page }) => {
  await page.goto('/zglos-problem?strona=/%5Cevil.com');
  // The sentence "about the page: <link>" names the page the report is about.
  const about = page.locator('.status-page .lead a');
  await expect(about).toHaveCount(1);
  const href = await about.evaluate((a) => (a as HTMLAnchorElement).href);
  expect(new URL(href).host).toBe(new URL(page.url()).host);
  expect(new URL(href).pathname).toBe('/');
  expect(await violations(page)).toEqual([]);
});

test('without tag ids: no consent script, no consent bar and no tag host (issue 37)', async ({ page }) => {
  const res = await page.goto('/zabiegi/higienizacja');
  const html = await res!.text();
  expect(html).not.toContain('clinic:consent');
  expect(html).not.toContain("'consent','default'");
  expect(html).not.toContain('tag-consent');
  expect(res!.headers()['content-security-policy']).not.toMatch(/googletagmanager|google-analytics|facebook/);
  expect(await page.locator('.footer-consent').isVisible()).toBe(false);
});
