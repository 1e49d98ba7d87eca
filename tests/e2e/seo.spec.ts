import type { APIRequestContext } from '@playwright/test';
import { starterLegalPaths } from '../../lib/legal/paths';
import { test, expect } from './support';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { listPages } from '../../lib/demo-clinic/routes/content';
import { MEDICAL_ORGANIZATION_TYPES } from '../../lib/seo/schema-type';

// What search engines read from the running site (next start against the demo clinic, noindex off).
const content = createDemoContent();
const pages = listPages(content);
const clinicName = content.site.name;
const firstOf = (type: string) => pages.find((p) => p.type === type && p.path !== '/')!;

/** The JSON-LD @types expected on each page kind besides the clinic itself. */
const EXPECTED_TYPES: Record<string, string[]> = {
  page: [],
  services: ['BreadcrumbList'],
  service: ['Service', 'BreadcrumbList'],
  team: ['BreadcrumbList'],
  doctor: ['Physician', 'BreadcrumbList'],
  'case-studies': ['BreadcrumbList'],
  'case-study': ['Article', 'BreadcrumbList'],
  posts: ['BreadcrumbList'],
  post: ['BlogPosting', 'BreadcrumbList'],
};

type Node = Record<string, unknown> & { '@type': string | string[] };
const typesOf = (n: Node) => (Array.isArray(n['@type']) ? n['@type'] : [n['@type']]);

test.describe('the head of each page kind', () => {
  for (const kind of ['home', ...Object.keys(EXPECTED_TYPES)]) {
    test(`${kind}: title, description, canonical, Open Graph, Twitter and JSON-LD`, async ({ page, baseURL }) => {
      const entry = kind === 'home' ? pages.find((p) => p.path === '/')! : firstOf(kind);
      const res = await page.goto(entry.path);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['x-robots-tag'], 'no X-Robots-Tag while indexable').toBeUndefined();
      const head = page.locator('head');
      const meta = (sel: string) => head.locator(sel).first().getAttribute('content');
      const url = new URL(entry.path, baseURL).toString();

      // The title tag: within the 60 characters search engines show; a seoTitle as written (cut at a word when
      // longer); otherwise the page's title and the clinic's name when both fit, the title alone when not.
      const title = await page.title();
      expect(title.length).toBeLessThanOrEqual(60);
      const seoTitle =
        kind === 'page'
          ? content.pages.find((p) => p.path === entry.path)?.seoTitle
          : kind === 'post'
            ? content.posts.find((p) => p.path === entry.path)?.seoTitle
            : null;
      const withName = `${entry.title} · ${clinicName}`;
      if (kind === 'home') expect(title).toContain(clinicName);
      else if (seoTitle)
        expect(
          title.endsWith('…') ? seoTitle.startsWith(title.slice(0, -1)) : title === seoTitle,
          `${title} from ${seoTitle}`,
        ).toBe(true);
      else if (withName.length <= 60) expect(title).toBe(withName);
      else expect(title).not.toContain(clinicName);
      const description = await meta('meta[name="description"]');
      expect(description?.length).toBeGreaterThan(20);
      expect(description!.length).toBeLessThanOrEqual(160);
      // Next writes the root URL without its slash ("http://host"), which is the same address.
      const same = (href: string | null) => (href ? new URL(href).toString() : href);
      expect(same(await head.locator('link[rel="canonical"]').getAttribute('href'))).toBe(url);
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);

      expect(same(await meta('meta[property="og:url"]'))).toBe(url);
      expect(await meta('meta[property="og:title"]')).toBeTruthy();
      expect(await meta('meta[property="og:description"]')).toBe(description);
      expect(await meta('meta[property="og:site_name"]')).toBe(clinicName);
      expect(await meta('meta[property="og:locale"]')).toBe('pl_PL');
      const article = kind === 'post' || kind === 'case-study';
      expect(await meta('meta[property="og:type"]')).toBe(article ? 'article' : 'website');
      if (article) expect(await meta('meta[property="article:modified_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const ogImage = await meta('meta[property="og:image"]');
      expect(ogImage).toMatch(/^https?:\/\//);
      expect(await meta('meta[property="og:image:alt"]')).toBeTruthy();
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta('meta[name="twitter:image"]')).toBe(ogImage);

      // The shared og:image answers (a broken preview is worse than none).
      expect((await page.request.get(ogImage!)).status()).toBe(200);

      const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Node,
      );
      const clinic = nodes.filter(
        (n) =>
          typesOf(n).some((t) => (MEDICAL_ORGANIZATION_TYPES as readonly string[]).includes(t)) &&
          String(n['@id']).endsWith('/#clinic'),
      );
      expect(clinic, 'one clinic node').toHaveLength(1);
      expect(clinic[0]).toMatchObject({ '@context': 'https://schema.org', name: clinicName });
      const types = nodes.flatMap(typesOf);
      for (const t of EXPECTED_TYPES[kind === 'home' ? 'page' : kind]!)
        expect(types, `${t} on ${entry.path}`).toContain(t);
      if (kind === 'home') expect(types).toContain('WebSite');
      for (const n of nodes) expect(n['@context']).toBe('https://schema.org');
    });
  }
});

/** <title> and meta description of a path, read from the HTML the server sends. */
async function headOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return { title, description };
}

test('every published path has a unique title and description', async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const { path } of pages) {
    const { title, description } = await headOf(request, path);
    expect(title, `title of ${path}`).toBeTruthy();
    expect(description, `description of ${path}`).toBeTruthy();
    expect(titles.get(title!), `${path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
    expect(
      descriptions.get(description!),
      `${path} repeats the description of ${descriptions.get(description!)}`,
    ).toBeUndefined();
    titles.set(title!, path);
    descriptions.set(description!, path);
  }
});

test('/sitemap.xml lists every published path with its lastmod, then the starter legal pages the clinic does not publish, the booking page and the privacy policy', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g)].map(
    (m) => ({ loc: m[1]!, lastmod: m[2]! }),
  );
  expect(entries.map((e) => new URL(e.loc).pathname).sort()).toEqual(pages.map((p) => p.path).sort());
  const undated = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<\/url>/g)].map((m) => new URL(m[1]!).pathname);
  expect(undated.sort()).toEqual(
    [...starterLegalPaths(new Set(pages.map((p) => p.path))), '/umow-wizyte', '/polityka-prywatnosci'].sort(),
  );
  expect(undated.length).toBeGreaterThan(0);
  for (const e of entries) {
    expect(e.loc.startsWith(new URL(baseURL!).origin)).toBe(true);
    const listed = pages.find((p) => p.path === new URL(e.loc).pathname)!;
    expect(Date.parse(e.lastmod)).toBe(Date.parse(listed.updatedAt));
  }
});

test('robots.txt allows all and names the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);
});

test('the privacy page has its own meta description within 160 characters, and a title naming the clinic like every page', async ({
  request,
}) => {
  const { title, description } = await headOf(request, '/polityka-prywatnosci');
  expect(description?.length).toBeGreaterThan(20);
  expect(description!.length).toBeLessThanOrEqual(160);
  expect(title).toBe(`Polityka prywatności · ${clinicName}`); // the demo clause's title
});
