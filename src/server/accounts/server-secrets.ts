import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/shop-schema';

/**
 * A secret every process on this database must share (the session signing key): read it, or make it
 * once. Two processes starting together both insert; the conflict keeps the first, and both read it.
 */
export async function loadOrCreateSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The secret ${name} could not be stored.`);
  return row.value;
}
