import { demoRefusal, readConfig } from '../config/parse-env';
import { installSocketAddressHeader } from './socket-address';

/**
 * What a Node.js server does once at start (from instrumentation.ts): give the form limits the socket's address, and
 * stop a production server that would serve the demo by accident (the rule next.config.ts applies to `next start`;
 * a standalone server.js does not load next.config.ts). Not during `next build`, which runs the demo freely.
 */
export function onNodeServerStart(env: NodeJS.ProcessEnv = process.env): void {
  installSocketAddressHeader();
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return;
  const refusal = demoRefusal(readConfig(env));
  if (refusal) {
    console.error(`✖ ${refusal}`);
    process.exit(1);
  }
}
