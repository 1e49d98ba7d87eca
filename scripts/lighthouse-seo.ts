/**
 * Lighthouse SEO scores of every page kind, against a running site:
 *   npm run lighthouse:seo -- [--url http://localhost:3000] [--chrome /usr/bin/chromium]
 * Prints each page's SEO score and its failing audits; exits 1 when any page scores below 100.
 * A benchmark (needs `next start` and Chromium), not part of `npm test`. The site must run with noindex off:
 * a noindex page fails the "is-crawlable" audit by design.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromium, stopChromium } from './lib/chromium';
import { checkedPages } from './lib/site-pages';
import { arg } from './lib/args';

/** Every page kind, booking and privacy (scripts/lib/site-pages.ts); the 404 is left out: it is not for indexing. */
const PAGES = checkedPages()
  .filter((p) => p.status === 200)
  .map((p) => p.path);

async function main() {
  const base = arg('url', 'http://localhost:3000').replace(/\/+$/, '');
  const chromePath = arg('chrome', '/usr/bin/chromium');
  const profileDir = mkdtempSync(join(tmpdir(), 'lh-seo-'));
  const { proc, port } = await launchChromium(chromePath, profileDir);
  let failed = false;
  try {
    for (const path of PAGES) {
      const url = `${base}${path}`;
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] },
        {
          extends: 'lighthouse:default',
          settings: { onlyCategories: ['seo'], formFactor: 'mobile' },
        },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const category = lhr.categories.seo!;
      const score = Math.round((category.score ?? 0) * 100);
      console.log(`${String(score).padStart(3)}  ${path}`);
      const failing = category.auditRefs
        .map((ref) => lhr.audits[ref.id]!)
        .filter(
          (a) =>
            a.scoreDisplayMode !== 'notApplicable' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'informative',
        )
        .filter((a) => a.score !== null && a.score < 1);
      for (const a of failing)
        console.log(`       ✗ ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      if (score < 100) failed = true;
    }
  } finally {
    await stopChromium(proc);
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (err) {
      console.warn(`could not remove ${profileDir}: ${err instanceof Error ? err.message : err}`);
    }
  }
  if (failed) {
    console.error('SEO score below 100 on at least one page.');
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
