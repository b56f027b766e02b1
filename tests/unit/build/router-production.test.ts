import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerProduction } from '../../../src/build/router-production.ts';

// The portal's build takes react-router's production twin, without the top-level displayName
// assignments and with its forwardRef calls marked pure (src/build/router-production.ts).
const plugin = routerProduction();
const production = join(import.meta.dirname, '..', '..', '..', 'node_modules', 'react-router', 'dist', 'production');
const transform = (code: string, id: string) => (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id);
const resolveId = (source: string, resolved: string | null) =>
  (plugin.resolveId as (this: unknown, source: string, importer: string, options: object) => Promise<{ id: string } | null>).call(
    { resolve: async () => (resolved ? { id: resolved } : null) },
    source,
    '/x/src/portal/main.tsx',
    {},
  );

describe("the build's react-router", () => {
  it('resolves the package and its dom export to the production build', async () => {
    expect((await resolveId('react-router', '/x/node_modules/react-router/dist/development/index.mjs'))!.id).toBe('/x/node_modules/react-router/dist/production/index.mjs');
    expect((await resolveId('react-router/dom', '/x/node_modules/react-router/dist/development/dom-export.mjs'))!.id).toBe('/x/node_modules/react-router/dist/production/dom-export.mjs');
    expect(await resolveId('react-router-dom', '/x/node_modules/react-router-dom/dist/index.mjs')).toBeNull();
  });

  it("drops the package's displayName assignments and marks its forwardRef calls pure", () => {
    const chunk = readdirSync(production).find((file) => /^chunk-.*\.mjs$/.test(file) && readFileSync(join(production, file), 'utf8').includes('NavLink.displayName'))!;
    const code = readFileSync(join(production, chunk), 'utf8');
    expect(code).toContain('var ENABLE_DEV_WARNINGS = false;');
    const out = transform(code, join(production, chunk))!.code;
    expect(out).not.toMatch(/^\w+\.displayName = /m);
    expect(out).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(out).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(transform(code, '/x/src/portal/main.tsx')).toBeNull();
  });
});
