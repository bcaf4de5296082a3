import 'dotenv/config';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { grantAdminByEmail } from '../features/users/users.repository.ts';

/**
 * `npm run admin:grant -- <email>`: gives an existing account the admin role (DESIGN §5).
 * With PGlite the server must be stopped first: the data folder is locked while it runs.
 * Exit codes: 0 granted, 1 no such account, 2 usage or database error.
 */
async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email) {
    process.stderr.write('Usage: npm run admin:grant -- <email>\n');
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    const user = await grantAdminByEmail(database.db, email);
    if (!user) {
      process.stderr.write(
        `No account with the e-mail ${email}. Sign up first, then run this again.\n`,
      );
      return 1;
    }
    process.stdout.write(
      `${user.email} is now an admin. They get the new role at their next request.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
