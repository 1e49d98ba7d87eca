/**
 * A minimal RFC 5545 (iCalendar) writer: one VCALENDAR with VEVENTs, CRLF line ends, times in UTC ("Z"), TEXT values
 * escaped, lines folded at 75 octets. Pure, so the browser builds the patient's "add to calendar" file and the demo
 * clinic builds reception's attachment with the same, tested code.
 */

interface IcsEvent {
  uid: string;
  /** Epoch seconds, UTC. */
  startAt: number;
  endAt: number;
  /** When this copy of the event was made (epoch seconds). */
  stampAt: number;
  summary: string;
  description?: string;
  location?: string;
  /** Optional 'mailto:' address of the organiser. */
  organizer?: { name: string; email: string };
}

export interface IcsCalendar {
  /** PRODID, e.g. "-//Klinika//Rezerwacje//PL". */
  prodId: string;
  /** PUBLISH for a plain event file; REQUEST for an invitation. */
  method?: 'PUBLISH' | 'REQUEST';
  events: IcsEvent[];
}

/** 20261124T083000Z: a UTC date-time as RFC 5545 writes it. */
export function icsUtc(epochSec: number): string {
  return new Date(epochSec * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value: backslash, semicolon, comma, and line breaks as \n (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value in quotes when it holds a character that would end it (RFC 5545 §3.2). */
function icsParam(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();

/** Folds a content line so no physical line exceeds 75 octets, never splitting a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1; // the leading space of a continuation line counts toward its 75
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The whole .ics text. */
export function buildIcs(cal: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${cal.prodId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${cal.method ?? 'PUBLISH'}`,
  ];
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsUtc(e.stampAt)}`,
      `DTSTART:${icsUtc(e.startAt)}`,
      `DTEND:${icsUtc(e.endAt)}`,
      `SUMMARY:${icsText(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${icsText(e.location)}`);
    if (e.organizer) lines.push(`ORGANIZER;CN=${icsParam(e.organizer.name)}:mailto:${e.organizer.email}`);
    lines.push('STATUS:CONFIRMED', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
