import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './src/build/precompress.ts';

const root = fileURLToPath(new URL('./src/portal', import.meta.url));

const lib = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

// Left alone, the bundler cuts a chunk per set of routes sharing a module: the login page then
// loads 38 files, some of 300 bytes, and a browser on HTTP/1.1 fetches six at a time (Lighthouse
// mobile performance of the login page went from 73–82 to 81–88 in single runs here, issue 19).
// Two chunks hold what every page runs: React, the router, i18next and Griffel (makeStyles); then
// Fluent's base (utilities, theme, provider, text, label, button, field, input, spinner, tabster).
// A group holds the union of what all pages use of those packages: tabster's parts for menus and
// dialogs come to the login page too (about 3.5 kB gzip), worth the six files fewer.
const FIRST_LOAD_GROUPS = [
  { name: 'framework', priority: 2, test: lib('react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@griffel/[^/\\\\]+|stylis|rtl-css-js') },
  {
    name: 'fluent-base',
    priority: 1,
    test: lib('@fluentui/(?:react-utilities|react-shared-contexts|react-jsx-runtime|react-theme|tokens|react-provider|react-text|react-label|react-button|react-field|react-input|react-spinner|react-tabster|keyboard-keys)|tabster|keyborg'),
  },
];

// The portal is served under /portal/ by the API server (and by `vite` in development,
// which forwards /api to a server started with `npm run dev:server`). The build writes a brotli
// and a gzip copy of each file next to it, which the server sends as they are (precompress.ts).
export default defineConfig({
  root,
  base: '/portal/',
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/portal', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
