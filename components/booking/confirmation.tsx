import { useEffect, useState } from 'react';
import { calendarLinks, patientIcs, type PatientVisit } from './patient-ics';
import { t } from '@/lib/i18n/booking';
import s from './booking.module.css';

/**
 * The booked visit: treatment, specialist, date and time, and an "add to calendar" file made here in the browser
 * (a Blob address, so the appointment never travels through another request).
 */
export function Confirmation({
  rows,
  visit,
  onAnother,
}: {
  rows: { label: string; value: string }[];
  visit: PatientVisit;
  onAnother: () => void;
}) {
  const [href, setHref] = useState<string | null>(null);
  const links = calendarLinks(visit);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([patientIcs(visit)], { type: 'text/calendar;charset=utf-8' }));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an object URL is a browser resource: made here, revoked on cleanup
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [visit]);
  return (
    <div className={s.stepBody}>
      <p>{t.booking.doneText}</p>
      <dl className={s.confirmList}>
        {[
          ...rows,
          ...(visit.clinic.address ? [{ label: t.booking.confirmAddress, value: visit.clinic.address }] : []),
        ].map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        {visit.clinic.accessNote ? (
          <div className={s.proseRow}>
            <dt>{t.booking.confirmAccess}</dt>
            <dd>{visit.clinic.accessNote}</dd>
          </div>
        ) : null}
      </dl>
      <p className="button-row">
        {href ? (
          <a className="button button-primary" href={href} download={t.booking.icsFileName}>
            {t.booking.addToCalendar}
          </a>
        ) : null}
        <a className="button button-secondary" href={links.google} target="_blank" rel="noopener noreferrer">
          {t.booking.addToGoogle}
          <span className="visually-hidden"> {t.booking.newTab}</span>
        </a>
        <a className="button button-secondary" href={links.outlook} target="_blank" rel="noopener noreferrer">
          {t.booking.addToOutlook}
          <span className="visually-hidden"> {t.booking.newTab}</span>
        </a>
        <button type="button" className="button button-secondary" onClick={onAnother}>
          {t.booking.bookAnother}
        </button>
      </p>
    </div>
  );
}
