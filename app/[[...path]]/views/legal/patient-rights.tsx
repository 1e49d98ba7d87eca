import type { Site } from '@/lib/clinic-api/schemas';
import { telHref } from '@/lib/format';
import { t } from '@/lib/i18n';
import { complaintContact, LegalArticle } from './legal-article';

const w = t.legal.patientRights;

/** /prawa-pacjenta: emergency numbers first, the patient's rights, complaints, the Ombudsman, and NFZ when contracted. */
export function PatientRightsView({ site }: { site: Site }) {
  const p = site.profile ?? {};
  const address = p.address ? `${p.address.street}, ${p.address.postalCode} ${p.address.city}` : null;
  const contact = complaintContact(p.email, address, {
    byEmail: t.legal.terms.complaintsByEmail,
    byPost: t.legal.terms.complaintsByPost,
    fallback: w.complaintsFallback,
  });
  return (
    <LegalArticle title={t.legal.titles.patientRights}>
      <h2>{w.emergencyHeading}</h2>
      <p>
        <strong>{w.emergency}</strong>
      </p>
      <h2>{w.rightsHeading}</h2>
      <p>{w.rightsIntro}</p>
      <ul>
        {w.rights.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <h2>{w.complaintsHeading}</h2>
      <p>{w.complaints(contact)}</p>
      <h2>{w.ombudsmanHeading}</h2>
      <p>
        {w.ombudsman} <a href={telHref(w.ombudsmanPhone)}>{w.ombudsmanPhone}</a>
      </p>
      {p.nfz?.contract ? (
        <>
          <h2>{w.nfzHeading}</h2>
          <p>{w.nfz}</p>
          {p.nfz.note ? <p>{p.nfz.note}</p> : null}
        </>
      ) : null}
    </LegalArticle>
  );
}
