import { mkdir, readFile, writeFile } from 'node:fs/promises';
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

/** What src/client/catalogue-ssr.tsx exports besides its renderer (the server loads that). */
interface CatalogueSsrModule {
  CATALOGUE_PAGE_MODULES: readonly string[];
}

/**
 * The SSR build's entries: the build-time prerendering, and the catalogue pages' renderer the
 * server loads at runtime (ADR 0055) — both kept in `<outDir>/../ssr/`.
 */
const SSR_ENTRIES = {
  prerender: fileURLToPath(new URL('../src/client/prerender.tsx', import.meta.url)),
  'catalogue-ssr': fileURLToPath(new URL('../src/client/catalogue-ssr.tsx', import.meta.url)),
};
/** The document the server fills with each catalogue page, in the SSR build's folder. */
const CATALOGUE_TEMPLATE = 'catalogue.html';
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
 * Vite plugin, client build only: once the client is written, makes the SSR build
 * (`<outDir>/../ssr/`), renders the public pages to HTML with it (ADR 0034) into
 * `<outDir>/prerendered/`, writes the catalogue pages' document (`ssr/catalogue.html`: inline
 * styles, the app started after the first paint, ADR 0055), then writes `.br` and `.gz` twins
 * of every text file of the client.
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
        const ssrOutDir = path.join(outDir, '..', 'ssr');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: true,
            outDir: ssrOutDir,
            emptyOutDir: true,
            rollupOptions: { input: SSR_ENTRIES },
          },
        });
        const load = (entry: keyof typeof SSR_ENTRIES): Promise<unknown> =>
          import(pathToFileURL(path.join(ssrOutDir, `${entry}.js`)).href);
        const prerender = (await load('prerender')) as PrerenderModule;
        const catalogue = (await load('catalogue-ssr')) as CatalogueSsrModule;
        const manifest = await readViteManifest(outDir);
        const template = await withInlineStylesheet(
          outDir,
          await readFile(path.join(outDir, 'index.html'), 'utf8'),
        );
        if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html lacks ${EMPTY_ROOT}`);
        await writeFile(
          path.join(ssrOutDir, CATALOGUE_TEMPLATE),
          startingAfterFirstPaint(template, manifest, catalogue.CATALOGUE_PAGE_MODULES),
        );
        await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
        for (const page of prerender.PRERENDERED_PAGES) {
          const { html, title } = await prerender.renderPage(page);
          const document = startingAfterFirstPaint(template, manifest, page.modules)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            .replace(
              EMPTY_ROOT,
              `<div id="root" data-prerendered="${prerender.PRERENDERED_SIGNED_OUT}">${html}</div>`,
            );
          await writeFile(path.join(outDir, 'prerendered', page.file), document);
        }
        await precompressFiles(outDir);
      },
    },
  };
}
