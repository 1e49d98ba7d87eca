'use client';

import { useActionState, useEffect, useState } from 'react';
import {
  ErrorSummary,
  Field,
  FieldRow,
  Honeypot,
  Input,
  MarketingConsent,
  PrivacyNotice,
  Select,
  Textarea,
  formStyles as f,
  type SummaryError,
} from '@/components/ui/forms';
import { SendFailureRecovery, type SendRecovery } from '@/components/ui/forms/send-failure';
import { t } from '@/lib/i18n/leads';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/abuse/fields';
import { readAttribution } from '@/lib/attribution/browser';
import { pageKindHere, reportConversion } from '@/lib/conversions/browser';
import type { Attribution } from '@/lib/attribution/params';
import { emptyLeadValues, FIELD_ORDER, HIDDEN, readLeadForm, type LeadFormState, type LeadFormValues } from './form';
import { freshFormToken, submitLead } from './actions';
import { SentPanel } from './sent-panel';
import { StatusMessage } from './status-message';
import { TimeWindowsFields } from './time-windows-fields';

interface Choice {
  slug: string;
  name: string;
}

export interface LeadFormProps {
  /** The fill-time token rendered with the page. */
  token: string;
  /** Prefix of the fields' ids, and the form's anchor. */
  id: string;
  privacy: { version: string | null; controller: string; marketingText: string | null };
  services: Choice[];
  doctors: Choice[];
  preset?: { serviceSlug?: string | null; doctorSlug?: string | null };
  /** Offer 1–3 preferred time windows. */
  timeWindows: boolean;
  clinicPhone: string | null;
  /** Copy the session's campaign parameters into the form (LEAD_ATTRIBUTION). */
  attribution: boolean;
  /** The page the form is on, for reception. */
  page?: string;
  /** Dates offered by the date pickers (the server checks again). */
  minDate: string;
  maxDate: string;
}

/** What a send that failed in the browser leaves to draw the form again with: the fields and the token it carried. */
interface SentForm {
  values: LeadFormValues;
  token: string;
}

const readSent = (data: FormData): SentForm => ({
  values: readLeadForm(data),
  token: String(data.get(TOKEN_FIELD) ?? ''),
});

/**
 * The enquiry form. A plain HTML form posting to a server action, so it works before and without JavaScript; with
 * JavaScript the answer arrives without a page load. Either way the action returns the values as typed and the
 * form re-renders them, errors are tied to their fields, and the error summary takes focus. With JavaScript, a send
 * that never reaches the server (a dropped connection) draws the form again with what was typed and says it failed.
 */
export function LeadForm(props: LeadFormProps) {
  return (
    <SendFailureRecovery read={readSent}>
      {(recovery) => <LeadFormBody {...props} recovery={recovery} />}
    </SendFailureRecovery>
  );
}

function LeadFormBody(props: LeadFormProps & { recovery: SendRecovery<SentForm> }) {
  const { id, privacy, services, doctors, preset, timeWindows, clinicPhone, recovery } = props;
  const m = t.leads;
  const lost = recovery.recovered;
  const initial: LeadFormState = lost
    ? {
        status: lost.outdated ? 'outdated' : 'failed',
        values: lost.sent.values,
        errors: {},
        token: lost.sent.token || props.token,
        attempt: lost.n,
      }
    : { status: 'idle', values: emptyLeadValues(preset), errors: {}, token: props.token, attempt: 0 };
  const [state, formAction, pending] = useActionState(submitLead, initial);
  // A token fetched for this visit replaces the one it was fetched for; the next answer's token replaces both.
  const [visitToken, setVisitToken] = useState<{ token: string; replaces: string } | null>(null);
  const token = visitToken?.replaces === state.token ? visitToken.token : state.token;
  const [attribution, setAttribution] = useState<Attribution>({});
  // After "send another", the form shows again, empty, until the next answer.
  const [dismissed, setDismissed] = useState(-1);

  // Every answer ends the send in flight.
  const { settled } = recovery;
  useEffect(() => settled(), [state.attempt, settled]);
  // Sent (the API said yes; the server counted it): the tag manager hears of it only after analytics consent.
  useEffect(() => {
    if (state.status === 'sent') reportConversion('enquiry_sent', pageKindHere(), { beacon: false });
  }, [state.status, state.attempt]);
  useEffect(() => {
    // The page's own token may come from a cached page: ask for one that measures this visit's fill time (not after
    // a failed send: the token it carried has measured this visit already; nor when the patient has typed before the
    // page's script ran, which a fresh token would count as a form sent at once).
    const el = document.getElementById(id);
    const v = el instanceof HTMLFormElement ? readLeadForm(new FormData(el)) : null;
    const typed = v !== null && [v.name, v.phone, v.email, v.message].some((x) => x.trim() !== '');
    const replaces = state.token;
    // On failure the page's token is kept.
    if (!lost && !typed)
      freshFormToken().then(
        (got) => setVisitToken({ token: got, replaces }),
        () => undefined,
      );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- URL and sessionStorage exist only in the browser: read after hydration
    if (props.attribution) setAttribution(readAttribution());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: the token measures the fill time from when the form became usable
  }, []);

  const fid = (name: string) => `${id}-${name}`;
  const headingId = fid('sent');

  const done = state.status === 'sent' || state.status === 'queued';
  if (done && dismissed !== state.attempt) {
    return (
      <SentPanel
        queued={state.status === 'queued'}
        phone={clinicPhone}
        sent={state.sent}
        headingId={headingId}
        anotherHref={`${props.page ?? ''}#${id}`}
        onAnother={() => setDismissed(state.attempt)}
      />
    );
  }

  const fresh = done;
  const values: LeadFormValues = fresh ? emptyLeadValues(preset) : state.values;
  const errors = fresh ? {} : state.errors;
  const summary: SummaryError[] = FIELD_ORDER.filter((k) => errors[k]).map((k) => {
    const w = k.match(/^w(\d)_/);
    return { fieldId: fid(k), message: w ? `${m.windowLegend(Number(w[1]) + 1)}: ${errors[k]}` : errors[k]! };
  });

  return (
    // key: "send another" must start from empty fields, not the sent ones.
    // While a send is on its way the text fields are read-only (aria-busy on the form): React draws the form again with
    // the values sent when the answer comes, so anything typed meanwhile would be lost without a word.
    <form
      key={fresh ? `fresh-${state.attempt}` : 'form'}
      id={id}
      action={formAction}
      onSubmit={recovery.onSubmit}
      noValidate
      className={f.form}
      aria-busy={pending || undefined}
    >
      <StatusMessage status={state.status} attempt={state.attempt} phone={clinicPhone} />
      <ErrorSummary errors={state.status === 'invalid' ? summary : []} attempt={state.attempt} id={fid('errors')} />

      <input type="hidden" name={TOKEN_FIELD} value={token} />
      {props.page ? <input type="hidden" name={HIDDEN.page} value={props.page} /> : null}
      {Object.entries(attribution).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <Honeypot id={fid(HONEYPOT_FIELD)} label={m.honeypotLabel} />

      <Field id={fid('name')} label={m.nameLabel} error={errors.name} required>
        {(p) => (
          <Input {...p} name="name" autoComplete="name" defaultValue={values.name} maxLength={200} readOnly={pending} />
        )}
      </Field>
      {/* One hint for the pair: either contact is enough, and both fields say so. */}
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>{m.contactLegend}</legend>
        <p id={fid('contact-hint')} className={f.hint}>
          {m.contactHint}
        </p>
        <FieldRow>
          <Field id={fid('phone')} label={m.phoneLabel} error={errors.phone} describedBy={fid('contact-hint')}>
            {(p) => (
              <Input
                {...p}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                defaultValue={values.phone}
                maxLength={40}
                readOnly={pending}
              />
            )}
          </Field>
          <Field id={fid('email')} label={m.emailLabel} error={errors.email} describedBy={fid('contact-hint')}>
            {(p) => (
              <Input
                {...p}
                name="email"
                type="email"
                autoComplete="email"
                spellCheck={false}
                defaultValue={values.email}
                maxLength={254}
                readOnly={pending}
              />
            )}
          </Field>
        </FieldRow>
      </fieldset>
      <Field id={fid('message')} label={m.messageLabel} hint={m.messageHint} error={errors.message} optional>
        {(p) => (
          <Textarea {...p} name="message" rows={4} defaultValue={values.message} maxLength={2000} readOnly={pending} />
        )}
      </Field>
      {services.length > 0 || doctors.length > 0 ? (
        <FieldRow>
          {/* key: React resets the form after each answer, and a select's defaultValue is read only when it is drawn. */}
          <ChoiceField
            key={`service-${state.attempt}`}
            id={fid('serviceSlug')}
            name="serviceSlug"
            label={m.serviceLabel}
            anyLabel={m.serviceAny}
            choices={services}
            value={values.serviceSlug}
            error={errors.serviceSlug}
          />
          <ChoiceField
            key={`doctor-${state.attempt}`}
            id={fid('doctorSlug')}
            name="doctorSlug"
            label={m.doctorLabel}
            anyLabel={m.doctorAny}
            choices={doctors}
            value={values.doctorSlug}
            error={errors.doctorSlug}
          />
        </FieldRow>
      ) : null}
      {timeWindows ? (
        <TimeWindowsFields
          formId={id}
          windows={values.windows}
          errors={errors}
          minDate={props.minDate}
          maxDate={props.maxDate}
        />
      ) : null}

      <MarketingConsent id={fid('marketing')} text={privacy.marketingText} defaultChecked={values.marketingConsent} />
      <PrivacyNotice id={fid('privacy')} version={privacy.version} controller={privacy.controller} />

      <div className={f.actions}>
        <button
          type="submit"
          className={`button button-primary ${f.submit}`}
          disabled={pending}
          aria-disabled={pending || undefined}
        >
          {pending ? m.submitting : m.submit}
        </button>
      </div>
    </form>
  );
}

/** An optional choice among the published treatments or doctors ("any" first); nothing when there are none. */
function ChoiceField({
  id,
  name,
  label,
  anyLabel,
  choices,
  value,
  error,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  choices: { slug: string; name: string }[];
  value: string | undefined;
  error: string | undefined;
}) {
  if (choices.length === 0) return null;
  return (
    <Field id={id} label={label} error={error} optional>
      {(p) => (
        <Select {...p} name={name} defaultValue={value}>
          <option value="">{anyLabel}</option>
          {choices.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
