import { Field, Input } from '@/components/ui/forms';
import { t } from '@/lib/i18n/leads';
import { windowField, type WindowValues } from './form';
import s from './enquiry-form.module.css';

/**
 * One to three preferred time windows (date, from, to) in a disclosure: closed until the patient wants it, open
 * when it holds values or errors. Rows left empty are ignored. Native date and time pickers (best on phones).
 */
export function TimeWindowsFields({
  formId,
  windows,
  errors,
  minDate,
  maxDate,
}: {
  formId: string;
  windows: WindowValues[];
  errors: Record<string, string>;
  minDate: string;
  maxDate: string;
}) {
  const m = t.leads;
  const open = windows.some((w) => w.date || w.from || w.to) || Object.keys(errors).some((k) => /^w\d_/.test(k));
  const hintId = `${formId}-times-hint`;
  return (
    <details className={s.times} open={open || undefined}>
      <summary>{m.timesToggle}</summary>
      <div className={s.timesBody}>
        <p id={hintId} className={s.timesHint}>
          {m.timesHint}
        </p>
        {windows.map((w, i) => {
          const id = (part: keyof WindowValues) => `${formId}-${windowField(i, part)}`;
          return (
            <fieldset key={i} className={s.window} aria-describedby={i === 0 ? hintId : undefined}>
              <legend className={s.windowLegend}>{m.windowLegend(i + 1)}</legend>
              <div className={s.windowFields}>
                <Field id={id('date')} label={m.windowDate} error={errors[windowField(i, 'date')]}>
                  {(p) => (
                    <Input
                      {...p}
                      type="date"
                      name={windowField(i, 'date')}
                      defaultValue={w.date}
                      min={minDate}
                      max={maxDate}
                    />
                  )}
                </Field>
                <Field id={id('from')} label={m.windowFrom} error={errors[windowField(i, 'from')]}>
                  {(p) => <Input {...p} type="time" name={windowField(i, 'from')} defaultValue={w.from} />}
                </Field>
                <Field id={id('to')} label={m.windowTo} error={errors[windowField(i, 'to')]}>
                  {(p) => <Input {...p} type="time" name={windowField(i, 'to')} defaultValue={w.to} />}
                </Field>
              </div>
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}
