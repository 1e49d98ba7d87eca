import { telHref } from './format';

/**
 * The one check for every href the site builds from API data, a form field or a query string. A browser reads
 * `//host` and `/\host` as another site, so a "path" must start with exactly one slash and no backslash; anything
 * that is not a path may only be a fragment of the page, https:, tel: or mailto:.
 */

const PATH = /^\/(?![/\\])[^\s\u0000-\u001f\\]*$/;

/** Turns route params into the site path the API knows ('/' or '/a/b'). */
export function toPath(segments: string[] | undefined): string {
  if (!segments || segments.length === 0) return '/';
  return '/' + segments.map((s) => decodeURIComponent(s)).join('/');
}

/** True for a path on this site (query and fragment allowed). */
export function isSitePath(href: string): boolean {
  return PATH.test(href);
}

/**
 * A page of this site named by a visitor (a form field, a query parameter): the path only, since a query string or
 * fragment may carry data; null when it is not a path on this site or longer than `maxLength`.
 */
export function sitePath(raw: unknown, maxLength = 300): string | null {
  if (typeof raw !== 'string') return null;
  const path = raw.trim().split(/[?#]/)[0]!;
  return path.length <= maxLength && isSitePath(path) ? path : null;
}

/**
 * An href from API data that is safe to render: a site path, a fragment of this page (`#formularz-kontaktowy`), or an
 * https:, tel: or mailto: address; else null. A phone number as editors write it ("tel:+48 12 345 67 89") is kept,
 * its spaces dropped (what a browser dials anyway).
 */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  if (isSitePath(href)) return href;
  if (/^#[\w-]+$/.test(href)) return href;
  const tel = /^tel:\s*(\+?[\d\s().-]*\d[\d\s().-]*)$/i.exec(href);
  if (tel) return telHref(tel[1]!);
  if (/^(tel|mailto):[^\s]+$/i.test(href)) return href;
  try {
    return new URL(href).protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

/**
 * A mailto: href for one e-mail address from API data, or null (the address is then shown as text). Stricter than
 * safeHref's mailto: a pasted `?bcc=…&body=…`, a second recipient or a space would let a panel value add
 * recipients or text to the message a patient sends.
 */
export function mailHref(email: string | null | undefined): string | null {
  const address = email?.trim();
  if (!address || address.length > 254) return null;
  return /^[^\s@?&,;:<>"'()[\]\\/]+@[^\s@?&,;:<>"'()[\]\\/]+\.[a-z]{2,}$/i.test(address) ? `mailto:${address}` : null;
}
