import { serializeIndex } from '@/lib/search/engine';
import { getSearchIndex } from '@/lib/site-data/search';

export const dynamic = 'force-static';

/** The static export's search index, a file of its own that only the search page loads. */
export async function GET(): Promise<Response> {
  const json = serializeIndex(await getSearchIndex());
  return new Response(json, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
