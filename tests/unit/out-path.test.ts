import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { patientFileRefusal, REPO_ROOT } from '@/scripts/lib/out-path';
import { runTool } from '../support/run-tool';

/** conversations-sync's --out: a file of patient data is never left where `git add` would pick it up. */
describe('where a file of patient data may go', () => {
  const outside = mkdtempSync(join(tmpdir(), 'out-path-'));
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  it('this repository: refused where git does not ignore it, accepted where it does or outside', () => {
    expect(REPO_ROOT).toBe(process.cwd());
    expect(patientFileRefusal(join(REPO_ROOT, 'conv.json'), '--out')).toMatch(
      /^--out .*conv\.json is inside the repository and git does not ignore it/,
    );
    expect(patientFileRefusal(join(REPO_ROOT, 'docs', 'copy.json'), '--out')).not.toBeNull();
    // A tracked file is not ignored, whatever it is called.
    expect(patientFileRefusal(join(REPO_ROOT, 'package.json'), '--out')).not.toBeNull();
    expect(patientFileRefusal(REPO_ROOT, '--out')).toMatch(/repository itself/);
    expect(patientFileRefusal(join(REPO_ROOT, '.demo-data', 'conversations.json'), '--out')).toBeNull();
    expect(patientFileRefusal(join(REPO_ROOT, 'conversations-2026.json'), '--out')).toBeNull();
    expect(patientFileRefusal(join(outside, 'conv.json'), '--out')).toBeNull();
  });

  it('another checkout: its own .gitignore decides, the temporary file beside it included', () => {
    const repo = mkdtempSync(join(tmpdir(), 'out-path-repo-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    writeFileSync(join(repo, '.gitignore'), 'kept.json\nboth.json\nboth.json.tmp\n');
    expect(patientFileRefusal(join(repo, 'kept.json'), '--out', repo)).toMatch(/git does not ignore it/);
    expect(patientFileRefusal(join(repo, 'both.json'), '--out', repo)).toBeNull();
    rmSync(repo, { recursive: true, force: true });
  });

  it('conversations-sync --out ./conv.json: exit 2 naming --out, before any request, nothing written', async () => {
    const r = await runTool('conversations-sync', [
      '--out',
      './conv.json',
      '--url',
      'https://clinic.invalid/api/v1',
      '--key',
      'sk_test_x',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--out ./conv.json is inside the repository and git does not ignore it');
    expect(existsSync(join(REPO_ROOT, 'conv.json'))).toBe(false);
  });
});
