/**
 * Runs once when a server starts (next start, next dev, a standalone server.js): gives the form limits the socket's
 * address (lib/server/socket-address.ts) and stops a production server that would serve the demo by accident (the
 * same rule next.config.ts applies to `next start`; a standalone server does not load next.config.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installSocketAddressHeader } = await import('./lib/server/socket-address');
  installSocketAddressHeader();
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { readConfig, demoRefusal } = await import('./lib/config/parse-env');
    const refusal = demoRefusal(readConfig(process.env));
    if (refusal) {
      console.error(`✖ ${refusal}`);
      process.exit(1);
    }
  }
}
