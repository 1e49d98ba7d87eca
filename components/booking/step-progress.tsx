import clsx from 'clsx';
import { t } from '@/lib/i18n/booking';
import { STEPS, type StepId } from './types';
import s from './booking.module.css';

/**
 * The steps as a progress list: the current one marked `aria-current="step"`, finished ones are buttons that go back
 * to change the choice (their chosen value shown under the name).
 */
export function StepProgress({
  current,
  values,
  onGo,
  done,
}: {
  current: StepId | null;
  values: Partial<Record<StepId, string>>;
  onGo: (step: StepId) => void;
  done?: boolean;
}) {
  const currentIndex = current ? STEPS.indexOf(current) : STEPS.length;
  return (
    <nav aria-label={t.booking.progressLabel} className={s.progress}>
      <ol className={s.progressList}>
        {STEPS.map((step, i) => {
          const state = i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'todo';
          const content = (
            <>
              <span className={s.progressMark} aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className={s.progressText}>
                <span className={s.progressName}>{t.booking.steps[step]}</span>
                {state === 'done' && values[step] ? <span className={s.progressValue}>{values[step]}</span> : null}
                <span className="visually-hidden">
                  {state === 'done'
                    ? `, ${t.booking.stepDone}`
                    : state === 'current'
                      ? `, ${t.booking.stepCurrent}`
                      : ''}
                </span>
              </span>
            </>
          );
          return (
            <li
              key={step}
              className={clsx(s.progressItem, s[`progress_${state}`])}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && !done ? (
                <button type="button" className={s.progressButton} onClick={() => onGo(step)}>
                  {content}
                  <span className="visually-hidden">{` (${t.booking.change.toLowerCase()})`}</span>
                </button>
              ) : (
                <span className={s.progressButton}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
