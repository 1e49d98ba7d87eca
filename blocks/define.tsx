import type { z } from 'zod';
import type { ReactNode } from 'react';
import type { Site } from '@/lib/clinic-api/schemas';

/** What every block receives besides its own props: the site (profile, name) and the page's path. */
export interface BlockContext {
  site: Site;
  path: string;
  /** True for the first block of a page: it may load its image eagerly (LCP). */
  first: boolean;
  /**
   * How many blocks of the same type the page rendered before this one (0 for the first): a block whose markup has
   * fixed ids (the enquiry form's anchor and fields) makes them unique on a page that holds it twice.
   */
  nthOfType?: number;
}

/** What a block type's schema.ts exports: the type name with its version, and the props schema. */
export interface BlockSchema<S extends z.ZodType> {
  type: string;
  schema: S;
}

export type BlockView<S extends z.ZodType> = (args: {
  props: z.infer<S>;
  ctx: BlockContext;
}) => ReactNode | Promise<ReactNode>;

type BlockParse =
  | { ok: true; render: (ctx: BlockContext) => ReactNode }
  | { ok: false; issue: z.ZodError['issues'][number] | undefined };

/** A block type as the registry keeps it: its props are parsed and rendered together, so their types never part. */
export interface BlockType {
  type: string;
  /** The props schema, for tools that only check content (the demo's fixtures test). */
  schema: z.ZodType;
  parse: (props: unknown) => BlockParse;
}

/** Joins a block's schema and view; the view's props type is the schema's, never written twice. */
export function defineBlock<S extends z.ZodType>({ type, schema }: BlockSchema<S>, View: BlockView<S>): BlockType {
  return {
    type,
    schema,
    parse(raw) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return { ok: false, issue: parsed.error.issues[0] };
      const props = parsed.data;
      return { ok: true, render: (ctx) => <View props={props} ctx={ctx} /> };
    },
  };
}
