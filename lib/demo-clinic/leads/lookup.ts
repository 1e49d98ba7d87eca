import type { DemoLead, DemoStore } from '../store';
import { phoneKey } from './contact';

export interface NewLeadData {
  clinicId: string;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  message?: string | null;
  source: DemoLead['source'];
}

/** A new lead at the `new` stage, stored in the CRM. */
export function createDemoLead(store: DemoStore, data: NewLeadData, at: string): DemoLead {
  const lead: DemoLead = {
    id: store.nextId('lead'),
    clinicId: data.clinicId,
    name: data.name ?? null,
    phone: data.phone ?? null,
    email: data.email ?? null,
    message: data.message ?? null,
    source: data.source,
    stage: 'new',
    locationId: null,
    archived: false,
    createdAt: at,
    updatedAt: at,
    tracking: {},
    extra: {},
    submissions: [],
    consents: [],
    optedOut: [],
    timeRequests: [],
  };
  store.leads.push(lead);
  return lead;
}

/** The clinic's most recent live lead with this phone number, however it is written. */
function findLeadByPhone(store: DemoStore, clinicId: string, phone: string): DemoLead | undefined {
  const key = phoneKey(phone);
  if (!key) return undefined;
  for (let i = store.leads.length - 1; i >= 0; i--) {
    const lead = store.leads[i]!;
    if (lead.clinicId === clinicId && !lead.archived && lead.phone && phoneKey(lead.phone) === key) return lead;
  }
  return undefined;
}

/**
 * The lead with this phone, or a new one (booking: "the lead is found by phone or created"). A found lead keeps its
 * stored contact data; only what it lacked (name, e-mail) is filled in from the request.
 */
export function findOrCreateLeadByPhone(
  store: DemoStore,
  data: NewLeadData & { phone: string },
  at: string,
): { lead: DemoLead; created: boolean } {
  const found = findLeadByPhone(store, data.clinicId, data.phone);
  if (!found) return { lead: createDemoLead(store, data, at), created: true };
  if (!found.name && data.name) {
    found.name = data.name;
    found.updatedAt = at;
  }
  if (!found.email && data.email) {
    found.email = data.email;
    found.updatedAt = at;
  }
  return { lead: found, created: false };
}
