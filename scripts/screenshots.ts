/**
 * Screenshots of pages at phone and desktop width, light and dark, for looking at what the site shows:
 *   npx tsx scripts/screenshots.ts [--url http://localhost:3000] [--out screenshots] [/path ...]
 * Uses Debian's Chromium (/usr/bin/chromium) or CHROMIUM_PATH.
 */
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { drawSkippedSections } from './lib/draw-skipped';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args.splice(i, 2)[1]! : fallback;
};
const base = flag('url', 'http://localhost:3000');
const out = flag('out', 'screenshots');
const full = flag('full', '1') === '1';
const paths = args.length > 0 ? args : ['/', '/zabiegi', '/zabiegi/higienizacja', '/zespol/anna-kowalczyk', '/blog/jak-czesto-na-przeglad', '/metamorfozy/odbudowa-usmiechu-licowki', '/kontakt', '/umow-wizyte'];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
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
      const file = `${out}/${(p === '/' ? 'home' : p.slice(1).replace(/\//g, '_'))}-${vpName}-${scheme}.png`;
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
