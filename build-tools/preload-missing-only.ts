import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The files chunk `fileName` statically imports, recursively (loaded before it runs). */
function staticImportsOf(bundle: OutputBundle, fileName: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (current: string) => {
    const chunk = bundle[current];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) {
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return loaded;
}

/**
 * Lazy imports preload only what their importer has not already loaded (ADR 0034). Vite lists,
 * for each `import()`, every file the imported chunk needs, including those the importing
 * chunk's own static imports brought in long before; those lists sit in the importer's code,
 * the entry's above all. `plugin` notes the bundle as it is written; `resolveDependencies`
 * (for `build.modulePreload`) drops from a chunk's lists the files already loaded with it.
 */
export function preloadMissingOnly(): {
  plugin: Plugin;
  resolveDependencies: (
    fileName: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let bundle: OutputBundle | undefined;
  return {
    plugin: {
      name: 'careabroad:preload-missing-only',
      apply: 'build',
      generateBundle(_options, written) {
        bundle = written;
      },
    },
    resolveDependencies(_fileName, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = staticImportsOf(bundle, hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
