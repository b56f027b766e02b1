import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export type RunningServer = { url: string; stop: () => Promise<void>; output: () => string };

/** Starts `tests/support/start-server.ts` of a project root on a fresh embedded database. */
export async function startServer(options: { root: string; port: number; dataDir: string; env?: Record<string, string> }): Promise<RunningServer> {
  const { root, port, dataDir } = options;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'tests', 'support', 'start-server.ts')], {
    cwd: root,
    // The login captcha is off: these servers are logged into by API (the captcha has its own tests).
    env: { ...process.env, PROJECT_ROOT: root, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CAPTCHA: 'off', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer within 120 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
