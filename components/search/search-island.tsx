'use client';

import { useEffect, useState } from 'react';
import { SearchResults } from '@/components/ui/search-results';
import { t } from '@/lib/i18n/search';
import { loadIndex, search, type SearchHit } from '@/lib/search/engine';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; query: string; hits: SearchHit[] };

/**
 * The static export's search: reads ?q= from the address, fetches the prebuilt index once and searches in the
 * browser. The server build answers the same form on the server instead (app/szukaj/page.server.tsx).
 */
export function SearchIsland({ indexUrl, phone }: { indexUrl: string; phone?: React.ReactNode }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('q')?.trim() ?? '';
    if (!query) return;
    let live = true;
    // The state is set from the fetch's answer, not synchronously in the effect.
    const loading = setTimeout(() => live && setState({ status: 'loading' }), 0);
    fetch(indexUrl)
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((json) => live && setState({ status: 'done', query, hits: search(loadIndex(json), query) }))
      .catch(() => live && setState({ status: 'failed' }));
    const input = document.querySelector<HTMLInputElement>('.search-page input[name="q"]');
    if (input) input.value = query;
    return () => {
      live = false;
      clearTimeout(loading);
    };
  }, [indexUrl]);
  if (state.status === 'loading') return <p role="status">{t.search.loading}</p>;
  if (state.status === 'failed') return <p role="alert">{t.search.unavailable}</p>;
  if (state.status === 'done') return <SearchResults query={state.query} hits={state.hits} phone={phone} />;
  return null;
}
