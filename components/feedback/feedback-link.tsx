'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { sendFeedback } from './actions';
import { FEEDBACK_FIELDS, FEEDBACK_MAX, initialFeedbackState, type FeedbackState } from './form';
import { t } from '@/lib/i18n/feedback';
import styles from './feedback-link.module.css';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/abuse/fields';
import { Honeypot } from '@/components/ui/forms/honeypot';
import { SendFailureRecovery, type SendRecovery } from '@/components/ui/forms/send-failure';

const readMessage = (data: FormData) => String(data.get(FEEDBACK_FIELDS.message) ?? '');

/**
 * "Zgłoś problem z tą stroną": sends a remark about a page of the site to the platform team. A <form> posting to a
 * server action, so it works without JavaScript (the answer is rendered into the page either way).
 *
 * The page: the hidden `page` field holds `pathname` when given (the report page passes the path the footer link
 * carried), else the router's path (usePathname also works in the server render). Only the path is sent, never a
 * query string; the action falls back to the Referer's path when the field is empty.
 *
 * `alwaysOpen`: the form shown as it is (on its own page); otherwise a discreet <details> disclosure, kept open
 * after an answer so that a visitor without JavaScript sees the outcome on the re-rendered page.
 */
export function FeedbackLink(props: { pathname?: string; alwaysOpen?: boolean; token: string }) {
  // With JavaScript, a send that never reaches the server (a dropped connection) draws the form again with the text.
  return (
    <SendFailureRecovery read={readMessage}>
      {(recovery) => <FeedbackForm {...props} recovery={recovery} />}
    </SendFailureRecovery>
  );
}

function FeedbackForm({
  pathname,
  alwaysOpen = false,
  token,
  recovery,
}: {
  pathname?: string;
  alwaysOpen?: boolean;
  /** The signed fill-time token of this page view (lib/abuse/form-token.ts); an answer may hand over the next. */
  token: string;
  recovery: SendRecovery<string>;
}) {
  const routerPath = usePathname();
  const lost = recovery.recovered;
  const initial: FeedbackState = lost
    ? {
        status: 'failed',
        message: lost.sent,
        error: lost.outdated ? t.feedback.outdated : t.feedback.failed,
        attempt: lost.n,
      }
    : initialFeedbackState;
  const [state, action, pending] = useActionState(sendFeedback, initial);
  // Every answer ends the send in flight.
  const { settled } = recovery;
  useEffect(() => settled(), [state.attempt, settled]);
  const id = useId();
  const fieldId = `${id}-message`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const invalid = state.status === 'invalid';
  // With JavaScript, React focuses only form fields that say autoFocus: the answer's message takes focus here after
  // each answer (a refused text focuses its field, which the answer draws anew with autoFocus).
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.attempt > 0 && !invalid) answerRef.current?.focus();
  }, [state.attempt, invalid]);
  const form = (
    // noValidate: the server's Polish messages, not the browser's bubble in the browser's language. A send in flight
    // keeps the button focusable (aria-disabled, not disabled, which would drop focus to the page) and is not repeated.
    <form
      action={action}
      onSubmit={(event) => (pending ? event.preventDefault() : recovery.onSubmit(event))}
      noValidate
      className={alwaysOpen ? `${styles.form} ${styles.standalone}` : styles.form}
    >
      <p className={styles.intro}>{t.feedback.intro}</p>
      <input type="hidden" name={FEEDBACK_FIELDS.page} value={pathname ?? routerPath ?? ''} />
      <input type="hidden" name={TOKEN_FIELD} value={state.token ?? token} />
      <Honeypot id={`${id}-${HONEYPOT_FIELD}`} label={t.feedback.honeypotLabel} />
      <label htmlFor={fieldId} className={styles.label}>
        {t.feedback.label}
      </label>
      <p id={noteId} className={styles.note}>
        {t.feedback.privacyNote}
      </p>
      <textarea
        key={`field-${state.attempt}`}
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
        // Each answer draws the field anew (key): a refused text takes focus, with its message as its description.
        autoFocus={invalid}
      />
      {state.error && (
        // Drawn anew for each answer (key), so a second identical refusal is announced and focused again; without
        // JavaScript the page loads at its top, and autofocus brings the answer into view.
        <p
          key={`error-${state.attempt}`}
          ref={invalid ? undefined : answerRef}
          id={errorId}
          className={styles.error}
          role="alert"
          tabIndex={-1}
          autoFocus={!invalid}
        >
          {state.error}
        </p>
      )}
      {state.status === 'sent' && (
        <p key={`sent-${state.attempt}`} ref={answerRef} className={styles.sent} role="status" tabIndex={-1} autoFocus>
          {t.feedback.sent}
        </p>
      )}
      <div>
        <button type="submit" className={styles.button} aria-disabled={pending || undefined}>
          {pending ? t.feedback.sending : t.feedback.submit}
        </button>
      </div>
    </form>
  );
  if (alwaysOpen) return form;
  return (
    <details className={styles.root} open={state.status !== 'idle'}>
      <summary className={styles.summary}>{t.feedback.summary}</summary>
      {form}
    </details>
  );
}
