import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to a running `npm run serve` (PORT, default 3000); `npm start` serves both itself.
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // A chunk that fails to load within the spec's chunk timeout (120 s) is reported by the router's error page.
    chunkSizeWarningLimit: 900,
  },
});
