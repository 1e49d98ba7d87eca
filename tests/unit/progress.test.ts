import { describe, expect, it, vi } from 'vitest';
import { createProgress, formatDuration, watchRateWindow } from '@/lib/progress';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  return { out: { write: (s: string) => chunks.push(s), isTTY }, text: () => chunks.join(''), chunks };
}

describe('progress of long jobs', () => {
  it('formats durations a person reads', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(42_400)).toBe('42 s');
    expect(formatDuration(65_000)).toBe('1 min 05 s');
    expect(formatDuration(2 * 3600_000 + 3 * 60_000)).toBe('2 h 03 min');
  });

  it('off a terminal: plain lines, one per tenth of the work, with the time left', () => {
    let t = 0;
    const s = sink(false);
    const p = createProgress({ total: 40, unit: 'files', out: s.out, now: () => t });
    for (let i = 1; i <= 40; i++) {
      t += 1000;
      p.update(i, `f${i}.jpg`);
    }
    p.end();
    const lines = s.text().trim().split('\n');
    expect(lines).toHaveLength(11); // the first item, then 4, 8, … 40: each tenth once
    expect(lines[0]).toBe('1/40 files (2 %) · about 39 s left · f1.jpg');
    expect(lines[1]).toBe('4/40 files (10 %) · about 36 s left · f4.jpg');
    expect(lines.at(-1)).toBe('40/40 files (100 %) · f40.jpg');
    expect(s.text()).not.toContain('\r');
  });

  it('off a terminal: a slow job still prints every `everyMs`', () => {
    let t = 0;
    const s = sink(false);
    const p = createProgress({ total: 1000, unit: 'pages', out: s.out, now: () => t, everyMs: 15_000 });
    p.update(1); // first tenth boundary (0) printed
    t += 16_000;
    p.update(2);
    t += 1_000;
    p.update(3);
    expect(s.text().trim().split('\n')).toEqual(['1/1000 pages (0 %)', '2/1000 pages (0 %) · about 2 h 13 min left']);
  });

  it('on a terminal: redraws one line with a bar, and keeps notes above it', () => {
    let t = 0;
    const s = sink(true);
    const p = createProgress({ total: 4, unit: 'files', out: s.out, now: () => t });
    t = 2000;
    p.update(1, 'a.jpg');
    p.note('  failed b.jpg: too large');
    p.update(2, 'b.jpg');
    p.end();
    expect(s.chunks[0]).toBe('\r\x1b[2K[#####...............] 1/4 files (25 %) · about 6 s left · a.jpg');
    expect(s.chunks).toContain('  failed b.jpg: too large\n');
    expect(s.text().endsWith('\n')).toBe(true);
  });

  it('shows the rate-window wait, once per wait off a terminal', () => {
    let t = 0;
    const s = sink(false);
    const p = createProgress({ total: 10, unit: 'messages', out: s.out, now: () => t });
    t = 1000;
    p.update(1);
    p.waiting(35_000);
    p.waiting(34_000);
    expect(s.text().trim().split('\n')[1]).toBe(
      "1/10 messages (10 %) · about 9 s left · waiting 35 s for the API's rate window",
    );
    expect(s.text().trim().split('\n')).toHaveLength(2);
  });

  it('reports a gate that holds requests as a wait, and nothing while there is room', () => {
    vi.useFakeTimers();
    try {
      const waits: number[] = [];
      let hold = 0;
      const stop = watchRateWindow(() => hold, { waiting: (ms) => waits.push(ms) });
      vi.advanceTimersByTime(3000);
      expect(waits).toEqual([]);
      hold = 20_000;
      vi.advanceTimersByTime(1000);
      expect(waits).toEqual([20_000]);
      stop();
      vi.advanceTimersByTime(5000);
      expect(waits).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("reading back a plain progress line (npm run export reads the build's)", () => {
  it('gives done, total and the wait it names, for the unit asked only', async () => {
    const { PRE_RENDER_UNIT, readProgressLine } = await import('@/lib/progress');
    const lines: string[] = [];
    const p = createProgress({
      total: 334,
      unit: PRE_RENDER_UNIT,
      tty: false,
      out: { write: (s: string) => lines.push(s) },
      now: () => 0,
    });
    p.update(106, '/poradnik/a');
    p.waiting(65_000);
    expect(readProgressLine(lines[0]!.trim(), PRE_RENDER_UNIT)).toEqual({ done: 106, total: 334, waitingMs: 0 });
    expect(readProgressLine(lines[1]!.trim(), PRE_RENDER_UNIT)).toEqual({ done: 106, total: 334, waitingMs: 65_000 });
    expect(readProgressLine('  Generating static pages using 1 worker (93/372)', PRE_RENDER_UNIT)).toBeNull();
    expect(readProgressLine(lines[0]!.trim(), 'images')).toBeNull();
  });
});
