/**
 * Progress of a long command-line job, readable by a person: done/total, percent, time left, and the wait when the
 * key's rate window forces one. On a terminal it redraws one line; elsewhere (CI logs, a file) it stays quiet and
 * line-based: a line per tenth of the work or per `everyMs`, whichever comes first, and one when a wait starts.
 */
export interface ProgressOptions {
  total: number;
  /** What is counted, e.g. "files", "messages". */
  unit: string;
  out?: { write(s: string): unknown; isTTY?: boolean };
  tty?: boolean;
  now?: () => number;
  /** Off a TTY: at most one line this often (plus one per tenth of the work). */
  everyMs?: number;
}

/** "1 min 05 s", "42 s". */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return m < 60
    ? `${m} min ${String(s % 60).padStart(2, '0')} s`
    : `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

export function createProgress(opts: ProgressOptions) {
  const out = opts.out ?? process.stdout;
  const tty = opts.tty ?? Boolean(out.isTTY);
  const now = opts.now ?? Date.now;
  const everyMs = opts.everyMs ?? 15_000;
  const started = now();
  let done = 0;
  let detail = '';
  let waitingUntil = 0;
  let lastLineAt = Number.NEGATIVE_INFINITY;
  let lastTenth = -1;
  let drawn = false;

  const line = () => {
    const pct = opts.total ? Math.floor((done / opts.total) * 100) : 100;
    const width = 20;
    const filled = opts.total ? Math.round((done / opts.total) * width) : width;
    const elapsed = now() - started;
    const left =
      done > 0 && done < opts.total && elapsed >= 1000
        ? ` · about ${formatDuration((elapsed / done) * (opts.total - done))} left`
        : '';
    const wait =
      waitingUntil > now() ? ` · waiting ${formatDuration(waitingUntil - now())} for the API's rate window` : '';
    const bar = tty ? `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ` : '';
    return `${bar}${done}/${opts.total} ${opts.unit} (${pct} %)${left}${wait}${detail ? ` · ${detail}` : ''}`;
  };
  const draw = () => {
    out.write(`\r\x1b[2K${line()}`);
    drawn = true;
  };
  const print = () => {
    out.write(`${line()}\n`);
    lastLineAt = now();
  };

  return {
    /** `n` items are done (absolute), the last one described by `what`. */
    update(n: number, what = '') {
      done = Math.min(n, opts.total);
      detail = what;
      if (tty) return draw();
      const tenth = opts.total ? Math.floor((done / opts.total) * 10) : 10;
      if (tenth > lastTenth || now() - lastLineAt >= everyMs || done === opts.total) {
        lastTenth = tenth;
        print();
      }
    },
    /** The client is holding requests until the rate window resets, `ms` from now. */
    waiting(ms: number) {
      const until = now() + ms;
      const wasWaiting = waitingUntil > now();
      waitingUntil = until;
      if (tty) return draw();
      if (!wasWaiting) print();
    },
    /** A line that must stay visible above the bar (a failure, a skipped file). */
    note(text: string) {
      if (tty && drawn) out.write('\r\x1b[2K');
      out.write(`${text}\n`);
      if (tty && drawn) draw();
    },
    end() {
      if (tty && drawn) out.write('\n');
      drawn = false;
    },
  };
}

/** The unit `next build`'s own progress lines count (lib/site-data/build-progress.ts); scripts/export.ts reads them. */
export const PRE_RENDER_UNIT = 'published pages pre-rendered';

/** Reads back a plain progress line of `unit` (as printed off a terminal): done, total and the wait it names. */
export function readProgressLine(
  line: string,
  unit: string,
): { done: number; total: number; waitingMs: number } | null {
  const m = new RegExp(`^(\\d+)/(\\d+) ${unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`).exec(line);
  if (!m) return null;
  // A window's wait is under an hour: formatDuration writes it "42 s" or "1 min 05 s".
  const wait = /waiting (?:(\d+) min )?(\d+) s for the API's rate window/.exec(line);
  const waitingMs = wait ? (Number(wait[1] ?? 0) * 60 + Number(wait[2])) * 1000 : 0;
  return { done: Number(m[1]), total: Number(m[2]), waitingMs };
}

/**
 * Watches a client's rate gate while work runs and reports its holds: the gate knows when the window is spent
 * and when it resets (RateLimit-Remaining / RateLimit-Reset), so a held request is shown as a wait, not a hang.
 * `holdMs` is how long the gate would hold this job's next request now (`gate.holdMs(reserve)`: a build keeps more
 * of the window back than a command-line tool does).
 */
export function watchRateWindow(
  holdMs: () => number,
  progress: { waiting(ms: number): void },
  everyMs = 1000,
): () => void {
  const timer = setInterval(() => {
    const ms = holdMs();
    if (ms > 1000) progress.waiting(ms);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
