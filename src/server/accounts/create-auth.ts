// The narrow entry points: the package's index and its plugins' index load every adapter and plugin it
// has, about 15 MB resident this server never uses (the memory budget, docs/operations.md, 'Memory').
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import { SHOP_LIMITS } from '../../domain/shop';
import type { Database } from '../db/client';
import { RESET_LINK_SECONDS, type ResetAccount } from './reset-link';
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from '../db/auth-schema';

/** docs/shop.md 1: sessions end after 12 hours without use, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

/** The owner manages accounts; staff manage none (everything else is checked by our own guard). */
const ac = createAccessControl(defaultStatements);
const roles = {
  owner: ac.newRole({
    user: ['create', 'list', 'set-role', 'ban', 'set-password', 'get', 'update'],
    session: ['list', 'revoke'],
  }),
  staff: ac.newRole({ user: [], session: [] }),
};

/**
 * better-auth over our drizzle database (PGlite or PostgreSQL alike): email and password, passwords
 * hashed by the library (scrypt), sessions in staff_sessions, roles and deactivation by its admin plugin.
 * Our routes call auth.api directly, so that sign-in throttling, messages, history and the role checks
 * stay ours; the library's own HTTP handler is not mounted.
 */
export type AuthOptions = {
  db: Database;
  secret: string;
  publicUrl: string;
  /**
   * docs/shop.md 1, 'A forgotten password': hands a reset link's token on to be emailed (password-reset.ts); without it
   * no link is made.
   */
  sendResetLink?: (account: ResetAccount, token: string) => void;
  /** After a password is chosen with a reset link. */
  onPasswordReset?: (account: { id: string; name: string }) => Promise<void>;
};

export function createAuth(options: AuthOptions) {
  const { sendResetLink, onPasswordReset } = options;
  return betterAuth({
    baseURL: options.publicUrl,
    basePath: '/api/shop/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: SHOP_LIMITS.passwordMin,
      maxPasswordLength: SHOP_LIMITS.passwordMax,
      // docs/shop.md 1, 'A forgotten password': the library makes, keeps, expires and spends the reset token; we send
      // it and record the reset.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      ...(sendResetLink
        ? { sendResetPassword: async ({ user, token }) => sendResetLink(user as ResetAccount, token) }
        : {}),
      ...(onPasswordReset ? { onPasswordReset: async ({ user }) => onPasswordReset(user) } : {}),
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: 5 * 60 },
    // Reset links' tokens and two-factor challenges are kept as their SHA-256 only, as the setup and status
    // tokens are (first-owner.ts, status-tokens.ts): a copy of the database or of a backup opens no account.
    // Rows stored plain before this (at most an hour's reset links, 10 minutes' challenges) still work until
    // they expire: the library looks a token up hashed, then plain.
    verification: { storeIdentifier: 'hashed' },
    user: { additionalFields: { mustChangePassword: { type: 'boolean', defaultValue: false, input: false } } },
    plugins: [
      admin({ ac, roles, defaultRole: 'staff', adminRoles: ['owner'] }),
      // docs/shop.md 1: an authenticator app's codes (TOTP) and 10 recovery codes, secrets encrypted
      // with the server's secret. The library's own lockout is off: a stranger holding the password could
      // lock the owner out with it; the sign-in throttle counts wrong codes instead (ADR 1101).
      twoFactor({
        issuer: 'Shop',
        accountLockout: { enabled: false },
        backupCodeOptions: { amount: 10, length: 10 },
        twoFactorCookieMaxAge: 10 * 60,
      }),
    ],
    advanced: {
      cookiePrefix: 'shop',
      useSecureCookies: options.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    logger: { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
