import { getAllPages } from '@/lib/site-data/content';
import { findRoutePage, laterIndexPages } from '@/lib/site-data/paged';
import { cardFacts } from '@/lib/share-card/facts';
import { renderCard } from '@/lib/share-card/card';
import { cardParams, pagePathOfCard } from '@/lib/share-card/path';

type Params = { params: Promise<{ card: string[] }> };

/**
 * The share card of every content page (lib/share-card), shared by both builds: route.server.tsx (made at build,
 * kept like its page, a page published later gets its card on the first request) and route.static.tsx (the export:
 * a file out/og/<path>/card.png per page). The pages' og:image names the card (lib/seo/metadata.ts) unless the page
 * has its own image.
 */
export async function generateStaticParams() {
  const pages = await getAllPages();
  return cardParams([...pages.map((p) => p.path), ...(await laterIndexPages(pages)).map((p) => p.path)]);
}

export async function GET(_req: Request, { params }: Params): Promise<Response> {
  const path = pagePathOfCard((await params).card.map((s) => decodeURIComponent(s)));
  const data = path ? await findRoutePage(path) : null;
  if (!data) return new Response('Not found', { status: 404 });
  return renderCard(data.site, cardFacts(data.site, data.page));
}
