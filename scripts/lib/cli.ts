/**
 * What the API command-line tools share: flags, where the address and key come from, the client, and error
 * messages that say what is wrong (and what to do) instead of a stack trace.
 */
// A CommonJS bundle whose names Node's ESM loader cannot see: imported whole.
import nextEnv from '@next/env';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ClinicClient } from '../../lib/clinic-api/client';
import { ClinicApiError } from '../../lib/clinic-api/errors';
import { plainHttpRefusal } from '../../lib/config/loopback';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * Reads the env files with Next's own loader (@next/env), as `next build` and `next start` do: .env.production.local,
 * .env.local, .env.production, .env, never overriding a variable already set. The tools then see what the site
 * sees: an embed configured in .env.production reaches the export's checks and its Content-Security-Policy too.
 */
export function loadEnvFiles(cwd = process.cwd()): void {
  nextEnv.loadEnvConfig(cwd, false, { info: () => {}, error: (...args: unknown[]) => console.error(...args) });
}

/** Prints `message` to stderr and ends the process with `code`. */
export function fail(message: string, code: number = EXIT.failed): never {
  console.error(`✗ ${message}`);
  process.exit(code);
}

const COMMON = {
  url: { type: 'string' },
  key: { type: 'string' },
  demo: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsConfig['options'];

/**
 * Parses a script's own flags plus --help/-h: --help prints `usage` and exits 0; an unknown flag, a missing value
 * or (unless `positionals`) a stray argument prints the error and `usage`, exit 2.
 */
export function parseFlags<O extends NonNullable<ParseArgsConfig['options']>>(
  options: O,
  usage: string,
  { positionals = true } = {},
) {
  try {
    const parsed = parseArgs({
      options: { help: COMMON.help, ...options },
      allowPositionals: positionals,
      strict: true,
    });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(EXIT.ok);
    }
    return parsed;
  } catch (err) {
    fail(`${err instanceof Error ? err.message : String(err)}\n\n${usage}`, EXIT.usage);
  }
}

/** Parses the tool's flags plus the common ones (--url, --key, --demo, --help); unknown flags are a usage error. */
export function parseCli<O extends NonNullable<ParseArgsConfig['options']>>(options: O, usage: string) {
  return parseFlags({ ...COMMON, ...options }, usage);
}

export const CONNECTION_HELP = `Connection (flags override the environment, .env.local and .env are read):
  --url <address>   API base ending in /api/v1 (or /v1)   [CLINIC_API_URL]
                    (https; http only to localhost. Another server than CLINIC_API_URL's needs --key)
  --key <key>       the clinic's API key                  [CLINIC_API_KEY]
  --demo            start the embedded demo clinic in this process and use it`;

export interface Connection {
  client: ClinicClient;
  baseUrl: string;
  /** Stops the in-process demo, when one was started. */
  close: () => Promise<void>;
}

/** The client the tool talks through: --demo, else --url/--key, else CLINIC_API_URL/CLINIC_API_KEY. */
export async function connect(values: { url?: string; key?: string; demo?: boolean }): Promise<Connection> {
  if (values.demo) {
    const { startDemoServer } = await import('../../lib/demo-clinic/node-server');
    const { DEMO_API_KEY } = await import('../../lib/demo-clinic/keys');
    const demo = await startDemoServer({ port: 0, apiVersion: process.env.DEMO_API_VERSION });
    const baseUrl = `${demo.origin}/api/v1`;
    // On stderr: stdout is the report (--json is read by other programs).
    console.error(`Using the embedded demo clinic (API ${demo.instance.apiVersion}) at ${baseUrl}`);
    return { client: new ClinicClient({ baseUrl, apiKey: DEMO_API_KEY }), baseUrl, close: demo.close };
  }
  const target = connectionTarget(values, process.env);
  if ('error' in target) fail(target.error, EXIT.usage);
  const { baseUrl, key } = target;
  return { client: new ClinicClient({ baseUrl, apiKey: key, timeoutMs: 20_000 }), baseUrl, close: async () => {} };
}

/**
 * The address and key a tool uses, or why it must not start. --url and --key override CLINIC_API_URL and
 * CLINIC_API_KEY, but the key from the environment goes only to CLINIC_API_URL's server: a --url naming another origin
 * needs its own --key, or `--url <someone else's host>` would hand them the clinic's secret key. Plain http is
 * accepted only to this machine (lib/config/loopback.ts).
 */
export function connectionTarget(
  values: { url?: string; key?: string },
  env: Record<string, string | undefined>,
): { baseUrl: string; key: string } | { error: string } {
  const url = values.url ?? env.CLINIC_API_URL;
  const key = values.key ?? env.CLINIC_API_KEY;
  const urlName = values.url !== undefined ? '--url' : 'CLINIC_API_URL';
  if (!url)
    return {
      error: 'No API address: pass --url https://…/api/v1 or set CLINIC_API_URL (or use --demo for the demo clinic).',
    };
  if (!key)
    return {
      error:
        'No API key: pass --key or set CLINIC_API_KEY (the key from the clinic panel: settings → integrations → API key).',
    };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { error: `The API address "${url}" is not a URL: expected e.g. https://clinic.example/api/v1` };
  }
  if (!/^https?:$/.test(parsed.protocol) || !/\/v1\/?$/.test(parsed.pathname)) {
    return { error: `The API address must be http(s) and end in /api/v1 (or /v1): got ${url}` };
  }
  const plain = plainHttpRefusal(parsed, urlName);
  if (plain) return { error: plain };
  if (values.url !== undefined && values.key === undefined) {
    let configured: string | null = null;
    try {
      configured = env.CLINIC_API_URL ? new URL(env.CLINIC_API_URL).origin : null;
    } catch {
      configured = null;
    }
    if (configured !== parsed.origin) {
      return {
        error:
          `--url ${parsed.origin} is not the server of CLINIC_API_URL (${configured ?? 'unset'}): pass --key as well. ` +
          'The key from CLINIC_API_KEY (.env.local) is sent only to the clinic API it belongs to.',
      };
    }
  }
  return { baseUrl: url.replace(/\/+$/, ''), key };
}

/** A sentence naming what went wrong with an API call, for a person at a terminal. */
export function explain(err: unknown, baseUrl: string): string {
  if (!(err instanceof ClinicApiError)) return err instanceof Error ? err.message : String(err);
  const detail = err.body?.error ? ` (${err.body.error})` : '';
  if (err.status === 0) {
    type Cause = { code?: string; message?: string; cause?: Cause };
    const cause = (err as { cause?: Cause }).cause;
    const code = cause?.cause?.code ?? cause?.code ?? cause?.cause?.message;
    return err.code === 'timeout'
      ? `No answer from ${baseUrl} in time.`
      : `Cannot reach ${baseUrl}${code ? ` (${code})` : ''}: check the address and the network.`;
  }
  if (err.status === 401)
    return `The key was rejected (401): check CLINIC_API_KEY or --key. A rotated key stops working at once.${detail}`;
  if (err.code === 'missing_scope')
    return `The key lacks the scope ${err.body?.scope ?? '?'}: the clinic grants it in its panel (settings → integrations → API key).`;
  if (err.code === 'feature_disabled') return 'Conversations are switched off for this clinic (403 feature_disabled).';
  if (err.status === 429) return `Rate limit reached (429): try again in ${err.retryAfter ?? 60} s.`;
  if (err.code === 'invalid_response') return err.message;
  return `The API answered ${err.status}${err.code ? ` ${err.code}` : ''}${detail}.`;
}

/** The rate-limit state a response reported. */
export function rateLimitOf(res: Response): { limit: number; remaining: number; resetSec: number } | null {
  const n = (h: string) => Number(res.headers.get(h));
  if (!res.headers.has('ratelimit-remaining')) return null;
  return { limit: n('ratelimit-limit'), remaining: n('ratelimit-remaining'), resetSec: n('ratelimit-reset') };
}
