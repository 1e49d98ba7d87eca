import { statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../support/run-tool';

/**
 * demo-api, export, screenshots and the demo's image generator read their flags like the API tools: --help prints
 * usage, a typo is exit 2.
 */
describe('the scripts’ flags', () => {
  let busy: Server;
  let busyPort = 0;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    busyPort = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => busy.close(() => r())));

  it.each([
    ['demo-api', 'Usage: npm run demo-api'],
    ['export', 'Usage: npm run export'],
    ['screenshots', 'Usage: npx tsx scripts/screenshots.ts'],
    ['generate-demo-images', 'Usage: npm run demo:images'],
  ])('%s --help: the usage, exit 0, nothing started', async (script, usage) => {
    const r = await runTool(script, ['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(usage);
    expect(r.stdout).not.toContain('Key:');
    expect(r.stderr).toBe('');
  });

  it.each([
    ['demo-api', ['--rate-limt', '5'], "Unknown option '--rate-limt'"],
    ['demo-api', ['--port'], "Option '--port <value>' argument missing"],
    ['export', ['--ful'], "Unknown option '--ful'"],
    ['screenshots', ['--bogus'], "Unknown option '--bogus'"],
    ['screenshots', ['kontakt'], '"kontakt" is not a page path'],
    ['generate-demo-images', ['--dry'], "Unknown option '--dry'"],
  ])('%s %j: exit 2 naming what is wrong', async (script, args, message) => {
    const r = await runTool(script, args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).not.toContain('Key:');
  });

  it('demo:images --dry-run draws and encodes the files it is asked for and writes none', async () => {
    const file = 'public/demo/brand/favicon.png';
    const before = statSync(file).mtimeMs;
    const r = await runTool('generate-demo-images', ['--dry-run', 'brand/favicon']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^brand\/favicon\.png +192x192 +[\d.]+ KB {2}(unchanged|would change)$/m);
    expect(r.stdout).toContain('1 files');
    expect(r.stdout).toContain('(dry run: nothing written)');
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it('demo-api on a busy port: one line saying so, exit 1, no stack', async () => {
    const r = await runTool('demo-api', ['--port', String(busyPort)]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      `✗ Port ${busyPort} on 127.0.0.1 is already in use: stop what listens there, or pick another with --port (0: any free one).`,
    );
  });
});
