import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { precompressFiles } from './precompress.ts';
import { ENTRY_KEY, readViteManifest, staticClosure, type ViteManifest } from './vite-manifest.ts';

/** What src/client/prerender.tsx exports (its SSR build, loaded here). */
interface PrerenderModule {
  PRERENDERED_SIGNED_OUT: string;
  PRERENDERED_PAGES: readonly { path: string; file: string; modules: readonly string[] }[];
  renderPage(page: { path: string }): Promise<{ html: string; title: string }>;
}

const PRERENDER_ENTRY = fileURLToPath(new URL('../src/client/prerender.tsx', import.meta.url));
/** The page's root element in index.html, as Vite writes it. */
const EMPTY_ROOT = '<div id="root"></div>';
/** index.html's one stylesheet, as Vite writes it; group 1 is its path in the build. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

/**
 * `template` with its stylesheet written into the page: a prerendered page then paints as soon
 * as its HTML arrives, without waiting on a second request (ADR 0034). The CSP allows inline
 * styles (SECURITY §3); the app's later pages use the same, already applied, styles.
 */
async function withInlineStylesheet(outDir: string, template: string): Promise<string> {
  const link = STYLESHEET_LINK.exec(template);
  if (!link?.[1]) throw new Error('index.html lacks its stylesheet link');
  const css = await readFile(path.join(outDir, link[1]), 'utf8');
  if (css.includes('</style')) throw new Error(`${link[1]} would end its <style> early`);
  return template.replace(link[0], () => `<style>${css}</style>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The manifest key of the script prerendered pages start the app with (ADR 0034, addendum 3). */
const BOOT_KEY = 'boot-after-paint.ts';
/** index.html's entry script, as Vite writes it; group 1 is its URL. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
/** index.html's module preloads, as Vite writes them; group 1 is the URL. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `template` with its entry script and module preloads replaced by the boot script, which
 * preloads them and imports the entry after the page's first paint — with the preloads of the
 * page's own `modules` added, so their code downloads alongside the entry's instead of after it.
 */
function startingAfterFirstPaint(
  template: string,
  manifest: ViteManifest,
  modules: readonly string[],
): string {
  const entry = ENTRY_SCRIPT.exec(template);
  const boot = manifest[BOOT_KEY];
  if (!entry?.[1] || !boot)
    throw new Error('index.html lacks its entry script, or the build its boot script');
  const entryFiles = new Set(staticClosure(manifest, ENTRY_KEY));
  const pageFiles = modules
    .flatMap((module) => staticClosure(manifest, module))
    .filter((file) => !entryFiles.has(file))
    .map((file) => `/${file}`);
  const preloads = [
    ...new Set([...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!).concat(pageFiles)),
  ];
  const bootScript =
    `<script type="module" crossorigin src="/${boot.file}" data-entry="${entry[1]}"` +
    ` data-preload="${preloads.join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(entry[0], () => bootScript);
}

/**
 * Vite plugin, client build only: renders the public pages to HTML once the client is written
 * (an SSR build of src/client/prerender.tsx into a scratch folder, ADR 0034), writes them to
 * `<outDir>/prerendered/`, then writes `.br` and `.gz` twins of every text file of the build.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'careabroad:prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = config.build.outDir;
        const ssrOutDir = path.join(outDir, '..', '.prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: PRERENDER_ENTRY, outDir: ssrOutDir, emptyOutDir: true },
        });
        try {
          const prerender = (await import(
            pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href
          )) as PrerenderModule;
          const manifest = await readViteManifest(outDir);
          const template = await withInlineStylesheet(
            outDir,
            await readFile(path.join(outDir, 'index.html'), 'utf8'),
          );
          if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html lacks ${EMPTY_ROOT}`);
          await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
          for (const page of prerender.PRERENDERED_PAGES) {
            const { html, title } = await prerender.renderPage(page);
            // The CSP allows scripts from files only (SECURITY §3).
            if (/<script(?![^>]*\ssrc=)/.test(html)) {
              throw new Error(`${page.path} rendered an inline script`);
            }
            const document = startingAfterFirstPaint(template, manifest, page.modules)
              .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
              .replace(
                EMPTY_ROOT,
                `<div id="root" data-prerendered="${prerender.PRERENDERED_SIGNED_OUT}">${html}</div>`,
              );
            await writeFile(path.join(outDir, 'prerendered', page.file), document);
          }
        } finally {
          await rm(ssrOutDir, { recursive: true, force: true });
        }
        await precompressFiles(outDir);
      },
    },
  };
}
