import { fileURLToPath } from 'node:url';

/** The committed drizzle-kit migrations, applied at start-up. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
