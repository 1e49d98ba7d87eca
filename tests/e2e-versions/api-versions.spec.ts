import { test, expect, headerClearance, sidewaysOverflow } from '../e2e/support';
import { LATER_PAGE_PATH } from '../../lib/demo-clinic/versions';
import { DEMO_API_KEY } from '../../lib/demo-clinic/keys';
import { LEGAL_PATHS } from '../../lib/legal/paths';
import { axeViolations } from '../e2e/axe';
import { startSiteOnVersion, type SiteOnVersion } from './site-on-version';

/**
 * A server at 1.3.0 (no GET /site, no GET /privacy, no profile, no noindex) and a later one with additions (a page
 * of an unknown kind, an unknown block type, unknown enum values, extra keys) each build the site and serve every
 * page they publish. One build per version, shared by its tests.
 */
const VERSIONS = ['1.3.0', '1.99.0'] as const;

/**
 * How each clinic differs beyond its API version (issue 17): the 1.3.0 clinic publishes no price list of its own,
 * so the starter's /cennik shows; the later one keeps its own /cennik and is configured with what an agency adds:
 * operator facts, the records fee, the accessibility review date, a centrally registered treatment, and attribution
 * kept for the session with consent.
 */
const CENTRAL_SERVICE = 'bs-leczenie-zachowawcze-nfz';
/**
 * Text with nowhere to wrap, as a clinic may enter it: the later clinic's e-mail, and a web address in its posts;
 * and a menu label far longer than the demo's.
 */
const LONG_EMAIL = 'rejestracja.pacjentow.centrum@przychodnia-stomatologiczna-nowy-usmiech-krakow.pl';
const LONG_URL =
  'https://www.gov.pl/web/zdrowie/informacja-dla-pacjentow-o-zasadach-udzielania-swiadczen-stomatologicznych';
const SETUP: Record<(typeof VERSIONS)[number], Parameters<typeof startSiteOnVersion>[1]> = {
  '1.3.0': { prepare: (api) => void (api.instance.store.switches.hiddenPages = ['/cennik']) },
  '1.99.0': {
    prepare: (api) => {
      const c = api.instance.store.content;
      c.site.profile!.email = LONG_EMAIL;
      c.site.menu = c.site.menu.map((item) =>
        item.path === '/o-nas' ? { ...item, label: 'O przychodni, jej historii i gabinetach' } : item,
      );
      for (const post of c.posts) {
        const text = post.bodyBlocks.find((b) => b.type === 'rich-text.v1');
        if (text)
          text.props = {
            ...text.props,
            html: `<p>Więcej: ${LONG_URL}, <a href="${LONG_URL}">${LONG_URL}</a>.</p>${String(text.props?.html ?? '')}`,
          };
      }
    },
    env: {
      OPERATOR_REGISTRY_COURT: 'Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS',
      OPERATOR_SHARE_CAPITAL: '5 000 zł',
      RECORDS_COPY_FEE: '0,50 zł za stronę kopii',
      ACCESSIBILITY_REVIEWED_AT: '2026-03-31',
      CENTRAL_REGISTRATION_SERVICES: CENTRAL_SERVICE,
      LEAD_ATTRIBUTION_SESSION: '1',
    },
  },
};
const BUILD_MS = 8 * 60_000;

type Listed = { path: string; title: string; type: string };

for (const version of VERSIONS) {
  test.describe(`API ${version}`, () => {
    test.describe.configure({ mode: 'serial' });
    let site: SiteOnVersion;
    let listed: Listed[];

    test.beforeAll(async () => {
      test.setTimeout(BUILD_MS);
      site = await startSiteOnVersion(version, SETUP[version]);
      const res = await fetch(`${site.api.origin}/api/v1/pages`, {
        headers: { authorization: `Bearer ${DEMO_API_KEY}` },
      });
      listed = ((await res.json()) as { pages: Listed[] }).pages;
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    test('every published page answers 200 with its title and heading; a kind the site does not know, 404', async ({
      request,
    }) => {
      test.setTimeout(180_000);
      expect(listed.length).toBeGreaterThan(10);
      const unknownKinds = listed.filter(
        (p) =>
          !['page', 'services', 'service', 'team', 'doctor', 'case-studies', 'case-study', 'posts', 'post'].includes(
            p.type,
          ),
      );
      expect(unknownKinds.map((p) => p.path)).toEqual(version === '1.99.0' ? [LATER_PAGE_PATH] : []);
      for (const p of listed) {
        const res = await request.get(site.base + p.path);
        const html = await res.text();
        if (unknownKinds.includes(p)) {
          // GET /content answers, with a kind this site does not render: the 404, drawn on the server in the frame.
          expect(res.status(), p.path).toBe(404);
          expect(html, p.path).toMatch(/<html[^>]* lang="pl"/);
          expect(html, p.path).toMatch(/<h1[^>]*>Nie znaleźliśmy tej strony<\/h1>/);
          expect(html, p.path).toMatch(/<meta name="robots" content="[^"]*noindex/);
          expect(html, p.path).not.toContain('rel="canonical"');
          expect(html, p.path).toContain('<footer');
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
      // ...the starter's legal pages where the clinic publishes none of its own, the booking page and the privacy policy.
      known.push(...[...LEGAL_PATHS, '/umow-wizyte', '/polityka-prywatnosci'].filter((p) => !known.includes(p)));
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

    test("the agency's gallery is off on a live site: its address is the site's 404, in the clinic frame", async ({
      page,
      browser,
    }) => {
      // app/starter/galeria/not-found.tsx: the root layout's not-found.tsx is kept small (no frame, no clinic name).
      expect((await page.goto(`${site.base}/starter/galeria`))?.status()).toBe(404);
      await expect(page).toHaveTitle(/^Nie znaleźliśmy tej strony · .+/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tej strony');
      await expect(page.locator('footer.site-footer')).toBeVisible();
      // The same without JavaScript: the page draws the 404 (app/framed-not-found.tsx, fromPage), where a notFound()
      // of its own gave Next's error document, an empty body.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const bare = await context.newPage();
      expect((await bare.goto(`${site.base}/starter/galeria`))?.status()).toBe(404);
      expect(await bare.locator('html').getAttribute('lang')).toBe('pl');
      await expect(bare).toHaveTitle(/^Nie znaleźliśmy tej strony · .+/);
      expect(await bare.locator('title').count()).toBe(1);
      await expect(bare.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tej strony');
      await expect(bare.getByRole('main').getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(bare.locator('footer.site-footer')).toBeVisible();
      await context.close();
    });

    test('no page scrolls sideways, from a 320 px phone to a desktop, and the header stays clear of what is scrolled to (1.3.0: the name in the header; 1.99.0: long addresses)', async ({
      browser,
    }) => {
      // Before 1.4 media carry no width and height, so the site draws no logo and the header shows the clinic's long
      // name in type: it must wrap beside the menu button, not push the page wider than the screen (WCAG 1.4.10).
      // 1.99.0: the footer and the legal pages carry a long e-mail address, the post a long web address, the menu a
      // long label.
      const kinds = ['service', 'doctor', 'post'].map((type) => listed.find((p) => p.type === type)!.path);
      const paths = [
        '/',
        ...kinds,
        '/kontakt',
        '/umow-wizyte',
        '/regulamin',
        '/dostepnosc',
        '/prawa-pacjenta',
        '/nie-ma-takiej-strony',
      ];
      for (const width of [320, 390, 1080, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        for (const path of paths) {
          expect((await page.goto(site.base + path))?.status(), path).toBe(
            path === '/nie-ma-takiej-strony' ? 404 : 200,
          );
          if (version === '1.3.0') await expect(page.locator('.site-header .brand-name')).toBeVisible();
          expect(await sidewaysOverflow(page), `${path} at ${width} px`).toEqual([]);
          // A heading scrolled to (an anchor, a focused field) is not left under the sticky header.
          const { header, clearance } = await headerClearance(page);
          expect(header, `${path} at ${width} px: the header against scroll-padding-top`).toBeLessThanOrEqual(
            clearance,
          );
        }
        if (width < 1080) {
          await page.getByText('Menu', { exact: true }).click(); // the phone's menu, open
          await expect(page.locator('.nav-mobile-panel')).toBeVisible();
          expect(await sidewaysOverflow(page), `the open menu at ${width} px`).toEqual([]);
        }
        await context.close();
      }
    });

    test('the booking, privacy and problem-report pages answer', async ({ request }) => {
      for (const path of ['/umow-wizyte', '/polityka-prywatnosci', '/zglos-problem']) {
        expect((await request.get(site.base + path)).status(), path).toBe(200);
      }
      // Every page has a meta description (Lighthouse SEO), the privacy page also before GET /privacy (1.7.0).
      const html = await (await request.get(site.base + '/polityka-prywatnosci')).text();
      expect(
        /<meta name="description" content="([^"]{40,160})"/.exec(html)?.[1],
        'privacy page description',
      ).toBeTruthy();
    });

    test('a treatment page carries the enquiry form; with no GET /privacy it sends no clause version', async ({
      page,
    }) => {
      const treatment = listed.find((p) => p.type === 'service')!;
      await page.goto(site.base + treatment.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const form = page
        .locator('form')
        .filter({ has: page.getByLabel('Telefon') })
        .first();
      await expect(form).toBeVisible();
      await expect(form.locator('input[name="privacyNoticeVersion"]')).toHaveCount(version === '1.3.0' ? 0 : 1);
    });

    test("the legal pages: the starter's from the clinic's data, the clinic's own /cennik where it has one; each passes axe", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const ownPriceList = version === '1.99.0';
      const expected: Record<string, string> = {
        '/regulamin': 'Regulamin serwisu',
        '/prawa-pacjenta': 'Prawa pacjenta',
        '/dostepnosc': 'Deklaracja dostępności',
        '/cennik': ownPriceList ? 'Ceny zabiegów' : 'Cennik',
      };
      for (const path of LEGAL_PATHS) {
        expect((await page.goto(site.base + path))?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(expected[path]!);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await page.goto(`${site.base}/regulamin`);
      const facts = page.locator('main dl.operator-facts');
      if (version === '1.3.0') {
        // No profile before 1.4.0: the operator is the site's name, and nothing else is claimed.
        await expect(facts.locator('dt')).toHaveText(['Nazwa']);
      } else {
        await expect(facts).toContainText('Sąd Rejonowy dla Krakowa-Śródmieścia');
        await expect(facts).toContainText('5 000 zł');
        await expect(page.locator('footer')).toContainText('Kapitał zakładowy: 5 000 zł');
        await page.goto(`${site.base}/dostepnosc`);
        await expect(page.locator('main time[datetime="2026-03-31"]')).toBeVisible();
      }
      if (!ownPriceList) {
        await page.goto(`${site.base}/cennik`);
        expect(await page.locator('main table tbody tr').count()).toBeGreaterThan(3);
        await expect(page.locator('main')).toContainText('art. 28 ust. 4');
      }
    });

    test('every location shows in the footer, the primary first', async ({ page }) => {
      await page.goto(`${site.base}/`);
      await expect(page.locator('footer .location-name')).toHaveText(['Centrum', 'Kazimierz']);
    });

    test('attribution: stored only after consent when the agency turns it on, never otherwise', async ({ page }) => {
      const stored = () =>
        page.evaluate(() => ({ session: sessionStorage.length, local: localStorage.length, cookie: document.cookie }));
      await page.goto(`${site.base}/kontakt?utm_source=newsletter&utm_campaign=wiosna`);
      if (version === '1.3.0') {
        await expect(page.locator('#attribution-consent')).toHaveCount(0);
        expect(await stored()).toEqual({ session: 0, local: 0, cookie: '' });
        return;
      }
      const choice = page.getByRole('region', { name: 'Zapamiętywanie źródła wizyty' });
      await expect(choice).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await stored()).toEqual({ session: 0, local: 0, cookie: '' });
      await choice.getByRole('button', { name: 'Nie zgadzam się' }).click();
      await expect(choice).toBeHidden();
      expect(await stored()).toEqual({ session: 0, local: 0, cookie: '' });
      await page.reload();
      await expect(choice).toBeVisible();
      await choice.getByRole('button', { name: 'Zgadzam się', exact: true }).click();
      await expect(choice).toBeHidden();
      expect((await stored()).session).toBe(1);
      // Kept for the session: the form on a page reached without the parameters still carries them.
      await page.goto(`${site.base}/o-nas`);
      await page.goto(`${site.base}/kontakt`);
      await expect(page.locator('form#formularz-kontaktowy-form input[name="utm_campaign"]')).toHaveValue('wiosna');
    });

    if (version === '1.99.0')
      test('a centrally registered treatment books through the IKP and the phone, not the wizard', async ({ page }) => {
        await page.goto(`${site.base}/zabiegi/leczenie-zachowawcze-nfz`);
        const header = page.locator('main article').first();
        await expect(header.getByRole('link', { name: /Internetowe Konto Pacjenta/ })).toHaveAttribute(
          'href',
          'https://pacjent.gov.pl',
        );
        await expect(header.locator('a[href^="tel:"]').first()).toBeVisible();
        await expect(page.locator(`a[href*="service=${CENTRAL_SERVICE}"]`)).toHaveCount(0);
      });
  });
}
