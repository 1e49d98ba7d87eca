'use client';

import { useEffect, useId, useState } from 'react';
import type { NextFreeView } from '@/lib/booking/next-free';
import { NextFreeCheck } from './check';

export interface NextFreeLabels {
  label: string;
  check: string;
}

/**
 * The next free time of a treatment or doctor page. The page is static (ISR): it is drawn on the server as the link
 * "Sprawdź wolne terminy" into the wizard (also all a browser without JavaScript gets), and this island asks the
 * site's small route for the nearest time once the page runs (app/api/booking/next-free). Its strings come as props,
 * so the booking dictionary stays out of content pages' scripts. Both states fill the same box (app/globals.css,
 * `.next-free`): filling it after the first paint moves nothing.
 */
export function NextFreeIsland({
  endpoint,
  fallbackHref,
  labels,
}: {
  endpoint: string;
  fallbackHref: string;
  labels: NextFreeLabels;
}) {
  const [view, setView] = useState<NextFreeView | null>(null);
  const labelId = useId();
  const serviceId = useId();
  useEffect(() => {
    const ctrl = new AbortController();
    fetch(endpoint, { signal: ctrl.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ next?: NextFreeView | null }>) : null))
      .then((body) => {
        if (body?.next && typeof body.next.href === 'string' && body.next.href.startsWith('/')) setView(body.next);
      })
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [endpoint]);

  if (!view) return <NextFreeCheck label={labels.label} check={labels.check} href={fallbackHref} />;
  return (
    <>
      <p className="next-free-label" id={labelId}>
        {labels.label}
      </p>
      {view.service ? (
        <p className="next-free-service" id={serviceId}>
          {view.service}
        </p>
      ) : null}
      {/* One row: the nearest time first, then the day's others; it scrolls sideways rather than wrap. Chromium
          leaves a time tabbed to half hidden at the row's edge: it is brought into full view (focus not obscured). */}
      <ul
        className="next-free-times"
        role="list"
        aria-labelledby={view.service ? `${labelId} ${serviceId}` : labelId}
        onFocus={(e) => e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      >
        <li>
          <a className="next-free-time" href={view.href} aria-label={view.name}>
            {view.when}
          </a>
        </li>
        {view.others.map((o) => (
          <li key={o.href}>
            <a href={o.href} aria-label={o.name}>
              {o.time}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
