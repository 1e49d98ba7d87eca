import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText } from './shared';

export const FaqItem = z.object({ question: z.string().min(1), answer: z.string() });

/** Questions as <details> disclosures: keyboard and screen-reader friendly with no JavaScript. */
export function FaqList({ items }: { items: z.infer<typeof FaqItem>[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} className="faq-item">
          <summary>
            <span>{item.question}</span>
          </summary>
          <div className="faq-answer">
            {item.answer.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

export const faqBlock = defineBlock({
  type: 'faq.v1',
  schema: z.object({ title: optionalText, items: z.array(FaqItem).min(1) }),
  Component: ({ props }) => (
    <section className="block faq">
      <div className="container container-narrow">
        {props.title ? <h2>{props.title}</h2> : null}
        <FaqList items={props.items} />
      </div>
    </section>
  ),
});
