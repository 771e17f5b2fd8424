import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ForbiddenError, UnauthenticatedError } from '../../domain';
import type { Role } from '../../domain/shop';
import type { Staff } from '../lib/staff';
import { type Auth, SESSION_ABSOLUTE_MS } from './create-auth';

export type { Staff };

declare module 'fastify' {
  interface FastifyRequest {
    staff: Staff | null;
  }
}

/** Headers for the auth library carrying only the browser's cookie. */
export function cookieHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  const cookie = request.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/**
 * The session behind the request's cookie, or null; a session past its absolute lifetime is ended here.
 * A request by the person extends the 12-hour idle limit (create-auth.ts); the live board's own checks of
 * its stream pass `{ extend: false }`, so that an open board with nobody at it still signs out on time.
 */
export async function readStaffSession(
  auth: Auth,
  request: FastifyRequest,
  { extend = true } = {},
): Promise<Staff | null> {
  if (!request.headers.cookie) return null;
  const found = await auth.api.getSession({
    headers: cookieHeaders(request),
    query: extend ? {} : { disableRefresh: true },
  });
  if (!found) return null;
  const { user, session } = found;
  if (user.banned) return null;
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(session.token);
    return null;
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role === 'owner' ? 'owner' : 'staff',
    mustChangePassword: Boolean((user as { mustChangePassword?: boolean }).mustChangePassword),
    twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    sessionId: session.id,
  };
}

export const TWO_FACTOR_NEEDED_MESSAGE = 'Turn on two-factor sign-in to continue.';

/**
 * The check every /api/shop route declares: a valid session (401 otherwise) with one of the roles
 * (403 otherwise). An account still on its temporary password may only change it (and sign out).
 */
export function requireStaff(
  auth: Auth,
  roles: readonly Role[],
  options: {
    allowTemporaryPassword?: boolean;
    allowWithoutTwoFactor?: boolean;
    twoFactorRequired?: () => Promise<boolean>;
    extendSession?: boolean;
  } = {},
): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const staff = await readStaffSession(auth, request, { extend: options.extendSession ?? true });
    if (!staff) throw new UnauthenticatedError();
    if (staff.mustChangePassword && !options.allowTemporaryPassword) {
      throw new ForbiddenError('Change your temporary password to continue.');
    }
    // docs/shop.md 1: under the owner's rule, an account without two-factor may only turn it on.
    if (!staff.twoFactorEnabled && !options.allowWithoutTwoFactor && (await options.twoFactorRequired?.())) {
      throw new ForbiddenError(TWO_FACTOR_NEEDED_MESSAGE);
    }
    if (!roles.includes(staff.role)) throw new ForbiddenError();
    request.staff = staff;
  };
}

/** The signed-in staff member of a route behind the shop guard. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new UnauthenticatedError();
  return request.staff;
}
