import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '@/lib/config/loopback';
import { connectionTarget } from '@/scripts/lib/cli';
import { runTool } from '../support/run-tool';

/** Where the API tools send the clinic's secret key: only to its own API, and never over plain http to another machine. */
describe('the API tools’ address and key', () => {
  const env = { CLINIC_API_URL: 'https://clinic.example/api/v1', CLINIC_API_KEY: 'sk_live_secret' };

  it('a --url naming another origin needs its own --key: the key of .env.local stays with its API', () => {
    expect(connectionTarget({ url: 'https://other.example/api/v1' }, env)).toEqual({
      error: expect.stringMatching(
        /^--url https:\/\/other\.example is not the server of CLINIC_API_URL \(https:\/\/clinic\.example\): pass --key as well/,
      ),
    });
    expect(connectionTarget({ url: 'https://clinic.example:8443/api/v1' }, env)).toHaveProperty('error');
    expect(connectionTarget({ url: 'https://other.example/api/v1' }, { CLINIC_API_KEY: 'sk_live_secret' })).toEqual({
      error: expect.stringContaining('(unset): pass --key'),
    });
    expect(connectionTarget({ url: 'https://other.example/api/v1', key: 'sk_test_other' }, env)).toEqual({
      baseUrl: 'https://other.example/api/v1',
      key: 'sk_test_other',
    });
    // The same server at another path (the alternative /v1 address) is still the key's own API.
    expect(connectionTarget({ url: 'https://clinic.example/v1/' }, env)).toEqual({
      baseUrl: 'https://clinic.example/v1',
      key: 'sk_live_secret',
    });
    expect(connectionTarget({}, env)).toEqual({ baseUrl: 'https://clinic.example/api/v1', key: 'sk_live_secret' });
    expect(connectionTarget({ key: 'sk_live_other' }, env)).toEqual({
      baseUrl: 'https://clinic.example/api/v1',
      key: 'sk_live_other',
    });
  });

  it('plain http only to this machine, naming --url or CLINIC_API_URL', () => {
    expect(connectionTarget({ url: 'http://clinic.example/api/v1', key: 'k' }, {})).toEqual({
      error: expect.stringMatching(/^--url must be an https address: plain http to clinic\.example/),
    });
    expect(connectionTarget({}, { CLINIC_API_URL: 'http://192.168.1.5:4010/api/v1', CLINIC_API_KEY: 'k' })).toEqual({
      error: expect.stringMatching(/^CLINIC_API_URL must be an https address/),
    });
    for (const url of [
      'http://127.0.0.1:4010/api/v1',
      'http://localhost:4010/v1',
      'http://[::1]:4010/api/v1',
      'http://127.8.9.10/api/v1',
    ]) {
      expect(connectionTarget({ url, key: 'k' }, {}), url).toEqual({ baseUrl: url, key: 'k' });
    }
  });

  it('loopback is localhost, 127.0.0.0/8 and ::1, nothing that only looks like them', () => {
    for (const h of ['localhost', 'LOCALHOST', '127.0.0.1', '127.255.0.9', '[::1]', '::1'])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of [
      'localhost.example.pl',
      '128.0.0.1',
      '10.0.0.1',
      '0.0.0.0',
      '127.0.0.1.nip.io',
      '127.0.0.300',
      '[::2]',
      'example.pl',
    ])
      expect(isLoopbackHost(h), h).toBe(false);
  });

  it('check-api --url <another host> with the key in the environment: exit 2 before any request', async () => {
    const r = await runTool('check-api', ['--url', 'https://other.invalid/api/v1'], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '--url https://other.invalid is not the server of CLINIC_API_URL (https://clinic.example): pass --key as well',
    );
    expect(r.stderr).not.toContain('sk_live_secret');
  });
});
