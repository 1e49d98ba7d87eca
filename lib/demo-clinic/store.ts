import type { z } from 'zod';
import type * as S from '../clinic-api/schemas';
import type { DemoContent } from './types';
import type { DemoFault } from './faults';

/** A lead in the demo CRM. Holds patient data: it lives only in this process's memory. */
export interface DemoLead {
  id: string;
  clinicId: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  message: string | null;
  source: 'form' | 'embed' | 'api' | 'manual' | 'inbound' | 'chat';
  stage: string;
  locationId: string | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
  /** utm_* and click ids sent with the lead. */
  tracking: Record<string, string>;
  /** Keys the API did not recognise, kept with the lead. */
  extra: Record<string, unknown>;
  /** Information-clause versions shown with each submission. */
  submissions: { at: string; privacyNoticeVersion: string | null }[];
  /** Marketing consents per channel, with the clause version they were given under. */
  consents: { channel: 'sms' | 'email'; address: string; version: string; at: string }[];
  /** Channels the patient opted out of. */
  optedOut: string[];
  timeRequests: z.infer<typeof S.LeadTimeRequest>[];
}

export interface DemoAppointment {
  id: string;
  clinicId: string;
  serviceId: string;
  resourceId: string;
  startAt: number;
  endAt: number;
  leadId: string;
  status: 'booked' | 'cancelled';
  note: string | null;
  createdAt: number;
  /** Fingerprint of the request body, for the 5-minute duplicate rule. */
  fingerprint: string;
}

/** What the demo would have sent by e-mail (reception notices, with attachments such as .ics). */
export interface DemoEmail {
  id: string;
  at: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; mime: string; content: string }[];
}

/** A webhook event the demo emitted (and delivered when a webhook URL is configured). */
export interface DemoEvent {
  id: string;
  type: string;
  at: string;
  data: Record<string, unknown>;
  delivery: 'pending' | 'delivered' | 'failed' | 'not_configured';
}

export interface DemoAuditEntry {
  at: string;
  clinicId: string;
  action: string;
  ids: string[];
}

/**
 * One API request as the demo received it: when, the method, the path (no query string, no body: nothing a patient
 * typed) and the status it was answered with.
 */
export interface DemoRequestRecord {
  seq: number;
  at: number;
  method: string;
  path: string;
  status: number;
}

/** The request log keeps this many of the latest requests, so a long-running demo does not grow without bound. */
export const REQUEST_LOG_SIZE = 5_000;

export type DemoSwitches = {
  takeNextSlot: boolean;
  takeNextDay: boolean;
  sitePublished: boolean;
  outage: boolean;
  hiddenPages: string[];
  loseBookingAnswers: boolean;
  /** A fault played in front of the API on every call or chosen paths (faults.ts); null: none. */
  fault: DemoFault | null;
};

/** The demo clinic's whole state. Areas (booking, leads, conversations, media…) keep their records here. */
export class DemoStore {
  content: DemoContent;
  leads: DemoLead[] = [];
  appointments: DemoAppointment[] = [];
  emails: DemoEmail[] = [];
  events: DemoEvent[] = [];
  audit: DemoAuditEntry[] = [];
  /** Free-form state of the areas that need more (conversations, media, feedback…), keyed by area. */
  areas: Record<string, unknown> = {};
  /**
   * Test switches: `takeNextSlot` makes the next booking find its slot taken, `takeNextDay` every slot of that service
   * with that specialist that day (the 409 then lists none); `outage` makes every endpoint answer
   * 503, as an unreachable platform would; `sitePublished` false makes GET /site a 404; `hiddenPages` are paths the
   * clinic does not publish (left out of GET /pages, 404 from GET /content), e.g. its own /cennik, so the
   * starter's page there can be seen. `loseBookingAnswers` books as asked and then drops the connection instead of
   * answering (every booking while on, the same appointment returned again by the duplicate rule too): the answer
   * lost on its way back, so the site cannot know whether the visit was booked.
   */
  switches: DemoSwitches = {
    takeNextSlot: false,
    takeNextDay: false,
    sitePublished: true,
    outage: false,
    hiddenPages: [],
    loseBookingAnswers: false,
    fault: null,
  };
  /** The API requests received, oldest first (see DemoRequestRecord); `requestSeq` numbers them across trimming. */
  requests: DemoRequestRecord[] = [];
  requestSeq = 0;
  /** What `resetSwitches` goes back to: the switches and noindex as the instance started. */
  private readonly initial: { switches: DemoSwitches; noindex: boolean; posts: DemoContent['posts'] };
  private seq = 0;

  constructor(content: DemoContent) {
    this.content = content;
    this.initial = {
      switches: { ...this.switches, hiddenPages: [...this.switches.hiddenPages] },
      noindex: Boolean(content.site.noindex),
      // A store made for one area's tests may carry no posts.
      posts: [...(content.posts ?? [])],
    };
  }

  /** Every switch (and noindex) back to how the instance started: what a test that flipped one leaves behind. */
  resetSwitches(): void {
    this.switches = { ...this.initial.switches, hiddenPages: [...this.initial.switches.hiddenPages] };
    this.content.site.noindex = this.initial.noindex;
    if (this.content.posts) this.content.posts = [...this.initial.posts];
  }

  /** A new id with a readable prefix, unique within this store. */
  nextId(prefix: string): string {
    this.seq += 1;
    return `${prefix}_${Date.now().toString(36)}${this.seq.toString(36).padStart(3, '0')}`;
  }

  /** The area's own state, created on first use. */
  area<T>(name: string, init: () => T): T {
    if (!(name in this.areas)) this.areas[name] = init();
    return this.areas[name] as T;
  }
}

/** Appends to the store's request log, dropping the oldest entries past REQUEST_LOG_SIZE. */
export function logRequest(store: DemoStore, entry: Omit<DemoRequestRecord, 'seq'>): void {
  store.requestSeq += 1;
  store.requests.push({ seq: store.requestSeq, ...entry });
  if (store.requests.length > REQUEST_LOG_SIZE) store.requests.splice(0, store.requests.length - REQUEST_LOG_SIZE);
}
