'use client';

import { useEffect, useRef, useState } from 'react';
import type { BookingPageData, ResourceChoice, StepId } from './types';

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
export function initialState({ services, resources, initial }: Pick<BookingPageData, 'services' | 'resources' | 'initial'>): InitialState {
  const linked = initial.serviceId ? services.find((x) => x.id === initial.serviceId) : undefined;
  const pinned = initial.resourceId && resources.some((r) => r.id === initial.resourceId) && services.some((x) => !x.nfz && x.resourceIds.includes(initial.resourceId!)) ? initial.resourceId : null;
  const nfzServiceId = linked?.nfz ? linked.id : null;
  const service = linked && !linked.nfz && linked.resourceIds.length > 0 ? linked : undefined;
  if (service) {
    const fixed = pinned && service.resourceIds.includes(pinned) ? pinned : service.resourceIds.length === 1 ? service.resourceIds[0]! : null;
    if (fixed) return { step: 'slot', serviceId: service.id, resource: fixed, pinned: fixed === pinned ? pinned : null, nfzServiceId };
    return { step: 'resource', serviceId: service.id, resource: null, pinned: null, nfzServiceId };
  }
  return { step: 'service', serviceId: null, resource: null, pinned, nfzServiceId };
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
