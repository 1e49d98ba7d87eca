import 'server-only';
import { ClinicClient, requestTransport } from '../clinic-api/client';
import { RateGate } from '../clinic-api/pacing';
import { admitSend } from '../budget/server';
import { config } from '../config/server';
import { demoClinic } from '../demo-clinic/instance';
import { DEMO_API_KEY } from '../demo-clinic/keys';
import { processSingleton } from '../singleton';

/**
 * How long a read may wait for the API's Retry-After. A build may wait out a rate-limit window (it must not fail);
 * a live render must not keep a patient waiting a minute: it fails fast, and ISR keeps serving the last good page.
 */
const maxRetryAfterSec = () => (process.env.NEXT_PHASE === 'phase-production-build' ? 65 : 5);

/** Pacing under the key's window, holding a request no longer than a retry may wait. */
const gate = () => new RateGate({ maxHoldMs: maxRetryAfterSec() * 1000 });

/** The one client of this server: the real platform, or the embedded demo clinic in-process. */
export function clinic(): ClinicClient {
  return processSingleton('clinicClient', createClient);
}

function createClient(): ClinicClient {
  const cfg = config();
  if (cfg.mode === 'live') {
    return new ClinicClient({
      baseUrl: cfg.apiUrl!,
      apiKey: cfg.apiKey!,
      maxRetryAfterSec: maxRetryAfterSec(),
      maxBodyBytes: cfg.apiMaxBodyBytes,
      gate: gate(),
      admit: admitSend,
    });
  } else {
    const handler = demoClinic({
      mediaOrigin: cfg.siteUrl,
      noindex: cfg.demoNoindex,
      webhookUrl: cfg.demoWebhookUrl,
      rateLimit: cfg.demoRateLimit,
      generatedPages: cfg.demoGeneratedPages,
      apiVersion: cfg.demoApiVersion,
    }).handler;
    return new ClinicClient({
      baseUrl: 'http://demo-clinic.invalid/api/v1',
      apiKey: DEMO_API_KEY,
      maxRetryAfterSec: maxRetryAfterSec(),
      maxBodyBytes: cfg.apiMaxBodyBytes,
      gate: gate(),
      admit: admitSend,
      transport: requestTransport(handler),
    });
  }
}
