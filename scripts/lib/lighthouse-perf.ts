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
  /** The requests the simulated largest paint waited for last (see lcpGraph), latest first; empty when unknown. */
  lcpWaits: LcpWait[];
  /**
   * Kilobytes of script (transfer size) among the requests the simulated largest paint counted (see lcpGraph); NaN
   * when unknown. Next's own scripts (the framework chunk and its main chunk, about 110 kB) are in it or not according
   * to whether they began to run before the real load painted: the run's score follows.
   */
  lcpScriptKB: number;
  /**
   * Main-thread work by kind (Lighthouse's "mainthread-work-breakdown": the real load's tasks times the simulated
   * phone's CPU slowdown, ms), e.g. "Script Evaluation", "Parse HTML & CSS"; what the blocking time is made of.
   */
  work: Record<string, number>;
  /** The main thread's long tasks, as Lighthouse lists them (simulated ms), longest first: duration and script. */
  longTasks: { ms: number; url: string }[];
}

/** One request in Lantern's largest-paint graph: what it is, its size, and when it ends in the simulation. */
interface LcpWait {
  /** Resource type and file name, e.g. "Script 3z5al5saorg1n.js", "Font inter-core.….woff2". */
  what: string;
  kB: number;
  /** Simulated end, ms from navigation (the pessimistic graph's, the later of Lantern's two). */
  endMs: number;
}

/** Lighthouse 12 performance, mobile (its default form factor and throttling), on a Chromium at DevTools `port`. */
export async function lighthousePerf(port: number, url: string): Promise<PerfResult> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: { onlyCategories: ['performance'], formFactor: 'mobile' },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] } | undefined
  )?.items;
  const node = lcpItems?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    lcpElement: (node?.snippet ?? node?.selector ?? '?').slice(0, 70),
    ...(await lcpGraph(result)),
    work: Object.fromEntries(
      (
        (
          lhr.audits['mainthread-work-breakdown']?.details as
            { items?: { groupLabel?: string; group?: string; duration: number }[] } | undefined
        )?.items ?? []
      ).map((i) => [i.groupLabel ?? i.group ?? '?', i.duration]),
    ),
    longTasks: (
      (lhr.audits['long-tasks']?.details as { items?: { duration: number; url?: string }[] } | undefined)?.items ?? []
    )
      .map((t) => ({ ms: t.duration, url: t.url ?? '' }))
      .sort((a, b) => b.ms - a.ms),
  };
}

interface LanternNode {
  type: string;
  request?: { url: string; transferSize: number; resourceType?: string; priority?: string };
}
interface LanternEstimate {
  nodeTimings: Map<LanternNode, { endTime: number }>;
}
interface LanternLcp {
  request(data: unknown, context: unknown): Promise<{ pessimisticEstimate: LanternEstimate }>;
}

/**
 * Why a page's simulated largest paint is what it is. Lighthouse's phone (Lantern) does not time the page: it
 * replays the requests and main-thread tasks of the real load on a simulated slow network and CPU. For the largest
 * paint it keeps every request that had finished before the real load painted it (a script only when it ran
 * before that paint, as far as the trace shows: a script that ran in a task under 10 ms is kept whatever its
 * timing), and the paint ends when the last of them ends. So what weighs is what had arrived by the time the
 * page painted, not what the picture needed. Returns the requests of that graph that end last, latest first, leaving
 * out low-priority pictures (Lantern leaves them out too), and the script it holds in all. Read through Lighthouse's
 * own computed artifact, an internal module: should a Lighthouse update move it, the benchmark prints its figures
 * without this.
 */
async function lcpGraph(
  result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>,
  count = 4,
): Promise<{ lcpWaits: LcpWait[]; lcpScriptKB: number }> {
  try {
    const { LanternLargestContentfulPaint } =
      (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as unknown as {
        LanternLargestContentfulPaint: LanternLcp;
      };
    const art = result.artifacts as unknown as Record<string, unknown> & { devtoolsLogs?: Record<string, unknown> };
    const settings = result.lhr.configSettings;
    const data = {
      trace: art.Trace,
      devtoolsLog: art.DevtoolsLog ?? art.devtoolsLogs?.defaultPass,
      gatherContext: art.GatherContext,
      settings,
      URL: art.URL,
      SourceMaps: art.SourceMaps ?? [],
      simulator: null,
    };
    const { pessimisticEstimate } = await LanternLargestContentfulPaint.request(data, {
      computedCache: new Map(),
      settings,
    });
    const waits: LcpWait[] = [];
    let scriptBytes = 0;
    for (const [n, t] of pessimisticEstimate.nodeTimings) {
      const r = n.request;
      if (n.type !== 'network' || !r) continue;
      if (r.resourceType === 'Script') scriptBytes += r.transferSize;
      if (r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow')) continue;
      const url = new URL(r.url);
      // A picture by its source file (the optimiser's address names it in ?url=), anything else by its own.
      const name =
        ((r.resourceType === 'Image' && url.searchParams.get('url')) || url.pathname).split('/').pop() || url.pathname;
      waits.push({ what: `${r.resourceType ?? 'Other'} ${name}`, kB: r.transferSize / 1024, endMs: t.endTime });
    }
    return { lcpWaits: waits.sort((a, b) => b.endMs - a.endMs).slice(0, count), lcpScriptKB: scriptBytes / 1024 };
  } catch {
    return { lcpWaits: [], lcpScriptKB: NaN };
  }
}

/** The median run by score (then LCP): one Lighthouse run on a shared machine is noisy. */
export function medianRun(runs: PerfResult[]): PerfResult {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return sorted[Math.floor(sorted.length / 2)]!;
}
