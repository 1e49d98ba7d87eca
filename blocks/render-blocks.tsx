import { Fragment } from 'react';
import type { Block, Site } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { blockRegistry } from './registry';
import { reportOnce, resolveBlock } from './resolve';

/**
 * Renders blocks in order, keyed by their stable ids. A block that cannot be rendered is left out (logged once);
 * in development a visible placeholder says why, so the agency sees it at once.
 */
export function RenderBlocks({ blocks, site, path, firstIsPageTop = false }: { blocks: Block[]; site: Site; path: string; firstIsPageTop?: boolean }) {
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
        return <Fragment key={block.id}>{resolved.render({ site, path, first: firstIsPageTop && index === 0 })}</Fragment>;
      })}
    </>
  );
}
