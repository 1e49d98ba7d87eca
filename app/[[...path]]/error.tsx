'use client';

import { errors } from '@/lib/i18n/errors';

/** A page whose content failed to load, inside the clinic's frame; no technical details reach the patient. */
export default function ContentError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="container status-page" role="alert">
      <h1>{errors.errorTitle}</h1>
      <p className="lead">{errors.errorText}</p>
      <p>
        <button type="button" className="button button-primary" onClick={reset}>
          {errors.errorRetry}
        </button>
      </p>
    </section>
  );
}
