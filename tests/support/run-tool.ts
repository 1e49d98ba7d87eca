import { execFile } from 'node:child_process';
import { join } from 'node:path';

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command-line tool as a person runs it (`tsx scripts/<name>.ts …`), with a clean clinic configuration. */
export function runTool(script: string, args: string[], env: Record<string, string> = {}): Promise<ToolRun> {
  // The tools read CLINIC_API_URL/KEY; the test's own environment must not leak into them.
  const { CLINIC_API_URL: _u, CLINIC_API_KEY: _k, ...clean } = process.env;
  return new Promise((resolve) => {
    execFile(
      TSX,
      [`scripts/${script}.ts`, ...args],
      { env: { ...clean, ...env }, timeout: 60_000 },
      (err, stdout, stderr) => {
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
      },
    );
  });
}
