import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH; Playwright cannot download its own browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep headless Chromium off the network and quiet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The one-line hint printed when Chromium is missing. */
export function chromiumMissing(): string | undefined {
  return existsSync(chromiumPath) ? undefined : `Chromium not found at ${chromiumPath}: run apt-get install -y chromium`;
}
