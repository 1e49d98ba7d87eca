/** Runs once when a server starts (next start, next dev, a standalone server.js); the work is Node-only. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { onNodeServerStart } = await import('./lib/server/start-up');
  onNodeServerStart();
}
