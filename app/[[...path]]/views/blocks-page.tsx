import type { ContentPageOf, Site } from '@/lib/clinic-api/schemas';
import { opensWithHero as startsWithHero, RenderBlocks } from '@/blocks/render-blocks';

/** A blocks page: when it does not open with a hero, the page title becomes the h1 above the blocks. */
export function BlocksPageView({ page, site }: { page: ContentPageOf<'page'>; site: Site }) {
  const opensWithHero = startsWithHero(page.blocks);
  return (
    <>
      {opensWithHero ? null : (
        <header className="page-header">
          <div className="container">
            <h1>{page.title}</h1>
          </div>
        </header>
      )}
      <RenderBlocks blocks={page.blocks} site={site} path={page.path} firstIsPageTop={opensWithHero} />
    </>
  );
}
