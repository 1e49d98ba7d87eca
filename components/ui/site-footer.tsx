import type { Site } from '@/lib/clinic-api/schemas';
import { mailHref } from '@/lib/site-path';
import { t } from '@/lib/i18n';
import { LEGAL_PAGES } from '@/lib/legal/paths';
import { ClinicContact } from './clinic-contact';
import { OperatorLine } from './operator-identity';
import { OpeningHours } from './opening-hours';
import { SafeLink } from './safe-link';

/**
 * The footer from the SiteProfile: contact (every location when the clinic has several), hours by day, NFZ,
 * payments, socials, the operator's identity (only what is set) and the links to the legal pages.
 */
export function SiteFooter({ site, extra }: { site: Site; extra?: React.ReactNode }) {
  const p = site.profile;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {t.site.contact}
          </h2>
          <p className="footer-name">{site.name}</p>
          <ClinicContact site={site} showMap />
          {p?.socials && p.socials.length > 0 ? (
            <>
              <h3 className="footer-subheading">{t.site.follow}</h3>
              <ul className="socials">
                {p.socials.map((s) => (
                  <li key={s.url}>
                    <SafeLink href={s.url} rel="noopener noreferrer me">
                      {t.site.socialNames[s.network]}
                    </SafeLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {p?.openingHours ? (
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className="footer-heading">
              {t.site.openingHours}
            </h2>
            <OpeningHours hours={p.openingHours} note={p.openingHoursNote} />
          </section>
        ) : null}
        {p?.nfz || p?.payments ? (
          <section aria-labelledby="footer-info">
            <h2 id="footer-info" className="footer-heading">
              {p?.nfz ? t.site.nfz : t.site.payments}
            </h2>
            {p?.nfz ? (
              <div className="footer-block">
                <p>{p.nfz.contract ? t.site.nfzContract : t.site.nfzNoContract}</p>
                {p.nfz.note ? <p className="muted">{p.nfz.note}</p> : null}
              </div>
            ) : null}
            {p?.payments ? (
              <div className="footer-block">
                {p.nfz ? <h3 className="footer-subheading">{t.site.payments}</h3> : null}
                <p>{p.payments.methods.join(' · ')}</p>
                {p.payments.note ? <p className="muted">{p.payments.note}</p> : null}
              </div>
            ) : null}
          </section>
        ) : null}
      </div>
      <div className="container footer-bottom">
        <div className="footer-legal">
          <p>{t.site.copyright(year, p?.legalName ?? site.name)}</p>
          <OperatorLine site={site} />
          {p?.privacy?.dpoEmail ? (
            <p className="muted">
              {t.site.dpo}
              {p.privacy.dpoName ? `: ${p.privacy.dpoName}` : ''},{' '}
              {mailHref(p.privacy.dpoEmail) ? (
                <a href={mailHref(p.privacy.dpoEmail)!}>{p.privacy.dpoEmail}</a>
              ) : (
                p.privacy.dpoEmail
              )}
            </p>
          ) : null}
        </div>
        <div className="footer-links">
          <a href="/polityka-prywatnosci">{t.site.privacyPolicy}</a>
          {(
            Object.entries(LEGAL_PAGES) as [keyof typeof LEGAL_PAGES, (typeof LEGAL_PAGES)[keyof typeof LEGAL_PAGES]][]
          ).map(([path, kind]) => (
            <a key={path} href={path}>
              {t.legal.linkLabels[kind]}
            </a>
          ))}
          {/* Shown only where the tag consent script runs (it marks <html data-consent="on">): reopens the choice. */}
          <button type="button" className="footer-consent" data-consent-open>
            {t.legal.tagConsent.reopen}
          </button>
          {extra}
        </div>
      </div>
    </footer>
  );
}
