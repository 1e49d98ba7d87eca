/** Chromium with a DevTools port, for Lighthouse (scripts/lighthouse-seo.ts, scripts/bench-js.ts --lighthouse). */
import { spawn, type ChildProcess } from 'node:child_process';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts Chromium with a free DevTools port and resolves with the port Chromium announces. */
export function launchChromium(
  path: string,
  profileDir: string,
  flags: string[] = [],
): Promise<{ proc: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      path,
      [...CHROME_FLAGS, ...flags, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${seen}`)), 30_000);
    proc.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, port: Number(m[1]) });
      }
    });
    proc.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before DevTools was ready:\n${seen}`));
    });
  });
}

/** Stops Chromium and waits for it to exit, so its profile directory is no longer being written. */
export function stopChromium(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => proc.kill('SIGKILL'), 5_000);
    proc.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    proc.kill('SIGTERM');
  });
}
