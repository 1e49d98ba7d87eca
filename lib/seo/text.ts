import { decodeHTML } from 'entities';
/** Meta descriptions longer than this are cut by search engines; we cut first, at a word. */
const DESCRIPTION_MAX = 160;

/**
 * Plain text of the limited HTML the API sends in rich-text blocks: tags dropped, character references decoded as a
 * browser would (every HTML5 name, &oacute; &ndash; &bdquo; &hellip; and the Polish letters' &aogon; &lstrok;…; a
 * numeric reference past U+10FFFF or to a surrogate becomes U+FFFD instead of throwing). The `entities` package
 * (fb55's, already under sanitize-html) holds the whole table.
 */
export function htmlToText(html: string): string {
  return collapse(
    decodeHTML(html.replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, '')),
  );
}

/** Whitespace runs become one space; ends trimmed. */
function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts `text` to at most `max` characters at a word boundary, ending with an ellipsis when cut. */
export function truncateAtWord(text: string, max = DESCRIPTION_MAX): string {
  const clean = collapse(text);
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single very long word: cut inside it rather than return nothing.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** The first non-blank string, trimmed; undefined when all are empty. */
export function firstText(...values: (string | null | undefined)[]): string | undefined {
  for (const v of values) {
    const t = v ? collapse(v) : '';
    if (t) return t;
  }
  return undefined;
}
