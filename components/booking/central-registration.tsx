import { telHref } from '@/lib/format';
import { t } from '@/lib/i18n';

/** In place of the wizard's button: a treatment booked through central e-registration goes to the IKP or the phone. */
export function CentralRegistration({ phone }: { phone: string | null }) {
  const w = t.legal.centralRegistration;
  return (
    <div className="central-registration" role="note">
      <p>
        <strong>{w.heading}</strong>
      </p>
      <p>{w.text}</p>
      <p className="entity-actions">
        <a className="button button-primary" href={w.ikpHref} rel="noopener noreferrer">
          {w.ikp}
        </a>
        {phone ? (
          <a className="button button-secondary" href={telHref(phone)}>
            {t.booking.callUs}: {phone}
          </a>
        ) : null}
      </p>
    </div>
  );
}
