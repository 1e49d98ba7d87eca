import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

/** `next start` loads next.config.ts first: a half-configured environment must stop it with a clear message. */
function start(env: Record<string, string>) {
  const r = spawnSync('npx', ['next', 'start', '-p', '0'], {
    env: { ...process.env, CLINIC_API_URL: '', CLINIC_API_KEY: '', ...env },
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
});
