/** Runs once when a server starts (next start, next dev, a standalone server.js); the work is Node-only. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { onNodeServerStart } = await import('./lib/server/start-up');
  onNodeServerStart();
  // The enquiry outbox's delivery loop (lib/outbox): a serving process's work, not the build's.
  if (process.env.NEXT_PHASE === 'phase-production-build' || !(await inServerBundle())) return;
  try {
    const { startOutboxDelivery } = await import('./lib/outbox/server');
    startOutboxDelivery();
  } catch (err) {
    console.error(`[outbox] not started: ${err instanceof Error ? err.name : typeof err}`);
  }
}

/** Next's server bundle makes `server-only` an empty module; loaded as plain TypeScript (a script, a test) it throws. */
async function inServerBundle(): Promise<boolean> {
  try {
    await import('server-only');
    return true;
  } catch {
    return false;
  }
}
