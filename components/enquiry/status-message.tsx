'use client';

import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { formStyles } from '@/components/ui/forms';
import { t } from '@/lib/i18n/leads';
import { telHref } from '@/lib/format';
import type { LeadFormStatus } from './form';

/**
 * Why the enquiry was not sent (API down, limits, an expired form), with the clinic's phone where it helps.
 * It takes focus after each such answer, so the patient hears it; everything typed stays in the form below.
 */
export function StatusMessage({
  status,
  attempt,
  phone,
}: {
  status: LeadFormStatus;
  attempt: number;
  phone: string | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown =
    status === 'failed' ||
    status === 'outdated' ||
    status === 'limited' ||
    status === 'busy' ||
    status === 'expired' ||
    status === 'too_fast';
  const retry = status === 'expired' || status === 'too_fast';
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, attempt]);
  if (!shown) return null;
  const m = t.leads;
  const text =
    status === 'failed'
      ? phone
        ? m.failedWithPhone(phone)
        : m.failedNoPhone
      : status === 'outdated'
        ? m.outdated(phone)
        : status === 'limited'
          ? m.limited
          : status === 'busy'
            ? m.busy
            : status === 'too_fast'
              ? m.tooFast
              : m.expired;
  return (
    // autoFocus: without JavaScript the page loads at its top after the post, and an alert drawn with the page is not
    // announced; the attribute brings the message into view and focus (with JavaScript the effect above does it).
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={clsx(formStyles.alert, !retry && formStyles.alertDanger)}
      autoFocus
    >
      <p>{text}</p>
      {phone && !retry ? (
        <p>
          <a className="button button-secondary" href={telHref(phone)}>
            {m.callUs}: {phone}
          </a>
        </p>
      ) : null}
    </div>
  );
}
