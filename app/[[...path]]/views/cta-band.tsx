import type { Cta } from '@/lib/clinic-api/schemas';
import { ButtonLink } from '@/components/ui/button-link';

/** The page's call to action from the API (`cta`), closing entity and index pages. */
export function CtaBand({ cta, title }: { cta: Cta; title?: string }) {
  return (
    <section className="block cta-band tone-surface" aria-label={title ?? cta.label}>
      {/* Without a title the button stands alone, centred: an empty left half read as something missing. */}
      <div className={title ? 'container cta-inner' : 'container cta-inner cta-inner-solo'}>
        {title ? <h2>{title}</h2> : null}
        <div className="button-row">
          <ButtonLink cta={cta} variant="primary" />
        </div>
      </div>
    </section>
  );
}
