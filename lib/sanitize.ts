import sanitizeHtml from 'sanitize-html';
import { safeHref } from './site-path';

/**
 * Rich text from the API may only use these elements (the starter's assumption, stated for rich-text.v1 in
 * blocks/README.md). Everything else is removed: scripts, styles, event handlers, `javascript:` and other non-web links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'],
  // `rel` is the one the link transform below sets; the panel's own `rel` is dropped there.
  allowedAttributes: { a: ['href', 'rel'] },
  // A second line behind safeHref, with the same schemes (a site path has none).
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code or a form's, never text to show: dropped with their content (an <embed> has none).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    // External links open in the same tab but do not leak the referrer or the opener.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      // The site's one href check (lib/site-path.ts) first; the allowed schemes above stay as a second line.
      const href = safeHref(attribs.href);
      // A link whose target was dropped is unwrapped to its text (a span is outside the set, so only its text
      // stays): an <a> without href is a "link" crawlers and screen readers cannot follow.
      // Stryker disable next-line StringLiteral,ObjectLiteral: any tag name outside the set, or none, unwraps alike.
      if (!href) return { tagName: 'span', attribs: {} };
      return { tagName, attribs: leavesSite(href) ? { href, rel: 'noopener noreferrer' } : { href } };
    },
  },
};

/** An https: address as the browser reads it (" https://x" and "https:/x" too), so no external link goes unmarked. */
function leavesSite(href: string): boolean {
  // A site path or a fragment does not parse without a base: not an absolute address.
  return URL.canParse(href) && new URL(href).protocol === 'https:';
}

/** Sanitises API HTML to the allowed set. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
