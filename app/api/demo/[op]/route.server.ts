import { notFound } from 'next/navigation';
import { config } from '@/lib/config/server';
import { clinic } from '@/lib/server/clinic';
import { demoClinic } from '@/lib/demo-clinic/instance';
import { handleSiteControl } from '@/lib/demo-clinic/site-control';

export const dynamic = 'force-dynamic';

/**
 * The demo clinic's control room (outbox, leads, switches): exists only in demo mode, never with a real clinic, and
 * only for a caller with DEMO_CONTROL_TOKEN (lib/demo-clinic/site-control.ts).
 */
async function handle(req: Request, { params }: { params: Promise<{ op: string }> }) {
  const cfg = config();
  if (cfg.mode !== 'demo') notFound();
  const store = () => {
    clinic(); // make sure the process-wide demo instance exists
    return demoClinic({
      mediaOrigin: cfg.siteUrl,
      noindex: cfg.demoNoindex,
      webhookUrl: cfg.demoWebhookUrl,
      rateLimit: cfg.demoRateLimit,
    }).store;
  };
  return handleSiteControl(store, req, (await params).op, cfg.demoControlToken);
}

export { handle as GET, handle as POST };
