import type { ReactNode } from 'react';
import type { Cta } from '@/lib/clinic-api/schemas';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';

interface ListProps<I> {
  eyebrow: string | null;
  title: string | null;
  lead: string | null;
  items: I[];
  cta: Cta | null;
}

/** The one view of the list blocks (schema-parts' listBlockSchema): heading, a grid of cards keyed by path, the list's link; nothing when the list is empty. */
export function listBlockView<I extends { path: string }>(
  className: string,
  Card: (p: { item: I }) => ReactNode,
  gridClass = 'card-grid',
) {
  return function ListBlock({ props }: { props: ListProps<I> }) {
    // Nothing to list (a new clinic's latest posts): no heading over an empty grid, the section is left out.
    if (props.items.length === 0) return null;
    return (
      <section className={`block ${className}`}>
        <div className="container">
          <SectionHeading eyebrow={props.eyebrow} title={props.title} lead={props.lead} />
          <ul className={gridClass} role="list">
            {props.items.map((item) => (
              <li key={item.path}>
                <Card item={item} />
              </li>
            ))}
          </ul>
          {props.cta ? (
            <div className="block-footer">
              <ButtonLink cta={props.cta} variant="secondary" />
            </div>
          ) : null}
        </div>
      </section>
    );
  };
}
