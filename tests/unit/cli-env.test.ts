import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The tools read the env files as `next build` does (scripts/lib/cli.ts, @next/env): a variable in .env.production
 * reaches `npm run export`'s own checks (the embed's Content-Security-Policy, the leak check) as it reaches the pages.
 */
describe('the tools’ env files', () => {
  it('are the ones next build reads, in its order, without overriding what is set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-env-'));
    writeFileSync(
      join(dir, '.env.production'),
      'CLINIC_EMBED_KEY=from_production\nONLY_IN_PRODUCTION=yes\nSET_OUTSIDE=file\n',
    );
    writeFileSync(join(dir, '.env.local'), 'CLINIC_EMBED_KEY=from_local\n');
    writeFileSync(join(dir, '.env'), 'ONLY_IN_ENV=yes\n');
    const code = `import('${join(process.cwd(), 'scripts/lib/cli.ts')}').then(({ loadEnvFiles }) => { loadEnvFiles(${JSON.stringify(dir)}); console.log(JSON.stringify([process.env.CLINIC_EMBED_KEY, process.env.ONLY_IN_PRODUCTION, process.env.ONLY_IN_ENV, process.env.SET_OUTSIDE])); })`;
    const { NODE_ENV: _test, ...inherited } = process.env;
    const env = { ...inherited, SET_OUTSIDE: 'shell' };
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', code], {
      env: env as unknown as NodeJS.ProcessEnv,
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual(['from_local', 'yes', 'yes', 'shell']);
    rmSync(dir, { recursive: true, force: true });
  });
});
