import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * The template database the PostgreSQL test run migrates once and clones per test file.
 * `TEST_TEMPLATE_DATABASE` names another, so that two checkouts can test on one server at once.
 */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'careabroad_test_template';

/** `url` with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A new, empty-of-rows, migrated PostgreSQL database cloned from the template; returns its URL. */
export async function cloneTemplateDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `careabroad_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
