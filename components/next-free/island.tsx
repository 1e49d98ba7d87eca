'use client';

import { useEffect, useId, useState } from 'react';
import type { NextFreeView } from '@/lib/booking/next-free';

export interface NextFreeLabels {
  label: string;
  otherTimes: string;
  check: string;
}

/**
 * The next free time of a treatment or doctor page. The page is static (ISR): it is drawn on the server as the link
 * "Sprawdź wolne terminy" into the wizard (also all a browser without JavaScript gets), and this island asks the
 * site's small route for the nearest time once the page runs (app/api/booking/next-free). Its strings come as props,
 * so the booking dictionary stays out of content pages' scripts.
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
  const othersId = useId();
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

  if (!view)
    return (
      <p className="next-free">
        <a className="next-free-check" href={fallbackHref}>
          {labels.check}
        </a>
      </p>
    );
  return (
    <div className="next-free">
      <p className="next-free-first">
        <span>{labels.label}: </span>
        <a className="next-free-time" href={view.href}>
          {view.when}
        </a>
        {view.service ? <span className="next-free-service"> {view.service}</span> : null}
      </p>
      {view.others.length > 0 ? (
        <div className="next-free-others">
          <span id={othersId}>{labels.otherTimes}:</span>
          <ul role="list" aria-labelledby={othersId}>
            {view.others.map((o) => (
              <li key={o.href}>
                <a href={o.href} aria-label={o.name}>
                  {o.time}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
