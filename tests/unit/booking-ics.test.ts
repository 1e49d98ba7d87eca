import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsText, icsUtc } from '@/lib/booking/ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('RFC 5545 writer', () => {
  it('writes UTC date-times with Z', () => {
    expect(icsUtc(Date.parse('2026-03-29T07:00:00Z') / 1000)).toBe('20260329T070000Z');
  });

  it('escapes TEXT values', () => {
    expect(icsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds at 75 octets without splitting a Polish letter, and unfolds to the original', () => {
    const line = 'DESCRIPTION:' + 'Zażółć gęślą jaźń, '.repeat(12);
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const p of physical) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of physical.slice(1)) expect(p.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('builds a calendar every client can read: CRLF, required properties, one event', () => {
    const ics = buildIcs({
      prodId: '-//Test//PL',
      events: [
        {
          uid: 'appt_1@klinika.example',
          startAt: 1795000000,
          endAt: 1795001800,
          stampAt: 1794000000,
          summary: 'Przegląd, dr Anna',
          location: 'ul. Długa 1; Warszawa',
        },
      ],
    });
    const lines = ics.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//PL',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('UID:appt_1@klinika.example');
    expect(lines).toContain(`DTSTART:${icsUtc(1795000000)}`);
    expect(lines).toContain(`DTEND:${icsUtc(1795001800)}`);
    expect(lines).toContain(`DTSTAMP:${icsUtc(1794000000)}`);
    expect(lines).toContain('SUMMARY:Przegląd\\, dr Anna');
    expect(lines).toContain('LOCATION:ul. Długa 1\\; Warszawa');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
