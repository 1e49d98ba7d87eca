import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * `next build`'s pre-rendering reports its progress (issue 16): pages done of those published, once per tenth, and
 * the wait when the key's window holds the build. The published set and the gate are stand-ins; the counting,
 * the lines and the reading of the gate are the real module's.
 */
const published = Array.from({ length: 20 }, (_, i) => ({ path: `/p${i}` }));
let holdMs = 0;
const holdAsked: number[] = [];
vi.mock('@/lib/site-data/published', () => ({ requirePublishedPages: async () => published }));
vi.mock('@/lib/server/clinic', () => ({
  clinic: () => ({ gate: { holdMs: (r: number) => (holdAsked.push(r), holdMs), snapshot: () => ({ limit: 120 }) } }),
}));
vi.mock('@/lib/budget/server', () => ({
  budget: () => ({ gateReserve: (kind: string) => (kind === 'build' ? 10 : 0) }),
}));

const lines: string[] = [];
beforeEach(() => {
  vi.resetModules();
  lines.length = 0;
  holdAsked.length = 0;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('clinic-site.buildProgress')];
  vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (lines.push(String(s)), true));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('pre-rendering progress', () => {
  it('stays silent outside a production build', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-development-server');
    const { pageRendered } = await import('@/lib/site-data/build-progress');
    await pageRendered('/p0');
    expect(lines).toEqual([]);
  });

  it('prints done/total once per tenth, counts a page once, and ends at the last', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    const { pageRendered } = await import('@/lib/site-data/build-progress');
    for (const p of published) {
      await pageRendered(p.path);
      await pageRendered(p.path); // layout, page and metadata of one render
    }
    const text = lines.join('');
    expect(text).toContain('1/20 published pages pre-rendered (5 %)');
    expect(text).toContain('20/20 published pages pre-rendered (100 %)');
    expect(text.split('\n').filter(Boolean)).toHaveLength(11);
    expect(text).not.toContain('\r');
  });

  it("says when the key's window holds the build, asking the gate with the build's reserve", async () => {
    vi.useFakeTimers();
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    const { pageRendered } = await import('@/lib/site-data/build-progress');
    await pageRendered('/p0');
    holdMs = 42_000;
    await vi.advanceTimersByTimeAsync(1_100);
    expect(lines.join('')).toMatch(
      /1\/20 published pages pre-rendered \(5 %\).*waiting 4[12] s for the API's rate window/,
    );
    expect(holdAsked).toContain(10);
  });
});
