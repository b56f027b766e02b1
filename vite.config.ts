import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/portal', import.meta.url));

// The portal is served under /portal/ by the API server (and by `vite` in development,
// which forwards /api to a server started with `npm run dev:server`).
export default defineConfig({
  root,
  base: '/portal/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/portal', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
