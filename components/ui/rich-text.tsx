import { sanitizeRichText } from '@/lib/sanitize';

/** HTML from the API, sanitised to the allowed elements before it reaches the page. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `prose ${className}` : 'prose'}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
