import { SectionHeading } from '@/components/ui/section-heading';
import { defineBlock } from '../define';
import * as testimonials from './schema';

export const testimonialsBlock = defineBlock(testimonials, ({ props, ctx }) => (
  <section className="block testimonials">
    <div className="container">
      <SectionHeading title={props.title} />
      <ul className="quote-grid" role="list">
        {props.items.map((item) => (
          <li key={item.author + item.quote.slice(0, 20)}>
            <figure className="quote">
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <span className="quote-author">{item.author}</span>
                {item.context || item.source ? (
                  <span className="quote-meta">{[item.context, item.source].filter(Boolean).join(' · ')}</span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {props.note || ctx.site.profile?.reviewsPolicy ? (
        <p className="block-note">{props.note ?? ctx.site.profile?.reviewsPolicy}</p>
      ) : null}
    </div>
  </section>
));
