'use client';

import { useEffect } from 'react';
import { captureAttribution } from '@/lib/attribution/browser';

/**
 * Remembers the landing URL's utm_source, utm_medium, utm_campaign, gclid and fbclid for this browser session, so
 * an enquiry sent from another page still says which campaign brought the patient. Renders nothing; the root
 * layout includes it only when LEAD_ATTRIBUTION is on.
 */
export function AttributionCapture() {
  useEffect(() => captureAttribution(), []);
  return null;
}
