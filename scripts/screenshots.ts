/**
 * Screenshots of pages at phone and desktop width, light and dark, for looking at what the site shows:
 *   npx tsx scripts/screenshots.ts [--url http://localhost:3000] [--out screenshots] [--full 0] [/path ...]
 * Uses Debian's Chromium (/usr/bin/chromium) or CHROMIUM_PATH.
 */
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { EXIT, fail, parseFlags } from './lib/cli';
import { drawSkippedSections } from './lib/draw-skipped';

const USAGE = `Usage: npx tsx scripts/screenshots.ts [--url <site>] [--out <folder>] [--full 1|0] [/path ...]

Screenshots of pages at phone and desktop width, light and dark, of a running site.
  --url <site>      the site (default http://localhost:3000)
  --out <folder>    where the PNG files go (default screenshots/)
  --full 1|0        whole pages (default 1) or the first screen only (0)
  /path ...         the pages (default: a tour of the demo clinic)
  --help            this text`;

const { values, positionals } = parseFlags(
  {
    url: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'screenshots' },
    full: { type: 'string', default: '1' },
  },
  USAGE,
);
if (values.full !== '1' && values.full !== '0')
  fail(`--full takes 1 or 0 (got ${values.full})\n\n${USAGE}`, EXIT.usage);
const stray = positionals.find((p) => !p.startsWith('/'));
if (stray) fail(`"${stray}" is not a page path: paths start with / (e.g. /kontakt)\n\n${USAGE}`, EXIT.usage);
const base = values.url.replace(/\/+$/, '');
const out = values.out;
const full = values.full === '1';
const paths =
  positionals.length > 0
    ? positionals
    : [
        '/',
        '/zabiegi',
        '/zabiegi/higienizacja',
        '/zespol/anna-kowalczyk',
        '/blog/jak-czesto-na-przeglad',
        '/metamorfozy/odbudowa-usmiechu-licowki',
        '/kontakt',
        '/umow-wizyte',
      ];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
  ],
});
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
for (const [vpName, viewport] of Object.entries(viewports)) {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      // Lazy images load only when scrolled to: walk down the page first, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      if (full) await drawSkippedSections(page); // blank bands otherwise
      const file = `${out}/${p === '/' ? 'home' : p.slice(1).replace(/\//g, '_')}-${vpName}-${scheme}.png`;
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
