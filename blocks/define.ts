import type { z } from 'zod';
import type { ReactNode } from 'react';
import type { Site } from '@/lib/clinic-api/schemas';

/** What every block receives besides its own props: the site (profile, name) and the page's path. */
export interface BlockContext {
  site: Site;
  path: string;
  /** True for the first block of a page: it may load its image eagerly (LCP). */
  first: boolean;
}

export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  /** The block type with its version, e.g. `hero.v1`. */
  type: string;
  schema: S;
  Component: (args: { props: z.infer<S>; ctx: BlockContext }) => ReactNode | Promise<ReactNode>;
}

/** Declares a block type: the props type of the component is derived from the schema, never written twice. */
export function defineBlock<S extends z.ZodType>(def: BlockDefinition<S>): BlockDefinition<S> {
  return def;
}
