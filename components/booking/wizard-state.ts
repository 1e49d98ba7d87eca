import { useEffect, useRef, useState } from 'react';
import type { BookingCatalogService, FreeSlot } from '@/lib/clinic-api/schemas';
import { formatDayLong, mondayOf } from '@/lib/booking/dates';
import type { FieldErrors } from './result';
import { t } from '@/lib/i18n/booking';
import {
  STEPS,
  type Booked,
  type BookingPageData,
  type Failure,
  type PatientForm,
  type ResourceChoice,
  type StepId,
} from './types';

export interface InitialState {
  step: StepId;
  serviceId: string | null;
  resource: ResourceChoice | null;
  /** A specialist chosen by ?resource=: step 1 lists only their treatments. */
  pinned: string | null;
  /** ?service= named a phone-only (NFZ) treatment: step 1 says so up front. */
  nfzServiceId: string | null;
}

/**
 * Where a deep link starts: ?service=ID opens the specialists of that treatment (or its dates when one specialist
 * performs it), ?resource=ID lists that specialist's treatments, both together open the dates. Unknown ids, or a
 * specialist who does not perform the treatment, are ignored rather than shown as an error.
 */
export function initialState({
  services,
  resources,
  initial,
}: Pick<BookingPageData, 'services' | 'resources' | 'initial'>): InitialState {
  const linked = initial.serviceId ? services.find((x) => x.id === initial.serviceId) : undefined;
  const pinned =
    initial.resourceId &&
    resources.some((r) => r.id === initial.resourceId) &&
    services.some((x) => !x.nfz && x.resourceIds.includes(initial.resourceId!))
      ? initial.resourceId
      : null;
  const nfzServiceId = linked?.nfz ? linked.id : null;
  const service = linked && !linked.nfz && linked.resourceIds.length > 0 ? linked : undefined;
  if (service) {
    const fixed =
      pinned && service.resourceIds.includes(pinned)
        ? pinned
        : service.resourceIds.length === 1
          ? service.resourceIds[0]!
          : null;
    if (fixed)
      return {
        step: 'slot',
        serviceId: service.id,
        resource: fixed,
        pinned: fixed === pinned ? pinned : null,
        nfzServiceId,
      };
    return { step: 'resource', serviceId: service.id, resource: null, pinned: null, nfzServiceId };
  }
  return { step: 'service', serviceId: null, resource: null, pinned, nfzServiceId };
}

/**
 * A deep link's slot (?at=, from a page's next free time) against the fresh free slots of its treatment and specialist:
 * still free (`found`: the wizard goes on to the details), or taken meanwhile (`gone`: the wizard shows that day's
 * fresh times, as after a 409). `day` is the clinic-local day of `at` (lib/format isoDate, Europe/Warsaw).
 */
export function linkedSlot(
  slots: readonly FreeSlot[],
  at: number,
  resource: ResourceChoice,
  day: string,
): { kind: 'found'; slot: FreeSlot } | { kind: 'gone'; day: string; freeThatDay: number } {
  const slot = slots.find((s) => s.startAt === at && (resource === 'any' || s.resourceId === resource));
  if (slot) return { kind: 'found', slot };
  return { kind: 'gone', day, freeThatDay: slots.filter((s) => s.localDate === day).length };
}

export const TITLES: Record<StepId | 'done', string> = {
  service: t.booking.serviceTitle,
  resource: t.booking.resourceTitle,
  slot: t.booking.slotTitle,
  details: t.booking.detailsTitle,
  done: t.booking.doneTitle,
};

/** Everything the wizard remembers during one visit, changed only by `wizardReducer`. */
export interface WizardState {
  step: StepId | 'done';
  serviceId: string | null;
  resource: ResourceChoice | null;
  pinned: string | null;
  /** The week and day shown in step 3 (null: the nearest free ones). */
  view: { day: string | null; week: string | null };
  slot: FreeSlot | null;
  /** After a 409: the day whose slot was taken. */
  takenDay: string | null;
  form: PatientForm;
  errors: FieldErrors;
  /** Increases with every answer carrying field errors: the details step moves focus to its summary. */
  errorAttempt: number;
  failure: Failure | null;
  /** The failure came while the patient was on another step than the details (the steps stay open while booking). */
  failureAway: boolean;
  booked: Booked | null;
  /** What the live region says after the last step change. */
  announcement: string;
}

export type WizardAction =
  | { type: 'go'; step: StepId | 'done' }
  | { type: 'chooseService'; service: BookingCatalogService }
  | { type: 'chooseResource'; choice: ResourceChoice }
  | { type: 'pickSlot'; slot: FreeSlot }
  | { type: 'view'; view: { day: string | null; week: string } }
  | { type: 'unpin' }
  | { type: 'edit'; patch: Partial<PatientForm> }
  | { type: 'submit' }
  | { type: 'booked'; booked: Booked }
  | { type: 'slotTaken'; day: string; freeThatDay: number }
  | { type: 'invalid'; fieldErrors: FieldErrors }
  | { type: 'failed'; failure: Failure }
  | { type: 'startOver' };

export function startState(data: Pick<BookingPageData, 'services' | 'resources' | 'initial'>): WizardState {
  const init = initialState(data);
  return {
    step: init.step,
    serviceId: init.serviceId,
    resource: init.resource,
    pinned: init.pinned,
    view: { day: null, week: null },
    slot: null,
    takenDay: null,
    form: {
      visitFor: 'me',
      patientName: '',
      firstVisit: '',
      name: '',
      phone: '',
      email: '',
      note: '',
      marketing: false,
    },
    errors: {},
    errorAttempt: 0,
    failure: null,
    failureAway: false,
    booked: null,
    announcement: '',
  };
}

const NO_VIEW = { day: null, week: null };

/** A step change, announced to screen readers ("Krok 2 z 4: …"). */
function go(state: WizardState, step: StepId | 'done', announcement?: string): WizardState {
  const n = step === 'done' ? STEPS.length : STEPS.indexOf(step) + 1;
  return {
    ...state,
    step,
    announcement:
      announcement ?? (step === 'done' ? TITLES.done : t.booking.announceStep(n, STEPS.length, TITLES[step])),
  };
}

/** The wizard's one state machine: treatment → specialist → day and time → details → confirmation. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'go':
      return go(state, action.step);
    case 'chooseService': {
      const chosen = action.service;
      const next = { ...state, serviceId: chosen.id, slot: null, takenDay: null, view: NO_VIEW, failure: null };
      // A specialist from a deep link, or the only one who performs it: straight to the dates.
      const only = chosen.resourceIds.length === 1 ? chosen.resourceIds[0]! : null;
      const fixed = state.pinned && chosen.resourceIds.includes(state.pinned) ? state.pinned : only;
      if (fixed) return go({ ...next, resource: fixed }, 'slot');
      const keep =
        state.resource && state.resource !== 'any' && !chosen.resourceIds.includes(state.resource)
          ? null
          : state.resource;
      return go({ ...next, resource: keep }, 'resource');
    }
    case 'chooseResource':
      // Another specialist than the one a deep link named: that link no longer narrows the treatments.
      return go(
        {
          ...state,
          resource: action.choice,
          pinned: action.choice === state.pinned ? state.pinned : null,
          slot: null,
          takenDay: null,
          view: NO_VIEW,
        },
        'slot',
      );
    case 'pickSlot':
      return go({ ...state, slot: action.slot, takenDay: null, failure: null }, 'details');
    case 'view':
      return { ...state, view: action.view };
    case 'unpin':
      return { ...state, pinned: null };
    case 'edit':
      return { ...state, form: { ...state.form, ...action.patch } };
    case 'submit':
      return { ...state, failure: null };
    case 'booked':
      // The slot is cleared: it is booked (the confirmation reads `booked`), and an entry of the browser's history
      // for the details step must not offer it again (stepForHistory finds no slot and shows the dates).
      return go({ ...state, errors: {}, slot: null, failure: null, booked: action.booked }, 'done');
    case 'slotTaken': {
      const day = action.day;
      const next = { ...state, errors: {}, slot: null, takenDay: day, view: { day, week: mondayOf(day) } };
      return go(next, 'slot', t.booking.takenAnnounce(formatDayLong(day), action.freeThatDay));
    }
    case 'invalid':
      return Object.keys(action.fieldErrors).length > 0
        ? { ...state, errors: action.fieldErrors, errorAttempt: state.errorAttempt + 1 }
        : { ...state, errors: {}, failure: 'invalid', failureAway: state.step !== 'details' };
    case 'failed':
      return { ...state, errors: {}, failure: action.failure, failureAway: state.step !== 'details' };
    case 'startOver':
      return go(
        {
          ...state,
          serviceId: null,
          resource: null,
          pinned: null,
          slot: null,
          booked: null,
          takenDay: null,
          view: NO_VIEW,
        },
        'service',
      );
  }
}

/**
 * The step a history entry may show now (the browser's Back and Forward: booking-wizard.tsx): the one it recorded,
 * or the furthest before it whose choices still stand (after "book another", an entry of the earlier booking's
 * details has no slot left to show).
 */
export function stepForHistory(state: WizardState, wanted: StepId | 'done'): StepId | 'done' {
  const order: (StepId | 'done')[] = [...STEPS, 'done'];
  const ready: Record<StepId | 'done', boolean> = {
    service: true,
    resource: state.serviceId !== null,
    slot: state.serviceId !== null && state.resource !== null,
    details: state.serviceId !== null && state.resource !== null && state.slot !== null,
    done: state.booked !== null,
  };
  for (let i = order.indexOf(wanted); i > 0; i--) if (ready[order[i]!]) return order[i]!;
  return 'service';
}

/** Where focus goes after an action: the step heading, the "slot taken" notice, the failure message, or nowhere. */
export function focusAfter(action: WizardAction): FocusTarget | null {
  switch (action.type) {
    case 'go':
    case 'chooseService':
    case 'chooseResource':
    case 'pickSlot':
    case 'booked':
    case 'startOver':
      return 'heading';
    case 'slotTaken':
      return 'taken';
    case 'failed':
      return 'failure';
    case 'invalid':
      return Object.keys(action.fieldErrors).length > 0 ? null : 'failure';
    default:
      return null;
  }
}

export type FocusTarget = 'heading' | 'taken' | 'failure';

/**
 * Moves focus after the next render, once the target exists: the step heading on a step change, the "slot taken"
 * notice after a 409, the error message after a failed booking. Never on the first render (the page keeps its focus).
 */
export function useFocusAfterRender() {
  const heading = useRef<HTMLHeadingElement>(null);
  const taken = useRef<HTMLHeadingElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<{ target: FocusTarget; n: number } | null>(null);
  useEffect(() => {
    if (!request) return;
    const el = { heading, taken, failure }[request.target].current ?? heading.current;
    el?.focus();
  }, [request]);
  return {
    refs: { heading, taken, failure },
    focus: (target: FocusTarget) => setRequest((r) => ({ target, n: (r?.n ?? 0) + 1 })),
  };
}
