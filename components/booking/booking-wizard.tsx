import { useEffect, useEffectEvent, useMemo, useReducer, useRef, useState, useTransition, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { unstable_isUnrecognizedActionError as isUnrecognizedAction } from 'next/navigation';
import { submitBooking } from './actions';
import type { FreeSlot } from '@/lib/clinic-api/schemas';
import { formatDayLong, formatDayMonth, formatTime, weekdayShort } from '@/lib/booking/dates';
import type { BookingResult, BookingSubmission } from './result';
import { replaceDaySlots } from '@/lib/booking/slots';
import { isoDate } from '@/lib/format';
import { t } from '@/lib/i18n/booking';
import { Confirmation } from './confirmation';
import { enquiryHref } from './enquiry-link';
import { DetailsStep, FailureAlert } from './details-step';
import { PhoneLink } from './phone-link';
import { ResourceStep } from './resource-step';
import { ServiceStep } from './service-step';
import { SlotStep } from './slot-step';
import { StepProgress } from './step-progress';
import {
  focusAfter,
  initialState,
  linkedSlot,
  startState,
  stepForHistory,
  TITLES,
  useFocusAfterRender,
  wizardReducer,
  type WizardAction,
} from './wizard-state';
import { STEPS as STEP_IDS, type BookingPageData, type StepId } from './types';
import { slotsKey } from './use-free-slots';
import { reportConversion } from '@/lib/conversions/browser';
import s from './booking.module.css';

/**
 * The booking wizard: treatment → specialist → day and time → patient details → confirmation. Its state is one
 * reducer (wizard-state.ts); each step change moves focus to the step heading and is announced; a taken slot (409)
 * brings back that day's fresh slots with everything typed kept; a second press while booking is ignored (and the
 * API's duplicate rule backs that up).
 */
export function BookingWizard({ data }: { data: BookingPageData }) {
  const { services, clinic, privacy } = data;
  const serviceById = useMemo(() => new Map(services.map((x) => [x.id, x])), [services]);
  const resourceById = useMemo(() => new Map(data.resources.map((x) => [x.id, x])), [data.resources]);
  const queryClient = useQueryClient();

  const [init] = useState(() => initialState(data));
  const [state, dispatch] = useReducer(wizardReducer, data, startState);
  const {
    step,
    serviceId,
    resource,
    pinned,
    view,
    slot,
    takenDay,
    form,
    errors,
    errorAttempt,
    failure,
    failureAway,
    booked,
    announcement,
  } = state;
  const [pending, startTransition] = useTransition();
  const inFlight = useRef(false);
  // The fill-time token the next booking carries: the page's, then the one each answer hands back.
  const formToken = useRef(data.formToken);
  const {
    refs: { heading: headingRef, taken: takenRef, failure: failureRef },
    focus,
  } = useFocusAfterRender();

  // A deep link's slot (?at=, from a page's next free time), looked up once in the first fresh list of its treatment
  // and specialist: still free, the wizard goes on to the details; taken meanwhile, it shows that day's fresh times.
  const linkedAt = useRef(data.initial.slotAt ?? null);
  function onSlotsLoaded(slots: FreeSlot[]) {
    const at = linkedAt.current;
    linkedAt.current = null;
    if (at === null || serviceId !== init.serviceId || resource !== init.resource || !resource) return;
    const found = linkedSlot(slots, at, resource, isoDate(new Date(at * 1000).toISOString()));
    act(
      found.kind === 'found'
        ? { type: 'pickSlot', slot: found.slot }
        : { type: 'slotTaken', day: found.day, freeThatDay: found.freeThatDay },
    );
  }

  /** Every change goes through the reducer; focus follows where the action says. */
  const started = useRef(false);
  function act(action: WizardAction) {
    dispatch(action);
    // Booking started: the first time a slot is chosen on this page (counted without identifiers; lib/conversions).
    if (action.type === 'pickSlot' && !started.current) {
      started.current = true;
      reportConversion('booking_started', 'booking', { beacon: true });
    }
    if (action.type === 'booked') reportConversion('booking_made', 'booking', { beacon: false });
    const target = focusAfter(action);
    if (target) focus(target);
  }

  // The browser's Back and Forward move between the wizard's steps: each step the patient reaches is a history entry
  // (the address unchanged; the entry records only the step's name, never a choice or anything typed), so Back on a
  // phone returns to the dates instead of leaving the page with everything chosen. The confirmation takes the place of
  // the details' entry: Back from it does not offer the booked details again.
  // Each entry also holds its place (bookingIndex), so an entry that can no longer show anything new (the details of
  // a slot taken meanwhile, the steps of a booking made before "book another") is passed over in the direction the
  // patient went, instead of taking a press that changes nothing.
  // A server action that revalidated or set a cookie would have Next replace the current entry's state without
  // these keys (the entry is then skipped): the booking action does neither.
  const fromHistory = useRef(false);
  const shownStep = useRef<string | null>(null);
  const entryIndex = useRef(0);
  useEffect(() => {
    const first = shownStep.current === null;
    if (first) {
      const kept = (window.history.state as { bookingIndex?: unknown } | null)?.bookingIndex;
      entryIndex.current = typeof kept === 'number' ? kept : 0;
    }
    if (first || fromHistory.current || step === 'done') {
      window.history.replaceState({ ...window.history.state, bookingStep: step, bookingIndex: entryIndex.current }, '');
    } else if (shownStep.current !== step) {
      entryIndex.current += 1;
      window.history.pushState({ ...window.history.state, bookingStep: step, bookingIndex: entryIndex.current }, '');
    }
    fromHistory.current = false;
    shownStep.current = step;
  }, [step]);
  // An effect event: it reads the wizard's state of the moment without re-adding the listener on every change.
  const onPop = useEffectEvent((event: PopStateEvent) => {
    const entry = event.state as { bookingStep?: unknown; bookingIndex?: unknown } | null;
    const wanted = entry?.bookingStep;
    if (
      typeof wanted !== 'string' ||
      typeof entry?.bookingIndex !== 'number' ||
      !([...STEP_IDS, 'done'] as string[]).includes(wanted)
    )
      return;
    const direction = Math.sign(entry.bookingIndex - entryIndex.current);
    entryIndex.current = entry.bookingIndex;
    const target = stepForHistory(state, wanted as StepId | 'done');
    if (target === state.step) {
      if (direction !== 0) window.history.go(direction);
      return;
    }
    fromHistory.current = true;
    act({ type: 'go', step: target });
  });
  useEffect(() => {
    const listener = (event: PopStateEvent) => onPop(event);
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);

  const service = serviceId ? (serviceById.get(serviceId) ?? null) : null;
  const serviceResources = service
    ? service.resourceIds.map((id) => resourceById.get(id)).filter((r) => r !== undefined)
    : [];

  function chooseService(id: string) {
    const chosen = serviceById.get(id);
    if (chosen) act({ type: 'chooseService', service: chosen });
  }

  function handleResult(res: BookingResult, sent: FreeSlot) {
    // A changed booking (another time, corrected details) carries the token the answer hands over.
    if ((res.status === 'slot_taken' || res.status === 'invalid' || res.status === 'phone_limited') && res.token)
      formToken.current = res.token;
    switch (res.status) {
      case 'booked':
        formToken.current = res.token;
        act({
          type: 'booked',
          booked: { appointment: res.appointment, slot: sent, serviceId: res.serviceId, resourceId: res.resourceId },
        });
        return;
      case 'slot_taken': {
        const day = sent.localDate;
        const key = slotsKey(serviceId!, resource!);
        const merged =
          queryClient.setQueryData<FreeSlot[]>(key, (old) =>
            replaceDaySlots(old ?? [], day, sent.resourceId, res.slots, resource!),
          ) ?? [];
        void queryClient.invalidateQueries({ queryKey: key });
        act({ type: 'slotTaken', day, freeThatDay: merged.filter((x) => x.localDate === day).length });
        return;
      }
      case 'invalid':
        act({ type: 'invalid', fieldErrors: res.fieldErrors });
        return;
      case 'expired':
      case 'resent':
        formToken.current = res.token;
        act({ type: 'failed', failure: res.status });
        return;
      default:
        act({ type: 'failed', failure: res.status });
    }
  }

  function submit(honeypot: string) {
    if (inFlight.current || pending || !slot || !serviceId) return;
    // Checked by the action (one schema, one set of messages); its per-field errors come back like any other answer.
    const payload: BookingSubmission = {
      serviceId,
      resourceId: slot.resourceId,
      startAt: slot.startAt,
      visitFor: form.visitFor,
      // Sent only for someone else's visit: a name typed and then switched back to "me" stays in the form, unsent.
      patientName: form.visitFor === 'me' ? '' : form.patientName,
      firstVisit: form.firstVisit,
      name: form.name,
      phone: form.phone,
      email: form.email,
      note: form.note,
      privacyNoticeVersion: privacy?.version,
      marketingConsent: Boolean(privacy?.marketingText) && form.marketing,
      formToken: formToken.current,
      website: honeypot,
    };
    act({ type: 'submit' });
    inFlight.current = true;
    const sent = slot;
    startTransition(async () => {
      try {
        handleResult(await submitBooking(payload), sent);
      } catch (err) {
        // The site was released anew and no longer knows this page's action (docs/deploy.md): sending again cannot
        // work, the page must be loaded again, and the patient is told so rather than "try again". Otherwise the
        // site's answer did not arrive (the phone lost its signal, a proxy failed, the server restarted): the
        // booking may have been made before it was lost, so the patient hears what an unknown outcome means (check
        // the clinic's SMS or e-mail; the same details again within minutes make no second visit), not "try again",
        // which invites another time. Nothing typed is lost either way.
        act({ type: 'failed', failure: isUnrecognizedAction(err) ? 'outdated' : 'uncertain' });
      } finally {
        inFlight.current = false;
      }
    });
  }

  const visitRows = (v: FreeSlot, resourceId: string, serviceName: string) => [
    { label: t.booking.summaryService, value: serviceName },
    { label: t.booking.summaryResource, value: resourceById.get(resourceId)?.name ?? '' },
    { label: t.booking.summaryDate, value: formatDayLong(v.localDate) },
    { label: t.booking.summaryTime, value: formatTime(v.localStartMin) },
  ];
  // The confirmation names what was booked, not what the wizard shows now: the steps stay open while a booking is
  // on its way, and a patient may pick another treatment before the answer comes.
  const bookedService = booked ? serviceById.get(booked.serviceId) : undefined;
  const visit = useMemo(
    () =>
      booked && bookedService
        ? {
            appointmentId: booked.appointment.id,
            startAt: booked.appointment.startAt,
            endAt: booked.appointment.endAt,
            serviceName: bookedService.name,
            resourceName: resourceById.get(booked.resourceId)?.name ?? '',
            clinic: {
              name: clinic.name,
              address: clinic.address,
              accessNote: clinic.accessNote,
              phone: clinic.phone,
              host: clinic.host,
            },
          }
        : null,
    [booked, bookedService, resourceById, clinic],
  );

  // Once booked, the wizard's slot is cleared (nothing to book again from the history: wizard-state.ts) and the
  // progress names the booked one.
  const shownSlot = step === 'done' && booked ? booked.slot : slot;
  const progressValues: Partial<Record<StepId, string>> = {
    service: service?.name,
    // With "any specialist", the one the chosen slot belongs to, once there is a slot.
    resource: shownSlot
      ? resourceById.get(shownSlot.resourceId)?.name
      : resource === 'any'
        ? t.booking.anyResource
        : resource
          ? resourceById.get(resource)?.name
          : undefined,
    slot: shownSlot
      ? `${weekdayShort(shownSlot.localDate)} ${formatDayMonth(shownSlot.localDate)}, ${formatTime(shownSlot.localStartMin)}`
      : undefined,
  };
  const backTo: StepId | null =
    step === 'resource'
      ? 'service'
      : step === 'slot'
        ? service && service.resourceIds.length > 1 && !pinned
          ? 'resource'
          : 'service'
        : step === 'details'
          ? 'slot'
          : null;
  const nfzLinked = init.nfzServiceId ? serviceById.get(init.nfzServiceId) : undefined;

  let body: ReactNode = null;
  if (step === 'service') {
    body = (
      <>
        {nfzLinked ? (
          <div className={s.alert}>
            <p>
              <strong>{nfzLinked.name}</strong>: {t.booking.phoneOnlyNfz}
            </p>
            <PhoneLink phone={clinic.phone} className={s.phoneLink} />
            {data.enquiryId ? (
              <a className={s.phoneLink} href={enquiryHref(data.enquiryId, nfzLinked.id, null)}>
                {t.booking.callbackRequest}
              </a>
            ) : null}
          </div>
        ) : null}
        <ServiceStep
          services={services}
          selectedId={serviceId}
          pinned={pinned ? (resourceById.get(pinned) ?? null) : null}
          phone={clinic.phone}
          onSelect={chooseService}
          onUnpin={() => act({ type: 'unpin' })}
        />
      </>
    );
  } else if (step === 'resource' && service) {
    body = (
      <ResourceStep
        resources={serviceResources}
        selected={resource}
        onSelect={(choice) => act({ type: 'chooseResource', choice })}
      />
    );
  } else if (step === 'slot' && service && resource) {
    body = (
      <SlotStep
        serviceId={service.id}
        resource={resource}
        resources={resourceById}
        day={view.day}
        week={view.week}
        onView={(v) => act({ type: 'view', view: v })}
        onPick={(picked) => act({ type: 'pickSlot', slot: picked })}
        takenDay={takenDay}
        takenRef={takenRef}
        phone={clinic.phone}
        enquiryHref={data.enquiryId ? enquiryHref(data.enquiryId, service.id, resource) : undefined}
        canChangeResource={serviceResources.length > 1}
        onChangeResource={() => act({ type: 'go', step: 'resource' })}
        onLoaded={onSlotsLoaded}
      />
    );
  } else if (step === 'details' && service && slot) {
    body = (
      <DetailsStep
        summary={visitRows(slot, slot.resourceId, service.name)}
        form={form}
        onChange={(patch) => act({ type: 'edit', patch })}
        errors={errors}
        errorAttempt={errorAttempt}
        failure={failure}
        failureRef={failureRef}
        pending={pending}
        onSubmit={submit}
        onChangeSlot={() => act({ type: 'go', step: 'slot' })}
        privacy={privacy}
        controller={clinic.controller}
        phone={clinic.phone}
      />
    );
  } else if (step === 'done' && booked && visit) {
    body = (
      <Confirmation
        rows={visitRows(booked.slot, booked.resourceId, visit.serviceName)}
        visit={visit}
        onAnother={() => act({ type: 'startOver' })}
      />
    );
  }

  return (
    <div className={s.wizard}>
      <StepProgress
        current={step === 'done' ? null : step}
        values={progressValues}
        onGo={(target) => act({ type: 'go', step: target })}
        done={step === 'done'}
      />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <section className={s.step} aria-labelledby="booking-step-title">
        <h2 id="booking-step-title" ref={headingRef} tabIndex={-1} className={s.stepTitle}>
          {TITLES[step]}
        </h2>
        {failure &&
        step !== 'details' &&
        step !== 'done' &&
        (failureAway || failure === 'uncertain' || failure === 'resent' || failure === 'outdated') ? (
          // A booking's failure that came while the patient was on another step (the steps stay open while it is on
          // its way): shown and focused where the patient is. One the patient read on the details step is not shown
          // again on the way back, unless the visit may be booked or the page must be reloaded.
          <FailureAlert failure={failure} phone={clinic.phone} ref={failureRef} />
        ) : null}
        {body}
        {backTo ? (
          <button type="button" className={s.backButton} onClick={() => act({ type: 'go', step: backTo })}>
            <span aria-hidden="true">←</span>
            {t.booking.back}
          </button>
        ) : null}
      </section>
    </div>
  );
}
