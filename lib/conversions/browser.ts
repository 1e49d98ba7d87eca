import { toKind, type ConversionEvent, type PageKindCount } from './counts';

/** The beacon's route (app/api/conversions): only the server build has it, and its page script sets `clinicBeacon`. */
export const BEACON_PATH = '/api/conversions';

/**
 * A conversion seen in the browser. Booking started and phone tapped are counted through the beacon (no cookie, no
 * identifier: the body is the event and the page's kind); booking made and enquiry sent were counted on the server
 * already, where the API said yes. Each goes to the tag manager's data layer only once the visitor has agreed to
 * analytics (the consent script sets `clinicAnalytics`; without tag ids there is no such script and nothing is pushed).
 */
export function reportConversion(event: ConversionEvent, kind: PageKindCount, { beacon }: { beacon: boolean }): void {
  try {
    const w = window as unknown as { clinicAnalytics?: boolean; clinicBeacon?: boolean; dataLayer?: unknown[] };
    if (beacon && w.clinicBeacon === true) navigator.sendBeacon?.(BEACON_PATH, `${event} ${kind}`);
    if (w.clinicAnalytics === true) (w.dataLayer ??= []).push({ event, page_kind: kind });
  } catch {
    /* counting is a by-product: never in the patient's way */
  }
}

/** This page's kind, as its server render named it (<meta name="clinic-page-kind">); else `other`. */
export function pageKindHere(): PageKindCount {
  const named = document.querySelector('meta[name="clinic-page-kind"]')?.getAttribute('content');
  return toKind(named);
}
