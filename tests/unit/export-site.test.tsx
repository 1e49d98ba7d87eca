import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  applyNoindex,
  dropPrevious,
  exportedNoindex,
  hasNotFoundMark,
  headersFile,
  leaks,
  listFiles,
  missingPages,
  restorePrevious,
  setPreviousAside,
} from '@/scripts/lib/export-site';
import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { readBookingUrl, readEmbedConfig } from '@/lib/config/embed';
import { isStaticExport, pageExtensions, resolveExtensions } from '@/lib/config/static-export';
import { ClinicEmbed } from '@/components/ui/clinic-embed';
import { ContactPanel } from '@/components/ui/contact-panel';
import { Site } from '@/lib/clinic-api/schemas';
import { createDemoContent } from '@/lib/demo-clinic/fixtures';

/**
 * What scripts/export.ts does around Next's files, in both noindex states (the end-to-end export covers the
 * indexable one in a real out/; a second export build for the other state would cost minutes), and the pieces that
 * stand in for forms on a static host.
 */
let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'out-'));
  writeFileSync(join(out, 'robots.txt'), 'User-Agent: *\nAllow: /\n');
  writeFileSync(join(out, 'sitemap.xml'), '<urlset/>');
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

const page = (robots: string | null) =>
  `<html><head>${robots ? `<meta name="robots" content="${robots}"/>` : ''}<title>x</title></head><body>ok</body></html>`;
const headers = (noindex: boolean) => headersFile({ noindex, apiOrigin: null, imageHosts: [], embedScriptUrl: null });

describe('noindex on a static host', () => {
  it('indexable: the sitemap stays, no X-Robots-Tag', () => {
    writeFileSync(join(out, 'index.html'), page(null));
    const noindex = exportedNoindex(out);
    expect(noindex).toBe(false);
    applyNoindex(out, noindex);
    expect(existsSync(join(out, 'sitemap.xml'))).toBe(true);
    expect(headers(noindex)).not.toMatch(/X-Robots-Tag/);
  });

  it("noindex: read from the pages' meta robots; no sitemap, X-Robots-Tag on every file, robots.txt left open", () => {
    writeFileSync(join(out, 'index.html'), page('noindex, nofollow'));
    const noindex = exportedNoindex(out);
    expect(noindex).toBe(true);
    applyNoindex(out, noindex);
    expect(existsSync(join(out, 'sitemap.xml'))).toBe(false);
    expect(headers(noindex)).toMatch(/^\/\*\n(  .+\n)*  X-Robots-Tag: noindex\n/);
    expect(listFiles(out).sort()).toEqual(['index.html', 'robots.txt']);
  });

  it("_headers carries the server's security headers and CSP, and lets the embed script's origin in", () => {
    const file = headersFile({
      noindex: false,
      apiOrigin: 'https://api.clinic.example',
      imageHosts: ['cdn.clinic.example'],
      embedScriptUrl: 'https://embed.platform.example/v1/embed.js',
    });
    expect(file).toMatch(/X-Content-Type-Options: nosniff/);
    expect(file).toMatch(
      /Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline' https:\/\/embed\.platform\.example;/,
    );
    expect(file).toMatch(/img-src [^;]*https:\/\/api\.clinic\.example https:\/\/cdn\.clinic\.example/);
    expect(file).toMatch(/frame-src https:\/\/embed\.platform\.example/);
    expect(file).toMatch(/\/_img\/\*\n  Cache-Control: public, max-age=31536000, immutable/);
  });
});

describe('leak check', () => {
  it('names a file with the key, one with any live key, and one that calls /api/', () => {
    writeFileSync(join(out, 'a.html'), '<p>key: s3cr3t-key-123456</p>');
    writeFileSync(join(out, 'b.txt'), 'sk_live_anything');
    writeFileSync(join(out, 'c.js'), 'fetch("/api/booking/slots")');
    writeFileSync(join(out, 'd.html'), page(null));
    expect(leaks(out, listFiles(out), ['s3cr3t-key-123456']).sort()).toEqual([
      'a.html: contains the secret API key',
      'b.txt: contains the secret API key',
      'c.js: calls /api/ (no server routes on a static host)',
    ]);
  });
});

describe('a page gone during the export', () => {
  it('names a page written with the 404 panel, and leaves the 404 itself and the other pages alone', () => {
    const panel = renderToStaticMarkup(<NotFoundPanel />);
    expect(hasNotFoundMark(panel)).toBe(true);
    writeFileSync(join(out, '404.html'), `<html><body>${panel}</body></html>`);
    writeFileSync(join(out, '_not-found.html'), `<html><body>${panel}</body></html>`);
    writeFileSync(join(out, 'index.html'), page(null));
    rmSync(join(out, 'sitemap.xml'));
    mkdirSync(join(out, 'zabiegi'));
    writeFileSync(join(out, 'zabiegi', 'wybielanie.html'), `<html><body><header>ramka</header>${panel}</body></html>`);
    writeFileSync(join(out, 'zabiegi', 'wybielanie.txt'), panel);
    expect(missingPages(out, listFiles(out))).toEqual(['zabiegi/wybielanie.html']);
    rmSync(join(out, 'zabiegi'), { recursive: true });
    expect(missingPages(out, listFiles(out))).toEqual([]);
  });
});

describe('embed configuration', () => {
  const ok = {
    CLINIC_EMBED_SCRIPT_URL: 'https://embed.platform.example/embed.js',
    CLINIC_EMBED_KEY: 'pk_demo_1234567890',
  };
  it('is off without both variables, and on with both', () => {
    expect(readEmbedConfig({})).toBeNull();
    expect(readEmbedConfig(ok)).toEqual({ scriptUrl: ok.CLINIC_EMBED_SCRIPT_URL, key: ok.CLINIC_EMBED_KEY });
  });
  it('refuses half a configuration, http, and a key that looks like the secret key', () => {
    expect(() => readEmbedConfig({ CLINIC_EMBED_KEY: 'pk_demo_1234567890' })).toThrow(/go together/);
    expect(() => readEmbedConfig({ ...ok, CLINIC_EMBED_SCRIPT_URL: 'http://embed.example/e.js' })).toThrow(/https/);
    expect(() => readEmbedConfig({ ...ok, CLINIC_EMBED_KEY: 'sk_live_demo_5f3a9c1e7b2d4a60' })).toThrow(
      /secret API key \(it starts with sk_live_\)/,
    );
    // A key equal to the API key is refused for that reason, not for a prefix it does not have.
    let equal = '';
    try {
      readEmbedConfig({ ...ok, CLINIC_EMBED_KEY: 'same-as-api-key-123', CLINIC_API_KEY: 'same-as-api-key-123' });
    } catch (err) {
      equal = (err as Error).message;
    }
    expect(equal).toMatch(/secret API key \(it is the same as CLINIC_API_KEY\)/);
    expect(equal).not.toContain('sk_live_');
    expect(() => readBookingUrl({ CLINIC_BOOKING_URL: 'http://x.example' })).toThrow(/https/);
    expect(readBookingUrl({ CLINIC_BOOKING_URL: 'https://book.example/klinika' })).toBe('https://book.example/klinika');
  });
  it('renders the container, the attribution copy after it, and the script with the public key only', () => {
    const html = renderToStaticMarkup(
      <ClinicEmbed
        embed={{ scriptUrl: ok.CLINIC_EMBED_SCRIPT_URL, key: ok.CLINIC_EMBED_KEY }}
        id="zapytanie"
        attribution
      />,
    );
    const container = html.indexOf('<div id="zapytanie-embed" data-clinic-embed="lead">');
    const copy = html.indexOf("c.setAttribute('data-'+k[i]");
    const script = html.indexOf(
      `<script src="${ok.CLINIC_EMBED_SCRIPT_URL}" data-embed-key="${ok.CLINIC_EMBED_KEY}" data-form="lead" async="">`,
    );
    expect(container).toBeGreaterThanOrEqual(0);
    expect(copy).toBeGreaterThan(container);
    // React hoists an async script to <head> (and loads it on client-side navigation too); it runs after the
    // document is parsed enough to hold the container, which the copy above has already marked.
    expect(script).toBeGreaterThanOrEqual(0);
    expect(html.match(/data-embed-key="([^"]+)"/g)).toEqual([`data-embed-key="${ok.CLINIC_EMBED_KEY}"`]);
    expect(html).toContain('utm_source');
  });
});

describe('contact panel', () => {
  it('offers the phone as tel:, the e-mail, the address, the hours and the NFZ note', () => {
    const site = Site.parse(createDemoContent().site);
    const html = renderToStaticMarkup(<ContactPanel site={site} id="zapytanie" title="Kontakt" lead="Zadzwoń" />);
    expect(html).toMatch(/<section id="zapytanie"[^>]*data-contact-panel/);
    expect(html).toMatch(/href="tel:\+?\d{9,}"/);
    expect(html).toMatch(/href="mailto:[^"]+@[^"]+"/);
    expect(html).toContain(site.profile!.address!.street);
    expect(html).toContain('opening-hours');
    expect(html).toMatch(/Narodowym Funduszem Zdrowia|bez umowy z NFZ/);
    expect(html).not.toContain('<form');
  });
});

describe('the export switch', () => {
  it('is STATIC_EXPORT=1 only, and keeps each build to its own route files and module twins', () => {
    expect(isStaticExport({ STATIC_EXPORT: '1' })).toBe(true);
    expect(isStaticExport({ STATIC_EXPORT: 'true' })).toBe(false);
    expect(pageExtensions(false)).toContain('server.tsx');
    expect(pageExtensions(false)).not.toContain('static.tsx');
    expect(pageExtensions(true)).toContain('static.tsx');
    expect(pageExtensions(true)).not.toContain('server.ts');
    expect(resolveExtensions(true).indexOf('.static.tsx')).toBeLessThan(resolveExtensions(true).indexOf('.tsx'));
    expect(resolveExtensions(false)).not.toContain('.static.tsx');
  });
});

describe('a rebuild never leaves out/ empty', () => {
  const at = (dir: string, file: string) =>
    existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : null;
  it('a failed export puts the previous one back; a good one replaces it', () => {
    const root = mkdtempSync(join(tmpdir(), 'export-previous-'));
    const out = join(root, 'out');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'previous');
    setPreviousAside(out);
    // The build writes a partial out/ and fails.
    mkdirSync(out);
    writeFileSync(join(out, 'half.html'), 'x');
    expect(restorePrevious(out)).toBe(true);
    expect(at(out, 'index.html')).toBe('previous');
    expect(existsSync(join(out, 'half.html'))).toBe(false);
    // A good one.
    setPreviousAside(out);
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'new');
    dropPrevious(out);
    expect(at(out, 'index.html')).toBe('new');
    expect(existsSync(`${out}.previous`)).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });

  it('a killed run left the good export aside and a partial out/: the next run keeps the one aside', () => {
    const root = mkdtempSync(join(tmpdir(), 'export-previous-'));
    const out = join(root, 'out');
    mkdirSync(`${out}.previous`, { recursive: true });
    writeFileSync(join(`${out}.previous`, 'index.html'), 'good');
    mkdirSync(out);
    writeFileSync(join(out, 'half.html'), 'x');
    setPreviousAside(out);
    expect(existsSync(out)).toBe(false);
    expect(restorePrevious(out)).toBe(true);
    expect(at(out, 'index.html')).toBe('good');
    rmSync(root, { recursive: true, force: true });
  });
});
