import { describe, expect, it } from 'vitest';
import { leaveOutBadImages, mediaUrlProblem, type MediaAllowList } from '@/lib/images/media-check';

/**
 * Which image addresses from the API the site renders (lib/images/media-check.ts): an address a panel user pasted
 * (`javascript:`, `data:`, plain http, a host outside the configuration) is left out, with the field named.
 */
const allow: MediaAllowList = {
  origins: ['http://localhost:3000', 'https://api.klinika.pl'],
  hosts: ['api.klinika.pl', 'media.klinika.pl'],
};

describe('which image addresses the site renders', () => {
  it.each([
    ['javascript:alert(document.cookie)', 'scheme javascript:'],
    [' JaVaScRiPt:alert(1)', 'scheme javascript:'],
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'scheme data:'],
    ['vbscript:msgbox', 'scheme vbscript:'],
    ['http://media.klinika.pl/a.jpg', 'http: not https:'],
    ['https://evil.example/a.jpg', 'host evil.example is not an image host: CLINIC_IMAGE_HOSTS'],
    ['//evil.example/a.jpg', 'not an address'],
    ['zdjęcie.jpg', 'not an address'],
  ])('%s is left out (%s)', (url, reason) => {
    expect(mediaUrlProblem(url, allow)).toBe(reason);
  });

  it.each([
    'https://media.klinika.pl/a.jpg',
    'https://api.klinika.pl/media/a.jpg',
    'http://localhost:3000/demo/a.jpg',
    '/demo/a.jpg',
  ])('%s is rendered', (url) => {
    expect(mediaUrlProblem(url, allow)).toBeNull();
  });

  it('a long pasted host is cut in the reason', () => {
    const reason = mediaUrlProblem(`https://${'a'.repeat(200)}.example/x.jpg`, allow)!;
    expect(reason.length).toBeLessThan(120);
  });

  it('walks typed fields and block props, names each field, keeps social links and what is fine', () => {
    const record = {
      doctor: { name: 'x', photo: { url: 'javascript:alert(1)', alt: null } },
      bodyBlocks: [
        { id: 'a', type: 'hero.v1', props: { title: 't', image: { url: 'https://media.klinika.pl/ok.jpg' } } },
        { id: 'b', type: 'team-list.v1', props: { items: [{ name: 'y', photo: { url: 'data:,x' } }] } },
      ],
      socials: [{ network: 'other', url: 'http://example.com' }],
    };
    const { value, leftOut } = leaveOutBadImages(record, allow);
    expect(leftOut).toEqual([
      { field: 'doctor.photo', reason: 'scheme javascript:' },
      { field: 'bodyBlocks[1]:team-list.v1.items[0].photo', reason: 'scheme data:' },
    ]);
    expect(value.doctor.photo).toBeNull();
    expect(value.bodyBlocks[0]).toBe(record.bodyBlocks[0]);
    expect((value.bodyBlocks[1]!.props as { items: { photo: unknown }[] }).items[0]!.photo).toBeNull();
    expect(value.socials).toBe(record.socials);
    expect(record.doctor.photo).not.toBeNull(); // the API's record itself is not changed
  });
});

describe('the reason, never the whole value', () => {
  it('a pasted scheme is shown up to 60 characters', () => {
    const scheme = (n: number) => `${'a'.repeat(n - 1)}:`;
    expect(mediaUrlProblem(`${scheme(60)}x`, allow)).toBe(`scheme ${scheme(60)}`);
    expect(mediaUrlProblem(`${scheme(61)}x`, allow)).toBe(`scheme ${scheme(61).slice(0, 60)}…`);
  });

  it('a foreign host is shown up to 60 characters, its port included', () => {
    const host = (n: number) => 'h'.repeat(n);
    expect(mediaUrlProblem(`https://${host(60)}/a.jpg`, allow)).toBe(
      `host ${host(60)} is not an image host: CLINIC_IMAGE_HOSTS`,
    );
    expect(mediaUrlProblem(`https://${host(61)}/a.jpg`, allow)).toBe(
      `host ${host(60)}… is not an image host: CLINIC_IMAGE_HOSTS`,
    );
    expect(mediaUrlProblem('https://evil.example:8443/a.jpg', allow)).toBe(
      'host evil.example:8443 is not an image host: CLINIC_IMAGE_HOSTS',
    );
  });
});

describe('http only from the site’s or the API’s own origin on this machine', () => {
  it('http to this machine on another port is not an origin of the site', () => {
    expect(mediaUrlProblem('http://127.0.0.1:9000/a.jpg', allow)).toBe(
      'host 127.0.0.1:9000 is not an image host: CLINIC_IMAGE_HOSTS',
    );
  });

  it('an image host is trusted over https only, even on this machine', () => {
    const local: MediaAllowList = { origins: [], hosts: ['localhost'] };
    expect(mediaUrlProblem('https://localhost:4000/a.jpg', local)).toBeNull();
    expect(mediaUrlProblem('http://localhost:4000/a.jpg', local)).toBe(
      'host localhost:4000 is not an image host: CLINIC_IMAGE_HOSTS',
    );
  });

  it('an https origin is trusted whether or not its host is an image host', () => {
    expect(mediaUrlProblem('https://cdn.example/a.jpg', { origins: ['https://cdn.example'], hosts: [] })).toBeNull();
  });
});

describe('walking a record', () => {
  const bad = () => ({ url: 'javascript:alert(1)', alt: null });
  const ok = () => ({ url: '/demo/a.jpg', alt: 'a' });

  it('a record with nothing to leave out is returned as it is, to the last array', () => {
    const record = { page: { photo: ok(), gallery: [ok(), ok()], tags: ['a', 'b'], count: 2, empty: null } };
    const { value, leftOut } = leaveOutBadImages(record, allow);
    expect(value).toBe(record);
    expect(leftOut).toEqual([]);
  });

  it('only the path to what was left out is copied; everything else is the record’s own', () => {
    const record = {
      page: { gallery: [ok(), bad(), ok()], other: { photo: ok() }, flag: false, n: 0, text: 'x', none: null },
      list: [ok()],
    };
    const { value, leftOut } = leaveOutBadImages(record, allow);
    expect(leftOut).toEqual([{ field: 'page.gallery[1]', reason: 'scheme javascript:' }]);
    expect(value.page.gallery).toEqual([record.page.gallery[0], null, record.page.gallery[2]]);
    expect(value.page.gallery[0]).toBe(record.page.gallery[0]);
    expect(value.page.other).toBe(record.page.other);
    expect(value.list).toBe(record.list);
    expect(value.page).toMatchObject({ flag: false, n: 0, text: 'x', none: null });
    expect(record.page.gallery[1]).not.toBeNull();
  });

  it('an object whose url is not a string is not an image: its own images are checked', () => {
    const record = { link: { url: null, label: 'x', image: bad() }, other: { url: 7 } };
    const { value, leftOut } = leaveOutBadImages(record, allow);
    expect(leftOut).toEqual([{ field: 'link.image', reason: 'scheme javascript:' }]);
    expect(value.link).toEqual({ url: null, label: 'x', image: null });
    expect(value.other).toBe(record.other);
  });

  it('a block is named by its type, and its props by the block; anything else by its keys', () => {
    const record = {
      blocks: [
        null,
        'text',
        { id: 'a', type: 'hero.v1', props: { image: bad() } },
        { id: 'b', type: 7, props: { image: bad() } },
        { id: 'c', type: 'card', image: bad() },
        { id: 'd', type: 'hero.v1', props: {}, meta: { image: bad() } },
      ],
      card: { props: { image: bad() } },
    };
    const { value, leftOut } = leaveOutBadImages(record, allow);
    expect(leftOut.map((l) => l.field)).toEqual([
      'blocks[2]:hero.v1.image',
      'blocks[3].props.image',
      'blocks[4].image',
      'blocks[5]:hero.v1.meta.image',
      'card.props.image',
    ]);
    expect(value.blocks.slice(0, 2)).toEqual([null, 'text']);
  });

  it('social links are skipped wherever they are', () => {
    const record = { profile: { socials: [{ network: 'x', url: 'http://example.com' }], logo: bad() } };
    const { value, leftOut } = leaveOutBadImages(record, allow);
    expect(leftOut.map((l) => l.field)).toEqual(['profile.logo']);
    expect(value.profile.socials).toBe(record.profile.socials);
  });

  it('paths start where the caller says; an image or a list given alone is named by its place', () => {
    expect(leaveOutBadImages({ profile: { logo: bad() } }, allow, 'site').leftOut.map((l) => l.field)).toEqual([
      'site.profile.logo',
    ]);
    expect(leaveOutBadImages([ok(), bad()], allow)).toEqual({
      value: [ok(), null],
      leftOut: [{ field: '[1]', reason: 'scheme javascript:' }],
    });
    expect(leaveOutBadImages(bad(), allow, 'doctor.photo')).toEqual({
      value: null,
      leftOut: [{ field: 'doctor.photo', reason: 'scheme javascript:' }],
    });
  });
});
