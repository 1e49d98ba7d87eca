import 'server-only';
import { ClinicClient } from '../clinic-api/client';
import { config } from './env';
import { demoClinic } from '../demo-clinic/instance';
import { DEMO_API_KEY } from '../demo-clinic/keys';

const g = globalThis as { __clinicClient?: ClinicClient };

/** The one client of this server: the real platform, or the embedded demo clinic in-process. */
export function clinic(): ClinicClient {
  if (g.__clinicClient) return g.__clinicClient;
  const cfg = config();
  if (cfg.mode === 'live') {
    g.__clinicClient = new ClinicClient({ baseUrl: cfg.apiUrl!, apiKey: cfg.apiKey! });
  } else {
    const handler = demoClinic({ mediaOrigin: cfg.siteUrl, noindex: cfg.demoNoindex, webhookUrl: cfg.demoWebhookUrl }).handler;
    g.__clinicClient = new ClinicClient({
      baseUrl: 'http://demo-clinic.invalid/api/v1',
      apiKey: DEMO_API_KEY,
      transport: (request) => handler(request),
    });
  }
  return g.__clinicClient;
}
