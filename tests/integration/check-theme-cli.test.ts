import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo } from '../support/demo-server';
import { runTool } from '../support/run-tool';
import { createDemoContent } from '@/lib/demo-clinic/fixtures';

/** `npm run check-theme` as an agency runs it: exit 0 pass, 1 fail, 2 wrong invocation; text and --json. */

let demo: Awaited<ReturnType<typeof startDemo>>;
let dir: string;
const run = (args: string[]) => runTool('check-theme', args);

async function tokensFile(
  name: string,
  edit: (t: ReturnType<typeof createDemoContent>['site']['theme']) => unknown,
): Promise<string> {
  const theme = structuredClone(createDemoContent().site.theme);
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(edit(theme) ?? theme));
  return file;
}

beforeAll(async () => {
  demo = await startDemo();
  dir = await mkdtemp(join(tmpdir(), 'clinic-theme-'));
});
afterAll(async () => {
  await demo.close();
  await rm(dir, { recursive: true, force: true });
});

describe('check-theme', () => {
  it('passes the demo clinic (--demo), listing both modes', async () => {
    const { code, stdout } = await run(['--demo']);
    expect(code).toBe(0);
    expect(stdout).toContain('Light mode, contrast');
    expect(stdout).toContain('Dark mode, contrast');
    expect(stdout).toMatch(/✓ The theme passes \(46 colour pairs/);
    expect(stdout).not.toContain('✗');
  });

  it('reads the configured clinic over HTTP (GET /site)', async () => {
    const siteCalls = () => [...demo.hits].filter(([path]) => path.endsWith('/site')).reduce((n, [, c]) => n + c, 0);
    const before = siteCalls();
    const { code, stdout } = await run(['--url', demo.baseUrl, '--key', demo.key, '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.source).toBe(demo.baseUrl);
    expect(report.ok).toBe(true);
    expect(report.pairs).toHaveLength(46);
    expect(siteCalls()).toBe(before + 1);
  });

  it('fails a theme with a low-contrast pair: exit 1, the pair named', async () => {
    const file = await tokensFile('low.json', (t) => {
      t.colors.primary = '#7fb3ad'; // about 2.2:1 on white
    });
    const { code, stdout } = await run(['--tokens', file]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/✗ light: primary on surface is 2\.\d\d:1, needs 4\.5:1/);
    expect(stdout).toMatch(/✗ The theme fails: \d+ problem/);
  });

  it('accepts a GET /site answer as the tokens file, and reports JSON', async () => {
    const site = createDemoContent().site;
    site.theme.fontHeading = '"Playfair Display", serif';
    const file = join(dir, 'site.json');
    await writeFile(file, JSON.stringify({ site }));
    const { code, stdout } = await run(['--tokens', file, '--json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.ok).toBe(false);
    expect(report.findings).toContainEqual({
      level: 'error',
      what: expect.stringContaining('the site cannot load "Playfair Display"'),
    });
  });

  it('a wrong invocation exits 2 with the usage', async () => {
    const unknown = await run(['--colour']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run check-theme');
    const both = await run(['--demo', '--tokens', 'x.json']);
    expect(both.code).toBe(2);
    const notTokens = await run(['--tokens', await tokensFile('bad.json', () => ({ colors: 'red' }))]);
    expect(notTokens.code).toBe(2);
    expect(notTokens.stderr).toContain('does not hold ThemeTokens');
    const missing = await run(['--tokens', join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
  });

  it('an unreachable API exits 1 with a sentence, not a stack trace', async () => {
    const { code, stderr } = await run(['--url', 'http://127.0.0.1:9/api/v1', '--key', 'k']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Cannot reach http:\/\/127\.0\.0\.1:9\/api\/v1/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
