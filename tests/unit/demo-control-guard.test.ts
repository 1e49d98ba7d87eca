import { describe, expect, it } from 'vitest';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_TOKEN_HEADER, handleSiteControl, MAX_CONTROL_BYTES } from '@/lib/demo-clinic/site-control';

/** The demo's control room on the site, attacked: no token, a wrong one, a cross-site form post, the webhook target, a huge body. */
const TOKEN = 'demo-control-token-0123456789abcdef';
const fresh = () =>
  createDemoInstance({ mediaOrigin: 'http://localhost:3000', webhookUrl: 'http://127.0.0.1:9/hook' }).store;
const req = (op: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set(DEMO_TOKEN_HEADER, init.token);
  return new Request(`http://site.test/api/demo/${op}`, { ...init, headers });
};
const outage = (body: unknown, token?: string) =>
  req('switches', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    token,
  });

describe('demo control endpoints on the site', () => {
  it('are off while no token is configured: nothing read, nothing switched', async () => {
    const store = fresh();
    store.leads.push({ name: 'Wpisane przez pacjenta' } as never);
    expect((await handleSiteControl(() => store, req('leads'), 'leads', null)).status).toBe(404);
    expect((await handleSiteControl(() => store, outage({ outage: true }, TOKEN), 'switches', null)).status).toBe(404);
    expect(store.switches.outage).toBeFalsy();
  });

  it('refuse a missing or wrong token, and a cross-site form post (which cannot carry the header)', async () => {
    const store = fresh();
    for (const r of [
      outage({ outage: true }),
      outage({ outage: true }, TOKEN.slice(0, -1)),
      req('switches', {
        method: 'POST',
        body: 'outage=true',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      }),
    ]) {
      expect((await handleSiteControl(() => store, r, 'switches', TOKEN)).status).toBe(404);
    }
    expect(store.switches.outage).toBeFalsy();
  });

  it('work with the token', async () => {
    const store = fresh();
    const res = await handleSiteControl(() => store, outage({ outage: true }, TOKEN), 'switches', TOKEN);
    expect(res.status).toBe(200);
    expect(store.switches.outage).toBe(true);
  });

  it('never change the demo’s webhook target, even with the token', async () => {
    const store = fresh();
    const r = req('webhook', {
      method: 'POST',
      body: JSON.stringify({ url: 'http://169.254.169.254/latest' }),
      token: TOKEN,
    });
    expect((await handleSiteControl(() => store, r, 'webhook', TOKEN)).status).toBe(404);
    expect(store.areas.webhookUrl).toBe('http://127.0.0.1:9/hook');
  });

  it('cap their bodies, chunked or not', async () => {
    const store = fresh();
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (pulled++ > 100) c.close();
        else c.enqueue(new Uint8Array(8 * 1024).fill(0x20));
      },
    });
    const r = new Request('http://site.test/api/demo/edit', {
      method: 'POST',
      body: stream,
      headers: { [DEMO_TOKEN_HEADER]: TOKEN },
      duplex: 'half',
    } as RequestInit);
    expect((await handleSiteControl(() => store, r, 'edit', TOKEN)).status).toBe(413);
    expect(pulled * 8 * 1024).toBeLessThan(MAX_CONTROL_BYTES + 4 * 8 * 1024);
  });
});
