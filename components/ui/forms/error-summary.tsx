'use client';

import { useEffect, useRef } from 'react';
import { t } from '@/lib/i18n/leads';
import s from './forms.module.css';

export interface SummaryError {
  /** Id of the control the error belongs to; the summary links to it. */
  fieldId: string;
  message: string;
}

/**
 * The list of what to fix after a failed submit. It takes focus when it appears (and on every new failed submit,
 * `attempt`), so keyboard and screen-reader users land on it; each entry moves focus to its field.
 * Without JavaScript the server-rendered page carries `autofocus`, which browsers honour on load.
 */
export function ErrorSummary({
  errors,
  attempt,
  id = 'error-summary',
  title,
}: {
  errors: SummaryError[];
  attempt?: number | string;
  id?: string;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const count = errors.length;
  useEffect(() => {
    if (count > 0) ref.current?.focus();
  }, [count, attempt]);
  if (count === 0) return null;
  const heading = title ?? (count === 1 ? t.leads.errorSummaryTitleOne : t.leads.errorSummaryTitle);
  return (
    <div ref={ref} id={id} className={s.summary} tabIndex={-1} aria-labelledby={`${id}-title`} autoFocus>
      <h2 id={`${id}-title`} className={s.summaryTitle}>
        {heading}
      </h2>
      <ul className={s.summaryList}>
        {errors.map((e) => (
          <li key={e.fieldId}>
            <a
              href={`#${e.fieldId}`}
              onClick={(ev) => {
                const field = document.getElementById(e.fieldId);
                if (!field) return;
                ev.preventDefault();
                field.scrollIntoView({ block: 'center' });
                field.focus({ preventScroll: true });
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
