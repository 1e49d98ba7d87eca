import { describe, expect, it } from 'vitest';
import { readConfig } from '@/lib/config/parse-env';

describe('readConfig', () => {
  it('with neither URL nor key: the demo clinic on localhost:3000', () => {
    const c = readConfig({});
    expect(c).toMatchObject({
      mode: 'demo',
      apiUrl: null,
      apiKey: null,
      siteUrl: 'http://localhost:3000',
      siteUrlSet: false,
    });
  });
  it('with both: a real clinic; the API host is an allowed image host', () => {
    const c = readConfig({
      CLINIC_API_URL: 'https://panel.example.pl/api/v1/',
      CLINIC_API_KEY: 'sk_live_1',
      SITE_URL: 'https://klinika.pl/',
    });
    expect(c).toMatchObject({
      mode: 'live',
      apiUrl: 'https://panel.example.pl/api/v1',
      apiKey: 'sk_live_1',
      siteUrl: 'https://klinika.pl',
      imageHosts: ['panel.example.pl'],
    });
  });
  it('accepts the alternative base address ending in /v1', () => {
    expect(readConfig({ CLINIC_API_URL: 'https://api.example.pl/v1', CLINIC_API_KEY: 'k' }).apiUrl).toBe(
      'https://api.example.pl/v1',
    );
  });
  it('refuses half a configuration, naming the missing variable', () => {
    expect(() => readConfig({ CLINIC_API_URL: 'https://x.pl/api/v1' })).toThrow(/CLINIC_API_KEY is not/);
    expect(() => readConfig({ CLINIC_API_KEY: 'k' })).toThrow(/CLINIC_API_URL is not/);
  });
  it('refuses a malformed URL, naming the variable', () => {
    expect(() => readConfig({ CLINIC_API_URL: 'panel.example.pl', CLINIC_API_KEY: 'k' })).toThrow(/CLINIC_API_URL/);
    expect(() => readConfig({ CLINIC_API_URL: 'https://x.pl/api/v2', CLINIC_API_KEY: 'k' })).toThrow(
      /CLINIC_API_URL: CLINIC_API_URL must be an http\(s\) address ending in \/api\/v1/,
    );
    expect(() => readConfig({ SITE_URL: 'klinika' })).toThrow(/SITE_URL/);
  });
  it('SITE_URL is an origin: a trailing slash is dropped; a path, query, fragment or user name is refused, naming SITE_URL', () => {
    expect(readConfig({ SITE_URL: 'https://www.klinika.pl/' }).siteUrl).toBe('https://www.klinika.pl');
    expect(readConfig({ SITE_URL: 'https://WWW.Klinika.pl:8443' }).siteUrl).toBe('https://www.klinika.pl:8443');
    for (const bad of [
      'https://www.klinika.pl/sub/?q=1#x',
      'https://www.klinika.pl/sub',
      'https://www.klinika.pl/?q=1',
      'https://www.klinika.pl/#x',
      'https://www.klinika.pl/?',
      'https://ja@www.klinika.pl',
    ]) {
      expect(() => readConfig({ SITE_URL: bad }), bad).toThrow(/SITE_URL: SITE_URL must be the public origin/);
    }
  });
  it('CLINIC_IMAGE_HOSTS lists bare host names: an address, a port or a wildcard is refused, naming the variable and the entry', () => {
    expect(readConfig({ CLINIC_IMAGE_HOSTS: ' CDN.a.pl ,, img-2.b.example ' }).imageHosts).toEqual([
      'cdn.a.pl',
      'img-2.b.example',
    ]);
    for (const bad of ['https://cdn.x.pl', 'cdn.x.pl/img', 'cdn.x.pl:8443', '*.x.pl', 'cdn_x.pl', '-cdn.x.pl']) {
      expect(() => readConfig({ CLINIC_IMAGE_HOSTS: `cdn.ok.pl, ${bad}` }), bad).toThrow(
        `CLINIC_IMAGE_HOSTS: "${bad}" is not a bare host name`,
      );
    }
  });
  it('ACCESSIBILITY_REVIEWED_AT is a day that exists, naming the variable otherwise', () => {
    expect(readConfig({ ACCESSIBILITY_REVIEWED_AT: '2028-02-29' }).accessibilityReviewedAt).toBe('2028-02-29');
    for (const bad of ['2026-13-45', '2026-02-30', '2026-02-29', '2026-00-10', '2026-04-31']) {
      expect(() => readConfig({ ACCESSIBILITY_REVIEWED_AT: bad }), bad).toThrow(
        /ACCESSIBILITY_REVIEWED_AT: not a calendar date/,
      );
    }
  });
  it('CLINIC_API_URL over plain http only to this machine: the key would travel unencrypted, naming CLINIC_API_URL', () => {
    for (const url of [
      'http://panel.example.pl/api/v1',
      'http://10.0.0.5:4010/api/v1',
      'http://localhost.example.pl/v1',
    ]) {
      expect(() => readConfig({ CLINIC_API_URL: url, CLINIC_API_KEY: 'k' }), url).toThrow(
        /CLINIC_API_URL: CLINIC_API_URL must be an https address: plain http to .* would send the API key unencrypted/,
      );
    }
    for (const url of [
      'http://127.0.0.1:4010/api/v1',
      'http://localhost:4010/api/v1',
      'http://[::1]:4010/v1',
      'https://panel.example.pl/api/v1',
    ]) {
      expect(readConfig({ CLINIC_API_URL: url, CLINIC_API_KEY: 'k' }).apiUrl, url).toBe(url);
    }
  });
  it("reads the demo's generated pages for a big clinic, and refuses nonsense naming the variable", () => {
    expect(readConfig({ DEMO_GENERATED_PAGES: '500' }).demoGeneratedPages).toBe(500);
    expect(readConfig({}).demoGeneratedPages).toBeUndefined();
    expect(() => readConfig({ DEMO_GENERATED_PAGES: 'many' })).toThrow(/DEMO_GENERATED_PAGES/);
  });
  it('reads the cap on an API answer, and refuses one too small or not a number naming the variable', () => {
    expect(readConfig({}).apiMaxBodyBytes).toBeUndefined();
    expect(readConfig({ CLINIC_API_MAX_BODY_BYTES: '4194304' }).apiMaxBodyBytes).toBe(4_194_304);
    expect(() => readConfig({ CLINIC_API_MAX_BODY_BYTES: '1000' })).toThrow(/CLINIC_API_MAX_BODY_BYTES/);
    expect(() => readConfig({ CLINIC_API_MAX_BODY_BYTES: '2MB' })).toThrow(/CLINIC_API_MAX_BODY_BYTES/);
  });
  it('Redis is off unless REDIS_URL names one; a bad address or instance count stops the start with its name', () => {
    expect(readConfig({})).toMatchObject({ redisUrl: null, expectedInstances: 1, redisTimeoutMs: 150 });
    expect(
      readConfig({ REDIS_URL: 'redis://10.0.0.5:6379/0', EXPECTED_INSTANCES: '4', REDIS_TIMEOUT_MS: '250' }),
    ).toMatchObject({ redisUrl: 'redis://10.0.0.5:6379/0', expectedInstances: 4, redisTimeoutMs: 250 });
    expect(() => readConfig({ REDIS_URL: 'http://10.0.0.5:6379' })).toThrow(/REDIS_URL/);
    expect(() => readConfig({ EXPECTED_INSTANCES: '0' })).toThrow(/EXPECTED_INSTANCES/);
  });
  it('reads the switches', () => {
    const c = readConfig({
      LEAD_ATTRIBUTION: '0',
      TRUSTED_PROXY_HOPS: '1',
      CLINIC_SCHEMA_TYPE: 'Dentist',
      CLINIC_IMAGE_HOSTS: 'cdn.a.pl, cdn.b.pl',
    });
    expect(c).toMatchObject({
      attribution: false,
      trustedProxyHops: 1,
      schemaType: 'Dentist',
      imageHosts: ['cdn.a.pl', 'cdn.b.pl'],
    });
  });
});
