import { useEffect, useEffectEvent, useRef, useState, type Ref } from 'react';
import clsx from 'clsx';
import type { BookingCatalogResource, FreeSlot } from '@/lib/clinic-api/schemas';
import {
  addDays,
  formatDateRange,
  formatDayLong,
  formatTime,
  mondayOf,
  slotLabel,
  weekDates,
  weekdayShort,
} from '@/lib/booking/dates';
import { groupByDay, nextDayWithSlots } from '@/lib/booking/slots';
import { t } from '@/lib/i18n/booking';
import { PhoneLink } from './phone-link';
import type { ResourceChoice } from './types';
import { useFreeSlots } from './use-free-slots';
import s from './booking.module.css';

interface SlotStepProps {
  serviceId: string;
  resource: ResourceChoice;
  resources: Map<string, BookingCatalogResource>;
  /** The chosen day and shown week; null until the patient picks (the nearest free day is shown first). */
  day: string | null;
  week: string | null;
  onView: (view: { day: string | null; week: string }) => void;
  onPick: (slot: FreeSlot) => void;
  /** After a 409: the day whose slot was taken (its fresh slots are shown at once). */
  takenDay: string | null;
  takenRef: Ref<HTMLHeadingElement>;
  phone: string | null;
  /** The enquiry form with this treatment and specialist chosen (enquiry-link.ts), when the page has one. */
  enquiryHref?: string;
  canChangeResource: boolean;
  onChangeResource: () => void;
  /** Each fresh list of free slots as it arrives (a deep link's slot is looked up in the first). */
  onLoaded?: (slots: FreeSlot[]) => void;
}

/**
 * Step 3: a week of days and the free times of the chosen day, on the clinic's calendar. Opens at the nearest free
 * slot; an empty week says so and offers the next free day; buttons carry full names ("wtorek, 24 listopada 2026, 9:30").
 */
export function SlotStep({ takenRef, ...p }: SlotStepProps) {
  const query = useFreeSlots(p.serviceId, p.resource);
  const loaded = useEffectEvent((slots: FreeSlot[]) => p.onLoaded?.(slots));
  useEffect(() => {
    if (query.data) loaded(query.data);
  }, [query.data]);
  // "Show the nearest free day" goes away once pressed: focus moves to that day's times, not to the page's body.
  const timesTitle = useRef<HTMLHeadingElement>(null);
  const [jumped, setJumped] = useState(0);
  useEffect(() => {
    if (jumped) timesTitle.current?.focus();
  }, [jumped]);

  if (query.isPending) {
    return (
      <div className={s.stepBody} aria-busy="true">
        <p className={s.loading}>{t.booking.slotsLoading}</p>
      </div>
    );
  }
  // A failed read with nothing to show. A failed refresh keeps the list it had (TanStack Query keeps the data and
  // reports the error): it is shown, with a note, rather than replaced by the error (after a 409 that would also take
  // away the notice that has focus).
  if (query.isError && query.data === undefined) {
    return (
      <div className={s.stepBody}>
        <div className={s.alert} role="alert">
          <p>{query.error.message}</p>
          <p className={s.alertActions}>
            <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
              {t.booking.retry}
            </button>
            <PhoneLink phone={p.phone} className="button button-ghost" />
          </p>
        </div>
      </div>
    );
  }

  const days = groupByDay(query.data);
  const dayList = [...days.keys()];
  const taken = p.takenDay ? (
    <div className={s.taken}>
      <h3 ref={takenRef} tabIndex={-1} className={s.takenTitle}>
        {t.booking.takenTitle}
      </h3>
      <p>{t.booking.takenText}</p>
      {!days.has(p.takenDay) ? <p>{t.booking.takenNoneThatDay}</p> : null}
    </div>
  ) : null;

  if (dayList.length === 0) {
    return (
      <div className={s.stepBody}>
        {taken}
        <p>{t.booking.noSlotsAtAll}</p>
        <p>
          {t.booking.noSlotsCall} <PhoneLink phone={p.phone} />
        </p>
        {p.enquiryHref ? (
          <p>
            <a className="button button-primary" href={p.enquiryHref}>
              {t.booking.callbackRequest}
            </a>
          </p>
        ) : null}
        {p.canChangeResource ? (
          <button type="button" className="button button-secondary" onClick={p.onChangeResource}>
            {t.booking.chooseOtherResource}
          </button>
        ) : null}
      </div>
    );
  }

  const first = dayList[0]!;
  const last = dayList.at(-1)!;
  const week = p.week ?? mondayOf(p.day ?? first);
  const dates = weekDates(week);
  const weekHasSlots = dates.some((d) => days.has(d));
  // The chosen day, else the first free day of the shown week.
  const day = p.day && days.has(p.day) && dates.includes(p.day) ? p.day : (dates.find((d) => days.has(d)) ?? null);
  const daySlots = day ? (days.get(day) ?? []) : [];
  const nextFree = nextDayWithSlots(dayList, addDays(week, 7));
  const goWeek = (monday: string) => onWeek(p.onView, monday, days);

  const atFirst = week <= mondayOf(first);
  const atLast = week >= mondayOf(last);

  return (
    <div className={s.stepBody}>
      {taken}
      {query.isError ? (
        <div className={s.stale} role="status">
          <p>{t.booking.slotsStale}</p>
          <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
            {t.booking.retry}
          </button>
        </div>
      ) : null}
      <div className={s.weekNav}>
        {/* aria-disabled, not disabled: the week's end reached, the pressed button keeps focus (a disabled one drops it). */}
        <button
          type="button"
          className={s.weekButton}
          onClick={() => !atFirst && goWeek(addDays(week, -7))}
          aria-disabled={atFirst}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t.booking.prevWeek}</span>
        </button>
        <p className={s.weekLabel}>{formatDateRange(dates[0]!, dates[6]!)}</p>
        <button
          type="button"
          className={s.weekButton}
          onClick={() => !atLast && goWeek(addDays(week, 7))}
          aria-disabled={atLast}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t.booking.nextWeek}</span>
        </button>
      </div>
      <ul className={s.days} aria-label={t.booking.daysLabel}>
        {dates.map((d) => {
          const count = days.get(d)?.length ?? 0;
          return (
            <li key={d}>
              <button
                type="button"
                className={clsx(s.day, d === day && s.daySelected)}
                aria-pressed={d === day}
                disabled={count === 0}
                // The name starts with what the button shows ("pn 23", WCAG 2.5.3 label in name: a voice user says
                // what they see), then the full date for a screen reader.
                aria-label={`${weekdayShort(d)} ${Number(d.slice(8))}, ${formatDayLong(d)}${count === 0 ? `, ${t.booking.dayNoSlots}` : ''}`}
                onClick={() => p.onView({ day: d, week })}
              >
                <span className={s.dayName}>{weekdayShort(d)}</span>{' '}
                <span className={s.dayNumber}>{Number(d.slice(8))}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {!weekHasSlots ? (
        <div className={s.emptyWeek}>
          <p>{t.booking.emptyWeek}</p>
          {nextFree ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                p.onView({ day: nextFree, week: mondayOf(nextFree) });
                setJumped((n) => n + 1);
              }}
            >
              {t.booking.jumpTo(formatDayLong(nextFree))}
            </button>
          ) : null}
        </div>
      ) : null}
      {day ? (
        <section aria-labelledby="slot-times-title" className={s.times}>
          <h3 id="slot-times-title" ref={timesTitle} tabIndex={-1} className={s.timesTitle}>
            {t.booking.timesFor(formatDayLong(day))}
          </h3>
          <ul className={s.slotList}>
            {daySlots.map((slot) => {
              const who = p.resource === 'any' ? p.resources.get(slot.resourceId)?.name : undefined;
              return (
                <li key={`${slot.resourceId}-${slot.startAt}`}>
                  {/* The name holds what the button shows, word for word (WCAG 2.5.3): "9:30" and the specialist. */}
                  <button
                    type="button"
                    className={s.slot}
                    aria-label={who ? `${slotLabel(slot)}, ${who}` : slotLabel(slot)}
                    onClick={() => p.onPick(slot)}
                  >
                    <span className={s.slotTime}>{formatTime(slot.localStartMin)}</span>
                    {who ? (
                      <>
                        {' '}
                        <span className={s.slotWho}>{who}</span>
                      </>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Moving a week: the first free day of that week becomes the chosen one (none when the week is empty). */
function onWeek(onView: SlotStepProps['onView'], monday: string, days: Map<string, FreeSlot[]>) {
  const d = weekDates(monday).find((x) => days.has(x)) ?? null;
  onView({ day: d, week: monday });
}
