import { test, expect } from '../e2e/support';
import { LATER_PAGE_PATH } from '../../lib/demo-clinic/versions';
import { DEMO_API_KEY } from '../../lib/demo-clinic/keys';
import { startSiteOnVersion, type SiteOnVersion } from './site-on-version';

/**
 * A server at 1.3.0 (no GET /site, no GET /privacy, no profile, no noindex) and a later one with additions (a page
 * of an unknown kind, an unknown block type, unknown enum values, extra keys) each build the site and serve every
 * page they publish. One build per version, shared by its tests.
 */
const VERSIONS = ['1.3.0', '1.99.0'] as const;
const BUILD_MS = 8 * 60_000;

type Listed = { path: string; title: string; type: string };

for (const version of VERSIONS) {
  test.describe(`API ${version}`, () => {
    test.describe.configure({ mode: 'serial' });
    let site: SiteOnVersion;
    let listed: Listed[];

    test.beforeAll(async () => {
      test.setTimeout(BUILD_MS);
      site = await startSiteOnVersion(version);
      const res = await fetch(`${site.api.origin}/api/v1/pages`, { headers: { authorization: `Bearer ${DEMO_API_KEY}` } });
      listed = ((await res.json()) as { pages: Listed[] }).pages;
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    test('every published page answers 200 with its title and heading; a kind the site does not know, 404', async ({ request }) => {
      test.setTimeout(180_000);
      expect(listed.length).toBeGreaterThan(10);
      const unknownKinds = listed.filter((p) => !['page', 'services', 'service', 'team', 'doctor', 'case-studies', 'case-study', 'posts', 'post'].includes(p.type));
      expect(unknownKinds.map((p) => p.path)).toEqual(version === '1.99.0' ? [LATER_PAGE_PATH] : []);
      for (const p of listed) {
        const res = await request.get(site.base + p.path);
        const html = await res.text();
        if (unknownKinds.includes(p)) {
          expect(res.status(), p.path).toBe(404);
          continue;
        }
        expect(res.status(), p.path).toBe(200);
        expect(html, p.path).toMatch(/<title>[^<]+<\/title>/);
        expect(html, p.path).toMatch(/<h1[^>]*>/);
      }
    });

    test('the sitemap lists every page the site renders, and no other', async ({ request }) => {
      const xml = await (await request.get(`${site.base}/sitemap.xml`)).text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      const known = listed.filter((p) => p.path !== LATER_PAGE_PATH).map((p) => p.path);
      expect(locs.sort()).toEqual(known.sort());
    });

    test('an unknown path is a 404 with its title in the HTML, and the clinic frame', async ({ request, page }) => {
      const res = await request.get(`${site.base}/wp-login.php`);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toMatch(/<title>Nie znaleźliśmy tej strony · [^<]+<\/title>/);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect((await page.goto(`${site.base}/wp-login.php`))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tej strony');
      await expect(page.locator('footer')).toBeVisible();
    });

    test('the booking, privacy and problem-report pages answer', async ({ request }) => {
      for (const path of ['/umow-wizyte', '/polityka-prywatnosci', '/zglos-problem']) {
        expect((await request.get(site.base + path)).status(), path).toBe(200);
      }
    });

    test('a treatment page carries the enquiry form; with no GET /privacy it sends no clause version', async ({ page }) => {
      const treatment = listed.find((p) => p.type === 'service')!;
      await page.goto(site.base + treatment.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const form = page.locator('form').filter({ has: page.getByLabel('Telefon') }).first();
      await expect(form).toBeVisible();
      await expect(form.locator('input[name="privacyNoticeVersion"]')).toHaveCount(version === '1.3.0' ? 0 : 1);
    });
  });
}
