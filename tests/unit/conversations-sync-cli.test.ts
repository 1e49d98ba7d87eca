import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../support/run-tool';

/** conversations-sync's last line after a failure: "saved …; run again to resume" only when this run wrote the file. */
describe('conversations-sync after a failure', () => {
  const dir = mkdtempSync(join(tmpdir(), 'conv-sync-cli-'));
  let server: Server;
  let base = '';
  const conv = {
    id: 'c1',
    status: 'open',
    lastChannel: 'sms',
    lastMessageAt: '2026-01-02T00:00:00Z',
    lastInboundAt: null,
    unreadCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
    lead: {
      id: 'lead_c1',
      name: null,
      phone: null,
      email: null,
      message: null,
      source: 'form',
      stage: 'new',
      locationId: null,
      createdAt: '2026-01-01T00:00:00Z',
    },
  };

  beforeAll(async () => {
    // /ok/api/v1: one page, then the key is rejected on the next; /scope/api/v1: the key lacks the scope at once.
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname.startsWith('/scope/'))
        return json(403, { error: 'Brak uprawnień', code: 'missing_scope', scope: 'conversations:read' });
      if (!url.searchParams.get('cursor')) return json(200, { conversations: [conv], nextCursor: 'page2' });
      return json(401, { error: 'Nieprawidłowy klucz', code: 'unauthorized' });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  it('a key without the scope: no claim that anything was saved or can be resumed', async () => {
    const out = join(dir, 'scope.json');
    const r = await runTool('conversations-sync', ['--url', `${base}/scope/api/v1`, '--key', 'k', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('The key lacks the scope conversations:read');
    expect(r.stderr).not.toContain('saved');
    expect(r.stderr).not.toContain('resume');
    expect(r.stderr).toContain(`Nothing was fetched: ${out} was not written.`);
    expect(existsSync(out)).toBe(false);
  });

  it('a failure after a page was written: the file holds it, and the next run resumes', async () => {
    const out = join(dir, 'half.json');
    const r = await runTool('conversations-sync', ['--url', `${base}/ok/api/v1`, '--key', 'k', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`What was fetched so far is saved in ${out}; run again to resume.`);
    const copy = JSON.parse(readFileSync(out, 'utf8'));
    expect(Object.keys(copy.conversations)).toEqual(['c1']);
    expect(copy.sync.pending).not.toBeNull();
  });
});
