import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { startDemoServer, type StandaloneDemo } from '../../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../../lib/demo-clinic/keys';
import { freePort } from '../../scripts/lib/free-port';

function run(child: ChildProcess, what: string): Promise<void> {
  let tail = '';
  child.stderr?.on('data', (d: Buffer) => (tail = (tail + d.toString()).slice(-4000)));
  child.stdout?.on('data', (d: Buffer) => (tail = (tail + d.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} exited with ${code}:\n${tail}`))));
  });
}

export interface SiteOnVersion {
  api: StandaloneDemo;
  base: string;
  stop: () => Promise<void>;
}

/**
 * The demo clinic over HTTP playing `apiVersion`, the site built against it into its own folder (the build reads
 * GET /pages and pre-renders every page, so a version that breaks the build fails here), then `next start`.
 * The demo runs in this process: the build is spawned, never run synchronously, so the demo keeps answering.
 */
export async function startSiteOnVersion(
  apiVersion: string,
  opts: { env?: Record<string, string>; prepare?: (api: StandaloneDemo) => void } = {},
): Promise<SiteOnVersion> {
  const api = await startDemoServer({ port: 0, apiVersion, rateLimit: 5000 });
  // What this clinic publishes differently, before the build reads it (e.g. no price list of its own).
  opts.prepare?.(api);
  // Inside .next, which the typecheck, the layers test and git already leave alone.
  const distDir = `.next/api-versions/${apiVersion}`;
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    CLINIC_API_URL: `${api.origin}/api/v1`,
    CLINIC_API_KEY: DEMO_API_KEY,
    SITE_URL: base,
    NEXT_TELEMETRY_DISABLED: '1',
    ...opts.env,
  };
  await rm(distDir, { recursive: true, force: true });
  await run(
    spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] }),
    `next build against API ${apiVersion}`,
  );
  // Node runs Next's CLI directly (no npx in between), so the pid is the server's own and kill() stops it.
  const site = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env,
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(base).then(
        (r) => r.status === 200,
        () => false,
      )
    ) {
      return {
        api,
        base,
        stop: async () => {
          site.kill('SIGTERM');
          await api.close();
        },
      };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  site.kill('SIGTERM');
  await api.close();
  throw new Error(`the site built against API ${apiVersion} did not start`);
}
