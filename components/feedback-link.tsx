'use client';

import { useActionState, useId } from 'react';
import { usePathname } from 'next/navigation';
import { sendFeedback } from '@/app/actions/feedback';
import { FEEDBACK_FIELDS, FEEDBACK_MAX, initialFeedbackState } from '@/lib/feedback/form';
import { t } from '@/lib/i18n';
import styles from './feedback-link.module.css';

// The hidden field lib/server/abuse.ts checks (HONEYPOT_FIELD); repeated here because that module is server-only.
const HONEYPOT_FIELD = 'website';

/**
 * "Zgłoś problem z tą stroną": a discreet disclosure for the footer that sends a remark about the current page to
 * the platform team. A plain <details> and a <form> posting to a server action, so it works without JavaScript.
 *
 * The page: the hidden `page` field holds the current path, from `pathname` when given, else from the router
 * (usePathname works in the server render too, and follows client-side navigation). Only the path is sent, never
 * the query string; the action falls back to the Referer's path if the field is missing.
 */
export function FeedbackLink({ pathname, alwaysOpen = false }: { pathname?: string; alwaysOpen?: boolean }) {
  const routerPath = usePathname();
  const [state, action, pending] = useActionState(sendFeedback, initialFeedbackState);
  const id = useId();
  const fieldId = `${id}-message`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const invalid = state.status === 'invalid';
  // Kept open after an answer: without JavaScript the page is rendered again and the visitor must see the outcome.
  return (
    <details className={styles.root} open={alwaysOpen || state.status !== 'idle'}>
      <summary className={styles.summary}>{t.feedback.summary}</summary>
      <form action={action} className={styles.form}>
        <p className={styles.intro}>{t.feedback.intro}</p>
        <input type="hidden" name={FEEDBACK_FIELDS.page} value={pathname ?? routerPath ?? ''} />
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {t.feedback.honeypotLabel}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <label htmlFor={fieldId} className={styles.label}>
          {t.feedback.label}
        </label>
        <p id={noteId} className={styles.note}>
          {t.feedback.privacyNote}
        </p>
        <textarea
          key={state.attempt}
          id={fieldId}
          name={FEEDBACK_FIELDS.message}
          className={styles.textarea}
          rows={4}
          required
          minLength={3}
          maxLength={FEEDBACK_MAX}
          defaultValue={state.message}
          aria-describedby={state.error ? `${noteId} ${errorId}` : noteId}
          aria-invalid={invalid || undefined}
        />
        {state.error && (
          <p id={errorId} className={styles.error} role="alert">
            {state.error}
          </p>
        )}
        {state.status === 'sent' && (
          <p className={styles.sent} role="status">
            {t.feedback.sent}
          </p>
        )}
        <div>
          <button type="submit" className={styles.button} disabled={pending} aria-disabled={pending}>
            {pending ? t.feedback.sending : t.feedback.submit}
          </button>
        </div>
      </form>
    </details>
  );
}
