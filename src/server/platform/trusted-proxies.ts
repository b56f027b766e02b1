/** TRUST_PROXY as Fastify takes it: a hop count becomes "the nearest n hops", addresses stay a list. */
import type { Config } from '../config.ts';

/**
 * Fastify's `trustProxy`: with n hops only the n nearest addresses of X-Forwarded-For are proxies, so
 * `request.ip` is the address the outermost proxy saw; whatever a client wrote further left is ignored.
 */
export function trustProxyOption(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
