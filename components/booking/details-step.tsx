import type { FormEvent, Ref } from 'react';
import {
  Checkbox,
  ErrorSummary,
  Field,
  Honeypot,
  Input,
  PRIVACY_PATH,
  Textarea,
  formStyles,
} from '@/components/ui/forms';
import { HONEYPOT_FIELD } from '@/lib/abuse/fields';
import { PATIENT_FIELDS, type FieldErrors } from './result';
import { t } from '@/lib/i18n/booking';
import { PhoneLink } from './phone-link';
import type { Failure, PatientForm } from './types';
import type { FirstVisit, VisitFor } from './visit-context';
import s from './booking.module.css';

const FIELD_ID = {
  patientName: 'booking-patient-name',
  name: 'booking-name',
  phone: 'booking-phone',
  email: 'booking-email',
  note: 'booking-note',
} as const;

const VISIT_FOR_CHOICES: [VisitFor, string][] = [
  ['me', t.booking.visitForMe],
  ['child', t.booking.visitForChild],
  ['other', t.booking.visitForOther],
];
const FIRST_VISIT_CHOICES: [FirstVisit, string][] = [
  ['yes', t.booking.firstVisitYes],
  ['no', t.booking.firstVisitNo],
];

/** A radio button whose whole row (≥ 44 px) is the target, styled as the forms' checkbox row. */
function Radio({
  id,
  label,
  ...props
}: { id: string; label: string } & Omit<React.ComponentPropsWithoutRef<'input'>, 'type' | 'id'>) {
  return (
    <label className={formStyles.check} htmlFor={id}>
      <input {...props} id={id} type="radio" className={s.radio} />
      <span>{label}</span>
    </label>
  );
}

/** What each failed booking tells the patient. */
const FAILURE_TEXT: Record<Failure, string> = {
  unavailable: t.booking.unavailable,
  outdated: t.booking.outdated,
  uncertain: t.booking.uncertain,
  resent: t.booking.resent,
  busy: t.booking.busy,
  limited: t.booking.limited,
  phone_limited: t.booking.phoneLimited,
  expired: t.booking.expired,
  too_fast: t.booking.tooFast,
  nfz_phone_only: t.booking.nfzRejected,
  invalid: t.booking.invalid,
};

/**
 * A failed booking's message with the clinic's phone: on the details step, or above any step the patient moved to
 * while the booking was on its way (booking-wizard.tsx). Focusable, for the wizard to move focus to it.
 */
export function FailureAlert({
  failure,
  phone,
  ref,
}: {
  failure: Failure;
  phone: string | null;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} tabIndex={-1} className={s.alert} role="alert">
      <p>{FAILURE_TEXT[failure]}</p>
      <PhoneLink phone={phone} className="button button-secondary" />
    </div>
  );
}

interface DetailsStepProps {
  summary: { label: string; value: string }[];
  form: PatientForm;
  onChange: (patch: Partial<PatientForm>) => void;
  errors: FieldErrors;
  errorAttempt: number;
  failure: Failure | null;
  failureRef: Ref<HTMLDivElement>;
  pending: boolean;
  /** With the honeypot's value (empty for a person). */
  onSubmit: (honeypot: string) => void;
  onChangeSlot: () => void;
  privacy: { version: string; marketingText: string | null } | null;
  controller: string;
  phone: string | null;
}

/**
 * Step 4: the chosen visit, then name, phone, optional e-mail and note, the short privacy notice and the optional
 * marketing box. Every value lives in the wizard, so nothing typed is lost on an error or a detour to another slot.
 */
export function DetailsStep({ failureRef, ...p }: DetailsStepProps) {
  const { form, errors } = p;
  const summaryErrors = PATIENT_FIELDS.filter((f) => errors[f]).map((f) => ({
    fieldId: FIELD_ID[f],
    message: errors[f]!,
  }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const honeypot = new FormData(e.currentTarget as HTMLFormElement).get(HONEYPOT_FIELD);
    p.onSubmit(typeof honeypot === 'string' ? honeypot : '');
  };
  return (
    <div className={s.stepBody}>
      <div className={s.summary}>
        <h3 className={s.summaryTitle}>{t.booking.summaryTitle}</h3>
        <dl className={s.summaryList}>
          {p.summary.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className={s.linkButton} onClick={p.onChangeSlot}>
          {t.booking.changeSlot}
        </button>
      </div>

      {p.failure ? <FailureAlert failure={p.failure} phone={p.phone} ref={failureRef} /> : null}

      <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={p.pending}>
        <ErrorSummary errors={summaryErrors} attempt={p.errorAttempt} id="booking-errors" />
        <Honeypot id="booking-website" label={t.booking.honeypotLabel} />
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{t.booking.visitForLegend}</legend>
          {VISIT_FOR_CHOICES.map(([value, label]) => (
            <Radio
              key={value}
              id={`booking-visit-for-${value}`}
              name="visitFor"
              label={label}
              checked={form.visitFor === value}
              onChange={() => p.onChange({ visitFor: value })}
            />
          ))}
        </fieldset>
        {form.visitFor !== 'me' ? (
          <Field
            id={FIELD_ID.patientName}
            label={t.booking.patientNameLabel}
            hint={t.booking.patientNameHint}
            error={errors.patientName}
            required
          >
            {(c) => (
              <Input
                {...c}
                name="patientName"
                autoComplete="off"
                value={form.patientName}
                onChange={(e) => p.onChange({ patientName: e.target.value })}
              />
            )}
          </Field>
        ) : null}
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{t.booking.firstVisitLegend}</legend>
          {FIRST_VISIT_CHOICES.map(([value, label]) => (
            <Radio
              key={value}
              id={`booking-first-visit-${value}`}
              name="firstVisit"
              label={label}
              checked={form.firstVisit === value}
              onChange={() => p.onChange({ firstVisit: value })}
            />
          ))}
        </fieldset>
        <Field
          id={FIELD_ID.name}
          label={form.visitFor === 'me' ? t.booking.nameLabel : t.booking.contactNameLabel}
          error={errors.name}
          required
        >
          {(c) => (
            <Input
              {...c}
              name="name"
              autoComplete="name"
              value={form.name}
              onChange={(e) => p.onChange({ name: e.target.value })}
            />
          )}
        </Field>
        <Field
          id={FIELD_ID.phone}
          label={t.booking.phoneLabel}
          hint={t.booking.phoneHint}
          error={errors.phone}
          required
        >
          {(c) => (
            <Input
              {...c}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={form.phone}
              onChange={(e) => p.onChange({ phone: e.target.value })}
            />
          )}
        </Field>
        <Field
          id={FIELD_ID.email}
          label={t.booking.emailLabel}
          hint={t.booking.emailHint}
          error={errors.email}
          optional
        >
          {(c) => (
            <Input
              {...c}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => p.onChange({ email: e.target.value })}
            />
          )}
        </Field>
        <Field id={FIELD_ID.note} label={t.booking.noteLabel} hint={t.booking.noteHint} error={errors.note} optional>
          {(c) => (
            <Textarea
              {...c}
              name="note"
              rows={3}
              value={form.note}
              onChange={(e) => p.onChange({ note: e.target.value })}
            />
          )}
        </Field>
        <p className={formStyles.notice}>
          {t.booking.privacyShort(p.controller)} <a href={PRIVACY_PATH}>{t.leads.privacyLink}</a>.
        </p>
        {p.privacy?.marketingText ? (
          <div>
            <Checkbox
              id="booking-marketing"
              name="marketingConsent"
              label={p.privacy.marketingText}
              checked={form.marketing}
              onChange={(e) => p.onChange({ marketing: e.target.checked })}
              aria-describedby="booking-marketing-note"
            />
            <p id="booking-marketing-note" className={formStyles.notice}>
              {t.booking.marketingNote}
            </p>
          </div>
        ) : null}
        <div>
          {/* aria-disabled, not disabled: the button keeps focus while the booking is sent; the wizard ignores a second press. */}
          <button type="submit" className="button button-primary" aria-disabled={p.pending}>
            {p.pending ? t.booking.submitting : t.booking.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
