import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import { SHOP_LIMITS } from '../../domain/shop';
import type { Database } from '../db/client';
import { staffAccounts, staffSessions, staffUsers, staffVerifications } from '../db/auth-schema';

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
export function createAuth(options: { db: Database; secret: string; publicUrl: string }) {
  return betterAuth({
    baseURL: options.publicUrl,
    basePath: '/api/shop/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: staffUsers, session: staffSessions, account: staffAccounts, verification: staffVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: SHOP_LIMITS.passwordMin,
      maxPasswordLength: SHOP_LIMITS.passwordMax,
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: 5 * 60 },
    user: { additionalFields: { mustChangePassword: { type: 'boolean', defaultValue: false, input: false } } },
    plugins: [admin({ ac, roles, defaultRole: 'staff', adminRoles: ['owner'] })],
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
