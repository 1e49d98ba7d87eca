import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkOldUrl, readOldSitemap, suggestionsFile } from '../../scripts/lib/relaunch';
import { parseRedirects, readRedirects } from '@/lib/redirects/parse';
import { renameFile, writeRenameFile } from '@/lib/redirects/rename-file';
import { runTool } from '../support/run-tool';
import { startDemo } from '../support/demo-server';

const PAGES = [
  { path: '/o-nas', title: 'O nas' },
  { path: '/zabiegi/implanty-zebowe', title: 'Implanty zębowe' },
  { path: '/zespol/anna-kowalczyk', title: 'Anna Kowalczyk' },
];
const site = (redirects = '') => ({
  pages: PAGES,
  served: new Set([...PAGES.map((p) => p.path), '/umow-wizyte']),
  redirects: readRedirects(redirects),
});

describe("the old site's addresses", () => {
  it('reads a urlset: entities decoded, CDATA, a namespace prefix', () => {
    const xml = `<?xml version="1.0"?><ns:urlset xmlns:ns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <ns:url><ns:loc> https://old.pl/a?x=1&amp;y=2 </ns:loc><ns:lastmod>2020-01-01</ns:lastmod></ns:url>
      <ns:url><ns:loc><![CDATA[https://old.pl/b/]]></ns:loc></ns:url></ns:urlset>`;
    expect(readOldSitemap(xml)).toEqual({ urls: ['https://old.pl/a?x=1&y=2', 'https://old.pl/b/'], sitemaps: [] });
  });

  it('reads a sitemap index (as WordPress publishes it) and a plain list', () => {
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://old.pl/page-sitemap.xml</loc></sitemap></sitemapindex>`;
    expect(readOldSitemap(index)).toEqual({ urls: [], sitemaps: ['https://old.pl/page-sitemap.xml'] });
    expect(readOldSitemap('# old site\nhttps://old.pl/a\n\n/b\n').urls).toEqual(['https://old.pl/a', '/b']);
  });
});

describe('what the new site answers for an old address', () => {
  it('served: a published page or the site’s own, trailing slash and query aside', () => {
    expect(checkOldUrl('https://old.pl/o-nas/?utm=x', site()).verdict).toEqual({ kind: 'served', path: '/o-nas' });
    expect(checkOldUrl('/umow-wizyte', site()).verdict.kind).toBe('served');
  });

  it('redirected by the file (before any page, as the server answers)', () => {
    expect(checkOldUrl('https://old.pl/o-klinice/', site('/o-klinice,/o-nas,301')).verdict).toEqual({
      kind: 'redirected',
      path: '/o-klinice',
      location: '/o-nas',
      status: 301,
      line: 1,
    });
  });

  it('a 404, with the closest published page; a redirect to a missing page is a 404 too', () => {
    expect(checkOldUrl('https://old.pl/uslugi/implanty/', site()).verdict).toEqual({
      kind: 'missing',
      path: '/uslugi/implanty',
      suggestion: PAGES[1],
    });
    expect(checkOldUrl('/stare', site('/stare,/nie-ma-tej-strony')).verdict).toMatchObject({
      kind: 'missing',
      redirectedTo: '/nie-ma-tej-strony',
    });
  });

  it('redirected (308) as a page the clinic renamed, when the new path is served; a 404 when it is not', () => {
    const renames = new Map([
      ['/zabiegi/implanty', '/zabiegi/implanty-zebowe'],
      ['/zabiegi/wybielanie', '/zabiegi/wybielanie-nakladkowe'],
    ]);
    expect(checkOldUrl('https://old.pl/zabiegi/implanty/', { ...site(), renames }).verdict).toEqual({
      kind: 'redirected',
      path: '/zabiegi/implanty',
      location: '/zabiegi/implanty-zebowe',
      status: 308,
    });
    expect(checkOldUrl('/zabiegi/wybielanie', { ...site(), renames }).verdict.kind).toBe('missing');
    // The redirects file is answered first, as the server's next.config redirects come before the proxy.
    const both = { ...site('/zabiegi/implanty,/o-nas,301'), renames };
    expect(checkOldUrl('/zabiegi/implanty', both).verdict).toMatchObject({ location: '/o-nas', status: 301 });
  });

  it('writes the suggestions as a redirects file that parses, unknowns commented out', () => {
    const reports = ['/uslugi/implanty', '/uslugi/implanty/', '/lekarze/anna-kowalczyk', '/wp-login.php'].map((u) =>
      checkOldUrl(u, site()),
    );
    const file = suggestionsFile(reports);
    expect(file).toContain(
      '/uslugi/implanty,/zabiegi/implanty-zebowe,301\n/lekarze/anna-kowalczyk,/zespol/anna-kowalczyk,301\n# /wp-login.php,,301',
    );
    expect(parseRedirects(file)).toMatchObject({ problems: [], redirects: [{ from: '/uslugi/implanty' }, {}] });
  });
});

describe('npm run check-relaunch against the demo clinic', () => {
  const dir = mkdtempSync(join(tmpdir(), 'relaunch-'));
  const sitemap = (urls: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>https://stara-klinika.pl${u}</loc></url>`).join('\n')}\n</urlset>\n`;
  const OLD = ['/', '/o-nas/', '/uslugi/implanty/', '/lekarze/anna-kowalczyk/', '/o-klinice/'];
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    writeFileSync(join(dir, 'old.xml'), sitemap(OLD));
    writeFileSync(join(dir, 'redirects.csv'), 'old,new,status\n/o-klinice,/o-nas,301\n');
    // The old site over http: a sitemap index and its child, as WordPress serves them.
    server = createServer((req, res) => {
      if (req.url === '/sitemap_index.xml')
        res.end(`<sitemapindex><sitemap><loc>${origin}/page-sitemap.xml</loc></sitemap></sitemapindex>`);
      else if (req.url === '/page-sitemap.xml') res.end(sitemap(OLD));
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
  const run = (args: string[]) =>
    runTool('check-relaunch', ['--demo', '--redirects', join(dir, 'redirects.csv'), ...args]);

  it('exits 1 while an old address would 404, naming the closest page, and writes the suggestions', async () => {
    const out = join(dir, 'suggested.csv');
    const { code, stdout } = await run(['--old-sitemap', join(dir, 'old.xml'), '--write-redirects', out]);
    expect(code).toBe(1);
    expect(stdout).toContain(
      '✗ 404 https://stara-klinika.pl/uslugi/implanty/ · closest: /zabiegi/implanty-zebowe (Implanty zębowe)',
    );
    expect(stdout).toContain('→ 301 https://stara-klinika.pl/o-klinice/ → /o-nas (redirects file, line 2)');
    expect(stdout).toMatch(/5 old addresses: 2 served, 1 redirected, 2 would be 404/);
    expect(readFileSync(out, 'utf8')).toContain('/lekarze/anna-kowalczyk,/zespol/anna-kowalczyk,301');
  }, 60_000);

  it('exits 0 once the suggestions are in the redirects file; follows a sitemap index over http', async () => {
    const suggested = readFileSync(join(dir, 'suggested.csv'), 'utf8').split('\n').slice(2).join('\n');
    writeFileSync(join(dir, 'redirects.csv'), `old,new,status\n/o-klinice,/o-nas,301\n${suggested}`);
    const { code, stdout } = await run(['--old-sitemap', `${origin}/sitemap_index.xml`]);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/5 old addresses: 2 served, 3 redirected, 0 would be 404/);
  }, 60_000);

  it('exits 2 for a wrong invocation, and 0 for --help', async () => {
    expect((await run(['--old-sitmap', 'x'])).code).toBe(2);
    expect((await run([])).code).toBe(2);
    expect((await run(['--old-sitemap', join(dir, 'none.xml')])).code).toBe(2);
    expect((await run(['--old-sitemap', join(dir, 'old.xml'), '--write-redirects', join(dir, 'old.xml')])).code).toBe(
      2,
    );
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--old-sitemap <file or URL>');
  }, 60_000);
});

describe('npm run check-relaunch and the pages the clinic renamed', () => {
  let demo: Awaited<ReturnType<typeof startDemo>>;
  const dir = mkdtempSync(join(tmpdir(), 'relaunch-renames-'));
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.close());

  it('reports an old path the server redirects after a rename (its file in ENQUIRY_OUTBOX_DIR) as redirected', async () => {
    // Written where and as the server writes it (lib/site-data/renames.ts) for this API address and key.
    writeRenameFile(renameFile(dir, demo.baseUrl, demo.key), {
      ids: { 'service:x': '/zabiegi/implanty-zebowe' },
      renames: [{ from: '/zabiegi/implanty', to: '/zabiegi/implanty-zebowe', at: Date.now() }],
    });
    writeFileSync(join(dir, 'old.txt'), 'https://stara-klinika.pl/zabiegi/implanty/\nhttps://stara-klinika.pl/o-nas\n');
    const { code, stdout } = await runTool(
      'check-relaunch',
      ['--old-sitemap', join(dir, 'old.txt'), '--redirects', join(dir, 'none.csv')],
      { CLINIC_API_URL: demo.baseUrl, CLINIC_API_KEY: demo.key, ENQUIRY_OUTBOX_DIR: dir, REDIS_URL: '' },
    );
    expect(stdout).toContain(
      "→ 308 https://stara-klinika.pl/zabiegi/implanty/ → /zabiegi/implanty-zebowe (renamed in the clinic's panel)",
    );
    expect(stdout).toMatch(/2 old addresses: 1 served, 1 redirected, 0 would be 404/);
    expect(code).toBe(0);
  }, 60_000);
});
