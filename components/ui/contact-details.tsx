import type { SiteProfile } from '@/lib/clinic-api/schemas';
import { telHref } from '@/lib/format';
import { mailHref } from '@/lib/site-path';
import { t } from '@/lib/i18n';
import { Icon } from './icons';

/** Address, phone (tel: with digits and +), e-mail and a map link, from the site profile; only what is set. */
export function ContactDetails({ profile, showMap = false }: { profile: SiteProfile; showMap?: boolean }) {
  const { address, phone, email, geo } = profile;
  const mapHref = geo
    ? `https://www.openstreetmap.org/?mlat=${geo.lat}&mlon=${geo.lng}#map=17/${geo.lat}/${geo.lng}`
    : address
      ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address.street}, ${address.postalCode} ${address.city}`)}`
      : null;
  return (
    <ul className="contact-list">
      {address ? (
        <li>
          <Icon name="pin" />
          {/* A div, not a span: <address> is flow content and may not sit in phrasing content. */}
          <div>
            <address>
              {address.street}
              <br />
              {address.postalCode} {address.city}
              {address.district ? `, ${address.district}` : ''}
            </address>
            {address.accessNote ? <span className="contact-note">{address.accessNote}</span> : null}
            {showMap && mapHref ? (
              <a href={mapHref} className="contact-map" rel="noopener noreferrer">
                {t.site.showOnMap}
              </a>
            ) : null}
          </div>
        </li>
      ) : null}
      {phone ? (
        <li>
          <Icon name="phone" />
          <a href={telHref(phone)}>{phone}</a>
        </li>
      ) : null}
      {email ? (
        <li>
          <Icon name="mail" />
          {mailHref(email) ? <a href={mailHref(email)!}>{email}</a> : email}
        </li>
      ) : null}
    </ul>
  );
}
