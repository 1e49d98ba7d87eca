import { notFound } from 'next/navigation';
import { config } from '@/lib/server/config';
import { clinic } from '@/lib/server/clinic';
import { demoClinic } from '@/lib/demo-clinic/instance';
import { handleControl } from '@/lib/demo-clinic/control';

export const dynamic = 'force-dynamic';

/** The demo clinic's control room (outbox, leads, switches): exists only in demo mode, never with a real clinic. */
async function handle(req: Request, { params }: { params: Promise<{ op: string }> }) {
  const cfg = config();
  if (cfg.mode !== 'demo') notFound();
  clinic(); // make sure the process-wide demo instance exists
  const instance = demoClinic({ mediaOrigin: cfg.siteUrl, noindex: cfg.demoNoindex, webhookUrl: cfg.demoWebhookUrl, rateLimit: cfg.demoRateLimit });
  return handleControl(instance.store, req, (await params).op);
}

export { handle as GET, handle as POST };
