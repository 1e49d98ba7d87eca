import type { z } from 'zod';
import type { FaqItem } from '@/blocks/faq/schema';

/** Questions as <details> disclosures: keyboard and screen-reader friendly with no JavaScript. */
export function FaqList({ items }: { items: z.input<typeof FaqItem>[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} className="faq-item">
          <summary>
            <span>{item.question}</span>
          </summary>
          <div className="faq-answer">
            {item.answer.split(/(?:\r?\n){2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
