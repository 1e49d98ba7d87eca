/**
 * npm run conversations-sync [-- --out file.json] [--full] [--messages] [--limit 100] [--url … --key … | --demo]
 * Keeps a local JSON copy of the clinic's conversations in step with the API: each run asks only for what changed
 * since the previous run STARTED (updated_since), as the API recommends. The file is written after every page, so
 * an interrupted run resumes where it stopped. Requests are paced under the rate limit by the client.
 * The file holds patient data: it is written readable by its owner only; keep it out of git and backups you share.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { ClinicClient } from '../lib/clinic-api/client';
import type { ConversationMessage } from '../lib/clinic-api/schemas';
import { allMessages, emptyConversationCopy, syncConversations, type ConversationCopy } from '../lib/clinic-api/sync';
import { createProgress, watchRateWindow } from '../lib/progress';
import { CONNECTION_HELP, connect, EXIT, explain, fail, loadEnvFiles, parseCli } from './lib/cli';
import { patientFileRefusal } from './lib/out-path';

const USAGE = `Usage: npm run conversations-sync -- [--out <file>] [--full] [--messages] [--limit <1..100>]

  --out <file>      where the copy is kept (default .demo-data/conversations.json); inside the
                    repository only where git ignores it (.demo-data/, conversations*.json)
  --full            start over: fetch every conversation (drops ones that disappeared, e.g. archived leads)
  --messages        also fetch every message of each conversation that changed
  --limit <n>       page size, 1 to 100 (default 100: fewer requests)

${CONNECTION_HELP}`;

/** The file: the copy with its sync state, plus messages and the conversations whose messages are still to fetch. */
interface SyncFile extends ConversationCopy {
  messages: Record<string, ConversationMessage[]>;
  messagesPending: string[];
}

async function load(file: string): Promise<SyncFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { ...emptyConversationCopy(), messages: {}, messagesPending: [] };
  }
  let data: Partial<SyncFile>;
  try {
    data = JSON.parse(text) as Partial<SyncFile>;
  } catch {
    return fail(`${file} is not JSON: move it away, or pass --out to write elsewhere.`);
  }
  if (!data.sync || typeof data.conversations !== 'object')
    fail(`${file} is not a conversations-sync file: pass --out to write elsewhere.`);
  return { messages: {}, messagesPending: [], ...data } as SyncFile;
}

/** Whether this run has written the file: only then has it kept anything a next run can resume from. */
let saved = false;

/** Written to a temporary file and renamed, so a crash never leaves half a file. */
async function save(file: string, data: SyncFile) {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  await writeFile(tmp, JSON.stringify(data, null, 2), { mode: 0o600 });
  await rename(tmp, file);
  saved = true;
}

async function fetchMessages(client: ClinicClient, file: string, data: SyncFile) {
  const total = data.messagesPending.length;
  let done = 0;
  const progress = createProgress({ total, unit: "conversations' messages" });
  const stopWatching = watchRateWindow(() => client.gate.holdMs(), progress);
  while (data.messagesPending.length) {
    const id = data.messagesPending[0]!;
    const messages: ConversationMessage[] = [];
    for await (const m of allMessages(client, id, 100)) messages.push(m);
    data.messages[id] = messages;
    data.messagesPending.shift();
    done += 1;
    await save(file, data);
    progress.update(done, `${messages.length} in ${id}`);
  }
  stopWatching();
  progress.end();
}

async function main() {
  loadEnvFiles();
  const { values } = parseCli(
    {
      out: { type: 'string', default: '.demo-data/conversations.json' },
      full: { type: 'boolean', default: false },
      messages: { type: 'boolean', default: false },
      limit: { type: 'string', default: '100' },
    },
    USAGE,
  );
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    fail(`--limit must be a whole number from 1 to 100 (got ${values.limit})`, EXIT.usage);
  const file = resolve(values.out);
  const refusal = patientFileRefusal(values.out, '--out');
  if (refusal) fail(refusal, EXIT.usage);
  const data = await load(file);
  const conn = await connect(values);
  try {
    const before = Object.keys(data.conversations).length;
    if (data.sync.pending) console.log(`Resuming the sync started at ${data.sync.pending.startedAt}`);
    else if (data.sync.lastSyncStartedAt && !values.full)
      console.log(`Fetching conversations changed since ${data.sync.lastSyncStartedAt}`);
    else console.log('Fetching every conversation');

    const changedIds: string[] = [];
    const result = await syncConversations(conn.client, data, {
      limit,
      full: values.full,
      onPage: async ({ page, pageNumber }) => {
        changedIds.push(...page.map((c) => c.id));
        await save(file, data);
        const left = conn.client.gate.snapshot().remaining;
        console.log(
          `  page ${pageNumber}: ${page.length} conversation(s)${left !== undefined ? ` (rate limit: ${left} left)` : ''}`,
        );
      },
    });
    if (values.full)
      data.messages = Object.fromEntries(Object.entries(data.messages).filter(([id]) => id in data.conversations));
    if (values.messages) {
      data.messagesPending = [...new Set([...data.messagesPending, ...changedIds])];
      await save(file, data);
      await fetchMessages(conn.client, file, data);
    }
    const after = Object.keys(data.conversations).length;
    console.log(
      `✓ ${result.changed} changed, ${after - before >= 0 ? after - before : 0} new; ${after} conversation(s) in ${values.out}`,
    );
    console.log(`  The next run asks for changes since ${data.sync.lastSyncStartedAt}.`);
  } catch (err) {
    await conn.close();
    fail(
      `${explain(err, conn.baseUrl)}\n  ${saved ? `What was fetched so far is saved in ${values.out}; run again to resume.` : `Nothing was fetched: ${values.out} was not written.`}`,
    );
  }
  await conn.close();
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
