import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanCounts, dayOf, EVENTS, field, formatCounts, KINDS, toKind } from '@/lib/conversions/counts';
import { FileConversionStore, readConversionFile } from '@/lib/conversions/store';
import { runTool } from '../support/run-tool';
import { PageKind } from '@/lib/clinic-api/schemas';

/** The conversion counts (issue 37 item 6): bounded, kept in the server's data folder, read by `npm run stats`. */
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'conversions-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('conversion counts', () => {
  it("counts each of the API's page kinds (the schema's own list), plus home, booking, search and other", () => {
    expect(KINDS).toEqual(['home', ...PageKind.options, 'booking', 'search', 'other']);
  });

  it('counts per day, event and page kind, and writes them to the data folder', async () => {
    const path = join(tempDir(), 'conversions.json');
    const store = new FileConversionStore(path, { now: () => Date.parse('2026-03-02T12:00:00Z') });
    await store.add('2026-03-02', field('phone_tapped', 'service'));
    await store.add('2026-03-02', field('phone_tapped', 'service'));
    await store.add('2026-03-02', field('enquiry_sent', 'doctor'));
    await store.add('2026-03-01', field('booking_made', 'booking'));
    await store.flush();
    const expected = {
      '2026-03-01': { 'booking_made:booking': 1 },
      '2026-03-02': { 'phone_tapped:service': 2, 'enquiry_sent:doctor': 1 },
    };
    expect(await store.read()).toEqual(expected);
    expect(await readConversionFile(path)).toEqual(expected);
    // Only counts: no address, no path, no time of day.
    expect(readFileSync(path, 'utf8')).not.toMatch(/\/|T\d\d:|\d+\.\d+\.\d+\.\d+/);
    // A second process (a restart) goes on from the file.
    const again = new FileConversionStore(path, { now: () => Date.parse('2026-03-02T12:00:00Z') });
    await again.add('2026-03-02', field('phone_tapped', 'service'));
    expect((await again.read())['2026-03-02']!['phone_tapped:service']).toBe(3);
    await again.flush();
  });

  it('drops days older than the kept period', async () => {
    const path = join(tempDir(), 'conversions.json');
    writeFileSync(path, JSON.stringify({ '2024-01-01': { 'phone_tapped:home': 4 } }));
    const store = new FileConversionStore(path, { now: () => Date.parse('2026-03-02T12:00:00Z') });
    await store.add('2026-03-02', field('phone_tapped', 'home'));
    expect(Object.keys(await store.read())).toEqual(['2026-03-02']);
    await store.flush();
  });

  it('keeps the counts bounded: unknown events, kinds, days and numbers are not counts', () => {
    expect(toKind('service')).toBe('service');
    expect(toKind('/zabiegi/implanty')).toBe('other');
    expect(toKind(undefined)).toBe('other');
    expect(
      cleanCounts({
        '2026-03-02': { 'phone_tapped:service': 2, 'phone_tapped:x': 1, 'hack:home': 3, 'enquiry_sent:home': -1 },
        'not-a-day': { 'phone_tapped:home': 1 },
        '2026-03-03': { 'booking_made:booking': '5', 'booking_made:home': 1.5 },
      }),
    ).toEqual({ '2026-03-02': { 'phone_tapped:service': 2 }, '2026-03-03': { 'booking_made:booking': 5 } });
    // At most EVENTS × KINDS numbers a day, whatever is posted.
    expect(EVENTS.length * KINDS.length).toBeLessThanOrEqual(60);
  });

  it("counts on the clinic's calendar day (Europe/Warsaw)", () => {
    expect(dayOf(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(dayOf(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('prints a table with each event total', () => {
    const out = formatCounts({ '2026-03-02': { 'phone_tapped:service': 2, 'enquiry_sent:doctor': 1 } }, 'here');
    expect(out).toMatch(/2026-03-02 +phone_tapped +service +2\n/);
    expect(out).toMatch(
      /Totals:\n {2}booking_started {2}0\n {2}booking_made {5}0\n {2}enquiry_sent {5}1\n {2}phone_tapped {5}2/,
    );
    expect(formatCounts({}, 'here')).toContain('none counted yet');
  });
});

describe('npm run stats', () => {
  it("reads the counts from the server's data folder", async () => {
    const dir = tempDir();
    const store = new FileConversionStore(join(dir, 'conversions.json'));
    const today = dayOf(new Date());
    await store.add(today, field('enquiry_sent', 'service'));
    await store.add(today, field('phone_tapped', 'home'));
    await store.flush();
    const run = await runTool('stats', [], { ENQUIRY_OUTBOX_DIR: dir, REDIS_URL: '' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`${today} +enquiry_sent +service +1\\n`));
    expect(run.stdout).toMatch(new RegExp(`${today} +phone_tapped +home +1\\n`));
    expect(run.stdout).toContain(join(dir, 'conversions.json'));

    const json = await runTool('stats', ['--json', '--days', '2'], { ENQUIRY_OUTBOX_DIR: dir, REDIS_URL: '' });
    expect(JSON.parse(json.stdout)).toEqual({ [today]: { 'enquiry_sent:service': 1, 'phone_tapped:home': 1 } });
  });

  it('says when nothing was counted, and refuses a bad --days', async () => {
    const dir = tempDir();
    const run = await runTool('stats', [], { ENQUIRY_OUTBOX_DIR: dir, REDIS_URL: '' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('none counted yet');
    const bad = await runTool('stats', ['--days', 'x'], { ENQUIRY_OUTBOX_DIR: dir, REDIS_URL: '' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--days');
  });
});
