/**
 * The page kinds of the API (GET /pages `type`, GET /content `page.kind`; clinic-api-v1.md), as a plain list: the zod
 * schema (schemas/content.ts `PageKind`) is made from it, and code that reaches the browser (the conversion counts'
 * kinds, lib/conversions/counts.ts) names them without bundling zod.
 */
export const PAGE_KINDS = [
  'page',
  'services',
  'service',
  'team',
  'doctor',
  'case-studies',
  'case-study',
  'posts',
  'post',
] as const;
