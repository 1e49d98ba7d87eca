import { z } from 'zod';

/**
 * The query of the site's free-slots route (GET /api/booking/slots?service=ID&resource=ID|any). The contract's ids
 * are strings with no set alphabet, so any printable id the catalog can hold passes (a UUID, `svc-1`, `svc/1`,
 * `a+b=`); only control characters and ids over 100 characters are refused. The ids travel as query parameters
 * (encoded), are never logged, and an unknown one is the API's 400, shown as "no such treatment".
 */
const Id = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\u0000-\u001f\u007f]+$/);

export const SlotsQuery = z.object({ service: Id, resource: z.union([z.literal('any'), Id]) });
