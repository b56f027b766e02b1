import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH; Playwright cannot download its own browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright 1.65 switches off on every launch (playwright-core, chromiumSwitches).
 * Chromium keeps only the last `--disable-features` it is given, so ours repeats them;
 * tests/unit/support/chromium.test.ts fails when an upgraded Playwright adds one.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Flags that keep headless Chromium off the network and quiet. The omnibox popup is a WebUI page
 * that Chromium 14x+ loads, in a renderer of its own, for every window, which is every browser
 * context Playwright opens (one per test); headless has no omnibox. Switching it off (as Puppeteer
 * does) took about a tenth off the end-to-end run's CPU time here (2:50 against 3:06 min).
 * `--in-process-gpu`: with the GPU off, the GPU process only composites in software; run as a thread
 * of the browser process it saves that process and its messages, about 7% of Chromium's CPU over 32
 * portal tests (68–73 s against 75–81 s; pictures unchanged).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

/** The one-line hint printed when Chromium is missing. */
export function chromiumMissing(): string | undefined {
  return existsSync(chromiumPath) ? undefined : `Chromium not found at ${chromiumPath}: run apt-get install -y chromium`;
}
