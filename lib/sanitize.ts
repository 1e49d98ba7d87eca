import sanitizeHtml from 'sanitize-html';
import { safeHref } from './site-path';

/**
 * Rich text from the API may only use these elements (the starter's assumption, stated for rich-text.v1 in
 * blocks/README.md). Everything else is removed: scripts, styles, event handlers, `javascript:` and other non-web links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // External links open in the same tab but do not leak the referrer or the opener.
    a: (tagName, attribs) => {
      // The site's one href check (lib/site-path.ts) first; the allowed schemes below stay as a second line.
      const href = safeHref(attribs.href);
      // A link whose target was dropped is unwrapped to its text (a span is outside the set, so only its text
      // stays): an <a> without href is a "link" crawlers and screen readers cannot follow.
      if (!href) return { tagName: 'span', attribs: {} };
      const external = /^https:\/\//i.test(href);
      return { tagName, attribs: external ? { href, rel: 'noopener noreferrer' } : { href } };
    },
  },
  allowedAttributesByTag: undefined,
} as sanitizeHtml.IOptions;

/** Sanitises API HTML to the allowed set. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { a: ['href', 'rel'] } });
}
