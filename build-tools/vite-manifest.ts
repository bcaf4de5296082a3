import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (`.vite/manifest.json`), keyed by source path. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's file name, or what a shared chunk holds. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The client entry's key in the manifest (the app's index.html). */
export const ENTRY_KEY = 'index.html';

/** Reads the manifest of the client built into `outDir`. */
export async function readViteManifest(outDir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The files (relative to the build folder) the browser loads for chunk `key` before it runs:
 * its own file and those of its static imports, recursively, entry first. Dynamic imports are
 * left out: they load later, on demand. Throws when `key` is not in the manifest.
 */
export function staticClosure(manifest: ViteManifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new Error(`${current} is not in the build manifest`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}
