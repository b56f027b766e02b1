import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, playwrightDisabledFeatures } from '../../support/chromium.ts';

/** The feature names in the installed Playwright's own `--disable-features` list. */
function installedPlaywrightList(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const block = /disabledFeatures = [^[]*\[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (!block) throw new Error('playwright-core no longer declares disabledFeatures as it did in 1.65: read chromiumSwitches again');
  return [...block.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((match) => match[1]!);
}

describe('Chromium flags for the tests', () => {
  it("repeat every feature Playwright switches off, since Chromium keeps only the last --disable-features", () => {
    const installed = installedPlaywrightList();
    expect(installed.length).toBeGreaterThan(5);
    expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(installed));
  });

  it('give one --disable-features, which also switches off the omnibox popup', () => {
    const flags = chromiumArgs.filter((flag) => flag.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.split('=')[1]!.split(',')).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', ...playwrightDisabledFeatures]));
  });
});
