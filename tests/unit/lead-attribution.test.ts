import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanValue, pickAttribution, ATTRIBUTION_MAX } from '@/lib/attribution/params';
import { captureAttribution, readAttribution, STORAGE_KEY } from '@/lib/attribution/browser';

/** A browser tab's sessionStorage, enough for the attribution code. */
class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe('attribution parameters', () => {
  it('keeps only utm_source, utm_medium, utm_campaign, gclid and fbclid', () => {
    const params = new URLSearchParams(
      'utm_source=google&utm_medium=cpc&utm_campaign=implanty-wiosna&gclid=Cj0K&fbclid=IwAR&utm_term=zeby&email=jan@example.pl&name=Jan',
    );
    expect(pickAttribution(params)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'implanty-wiosna',
      gclid: 'Cj0K',
      fbclid: 'IwAR',
    });
  });

  it('drops empty values and control characters and bounds the length', () => {
    expect(cleanValue('  ')).toBeUndefined();
    expect(cleanValue('goo\u0000gle\n')).toBe('google');
    expect(cleanValue('x'.repeat(1000))).toHaveLength(ATTRIBUTION_MAX);
    expect(cleanValue(42)).toBeUndefined();
  });
});

describe('attribution in the browser session', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    (globalThis as { window?: unknown }).window = { sessionStorage: storage, location: { search: '' } };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('is captured on the landing page and read on another page of the session', () => {
    captureAttribution('?utm_source=facebook&utm_campaign=wybielanie&fbclid=abc');
    expect(readAttribution('')).toEqual({ utm_source: 'facebook', utm_campaign: 'wybielanie', fbclid: 'abc' });
  });

  it('is stored in sessionStorage only, and only the campaign keys', () => {
    captureAttribution('?utm_source=google&phone=600100200');
    expect([...storage.data.keys()]).toEqual([STORAGE_KEY]);
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!)).toEqual({ utm_source: 'google' });
  });

  it('a new landing with campaign parameters replaces the old set; a page without them keeps it', () => {
    captureAttribution('?utm_source=google&utm_medium=cpc&gclid=g1');
    captureAttribution('?o-nas');
    expect(readAttribution('')).toEqual({ utm_source: 'google', utm_medium: 'cpc', gclid: 'g1' });
    captureAttribution('?utm_source=newsletter');
    expect(readAttribution('')).toEqual({ utm_source: 'newsletter' });
  });

  it("the current URL's parameters win over the saved ones", () => {
    captureAttribution('?utm_source=google');
    expect(readAttribution('?utm_source=instagram')).toEqual({ utm_source: 'instagram' });
  });

  it('survives blocked or corrupted storage', () => {
    storage.setItem(STORAGE_KEY, '{not json');
    expect(readAttribution('')).toEqual({});
    (globalThis as { window?: unknown }).window = {
      get sessionStorage(): Storage {
        throw new Error('blocked');
      },
    };
    expect(() => captureAttribution('?utm_source=x')).not.toThrow();
    expect(readAttribution('')).toEqual({});
  });

  it('reads values written by the inline landing script, cleaning them again', () => {
    storage.setItem(STORAGE_KEY, JSON.stringify({ utm_source: ' google ', evil: 'x', gclid: 7 }));
    expect(readAttribution('')).toEqual({ utm_source: 'google' });
  });
});
