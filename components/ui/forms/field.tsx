import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import clsx from 'clsx';
import { t } from '@/lib/i18n/leads';
import s from './forms.module.css';

/** Ids of a field's hint and error, so the control can point at them with aria-describedby. */
const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/** The aria wiring for a control: described by its hint and error, marked invalid while it has an error. */
function controlProps(
  id: string,
  opts: { hint?: ReactNode; error?: string; required?: boolean; describedBy?: string },
): ControlProps {
  const describedBy = [opts.error ? errorId(id) : null, opts.hint ? hintId(id) : null, opts.describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(opts.error ? { 'aria-invalid': true as const } : {}),
    ...(opts.required ? { required: true } : {}),
  };
}

function Label({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={s.label}>
      {children}
      {optional ? <span className={s.labelNote}> ({t.leads.optional})</span> : null}
    </label>
  );
}

function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={hintId(id)} className={s.hint}>
      {children}
    </p>
  );
}

/** The field's error, announced with the field (aria-describedby) and shown next to it. */
function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={errorId(id)} className={s.error}>
      {children}
    </p>
  );
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Shows "(opcjonalnie)" after the label; required fields stay unmarked (most fields are required). */
  optional?: boolean;
  /** Ids of further text describing the control, e.g. a hint shared by two fields. */
  describedBy?: string;
  className?: string;
  /** Renders the control with the wiring it needs (id, aria-describedby, aria-invalid, required). */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error: label, hint, control, error. The error goes under the control so that
 * fields side by side keep their controls aligned when only one of them has an error; it is announced with the
 * control (aria-describedby) and listed in the error summary at the top.
 */
export function Field({ id, label, hint, error, required, optional, describedBy, className, children }: FieldProps) {
  return (
    <div className={clsx(s.field, className)}>
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      {children(controlProps(id, { hint, error, required, describedBy }))}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

export function Input({ className, ...props }: ComponentPropsWithoutRef<'input'>) {
  return <input {...props} className={clsx(s.control, className)} />;
}

export function Textarea({ className, ...props }: ComponentPropsWithoutRef<'textarea'>) {
  return <textarea {...props} className={clsx(s.control, className)} />;
}

export function Select({ className, ...props }: ComponentPropsWithoutRef<'select'>) {
  return <select {...props} className={clsx(s.control, className)} />;
}

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children'> {
  id: string;
  label: ReactNode;
  error?: string;
}

/** A checkbox whose whole row (≥ 44 px) is the click target; the label is the text next to the box. */
export function Checkbox({ id, label, error, className, ...props }: CheckboxProps) {
  const aria = controlProps(id, { error });
  const describedBy = [aria['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label className={s.check} htmlFor={id}>
        <input {...props} {...aria} aria-describedby={describedBy} type="checkbox" className={s.checkbox} />
        <span>{label}</span>
      </label>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

/** Fields side by side on wider screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={s.row}>{children}</div>;
}
