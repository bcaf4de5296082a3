import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database (PGlite or PostgreSQL). */
    db: Database;
    /** The validated configuration. */
    config: AppConfig;
  }
}
