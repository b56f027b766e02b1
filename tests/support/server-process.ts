import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './ports.ts';

export type RunningServer = {
  url: string;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or an OOM kill would. */
  kill: () => Promise<void>;
  output: () => string;
};
/** `args`: what node runs (default: tests/support/start-server.ts through tsx, on a fresh embedded database). */
type ServerOptions = { root: string; dataDir: string; env?: Record<string, string>; args?: string[] };

/** A fresh embedded database (initdb, migrations, seed) takes seconds; far longer on a busy machine. */
const START_SECONDS = 300;

/**
 * Starts `tests/support/start-server.ts` of a project root on a fresh embedded database, on a free
 * port (taken again when another program took it first). It fails naming how long it waited.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options, await freePort());
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(options: ServerOptions, port: number): Promise<RunningServer> {
  const { root, dataDir } = options;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, options.args ?? ['--import', 'tsx', join(root, 'tests', 'support', 'start-server.ts')], {
    cwd: root,
    // The login captcha is off: these servers are logged into by API (the captcha has its own tests).
    env: { ...process.env, PROJECT_ROOT: root, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CAPTCHA: 'off', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_SECONDS * 1000;
  for (;;) {
    if (child.exitCode !== null) {
      if (log.includes('EADDRINUSE')) throw new PortTaken(`port ${port} taken`);
      throw new Error(`server exited (${child.exitCode}):\n${log}`);
    }
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not answer /api/v1/health within ${START_SECONDS} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => log,
    stop: () => signal(child, 'SIGTERM'),
    kill: () => signal(child, 'SIGKILL'),
  };
}

/** Sends `name` to the child and resolves once it has exited. */
const signal = (child: ChildProcess, name: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(name);
  });
