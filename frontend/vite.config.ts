import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backendOrigin = 'http://localhost:3000';
const backendProxy = {
  '/api': { target: backendOrigin, changeOrigin: true },
  '/socket.io': { target: backendOrigin, ws: true, changeOrigin: true },
};

// The client build goes to dist/client; `vite build --ssr src/entry-server.tsx --outDir dist/server`
// produces the module the api imports to render pages on the server.
// Chunking stays automatic: a manual vendor group would pull libraries used only by lazy pages
// (the admin area) into every visitor's first download.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Static files are served from dist/client; the server bundle needs none.
    copyPublicDir: !isSsrBuild,
    // dist/client/.vite/manifest.json: e2e/tests/admin-chunks.spec.ts proves from it that no
    // customer page downloads admin code.
    manifest: !isSsrBuild,
  },
  server: { proxy: backendProxy },
  preview: { proxy: backendProxy },
}));
