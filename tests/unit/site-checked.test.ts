import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Site } from '@/lib/clinic-api/schemas';
import { site as demoSite } from '@/lib/demo-clinic/fixtures/site';
import { checkedSite, forgetLoggedLines, withCheckedImages } from '@/lib/site-data/checked';
import { STARTER_THEME } from '@/lib/theme/starter-theme';

/**
 * Where API records enter the site (lib/site-data/checked.ts): an image the site does not render becomes null and a
 * theme token that is not what it is becomes the starter's, each with one log line, written once per process (not
 * once per render). Each case starts with nothing logged.
 */
const spyOnWarn = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
let warn: ReturnType<typeof spyOnWarn>;
const lines = () => warn.mock.calls.map((c) => String(c[0]));

beforeEach(() => {
  forgetLoggedLines();
  warn = spyOnWarn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const bad = () => ({ url: 'javascript:alert(1)', alt: null });
const site = (): Site => Site.parse(structuredClone(demoSite));

describe('withCheckedImages', () => {
  it('an image left out is null, and its line names the field and the page', () => {
    const record = { doctor: { name: 'Anna', photo: bad() } };
    expect(withCheckedImages(record, '/zespol/anna')).toEqual({ doctor: { name: 'Anna', photo: null } });
    expect(lines()).toEqual(['[site] image left out: doctor.photo on /zespol/anna (scheme javascript:)']);
  });

  it('an image of the site object is named without the page: it is the same on every page', () => {
    withCheckedImages({ site: { profile: { logo: bad() } } }, '/zespol/anna');
    expect(lines()).toEqual(['[site] image left out: site.profile.logo (scheme javascript:)']);
  });

  it('without a page, the field alone', () => {
    withCheckedImages({ doctor: { photo: bad() } });
    expect(lines()).toEqual(['[site] image left out: doctor.photo (scheme javascript:)']);
  });

  it('the same line is written once; another page’s is its own line', () => {
    withCheckedImages({ doctor: { photo: bad() } }, '/a');
    withCheckedImages({ doctor: { photo: bad() } }, '/a');
    withCheckedImages({ doctor: { photo: bad() } }, '/b');
    expect(lines()).toEqual([
      '[site] image left out: doctor.photo on /a (scheme javascript:)',
      '[site] image left out: doctor.photo on /b (scheme javascript:)',
    ]);
  });

  it('a record with nothing left out is returned as it is, with no line', () => {
    const record = { doctor: { photo: { url: '/demo/a.jpg', alt: 'a' } } };
    expect(withCheckedImages(record, '/a')).toBe(record);
    expect(lines()).toEqual([]);
  });

  it('remembers at most 2,000 lines, then starts afresh', () => {
    const leaveOut = (page: string) => withCheckedImages({ photo: bad() }, page);
    leaveOut('/first');
    for (let i = 1; i < 2000; i++) leaveOut(`/p${i}`);
    leaveOut('/first'); // 2,000 lines remembered, this one among them
    expect(lines()).toHaveLength(2000);
    leaveOut('/p2000'); // the 2,001st: the memory starts afresh
    leaveOut('/first');
    expect(lines()).toHaveLength(2002);
    expect(lines().at(-1)).toBe('[site] image left out: photo on /first (scheme javascript:)');
  });
});

describe('checkedSite', () => {
  it('a site with nothing wrong is returned as it is, with no line', () => {
    const s = site();
    expect(checkedSite(s)).toBe(s);
    expect(lines()).toEqual([]);
  });

  it('each bad token becomes the starter’s, one line each, once; the rest of the site is kept', () => {
    const s = site();
    s.theme.colors.primary = 'zielony';
    s.theme.motion.durationFastMs = -150;
    s.theme.colors.background = '#fafafa';
    const checked = checkedSite(s);
    expect(checked.theme.colors.primary).toBe(STARTER_THEME.colors.primary);
    expect(checked.theme.motion.durationFastMs).toBe(STARTER_THEME.motion.durationFastMs);
    expect(checked.theme.colors.background).toBe('#fafafa');
    expect({ ...checked, theme: s.theme }).toEqual(s);
    expect(s.theme.colors.primary).toBe('zielony');
    const expected = [
      `[site] theme token left out: colors.primary = "zielony" is not a colour: the site uses the starter's ${STARTER_THEME.colors.primary}`,
      `[site] theme token left out: motion.durationFastMs = "-150" is not a number: the site uses the starter's ${STARTER_THEME.motion.durationFastMs}`,
    ];
    expect(lines()).toEqual(expected);
    checkedSite(s);
    expect(lines()).toEqual(expected);
  });

  it('the site’s images are checked too, named as the site’s', () => {
    const s = site();
    s.profile!.logo = { ...s.profile!.logo!, url: 'javascript:alert(1)' };
    const checked = checkedSite(s);
    expect(checked.profile!.logo).toBeNull();
    expect(checked.theme).toBe(s.theme);
    expect(lines()).toEqual(['[site] image left out: site.profile.logo (scheme javascript:)']);
  });
});
