/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` become \u escapes so no API text can
 * close the script or open a comment, and U+2028/U+2029 are escaped for older JavaScript parsers. The result is
 * still the same JSON value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
