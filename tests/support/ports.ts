/** Ports for the servers tests start: whatever the system has free, never a fixed number. */
import { createServer, type Server } from 'node:net';

const listening = (): Promise<Server> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(probe));
  });

/** `count` distinct TCP ports on 127.0.0.1 that nothing listens on now (the system picks them). */
export async function freePorts(count: number): Promise<number[]> {
  // All held open together, so the system cannot hand out the same port twice.
  const probes = await Promise.all(Array.from({ length: count }, listening));
  const ports = probes.map((probe) => (probe.address() as { port: number }).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** One free TCP port on 127.0.0.1. */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;
