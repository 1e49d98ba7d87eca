import 'server-only';
import { createProgress, PRE_RENDER_UNIT, watchRateWindow } from '../progress';
import { budget } from '../budget/server';
import { clinic } from '../server/clinic';
import { processSingleton } from '../singleton';
import { requirePublishedPages } from './published';

/**
 * Progress of `next build`'s pre-rendering against a live API, which the key's window can stretch to many minutes
 * (N pages ≈ N/110 minutes): pages rendered of those published, the wait when the window is spent, time left.
 * Next runs the pages in a worker whose output is a pipe, so this prints plain lines (one per tenth of the pages
 * or per 15 s, and one when a wait starts), never a redrawn bar; `npm run export` reads them back into its own bar.
 * Off outside a production build.
 */
type Tracker = {
  seen: Set<string>;
  total: number;
  progress: ReturnType<typeof createProgress> | null;
  stopWatching: () => void;
  starting: Promise<void> | null;
};

const tracker = processSingleton('buildProgress', (): Tracker => ({
  seen: new Set(),
  total: 0,
  progress: null,
  stopWatching: () => {},
  starting: null,
}));

const isProductionBuild = () => process.env.NEXT_PHASE === 'phase-production-build';

/** Counts one published page as pre-rendered (layout, page and metadata of one render count once). */
export async function pageRendered(path: string): Promise<void> {
  if (!isProductionBuild() || tracker.seen.has(path)) return;
  tracker.seen.add(path);
  tracker.starting ??= start();
  await tracker.starting;
  const p = tracker.progress;
  if (!p) return;
  p.update(tracker.seen.size, path);
  if (tracker.seen.size >= tracker.total) {
    tracker.stopWatching();
    p.end();
  }
}

async function start(): Promise<void> {
  try {
    tracker.total = (await requirePublishedPages()).length;
  } catch {
    return; // the page's own read reports the failure
  }
  if (tracker.total === 0) return;
  tracker.progress = createProgress({ total: tracker.total, unit: PRE_RENDER_UNIT, tty: false, out: process.stdout });
  // The build keeps its kind's reserve of the window back: it waits when the gate would hold a build request.
  const gate = clinic().gate;
  tracker.stopWatching = watchRateWindow(
    () => gate.holdMs(budget().gateReserve('build', gate.snapshot().limit)),
    tracker.progress,
  );
}
