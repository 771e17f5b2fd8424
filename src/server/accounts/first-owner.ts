import { createHash, randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { ConflictError, InvalidInputError } from '../../domain';
import type { SetupInput, SetupStatus } from '../../domain/shop';
import { type Config, publicUrlOf } from '../lib/config';
import type { Executor } from '../db/client';
import type { StaffUserRow } from '../db/auth-schema';
import { serverSecrets } from '../db/shop-schema';
import { assertPasswordAllowed, passwordProblem } from './password-strength';
import { type SignedIn, openSession } from './sign-in';
import { type AccountsContext, countAccounts, hashPassword, insertAccount, lockAccounts } from './staff-accounts';
import { type StaffEventActor, recordStaffEvent } from './staff-events';

export const SETUP_LINK_INVALID_MESSAGE = 'This setup link is not valid.';

/** Only the token's SHA-256 is stored, one row per token logged (each process that started without an owner). */
const SETUP_TOKEN_PREFIX = 'setup_token_sha256:';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const secretNameOf = (token: string) => `${SETUP_TOKEN_PREFIX}${hashOf(token)}`;

const invalidLink = () =>
  new InvalidInputError([{ path: 'token', message: SETUP_LINK_INVALID_MESSAGE }], SETUP_LINK_INVALID_MESSAGE);

/** docs/shop.md 1: setup attempts per client, far more than an owner retyping a refused password ever needs. */
export const SETUP_LIMIT = { bucket: 'owner-setup', max: 20, windowMs: 15 * 60_000 } as const;

async function tokenIsKnown(executor: Executor, token: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await executor
    .select({ name: serverSecrets.name })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, secretNameOf(token)));
  return Boolean(row);
}

/** GET /api/shop/setup?token=: the link works while no account exists and the token is one we logged. */
export async function setupStatus(context: Pick<AccountsContext, 'db'>, token: string): Promise<SetupStatus> {
  return { valid: (await countAccounts(context.db)) === 0 && (await tokenIsKnown(context.db, token)) };
}

/**
 * The first owner, created under the accounts lock: of two setups at once (or two processes starting
 * together) exactly one creates it; the other finds an account and gets null. Every setup token goes.
 */
async function createFirstOwner(
  context: AccountsContext,
  owner: { name: string; email: string; password: string; token: string | null },
  actorOf: (account: StaffUserRow) => StaffEventActor,
  summary: string,
): Promise<StaffUserRow | null> {
  // docs/shop.md 1: the cheap checks before the slow hash, so that a spent or guessed link costs the server
  // nothing; the transaction checks both again under the lock.
  if ((await countAccounts(context.db)) > 0) return null;
  if (owner.token !== null && !(await tokenIsKnown(context.db, owner.token))) throw invalidLink();
  await assertPasswordAllowed(owner.password, 'password', [owner.name, owner.email]);
  const passwordHash = await hashPassword(context.auth, owner.password);
  return context.db.transaction(async (tx) => {
    await lockAccounts(tx);
    if ((await countAccounts(tx)) > 0) return null;
    if (owner.token !== null && !(await tokenIsKnown(tx, owner.token))) throw invalidLink();
    const account = await insertAccount(tx, {
      name: owner.name,
      email: owner.email,
      role: 'owner',
      passwordHash,
      mustChangePassword: false,
    });
    if (!account) return null;
    await tx.delete(serverSecrets).where(like(serverSecrets.name, `${SETUP_TOKEN_PREFIX}%`));
    await recordStaffEvent(tx, { actor: actorOf(account), subjectId: account.id, kind: 'owner_created', summary });
    return account;
  });
}

/** POST /api/shop/setup: creates the owner from the logged link and signs them in. */
export async function setUpOwner(context: AccountsContext, input: SetupInput): Promise<SignedIn> {
  const account = await createFirstOwner(
    context,
    input,
    (created) => ({ id: created.id, name: created.name }),
    'Created the owner account with the setup link',
  );
  if (!account) throw new ConflictError(SETUP_LINK_INVALID_MESSAGE);
  const opened = await openSession(context, { email: input.email, password: input.password });
  if ('secondFactorDue' in opened) throw new Error('A new owner cannot have two-factor sign-in yet.');
  return opened;
}

/**
 * At start, when no account exists: SHOP_OWNER_EMAIL and SHOP_OWNER_PASSWORD create the owner (unattended
 * installs); otherwise a one-time setup link is logged, once. The token (256 random bits) is stored hashed.
 */
export async function prepareFirstOwner(
  context: AccountsContext,
  config: Pick<Config, 'SHOP_OWNER_EMAIL' | 'SHOP_OWNER_PASSWORD' | 'PUBLIC_URL' | 'HOST' | 'PORT'>,
): Promise<void> {
  if ((await countAccounts(context.db)) > 0) return;
  if (config.SHOP_OWNER_EMAIL && config.SHOP_OWNER_PASSWORD) {
    // docs/shop.md 1: the same rule as every password; the server does not start with a weak one.
    const problem = await passwordProblem(config.SHOP_OWNER_PASSWORD, [config.SHOP_OWNER_EMAIL]);
    if (problem) throw new Error(`SHOP_OWNER_PASSWORD is refused: ${problem}`);
    const created = await createFirstOwner(
      context,
      {
        name: 'Owner',
        email: config.SHOP_OWNER_EMAIL.toLowerCase(),
        password: config.SHOP_OWNER_PASSWORD,
        token: null,
      },
      () => ({ id: null, name: 'System' }),
      'Created the owner account from SHOP_OWNER_EMAIL',
    );
    if (created) context.log.info('Created the shop owner account from SHOP_OWNER_EMAIL.');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await context.db.insert(serverSecrets).values({ name: secretNameOf(token), value: hashOf(token) });
  context.log.warn(`No shop account yet. Create the owner account: ${publicUrlOf(config)}/shop/setup?token=${token}`);
}
