import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledMessages } from './build-tools/compile-messages.ts';
import { preloadMissingOnly } from './build-tools/preload-missing-only.ts';
import { prerenderPublicPages } from './build-tools/prerender-public-pages.ts';

const root = fileURLToPath(new URL('./src/client', import.meta.url));
const preloads = preloadMissingOnly();

/**
 * What every page runs: React, the router, the class joiners and lucide's icon base. One chunk
 * that changes only with these libraries, instead of a handful of small ones (ADR 0034).
 */
const FRAMEWORK_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|clsx|class-variance-authority)[\\/]`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]((createLucideIcon|Icon|defaultAttributes|context)\.mjs|shared[\\/])`,
  ].join('|'),
);

/** The locale's state and English path (not the catalogues or the ICU runtime, loaded later). */
const I18N_MODULES = /src[\\/]client[\\/]i18n[\\/](i18n|locales|locale-context|msg)\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [compiledMessages(), react(), tailwindcss(), preloads.plugin, prerenderPublicPages()],
  resolve: {
    alias: {
      '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '#client': root,
      // React's own hook, which the shim would hand out anyway (ADR 0034).
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/client/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Read by the prerendering and the landing page's size check (ADR 0034).
    manifest: true,
    // Every browser the app supports preloads modules itself, so no polyfill on every page's
    // entry; lazy imports preload only what their importer has not loaded (ADR 0034).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      // The app, and the script prerendered pages run to start it after their first paint. The
      // server-side build (build-tools/prerender-public-pages.ts) names its own entries.
      input: isSsrBuild
        ? undefined
        : {
            index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
            boot: fileURLToPath(new URL('./src/client/boot-after-paint.ts', import.meta.url)),
          },
      output: {
        // Chunks are named by their hash alone: the entry lists every chunk its lazy pages
        // preload, and the modules' names made up most of that list. The manifest maps each
        // file back to its chunk's name (ADR 0034).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            // The locale runtime every page uses, one chunk rather than four (ADR 0058).
            { name: 'i18n', test: I18N_MODULES },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000', '/ws': { target: 'ws://127.0.0.1:5000', ws: true } },
  },
}));
