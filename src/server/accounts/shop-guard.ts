import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Role } from '../../domain/shop';
import { requireStaff } from './staff-session';
import { isShopApi } from './shop-http';
import { readTwoFactorRequired } from './two-factor-rule';
import type { Executor } from '../db/client';

/** What every /api/shop route must declare in its config: who may call it. */
export type ShopAccess =
  | 'public'
  | {
      roles: readonly Role[];
      /** The few routes an account on a temporary password may use (its session, the password change, sign-out). */
      allowTemporaryPassword?: boolean;
      /**
       * false for the live board's stream: a browser reconnects it by itself, so opening it is not a sign
       * that anyone is at the screen, and must not keep the session from its idle end (docs/shop.md 1, 'Sessions').
       */
      extendSession?: boolean;
      /** The routes an account must reach to turn two-factor on when the owner requires it (docs/shop.md 1). */
      allowWithoutTwoFactor?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    shop?: ShopAccess;
  }
}

function withPreHandler(
  route: RouteOptions,
  handler: NonNullable<RouteOptions['preHandler']>,
): RouteOptions['preHandler'] {
  const existing = route.preHandler;
  if (!existing) return handler;
  return [handler, ...(Array.isArray(existing) ? existing : [existing])].flat();
}

/**
 * docs/shop.md 1: every /api/shop route checks the session and the role on the server. The route declares
 * `config.shop` and this hook attaches the check; a route that declares nothing stops the server at
 * start-up, so a new route cannot forget its check.
 */
export function registerShopGuard(app: FastifyInstance, db: Executor): void {
  const twoFactorRequired = () => readTwoFactorRequired(db);
  app.addHook('onRoute', (route) => {
    if (!isShopApi(route.url ?? '')) return;
    const access = route.config?.shop;
    if (!access)
      throw new Error(`${String(route.method)} ${route.url} must declare config.shop (its roles, or 'public').`);
    if (access === 'public') return;
    route.preHandler = withPreHandler(
      route,
      requireStaff(app.auth, access.roles, {
        allowTemporaryPassword: access.allowTemporaryPassword,
        extendSession: access.extendSession,
        allowWithoutTwoFactor: access.allowWithoutTwoFactor,
        twoFactorRequired,
      }),
    );
  });
}
