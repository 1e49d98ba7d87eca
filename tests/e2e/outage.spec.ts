import { test, expect } from './support';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { E2E_REVALIDATE_SECRET as SECRET } from '../../scripts/lib/e2e-server-env';

const content = createDemoContent();

test.describe.configure({ mode: 'serial' });

test('while the API is down a cached page is still served, and a new one fails inside the clinic frame', async ({
  page,
  request,
  demo,
  consoleErrors,
}) => {
  // A page rendered before the outage keeps being served. It is asked for first while the API is up: a test before
  // this one may have revalidated every page (then the first request renders it afresh).
  expect((await page.goto('/zabiegi'))?.status()).toBe(200);
  await demo.switches({ outage: true });
  const cached = await page.goto('/zabiegi');
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.indexes.services.title);
  // A path never rendered before cannot be: the error page keeps the menu and footer, with no technical details.
  // (A path outside a known published set is the 404 at once; a revalidation makes the site forget the set, and
  // with the API down it cannot read it again, so the path is asked of GET /content, which fails.)
  const path = `/strona-w-czasie-awarii-${Date.now()}`;
  expect(
    (
      await request.post('/api/revalidate', { data: { paths: [path] }, headers: { authorization: `Bearer ${SECRET}` } })
    ).status(),
  ).toBe(200);
  const fresh = await page.goto(path);
  expect(fresh?.status()).toBe(500);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Strona chwilowo niedostępna');
  await expect(page.locator('footer')).toContainText(content.site.profile!.phone!);
  await expect(page.getByRole('navigation', { name: 'Nawigacja główna' }).first()).toBeAttached();
  await expect(page.locator('body')).not.toContainText('ClinicApiError');
  // The 500 answer and React's production notice of a server render error are logged in the console: expected here.
  consoleErrors.splice(0, consoleErrors.length);
});
