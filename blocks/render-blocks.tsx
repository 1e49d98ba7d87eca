import { Fragment } from 'react';
import type { Block, Site } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { blockRegistry } from './registry';
import { reportOnce, resolveBlock } from './resolve';

/**
 * True when the page's first block is a hero that will render (a known version whose props parse): it then carries
 * the page's h1. An unknown version (hero.v2 from a later API) or a hero whose props do not parse is left out, and the
 * page must keep its own title as the h1.
 */
export function opensWithHero(blocks: Block[]): boolean {
  const first = blocks[0];
  return first !== undefined && first.type.startsWith('hero.') && resolveBlock(first, blockRegistry).ok;
}

/**
 * Renders blocks in order, keyed by their stable ids. A block that cannot be rendered is left out (logged once);
 * in development a visible placeholder says why, so the agency sees it at once.
 */
export function RenderBlocks({
  blocks,
  site,
  path,
  firstIsPageTop = false,
}: {
  blocks: Block[];
  site: Site;
  path: string;
  firstIsPageTop?: boolean;
}) {
  const seen = new Map<string, number>();
  return (
    <>
      {blocks.map((block, index) => {
        const resolved = resolveBlock(block, blockRegistry);
        if (!resolved.ok) {
          reportOnce(resolved.type, resolved.reason);
          if (process.env.NODE_ENV === 'development') {
            return (
              <div key={block.id} className="container block-placeholder" role="note">
                {t.site.blockUnavailable(resolved.type, resolved.reason)}
              </div>
            );
          }
          return null;
        }
        const nthOfType = seen.get(block.type) ?? 0;
        seen.set(block.type, nthOfType + 1);
        return (
          <Fragment key={block.id}>
            {resolved.render({ site, path, first: firstIsPageTop && index === 0, nthOfType })}
          </Fragment>
        );
      })}
    </>
  );
}
