import type { RateGate } from './clinic-api/pacing';

/** The line a build worker prints when the key's window holds its requests; scripts/export.ts shows it as a wait. */
export const WAIT_LINE = '[clinic-api] rate window spent: waiting';

/**
 * While a build pre-renders pages against a configured clinic, says once per window when the gate is holding
 * requests until the window resets, so the export's progress can show a wait instead of a stall. The build's own
 * workers are separate processes: a line on stdout is how they tell the export script.
 */
export function reportBuildWaits(gate: RateGate): void {
  if (process.env.NEXT_PHASE !== 'phase-production-build') return;
  let reported = 0;
  const timer = setInterval(() => {
    const s = gate.snapshot();
    if (s.remaining === undefined || s.remaining > 2 || s.resetInMs < 1000) return;
    const until = Date.now() + s.resetInMs;
    if (until - reported < 1000) return;
    reported = until;
    console.log(`${WAIT_LINE} ${Math.ceil(s.resetInMs / 1000)} s`);
  }, 1000);
  timer.unref();
}
