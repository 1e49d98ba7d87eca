import type { ReactNode } from 'react';
import type { Block } from '@/lib/clinic-api/schemas';
import type { BlockContext, BlockType } from './define';

export type ResolvedBlock =
  | { ok: true; id: string; render: (ctx: BlockContext) => ReactNode }
  | { ok: false; id: string; type: string; reason: string };

const reported = new Set<string>();

/** Reports a block left out, once per type and reason per process (the server log; never page data). */
export function reportOnce(type: string, reason: string): void {
  const key = `${type}:${reason}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`[blocks] left out a "${type}" block: ${reason}`);
}

/** Parses a block with its type's schema: an unknown type or props that do not parse become a skipped block. */
export function resolveBlock(block: Block, registry: ReadonlyMap<string, BlockType>): ResolvedBlock {
  const def = registry.get(block.type);
  if (!def) return { ok: false, id: block.id, type: block.type, reason: 'unknown block type' };
  const parsed = def.parse(block.props);
  if (!parsed.ok) {
    const issue = parsed.issue;
    return {
      ok: false,
      id: block.id,
      type: block.type,
      reason: `props do not parse (${issue ? `${issue.path.join('.') || 'props'}: ${issue.message}` : 'invalid'})`,
    };
  }
  return { ok: true, id: block.id, render: parsed.render };
}
