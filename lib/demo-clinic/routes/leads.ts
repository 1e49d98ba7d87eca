import type { DemoRoute } from '../context';
import { CACHE_CONTENT, ok } from '../http';
import { createLeadRoute } from '../leads/create';
import { demoPrivacyNotice } from '../leads/privacy';

/** GET /privacy (the information clause, cacheable like content) and POST /leads (never cached). */
export const leadRoutes: DemoRoute[] = [
  { method: 'GET', pattern: '/privacy', handle: (ctx) => ok({ privacy: demoPrivacyNotice(ctx.store) }, CACHE_CONTENT) },
  { method: 'POST', pattern: '/leads', handle: createLeadRoute },
];
