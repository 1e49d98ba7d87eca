import type { Location } from '@/lib/clinic-api/schemas';
import { telHref } from '@/lib/format';
import { Icon } from './icons';

/** Each of the clinic's locations with its name, address and phone (the primary first, as the caller orders them). */
export function LocationList({ locations, headingLevel = 3 }: { locations: Location[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="location-list" role="list">
      {locations.map((l) => (
        <li key={l.id}>
          <Heading className="location-name">{l.name}</Heading>
          <ul className="contact-list">
            {l.address ? (
              <li>
                <Icon name="pin" />
                {/* A div, not a span: <address> is flow content and may not sit in phrasing content. */}
                <div>
                  <address>
                    {l.address.street}
                    <br />
                    {l.address.postalCode} {l.address.city}
                    {l.address.district ? `, ${l.address.district}` : ''}
                  </address>
                  {l.address.accessNote ? <span className="contact-note">{l.address.accessNote}</span> : null}
                </div>
              </li>
            ) : null}
            {l.phone ? (
              <li>
                <Icon name="phone" />
                <a href={telHref(l.phone)}>{l.phone}</a>
              </li>
            ) : null}
          </ul>
        </li>
      ))}
    </ul>
  );
}
