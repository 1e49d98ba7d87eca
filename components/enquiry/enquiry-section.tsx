import type { Site } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { telHref } from '@/lib/format';
import { config } from '@/lib/config/server';
import { issueFormToken } from '@/lib/abuse/server';
import { getClinicFacts, getFormChoices, getPrivacyNotice } from '@/lib/site-data/form-choices';
import { clinicToday, latestPreferredDate } from './validate';
import { LeadFormIsland as LeadForm } from './enquiry-form-island';
import s from './enquiry-form.module.css';

export interface EnquirySectionProps {
  /** Preselects the treatment (treatment pages). */
  serviceSlug?: string | null;
  /** Preselects the doctor (doctor pages). */
  doctorSlug?: string | null;
  title?: string | null;
  lead?: string | null;
  /** Offer 1–3 preferred time windows (default on). */
  timeWindows?: boolean;
  /** The site, when the caller has it already (saves a request); otherwise it is loaded. */
  site?: Site;
  /** The page's path, sent with the enquiry for reception. */
  path?: string;
  /** The section's anchor and the prefix of its fields' ids (unique on the page). */
  id?: string;
}

/**
 * The enquiry form with its heading, for treatment and doctor pages and the `lead-form.v1` block. Loads what the
 * form needs (the information clause, the published treatments and doctors, the clinic's phone), all cacheable
 * reads kept for a minute, so a page with the form stays a cached page.
 */
export async function EnquirySection({
  serviceSlug,
  doctorSlug,
  title,
  lead,
  timeWindows = true,
  site,
  path,
  id = 'zapytanie',
}: EnquirySectionProps) {
  const m = t.leads;
  const [privacy, choices, facts] = await Promise.all([
    getPrivacyNotice(),
    getFormChoices(),
    site
      ? { name: site.name, controller: site.profile?.legalName ?? site.name, phone: site.profile?.phone ?? null }
      : getClinicFacts(),
  ]);
  const service = choices.services.find((c) => c.slug === serviceSlug);
  const doctor = choices.doctors.find((c) => c.slug === doctorSlug);
  const heading = title ?? m.sectionTitle;
  const intro =
    lead !== undefined && lead !== null
      ? lead
      : service
        ? m.sectionLeadService(service.name)
        : doctor
          ? m.sectionLeadDoctor(doctor.name)
          : m.sectionLead;
  const today = clinicToday();

  return (
    <section id={id} className="block" aria-labelledby={`${id}-title`}>
      <div className={`container ${s.layout}`}>
        <div className={s.intro}>
          <h2 id={`${id}-title`}>{heading}</h2>
          <p className="lead">{intro}</p>
          {facts.phone ? (
            <p className={s.call}>
              <span>{m.callUs}:</span>
              <a href={telHref(facts.phone)}>{facts.phone}</a>
            </p>
          ) : null}
        </div>
        <div className={s.card}>
          <LeadForm
            token={issueFormToken()}
            id={`${id}-form`}
            privacy={{
              version: privacy?.version ?? null,
              controller: facts.controller,
              marketingText: privacy?.marketingText ?? null,
            }}
            services={choices.services}
            doctors={choices.doctors}
            preset={{ serviceSlug: service?.slug, doctorSlug: doctor?.slug }}
            timeWindows={timeWindows}
            clinicPhone={facts.phone}
            attribution={config().attribution}
            page={path}
            minDate={today}
            maxDate={latestPreferredDate(today)}
          />
        </div>
      </div>
    </section>
  );
}
