import { z } from 'zod';
import { defineBlock } from './define';
import { sanitizeRichText } from '@/lib/sanitize';

/** HTML from the API, sanitised to the allowed elements before it reaches the page. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}

export const richTextBlock = defineBlock({
  type: 'rich-text.v1',
  schema: z.object({ html: z.string() }),
  Component: ({ props }) => (
    <section className="block rich-text">
      <div className="container container-narrow">
        <RichText html={props.html} />
      </div>
    </section>
  ),
});
