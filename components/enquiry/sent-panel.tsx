'use client';

import { useEffect, useRef } from 'react';
import { t } from '@/lib/i18n/leads';
import { formatDate, telHref } from '@/lib/format';
import type { LeadFormState } from './form';
import s from './enquiry-form.module.css';

/**
 * The thank-you after a sent enquiry, or the honest word after a queued one (the site keeps it until the clinic's system
 * answers), with the phone for anything urgent; takes focus so screen-reader users hear it at once.
 */
export function SentPanel({
  sent,
  headingId,
  onAnother,
  anotherHref,
  queued = false,
  phone = null,
}: {
  sent: LeadFormState['sent'];
  headingId: string;
  onAnother: () => void;
  anotherHref: string;
  queued?: boolean;
  phone?: string | null;
}) {
  const m = t.leads;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const windows = sent?.windows ?? [];
  return (
    <div className={s.success} role="status">
      {/* autoFocus: without JavaScript the page loads at its top after the post; the attribute brings the answer into view and focus. */}
      <h3 id={headingId} ref={ref} tabIndex={-1} autoFocus>
        <span className={s.successIcon} aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        {queued ? m.queuedTitle : m.sentTitle}
      </h3>
      {queued ? (
        <>
          <p>{m.queuedText}</p>
          <p>{phone ? m.queuedUrgent(phone) : m.queuedUrgentNoPhone}</p>
          {phone ? (
            <p>
              <a className="button button-secondary" href={telHref(phone)}>
                {m.callUs}: {phone}
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <p>{m.sentText}</p>
      )}
      {windows.length > 0 ? (
        <>
          <p>{m.sentTimes}</p>
          <ul className={s.sentTimes}>
            {windows.map((w) => (
              <li key={`${w.date}-${w.from}-${w.to}`}>
                {formatDate(w.date)}, {w.from}–{w.to}
              </li>
            ))}
          </ul>
          {sent?.service || sent?.doctor ? (
            <p className="muted">
              {[
                sent.service ? `${m.serviceLabel}: ${sent.service}` : null,
                sent.doctor ? `${m.doctorLabel}: ${sent.doctor}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
        </>
      ) : null}
      <p>
        {/* A real link: without JavaScript it loads a fresh, empty form. */}
        <a
          href={anotherHref}
          onClick={(e) => {
            e.preventDefault();
            onAnother();
          }}
        >
          {m.sendAnother}
        </a>
      </p>
    </div>
  );
}
