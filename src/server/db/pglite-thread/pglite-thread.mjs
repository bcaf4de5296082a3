// The PGlite thread's entry (ADR 0042). Node 20 applies neither the main thread's `--import tsx`
// nor one in a worker's `execArgv` to the worker's own modules, so this plain module loads the
// TypeScript one through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread-main.ts', import.meta.url);
