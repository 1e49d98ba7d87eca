import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from './support';
import { checkedPages } from '../../scripts/lib/site-pages';

/**
 * The W3C Nu HTML checker (npm `vnu-jar`, run with the system's Java) on the HTML the running build serves for every
 * page of scripts/lib/site-pages.ts. One Java run for all pages: the JVM's start is the slow part.
 */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * React renders a form whose action is a server action with `action=""` (the real target travels in hidden fields);
 * the checker wants a non-empty URL. That exact message on a form, and nothing else, is excused.
 */
const EXCUSED: { message: RegExp; extract?: RegExp }[] = [
  { message: /^Bad value “” for attribute “action” on element “form”: Must be non-empty\.$/ },
  // Next renders the stylesheet of a `next/dynamic` chunk (the enquiry form's island) as
  // <link rel="stylesheet" as="style" precedence="dynamic"> (next/dist/shared/lib/lazy-dynamic/preload-chunks.js);
  // browsers ignore `as` on a stylesheet. That exact message, and only on a link to one of Next's CSS chunks.
  {
    message:
      /^A “link” element with an “as” attribute must have a “rel” attribute that contains the value “preload” or the value “modulepreload”\.$/,
    extract: /<link href="\/_next\/static\/chunks\/[\w-]+\.css/,
  },
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Without Java the check is skipped (scripts/system-deps.sh installs it); CI's TEST_REQUIRE_ALL=1 makes that a failure. */
const hasJava = spawnSync('java', ['-version']).status === 0;

test('every page kind, booking, privacy and the 404 are valid HTML (Nu HTML checker)', async ({ request }) => {
  test.skip(!hasJava && process.env.TEST_REQUIRE_ALL !== '1', 'no Java: apt-get install default-jre-headless');
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [i, p] of checkedPages().entries()) {
      const res = await request.get(p.path);
      expect(res.status(), p.path).toBe(p.status);
      const html = await res.text();
      expect(html, p.path).toMatch(/^<!DOCTYPE html>/i);
      const file = join(dir, `${i}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, p.path);
    }
    // A known-bad page beside them: the checker must report it, so a run that checked nothing cannot pass.
    const canary = join(dir, 'canary.html');
    writeFileSync(
      canary,
      '<!DOCTYPE html><html lang="pl"><head><title>x</title></head><body><span><address>x</address></span></body></html>',
    );
    files.set(`file:${canary}`, 'canary');
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      [
        '-Xss4m',
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--exit-zero-always',
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !EXCUSED.some((e) => e.message.test(m.message) && (!e.extract || e.extract.test(m.extract ?? ''))))
      .map((m) => ({
        page: files.get(m.url) ?? m.url,
        text: `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ''}`,
      }));
    expect(errors.filter((e) => e.page === 'canary').map((e) => e.text)).toContainEqual(
      expect.stringMatching(/address/),
    );
    expect(errors.filter((e) => e.page !== 'canary').map((e) => e.text)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
