import type { Site } from '@/lib/clinic-api/schemas';
import { ContactDetails } from '@/components/ui/contact-details';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { LegalArticle } from './legal-article';

const w = t.legal.accessibility;

/** /dostepnosc: what the site meets (WCAG 2.2 AA, checked by axe in CI), its limits, the last review, how to report. */
export function AccessibilityView({
  site,
  reviewedAt,
  ownForms = true,
}: {
  site: Site;
  reviewedAt: string | null;
  ownForms?: boolean;
}) {
  const p = site.profile;
  const reviewed = reviewedAt ? formatDate(reviewedAt) : null;
  return (
    <LegalArticle title={t.legal.titles.accessibility} lead={w.intro(site.name)}>
      <h2>{w.standardHeading}</h2>
      <p>{w.standard}</p>
      {reviewed && reviewedAt ? (
        <p>
          {w.reviewed} <time dateTime={reviewedAt}>{reviewed}</time>
        </p>
      ) : null}
      <h2>{w.featuresHeading}</h2>
      <ul>
        {/* The forms' line only where the site has forms of its own (not the static export's panels or embed). */}
        {w.features
          .filter((f) => ownForms || f !== w.formsFeature)
          .map((f) => (
            <li key={f}>{f}</li>
          ))}
      </ul>
      <h2>{w.limitsHeading}</h2>
      <p>{w.limits}</p>
      <h2>{w.reportHeading}</h2>
      <p>{w.report}</p>
      <p>
        <a href="/zglos-problem?strona=%2Fdostepnosc" rel="nofollow">
          {w.reportLink}
        </a>
      </p>
      {p?.phone || p?.email ? <ContactDetails profile={{ phone: p.phone, email: p.email }} /> : null}
      <p>{w.authority}</p>
    </LegalArticle>
  );
}
