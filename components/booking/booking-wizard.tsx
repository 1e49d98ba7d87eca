'use client';

import { useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { submitBooking } from './actions';
import type { FreeSlot } from '@/lib/clinic-api/schemas';
import { formatDayLong, formatDayMonth, formatTime, mondayOf, weekdayShort } from '@/lib/booking/dates';
import type { BookingResult, BookingSubmission, FieldErrors } from './result';
import { replaceDaySlots } from '@/lib/booking/slots';
import { t } from '@/lib/i18n';
import { Confirmation } from './confirmation';
import { DetailsStep } from './details-step';
import { PhoneLink } from './phone-link';
import { ResourceStep } from './resource-step';
import { ServiceStep } from './service-step';
import { SlotStep } from './slot-step';
import { StepProgress } from './step-progress';
import { initialState, useFocusAfterRender, type FocusTarget } from './wizard-state';
import { STEPS, type Booked, type BookingPageData, type Failure, type PatientForm, type ResourceChoice, type StepId } from './types';
import { slotsKey } from './use-free-slots';
import s from './booking.module.css';

const TITLES: Record<StepId | 'done', string> = {
  service: t.booking.serviceTitle,
  resource: t.booking.resourceTitle,
  slot: t.booking.slotTitle,
  details: t.booking.detailsTitle,
  done: t.booking.doneTitle,
};

/**
 * The booking wizard: treatment → specialist → day and time → patient details → confirmation. Each step change moves
 * focus to the step heading and is announced; a taken slot (409) brings back that day's fresh slots with everything
 * typed kept; a second press while booking is ignored (and the API's duplicate rule backs that up).
 */
export function BookingWizard({ data }: { data: BookingPageData }) {
  const { services, clinic, privacy } = data;
  const serviceById = useMemo(() => new Map(services.map((x) => [x.id, x])), [services]);
  const resourceById = useMemo(() => new Map(data.resources.map((x) => [x.id, x])), [data.resources]);
  const queryClient = useQueryClient();

  const [init] = useState(() => initialState(data));
  const [step, setStep] = useState<StepId | 'done'>(init.step);
  const [serviceId, setServiceId] = useState<string | null>(init.serviceId);
  const [resource, setResource] = useState<ResourceChoice | null>(init.resource);
  const [pinned, setPinned] = useState<string | null>(init.pinned);
  const [view, setView] = useState<{ day: string | null; week: string | null }>({ day: null, week: null });
  const [slot, setSlot] = useState<FreeSlot | null>(null);
  const [takenDay, setTakenDay] = useState<string | null>(null);
  const [form, setForm] = useState<PatientForm>({ name: '', phone: '', email: '', note: '', marketing: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorAttempt, setErrorAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pending, startTransition] = useTransition();
  const inFlight = useRef(false);
  const { refs, focus } = useFocusAfterRender();

  const service = serviceId ? (serviceById.get(serviceId) ?? null) : null;
  const serviceResources = service ? service.resourceIds.map((id) => resourceById.get(id)).filter((r) => r !== undefined) : [];

  function go(next: StepId | 'done', target: FocusTarget = 'heading', announce?: string) {
    setStep(next);
    const n = next === 'done' ? STEPS.length : STEPS.indexOf(next) + 1;
    setAnnouncement(announce ?? (next === 'done' ? TITLES.done : t.booking.announceStep(n, STEPS.length, TITLES[next])));
    focus(target);
  }

  function chooseService(id: string) {
    const chosen = serviceById.get(id);
    if (!chosen) return;
    setServiceId(id);
    setSlot(null);
    setTakenDay(null);
    setView({ day: null, week: null });
    setFailure(null);
    // A specialist from a deep link, or the only one who performs it: straight to the dates.
    const only = chosen.resourceIds.length === 1 ? chosen.resourceIds[0]! : null;
    const fixed = pinned && chosen.resourceIds.includes(pinned) ? pinned : only;
    if (fixed) {
      setResource(fixed);
      go('slot');
    } else {
      if (resource && resource !== 'any' && !chosen.resourceIds.includes(resource)) setResource(null);
      go('resource');
    }
  }

  function chooseResource(choice: ResourceChoice) {
    setResource(choice);
    setSlot(null);
    setTakenDay(null);
    setView({ day: null, week: null });
    go('slot');
  }

  function pickSlot(picked: FreeSlot) {
    setSlot(picked);
    setTakenDay(null);
    setFailure(null);
    go('details');
  }

  function handleResult(res: BookingResult, sent: FreeSlot) {
    if (res.status !== 'invalid') setErrors({});
    switch (res.status) {
      case 'booked':
        setBooked({ appointment: res.appointment, slot: sent, serviceId: res.serviceId, resourceId: res.resourceId });
        go('done');
        return;
      case 'slot_taken': {
        const day = sent.localDate;
        const key = slotsKey(serviceId!, resource!);
        const merged = queryClient.setQueryData<FreeSlot[]>(key, (old) => replaceDaySlots(old ?? [], day, sent.resourceId, res.slots)) ?? [];
        void queryClient.invalidateQueries({ queryKey: key });
        setSlot(null);
        setTakenDay(day);
        setView({ day, week: mondayOf(day) });
        go('slot', 'taken', t.booking.takenAnnounce(formatDayLong(day), merged.filter((x) => x.localDate === day).length));
        return;
      }
      case 'invalid':
        setErrors(res.fieldErrors);
        if (Object.keys(res.fieldErrors).length > 0) {
          setErrorAttempt((n) => n + 1);
        } else {
          setFailure('invalid');
          focus('failure');
        }
        return;
      default:
        setFailure(res.status);
        focus('failure');
    }
  }

  function submit() {
    if (inFlight.current || pending || !slot || !serviceId) return;
    // Checked by the action (one schema, one set of messages); its per-field errors come back like any other answer.
    const payload: BookingSubmission = {
      serviceId,
      resourceId: slot.resourceId,
      startAt: slot.startAt,
      name: form.name,
      phone: form.phone,
      email: form.email,
      note: form.note,
      privacyNoticeVersion: privacy?.version,
      marketingConsent: Boolean(privacy?.marketingText) && form.marketing,
    };
    setFailure(null);
    inFlight.current = true;
    const sent = slot;
    startTransition(async () => {
      try {
        handleResult(await submitBooking(payload), sent);
      } catch {
        // The action itself did not answer (network gone, server restarting): nothing typed is lost.
        setFailure('unavailable');
        focus('failure');
      } finally {
        inFlight.current = false;
      }
    });
  }

  function startOver() {
    setServiceId(null);
    setResource(null);
    setPinned(null);
    setSlot(null);
    setBooked(null);
    setTakenDay(null);
    setView({ day: null, week: null });
    go('service');
  }

  const visitRows = (v: FreeSlot, resourceId: string) => [
    { label: t.booking.summaryService, value: service?.name ?? '' },
    { label: t.booking.summaryResource, value: resourceById.get(resourceId)?.name ?? '' },
    { label: t.booking.summaryDate, value: formatDayLong(v.localDate) },
    { label: t.booking.summaryTime, value: formatTime(v.localStartMin) },
  ];
  const visit = useMemo(
    () =>
      booked && service
        ? {
            appointmentId: booked.appointment.id,
            startAt: booked.appointment.startAt,
            endAt: booked.appointment.endAt,
            serviceName: service.name,
            resourceName: resourceById.get(booked.resourceId)?.name ?? '',
            clinic: { name: clinic.name, address: clinic.address, phone: clinic.phone, host: clinic.host },
          }
        : null,
    [booked, service, resourceById, clinic],
  );

  const progressValues: Partial<Record<StepId, string>> = {
    service: service?.name,
    // With "any specialist", the one the chosen slot belongs to, once there is a slot.
    resource: slot ? resourceById.get(slot.resourceId)?.name : resource === 'any' ? t.booking.anyResource : resource ? resourceById.get(resource)?.name : undefined,
    slot: slot ? `${weekdayShort(slot.localDate)} ${formatDayMonth(slot.localDate)}, ${formatTime(slot.localStartMin)}` : undefined,
  };
  const backTo: StepId | null = step === 'resource' ? 'service' : step === 'slot' ? (service && service.resourceIds.length > 1 && !pinned ? 'resource' : 'service') : step === 'details' ? 'slot' : null;
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
          </div>
        ) : null}
        <ServiceStep services={services} selectedId={serviceId} pinned={pinned ? (resourceById.get(pinned) ?? null) : null} phone={clinic.phone} onSelect={chooseService} onUnpin={() => setPinned(null)} />
      </>
    );
  } else if (step === 'resource' && service) {
    body = <ResourceStep resources={serviceResources} selected={resource} onSelect={chooseResource} />;
  } else if (step === 'slot' && service && resource) {
    body = (
      <SlotStep
        serviceId={service.id}
        resource={resource}
        resources={resourceById}
        day={view.day}
        week={view.week}
        onView={setView}
        onPick={pickSlot}
        takenDay={takenDay}
        takenRef={refs.taken}
        phone={clinic.phone}
        canChangeResource={serviceResources.length > 1}
        onChangeResource={() => go('resource')}
      />
    );
  } else if (step === 'details' && service && slot) {
    body = (
      <DetailsStep
        summary={visitRows(slot, slot.resourceId)}
        form={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        errors={errors}
        errorAttempt={errorAttempt}
        failure={failure}
        failureRef={refs.failure}
        pending={pending}
        onSubmit={submit}
        onChangeSlot={() => go('slot')}
        privacy={privacy}
        controller={clinic.controller}
        phone={clinic.phone}
      />
    );
  } else if (step === 'done' && booked && visit) {
    body = <Confirmation rows={visitRows(booked.slot, booked.resourceId)} visit={visit} onAnother={startOver} />;
  }

  return (
    <div className={s.wizard}>
      <StepProgress current={step === 'done' ? null : step} values={progressValues} onGo={(target) => go(target)} done={step === 'done'} />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <section className={s.step} aria-labelledby="booking-step-title">
        <h2 id="booking-step-title" ref={refs.heading} tabIndex={-1} className={s.stepTitle}>
          {TITLES[step]}
        </h2>
        {body}
        {backTo ? (
          <button type="button" className={s.backButton} onClick={() => go(backTo)}>
            <span aria-hidden="true">←</span>
            {t.booking.back}
          </button>
        ) : null}
      </section>
    </div>
  );
}
