import { createAuth } from './accounts/create-auth';
import { resetPasswordOnServer } from './accounts/reset-password-on-server';
import { loadOrCreateSecret } from './accounts/server-secrets';
import { ConfigError, loadConfig, publicUrlOf } from './lib/config';
import { migrateDatabase } from './db/client';
import { openConfiguredDatabase } from './db/open-configured-database';

/**
 * `npm run reset-password -- owner@example.com` (docs/shop.md 1, 'A forgotten password'): a temporary password for an
 * account, printed here, for the day the owner can neither sign in nor read the reset email. It reads the same settings
 * as the server (DATABASE_URL, or DATA_DIR's embedded database, which the server must not hold open).
 */
async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run reset-password -- <the account email>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    const secret = config.AUTH_SECRET ?? (await loadOrCreateSecret(database.db, 'auth_secret'));
    const auth = createAuth({ db: database.db, secret, publicUrl: publicUrlOf(config) });
    const reset = await resetPasswordOnServer(database.db, auth, email);
    console.log(`Temporary password for ${reset.name}: ${reset.temporaryPassword}`);
    console.log('Sign in with it at /shop/sign-in; you will be asked to choose your own password at once.');
    if (reset.deactivated) console.log('This account is deactivated: an owner must reactivate it on the Staff page.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
