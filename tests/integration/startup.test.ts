import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

/** `next start` loads next.config.ts first: a half-configured environment must stop it with a clear message. */
function start(env: Record<string, string>) {
  const r = spawnSync('npx', ['next', 'start', '-p', '0'], {
    env: { ...process.env, CLINIC_API_URL: '', CLINIC_API_KEY: '', DEMO_MODE: '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

describe('start-up configuration check', () => {
  it('stops when only CLINIC_API_URL is set, naming CLINIC_API_KEY', () => {
    const r = start({ CLINIC_API_URL: 'https://panel.example.pl/api/v1' });
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('CLINIC_API_KEY is not');
  });
  it('stops on a malformed CLINIC_API_URL, naming it', () => {
    const r = start({ CLINIC_API_URL: 'panel.example.pl', CLINIC_API_KEY: 'sk_live_x' });
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('CLINIC_API_URL must be an http(s) address ending in /api/v1');
  });
  it('a production start without a configured clinic refuses to serve the demo, naming DEMO_MODE', () => {
    const r = start({});
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('DEMO_MODE=1');
  });
  it('with DEMO_MODE=1 the configuration check lets the demo start (it goes on to look for a build)', () => {
    const r = start({ DEMO_MODE: '1', NEXT_DIST_DIR: '.next-startup-test-none' });
    expect(r.output).not.toContain('DEMO_MODE=1');
    expect(r.output).toMatch(/production build|\.next-startup-test-none/);
  });
});

describe('the same rule for a standalone server (instrumentation.ts)', () => {
  it('exits when NODE_ENV is production and no clinic is configured', () => {
    const script = "import('./instrumentation.ts').then((m) => m.register()).then(() => console.log('started'))";
    const run = (env: Record<string, string>) =>
      spawnSync('npx', ['tsx', '-e', script], {
        env: {
          ...process.env,
          CLINIC_API_URL: '',
          CLINIC_API_KEY: '',
          NEXT_RUNTIME: 'nodejs',
          NODE_ENV: 'production',
          DEMO_MODE: '',
          ...env,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const refused = run({});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('DEMO_MODE=1');
    const allowed = run({ DEMO_MODE: '1' });
    expect(allowed.status).toBe(0);
    expect(allowed.stdout).toContain('started');
  });

  it('exits when REDIS_URL at start and at build disagree (the shared page cache is chosen at build), naming REDIS_URL', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(
        'npx',
        ['tsx', '-e', "import('./instrumentation.ts').then((m) => m.register()).then(() => console.log('started'))"],
        {
          env: {
            ...process.env,
            NEXT_RUNTIME: 'nodejs',
            NODE_ENV: 'production',
            DEMO_MODE: '1',
            REDIS_URL: '',
            ...env,
          },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
    const builtWithout = JSON.stringify({ distDir: '.next' });
    const builtWith = JSON.stringify({
      distDir: '.next',
      cacheHandler: '/srv/site/lib/next-cache/redis-cache-handler.mjs',
    });
    const late = run({ __NEXT_PRIVATE_STANDALONE_CONFIG: builtWithout, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(late.status).toBe(1);
    expect(late.stderr).toContain('REDIS_URL is set, but this standalone server was built without it');
    const missing = run({ __NEXT_PRIVATE_STANDALONE_CONFIG: builtWith });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('started without it: set REDIS_URL');
    const fine: Record<string, string>[] = [
      { __NEXT_PRIVATE_STANDALONE_CONFIG: builtWith, REDIS_URL: 'redis://127.0.0.1:6379' },
      { __NEXT_PRIVATE_STANDALONE_CONFIG: builtWithout },
      { REDIS_URL: 'redis://127.0.0.1:6379' },
    ];
    for (const env of fine) {
      const ok = run(env);
      expect(ok.status, JSON.stringify(env)).toBe(0);
      expect(ok.stdout).toContain('started');
    }
  });
});
