import { startDemoServer, type StandaloneDemo } from '../../lib/demo-clinic/node-server';
import { ClinicClient } from '../../lib/clinic-api/client';
import { DEMO_API_KEY } from '../../lib/demo-clinic/keys';

/** Starts a fresh demo clinic over HTTP on a free port, with a client pointed at it. */
export async function startDemo(
  opts: Parameters<typeof startDemoServer>[0] = {},
): Promise<StandaloneDemo & { client: ClinicClient; baseUrl: string; key: string }> {
  const demo = await startDemoServer({ port: 0, ...opts });
  const baseUrl = `${demo.origin}/api/v1`;
  return { ...demo, baseUrl, key: DEMO_API_KEY, client: new ClinicClient({ baseUrl, apiKey: DEMO_API_KEY }) };
}
