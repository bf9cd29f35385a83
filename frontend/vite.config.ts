import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes a .br and a .gz twin beside every compressible file in dist/client/assets, at the
 * strongest settings (once, at build time); the api serves them as they are to browsers that
 * accept them (backend/src/infra/http/precompressed-assets.ts).
 */
function precompressAssets(): Plugin {
  return {
    name: 'walkden-precompress-assets',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist/client', 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
        const content = readFileSync(join(dir, name));
        if (content.length < 1024) continue;
        writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Writes dist/client/.vite/chunk-modules.json (each chunk's source modules, relative to frontend/):
 * with the manifest, e2e/tests/admin-chunks.spec.ts proves that no customer page downloads admin code.
 */
const chunkModules = (): Plugin => ({
  name: 'walkden-chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    if (this.environment.config.build.ssr) return;
    const modules: Record<string, string[]> = {};
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.map((id) => relative(import.meta.dirname, id));
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
  },
});

/**
 * React Router's package exports only its development build (its warnings and checks); the
 * browser's build takes the production build beside it, 0.6 KiB less in every first download.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

const backendOrigin = 'http://localhost:3000';
const backendProxy = {
  '/api': { target: backendOrigin, changeOrigin: true },
  '/socket.io': { target: backendOrigin, ws: true, changeOrigin: true },
};

// The client build goes to dist/client; `vite build --ssr src/entry-server.tsx --outDir dist/server`
// produces the module the api imports to render pages on the server.
// Chunking stays automatic: a manual vendor group would pull libraries used only by lazy pages
// (the admin area) into every visitor's first download.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      // The contract's sources (its "source" export): bundled from TypeScript, no build of it needed first.
      { find: /^@walkden\/contract\/(.*)$/, replacement: fileURLToPath(new URL('../contract/src/$1.ts', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
    ],
  },
  plugins: isSsrBuild ? [react(), chunkModules()] : [react(), chunkModules(), precompressAssets()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Static files are served from dist/client; the server bundle needs none.
    copyPublicDir: !isSsrBuild,
    // dist/client/.vite/manifest.json: which chunks each page downloads (see chunkModules).
    manifest: !isSsrBuild,
    // Every browser the site supports preloads modules itself; no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  server: { proxy: backendProxy },
  preview: { proxy: backendProxy },
}));
