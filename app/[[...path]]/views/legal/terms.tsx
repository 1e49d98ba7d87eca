import type { Site } from '@/lib/clinic-api/schemas';
import { OperatorIdentity } from '@/components/ui/operator-identity';
import { t } from '@/lib/i18n';
import { complaintContact, LegalArticle } from './legal-article';

const w = t.legal.terms;

/**
 * /regulamin: the terms of the services the site provides electronically (art. 8 of the act on providing services
 * by electronic means): what they are, the technical requirements, the ban on unlawful content, how a form's
 * contract starts and ends, complaints, and who the operator is.
 */
/**
 * `forms`: what the site offers to fill in. The server's site has its own forms (enquiry, booking, problem report),
 * which work without JavaScript; the static export has none of its own, only the clinic's embed for enquiries when
 * configured ('embed') or contact panels ('none'). The terms must name only the services actually provided.
 */
export type SiteForms = 'own' | 'embed' | 'none';

export function TermsView({ site, forms = 'own' }: { site: Site; forms?: SiteForms }) {
  const p = site.profile ?? {};
  const operator = p.legalName ?? site.name;
  const address = p.address ? `${p.address.street}, ${p.address.postalCode} ${p.address.city}` : null;
  const contact = complaintContact(p.email, address, {
    byEmail: w.complaintsByEmail,
    byPost: w.complaintsByPost,
    fallback: w.complaintsFallback,
  });
  return (
    <LegalArticle title={t.legal.titles.terms} lead={w.intro(operator)}>
      <h2>{t.legal.operator.heading}</h2>
      <OperatorIdentity site={site} />
      <h2>{w.servicesHeading}</h2>
      {forms === 'own' ? (
        <ul>
          <li>{w.services.browse}</li>
          <li>{w.services.enquiry}</li>
          <li>{w.services.booking}</li>
          <li>{w.services.report}</li>
        </ul>
      ) : (
        <ul>
          <li>{w.services.browse}</li>
          {forms === 'embed' ? <li>{w.static.enquiryEmbed}</li> : null}
          <li>{w.static.bookingByPhone}</li>
        </ul>
      )}
      <p>{w.free}</p>
      <h2>{w.requirementsHeading}</h2>
      <p>{forms === 'own' ? w.requirements : w.static.requirements(forms === 'embed')}</p>
      <h2>{w.prohibitedHeading}</h2>
      <p>{w.prohibited}</p>
      <h2>{w.contractHeading}</h2>
      <p>{w.contractBrowse}</p>
      {forms === 'own' ? <p>{w.contractForms}</p> : forms === 'embed' ? <p>{w.static.contractEnquiry}</p> : null}
      <h2>{w.complaintsHeading}</h2>
      <p>{w.complaints(contact)}</p>
      <p>
        <a href="/zglos-problem?strona=%2Fregulamin" rel="nofollow">
          {w.reportLink}
        </a>
      </p>
      <h2>{w.dataHeading}</h2>
      <p>
        {w.data} <a href="/polityka-prywatnosci">{t.site.privacyPolicy}</a>
      </p>
      <h2>{w.finalHeading}</h2>
      <p>{w.final}</p>
    </LegalArticle>
  );
}
