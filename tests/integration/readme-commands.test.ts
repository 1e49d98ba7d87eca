import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/lib/free-port';
import { t } from '@/lib/i18n';

/**
 * The README's commands that no other test runs, run exactly as the README writes them (`npm run …`): the agency's
 * first command shows the demo clinic, and the demo clinic's standalone server answers with the key it prints.
 * (The tools, the build, `next start` and the suite are run by their own tests and by CI: tests/unit/readme.test.ts.)
 */
const started: ChildProcess[] = [];

/** Starts `npm run <script> -- …args` in its own process group, so stopping it stops what npm started. */
function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  const { CLINIC_API_URL: _u, CLINIC_API_KEY: _k, ...clean } = process.env;
  const child = spawn('npm', ['run', script, '--', ...args], {
    env: { ...clean, NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  return { child, output: () => output };
}

async function until<T>(
  what: () => Promise<T | undefined>,
  timeoutMs: number,
  describeFailure: () => string,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const v = await what().catch(() => undefined);
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(describeFailure());
}

afterAll(() => {
  for (const c of started) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
});

describe('the README commands, as written', () => {
  it('`npm run dev` serves the demo clinic with its marker, no key and no network', async () => {
    const port = await freePort();
    const dev = npmRun('dev', ['-p', String(port)]);
    const html = await until(
      async () => {
        const res = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(60_000) });
        return res.status === 200 ? res.text() : undefined;
      },
      150_000,
      () => `next dev did not serve / in time:\n${dev.output().slice(-2000)}`,
    );
    expect(html).toContain(t.common.demoMarker);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  }, 180_000);

  it('`npm run demo-api -- --port N` prints its address and key, and answers the API with that key', async () => {
    const port = await freePort();
    const demo = npmRun('demo-api', ['--port', String(port)]);
    const key = await until(
      async () => demo.output().match(/Key: (\S+)/)?.[1],
      60_000,
      () => `demo-api printed no key:\n${demo.output()}`,
    );
    expect(demo.output()).toContain(`http://127.0.0.1:${port}/api/v1`);
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/pages`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { pages: unknown[] }).pages.length).toBeGreaterThan(10);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/pages`)).status).toBe(401);
  }, 90_000);
});
