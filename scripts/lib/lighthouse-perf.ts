import lighthouse from 'lighthouse';

export interface PerfResult {
  score: number;
  /** Milliseconds, Lighthouse's simulated phone (Moto G Power, slow 4G). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What the largest contentful paint was: an element's selector/snippet, as Lighthouse names it. */
  lcpElement: string;
}

/** Lighthouse 12 performance, mobile (its default form factor and throttling), on a Chromium at DevTools `port`. */
export async function lighthousePerf(port: number, url: string): Promise<PerfResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, {
    extends: 'lighthouse:default',
    settings: { onlyCategories: ['performance'], formFactor: 'mobile' },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] } | undefined)?.items;
  const node = lcpItems?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    lcpElement: (node?.snippet ?? node?.selector ?? '?').slice(0, 70),
  };
}

/** The median run by score (then LCP): one Lighthouse run on a shared machine is noisy. */
export function medianRun(runs: PerfResult[]): PerfResult {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return sorted[Math.floor(sorted.length / 2)]!;
}
