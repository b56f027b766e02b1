// Lint rules that keep the layers apart (bulletproof-react style): shared → modules → app,
// no module importing another module, server and portal never importing each other.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const zone = (target, from, message) => ({ target, from, message });
// Each server module folder: one zone each, so no module reaches into another.
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.tmp/**', 'node_modules/**', 'generated/**', 'tests/codegen/fixture/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      // import-x reads the files an import leads to with its own parser: without the TypeScript one
      // it cannot parse them, and no-cycle and no-restricted-paths see no imports beyond the file linted.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/refs': 'off',
      // Loading data in an effect sets a "loading" state first; worth a look, not a failure.
      'react-hooks/set-state-in-effect': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src/shared', './src/portal', 'shared code is isomorphic: no portal imports'),
            zone('./src/shared', './src/server', 'shared code is isomorphic: no server imports'),
            zone('./src/portal', './src/server', 'the portal talks to the server over HTTP only'),
            zone('./src/server', './src/portal', 'the server never imports portal code'),
            zone('./src/portal/runtime', './src/portal/modules', 'runtimes are generic: no module imports'),
            zone('./src/portal/runtime', './src/portal/app', 'runtimes are below app: route paths and the API client live in lib'),
            zone('./src/portal/lib', './src/portal/app', 'lib is below app'),
            zone('./src/server/platform', './src/server/modules', 'platform code is generic: no module imports'),
            zone('./src/server/db', './src/server/modules', 'db is below modules: the demo seed runs the modules\' seeds it is given'),
            ...serverModules.map((name) => ({
              target: `./src/server/modules/${name}`,
              from: './src/server/modules',
              except: [`./${name}`],
              message: 'a module never imports another: move what both need to src/server/platform',
            })),
          ],
        },
      ],
    },
  },
  {
    // Browser code never compiles schemas (the CSP has no 'unsafe-eval'): no Ajv, nor the ajv-formats
    // plugin; the form validator takes only ajv-formats' table of checks (ajv-formats/dist/formats.js).
    files: ['src/portal/**', 'src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'ajv-formats', message: 'The plugin needs Ajv; the portal reads ajv-formats/dist/formats.js.' }],
        patterns: [{ group: ['ajv', 'ajv/*', '@rjsf/validator-ajv8'], message: 'Ajv compiles schemas to code, which the CSP blocks in the browser: validate with runtime/forms/validation.' }],
      }],
    },
  },
  {
    // Specs take `test` from tests/e2e/support/test.ts, which runs axe on every page they visit.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: 'Import test from ./support/test.ts (axe on every page visited).' }] }],
    },
  },
  {
    // RJSF's getTemplate() returns a component from the theme registry, the same one on every
    // render: the documented way to compose RJSF templates, not a component created in render.
    files: ['src/portal/runtime/forms/theme/**'],
    rules: { 'react-hooks/static-components': 'off' },
  },
);
