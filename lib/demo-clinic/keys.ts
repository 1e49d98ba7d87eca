import type { DemoKey } from './context';

/** The demo clinic's key. It is not a secret: it only opens the in-memory demo. */
export const DEMO_API_KEY = 'sk_live_demo_5f3a9c1e7b2d4a60';

const ALL_SCOPES = ['conversations:read', 'conversations:write'];

/** Keys the demo accepts: the clinic's own, one without conversation scopes, and another clinic's. */
export const DEFAULT_KEYS: DemoKey[] = [
  { key: DEMO_API_KEY, clinicId: 'demo', scopes: ALL_SCOPES },
  { key: 'sk_live_demo_readonly_9a8b7c6d', clinicId: 'demo', scopes: ['conversations:read'] },
  { key: 'sk_live_demo_noscope_1a2b3c4d', clinicId: 'demo', scopes: [] },
  { key: 'sk_live_other_clinic_0e0e0e0e', clinicId: 'other', scopes: ALL_SCOPES },
];
