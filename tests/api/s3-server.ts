/**
 * s3rver, an S3-compatible server, in a child process on a port the system picks, for the tests of
 * STORAGE=s3; through s3rver-atomic-put.ts, whose PUT is written whole before it is answered. It
 * runs with OpenSSL's legacy provider: s3rver makes ListObjectsV2 continuation tokens with DES,
 * which Node 17+ (OpenSSL 3) refuses otherwise (jamhall/s3rver#818), so a listing of more than one
 * page would fail. Its own process keeps that flag out of the tests' process.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export type S3Server = { endpoint: string; stop: () => Promise<void> };

/** How long s3rver may take to listen on a busy machine. */
const START_SECONDS = 60;

/** Starts s3rver on 127.0.0.1 keeping its objects in `directory`; `stop()` in afterAll. */
export async function startS3Server(directory: string): Promise<S3Server> {
  const bin = join(import.meta.dirname, 's3rver-atomic-put.ts');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', bin, '--directory', directory, '--address', '127.0.0.1', '--port', '0', '--silent'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not listen within ${START_SECONDS} s:\n${output}`)), START_SECONDS * 1000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const listening = /listening on [\d.]+:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}):\n${output}`));
    });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
