import { describe, expect, it } from 'vitest';
import { checkToken, issueToken, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from '@/lib/abuse/form-token';
import { SlidingWindowLimiter } from '@/lib/abuse/limiter';
import { clientIp, normaliseIp, UNKNOWN_CLIENT } from '@/lib/abuse/client-ip';

const secret = Buffer.from('a'.repeat(32));
const t0 = Date.UTC(2026, 2, 12, 10, 0, 0);

describe('fill-time token', () => {
  it('passes after the minimum fill time and carries a one-off id', () => {
    const token = issueToken(secret, t0);
    const r = checkToken(secret, token, t0 + MIN_FILL_MS + 1);
    expect(r.status).toBe('ok');
    const other = checkToken(secret, issueToken(secret, t0), t0 + MIN_FILL_MS + 1);
    expect(r.status === 'ok' && other.status === 'ok' && r.nonce !== other.nonce).toBe(true);
  });

  it('catches a form posted faster than a person can fill it', () => {
    expect(checkToken(secret, issueToken(secret, t0), t0 + 500).status).toBe('too_fast');
  });

  it('cannot be forged: a changed time, another secret or garbage are invalid', () => {
    const token = issueToken(secret, t0);
    const [v, , nonce, sig] = token.split('.');
    const older = `${v}.${(t0 - 60_000).toString(36)}.${nonce}.${sig}`;
    expect(checkToken(secret, older, t0 + 1000).status).toBe('invalid');
    expect(checkToken(Buffer.from('b'.repeat(32)), token, t0 + MIN_FILL_MS + 1).status).toBe('invalid');
    for (const bad of [undefined, '', 'v1.x.y', 'v2.a.b.c', 'x'.repeat(500), 42])
      expect(checkToken(secret, bad, t0).status).toBe('invalid');
  });

  it('expires after a day, and one from the future is not ours', () => {
    expect(checkToken(secret, issueToken(secret, t0), t0 + MAX_TOKEN_AGE_MS + 1).status).toBe('expired');
    expect(checkToken(secret, issueToken(secret, t0 + 120_000), t0).status).toBe('invalid');
  });
});

describe('sliding-window limiter', () => {
  it('allows `limit` events per window per key, then says how long to wait', () => {
    let now = 0;
    const l = new SlidingWindowLimiter(5, 600_000, 100, () => now);
    for (let i = 0; i < 5; i++) {
      expect(l.waitMs('1.2.3.4')).toBe(0);
      l.record('1.2.3.4');
      now += 1000;
    }
    expect(l.waitMs('1.2.3.4')).toBe(600_000 - 5000);
    expect(l.waitMs('5.6.7.8')).toBe(0);
    now = 600_001;
    expect(l.waitMs('1.2.3.4')).toBe(0);
  });

  it('takes a place and counts it in one step, and gives back exactly the one it took', () => {
    let now = 0;
    const l = new SlidingWindowLimiter(2, 60_000, 100, () => now);
    const first = l.take('1.2.3.4');
    now = 10;
    const second = l.take('1.2.3.4');
    expect(first.ok && second.ok).toBe(true);
    expect(l.take('1.2.3.4')).toEqual({ ok: false, waitMs: 60_000 - 10 });
    if (second.ok) l.untake('1.2.3.4', second.at);
    // The place given back is the second one: the window now frees at the first event's time.
    now = 20;
    expect(l.waitMs('1.2.3.4')).toBe(0);
    expect(l.take('1.2.3.4').ok).toBe(true);
    expect(l.take('1.2.3.4')).toEqual({ ok: false, waitMs: 60_000 - 20 });
  });

  it('forgets the least recently seen keys past its size bound', () => {
    const l = new SlidingWindowLimiter(1, 60_000, 3, () => 0);
    for (const k of ['a', 'b', 'c', 'd']) l.record(k);
    expect(l.size).toBe(3);
    expect(l.waitMs('a')).toBe(0);
    expect(l.waitMs('d')).toBeGreaterThan(0);
  });
});

describe('client address', () => {
  it('takes the entry the trusted proxies appended, not what the client sent', () => {
    expect(clientIp('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientIp('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('a request that did not pass all the trusted proxies is one shared bucket, not its own claim', () => {
    expect(clientIp('203.0.113.7', 3)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(' , ', 1)).toBe(UNKNOWN_CLIENT);
  });

  it('without a proxy uses the socket address, never the header', () => {
    expect(clientIp('198.51.100.9', 0, '203.0.113.50')).toBe('203.0.113.50');
    expect(clientIp('198.51.100.9', 0)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(null, 0, '::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('keys IPv6 by /64 and strips ports and IPv4-mapped prefixes', () => {
    expect(normaliseIp('2001:db8:85a3:1:aaaa::1')).toBe('2001:db8:85a3:1::/64');
    expect(normaliseIp('2001:db8:85a3:1:bbbb:cccc:dddd:2')).toBe('2001:db8:85a3:1::/64');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseIp('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
    expect(normaliseIp('2001:0DB8:0000:0001::1')).toBe('2001:db8:0:1::/64');
    expect(normaliseIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseIp('192.0.2.1:5555')).toBe('192.0.2.1');
  });
});
