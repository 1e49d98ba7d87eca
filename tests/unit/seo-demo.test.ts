import { describe, expect, it } from 'vitest';
import { ClinicClient, requestTransport } from '@/lib/clinic-api/client';
import { getContent, getPages } from '@/lib/clinic-api/content';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';
import { pageJsonLd, pageMetadata, type SeoOptions } from '@/lib/seo';
import { emptiesIn, nodesOfType } from './seo-fixtures';

/*
 * The SEO builders over the whole demo clinic, read through the real client from the in-process demo API: what the
 * site will emit on every published path.
 */
const opts: SeoOptions = {
  siteUrl: 'http://localhost:3000',
  siteUrlSet: true,
  production: true,
  schemaType: 'Dentist',
};

async function everyPage() {
  const { handler } = createDemoInstance({ mediaOrigin: opts.siteUrl, rateLimit: 10_000 });
  const client = new ClinicClient({
    baseUrl: 'http://demo.invalid/api/v1',
    apiKey: DEMO_API_KEY,
    transport: requestTransport(handler),
  });
  const list = await getPages(client);
  return Promise.all(list.map(async (item) => ({ item, ...(await getContent(client, item.path)) })));
}

describe('SEO of the demo clinic', async () => {
  const all = await everyPage();
  const site = all[0]!.site;

  it('every published path has its own title and description', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { page } of all) {
      const m = pageMetadata(site, page, opts);
      const title = (m.title as { absolute: string }).absolute;
      const description = m.description!;
      expect(description.length, page.path).toBeLessThanOrEqual(160);
      expect(title.length, page.path).toBeLessThanOrEqual(60);
      expect(titles.get(title), `title of ${page.path} repeats`).toBeUndefined();
      expect(descriptions.get(description), `description of ${page.path} repeats`).toBeUndefined();
      titles.set(title, page.path);
      descriptions.set(description, page.path);
    }
  });

  it('structured data has no empty values and the expected entity per kind', () => {
    const expected: Record<string, string | undefined> = {
      doctor: 'Physician',
      service: 'Service',
      post: 'BlogPosting',
      'case-study': 'Article',
    };
    for (const { page } of all) {
      const nodes = pageJsonLd(site, page, opts);
      expect(emptiesIn(nodes), page.path).toEqual([]);
      expect(nodesOfType(nodes, 'Dentist'), page.path).toHaveLength(1);
      const type = expected[page.kind];
      if (type) expect(nodesOfType(nodes, type), page.path).toHaveLength(1);
    }
  });

  it('every image address in metadata and structured data is absolute', () => {
    for (const { page } of all) {
      const json = JSON.stringify([pageMetadata(site, page, opts), pageJsonLd(site, page, opts)]);
      for (const [, url] of json.matchAll(/"(?:url|image|logo|item)":"([^"]*)"/g))
        expect(url, page.path).toMatch(/^https?:\/\//);
    }
  });
});
