/**
 * An id as it may appear in a log line: a plain token (letters, digits, `_ . : -`) as it is, anything else quoted by
 * JSON.stringify with every character that is not visible ASCII escaped as \uXXXX (line breaks, separators, bidi
 * controls), so an id can neither start a new log line nor pass for another field.
 */
export function logId(id: string): string {
  if (/^[A-Za-z0-9_.:-]+$/.test(id)) return id;
  return JSON.stringify(id).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
