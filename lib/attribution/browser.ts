import { cleanValue, hasAttribution, pickAttribution, type Attribution } from './params';

/**
 * The landing page's attribution: by default only the current address is read and nothing is stored. When the
 * agency turns LEAD_ATTRIBUTION_SESSION on and the visitor agrees (components/ui/attribution-script.tsx), the set
 * is kept for the browser session (sessionStorage: gone when the tab closes; no cookie, nothing sent anywhere until
 * the patient submits a form); a new landing replaces the old set, so two campaigns are never mixed.
 */
export const STORAGE_KEY = 'clinic:attribution';

function storage(): Storage | null {
  try {
    return window.sessionStorage; // throws when storage is blocked (some private modes)
  } catch {
    return null;
  }
}

/** Saves the campaign parameters of the current URL, if it has any. */
export function captureAttribution(search: string = window.location.search): void {
  const found = pickAttribution(new URLSearchParams(search));
  if (!hasAttribution(found)) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(found));
  } catch {
    /* quota or blocked storage: attribution is a nice-to-have */
  }
}

/** The session's attribution: the current URL's parameters first, else what the landing page saved. */
export function readAttribution(search: string = window.location.search): Attribution {
  const current = pickAttribution(new URLSearchParams(search));
  if (hasAttribution(current)) return current;
  try {
    const saved = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!saved || typeof saved !== 'object') return {};
    return pickAttribution({ get: (k: string) => cleanValue(saved[k]) });
  } catch {
    return {};
  }
}
