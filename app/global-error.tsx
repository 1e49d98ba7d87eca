'use client';

import './globals.css';
import { errors } from '@/lib/i18n/errors';

/** Last resort when even the document failed: a plain page in the starter's default colours. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="pl">
      <body>
        <main className="container status-page" role="alert">
          <h1>{errors.errorTitle}</h1>
          <p className="lead">{errors.errorText}</p>
          <button type="button" className="button button-primary" onClick={reset}>
            {errors.errorRetry}
          </button>
        </main>
      </body>
    </html>
  );
}
