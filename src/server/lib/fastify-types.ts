import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RecordsVault } from '../features/records/records.service.ts';
import type { Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database (PGlite or PostgreSQL). */
    db: Database;
    /** The validated configuration. */
    config: AppConfig;
    /** The one mailer every feature sends through (SMTP, or the outbox). */
    mailer: Mailer;
    /** The records vault's store and master key (ADR 0037). */
    records: RecordsVault;
  }
}
