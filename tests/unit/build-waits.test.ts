import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportBuildWaits, WAIT_LINE } from '@/lib/build-waits';
import type { RateGate } from '@/lib/clinic-api/pacing';

/** A build worker says when the key's window holds its requests (the export shows it as a wait), once per window. */
describe('build waits', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  function run(states: { remaining: number | undefined; resetInMs: number }[], phase = 'phase-production-build') {
    vi.useFakeTimers();
    vi.stubEnv('NEXT_PHASE', phase);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let i = 0;
    const gate = { snapshot: () => ({ ...states[Math.min(i++, states.length - 1)]!, limit: 120, inFlight: 0 }) } as unknown as RateGate;
    reportBuildWaits(gate);
    vi.advanceTimersByTime(states.length * 1000);
    return log.mock.calls.map((c) => String(c[0]));
  }

  it('prints one line per spent window, with the seconds left', () => {
    const lines = run([
      { remaining: 50, resetInMs: 30_000 },
      { remaining: 2, resetInMs: 20_000 },
      { remaining: 1, resetInMs: 19_000 },
      { remaining: 0, resetInMs: 18_000 },
    ]);
    expect(lines).toEqual([`${WAIT_LINE} 20 s`]);
  });

  it('says nothing while serving', () => {
    expect(run([{ remaining: 0, resetInMs: 20_000 }], 'phase-production-server')).toEqual([]);
  });
});
