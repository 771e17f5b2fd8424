import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ChangePasswordInputSchema,
  ConfirmTwoFactorInputSchema,
  PasswordConfirmInputSchema,
  SecondFactorInputSchema,
  type SignInAnswer,
  TwoFactorRuleInputSchema,
  ChooseNewPasswordInputSchema,
  CreateStaffInputSchema,
  RequestPasswordResetInputSchema,
  ROLES,
  ResetPasswordInputSchema,
  SHOP_API_PATHS,
  type SessionInfo,
  SetRoleInputSchema,
  SetupInputSchema,
  SetupStatusQuerySchema,
  SignInInputSchema,
} from '../../domain/shop';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { changePassword } from './change-password';
import type { RecheckingClient } from './password-recheck';
import { RESET_LIMITS, chooseNewPassword, requestPasswordReset } from './password-reset';
import type { Auth } from './create-auth';
import { SETUP_LIMIT, setUpOwner, setupStatus } from './first-owner';
import { createStaff, listStaff, resetStaffPassword, setStaffActive, setStaffRole } from './manage-staff';
import type { ShopAccess } from './shop-guard';
import { deviceCookieOf } from './remembered-device';
import { type SecondFactorDue, type SignedIn, signIn, withRememberedDevice } from './sign-in';
import { signInWithCode } from './sign-in-code';
import { confirmTwoFactor, setTwoFactorRule, startTwoFactor, turnOffTwoFactor } from './two-factor';
import { signOut } from './sign-out';
import { type AccountsContext, sessionInfoOf } from './staff-accounts';
import { cookieHeaders, staffOf } from './staff-session';

export type AccountRoutesOptions = { db: Database; auth: Auth };

type IdParams = { Params: { id: string } };

const PUBLIC = { shop: 'public' } satisfies { shop: ShopAccess };
const OWNER = { shop: { roles: ['owner'] } } satisfies { shop: ShopAccess };
/** What an account on a temporary password may still do: see its session, change the password, sign out. */
const ANY_STAFF_EVEN_TEMPORARY = {
  shop: { roles: ROLES, allowTemporaryPassword: true, allowWithoutTwoFactor: true },
} satisfies { shop: ShopAccess };
/** Turning two-factor on, which the owner's rule may require before anything else (docs/shop.md 1). */
const ANY_STAFF_TURNING_ON_TWO_FACTOR = { shop: { roles: ROLES, allowWithoutTwoFactor: true } } satisfies {
  shop: ShopAccess;
};
const ANY_STAFF = { shop: { roles: ROLES } } satisfies { shop: ShopAccess };

/** Answers a new session: its cookie (as the auth library set it) and who is signed in. */
const sendSignedIn = (reply: FastifyReply, signedIn: SignedIn) =>
  reply.header('set-cookie', signedIn.cookies).send(signedIn.session);
/** A sign-in's answer: the session, or (two-factor) the challenge's cookie and the code asked for next. */
const sendSignInAnswer = (reply: FastifyReply, opened: SignedIn | SecondFactorDue) =>
  'secondFactorDue' in opened
    ? reply.header('set-cookie', opened.cookies).send({ second_factor: 'totp' } satisfies SignInAnswer)
    : sendSignedIn(reply, opened);

/** docs/shop.md 1: sign-in, sessions, the first owner and the owner's management of staff accounts. */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { db, auth }) => {
  const context: AccountsContext = { db, auth, log: app.log };
  // The client counts by the keyed hash of its address (app.limits), never the address itself.
  const clientOf = (request: FastifyRequest): RecheckingClient => ({
    keyOf: app.limits.keyOf,
    key: app.limits.clientKey(request),
    deviceCookie: deviceCookieOf(request.headers.cookie),
  });

  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.session),
    config: ANY_STAFF_EVEN_TEMPORARY,
    handler: async (request): Promise<SessionInfo> => {
      const { id, name, email, role, mustChangePassword, twoFactorEnabled } = staffOf(request);
      return sessionInfoOf(db, {
        id,
        name,
        email,
        role,
        must_change_password: mustChangePassword,
        two_factor_enabled: twoFactorEnabled,
      });
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.signIn),
    config: PUBLIC,
    handler: async (request, reply) =>
      sendSignInAnswer(
        reply,
        await signIn(context, app.limits.keyOf, parseInput(SignInInputSchema, request.body), clientOf(request)),
      ),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.signInSecondFactor),
    config: PUBLIC,
    handler: async (request, reply) =>
      sendSignedIn(
        reply,
        await signInWithCode(context, app.limits.keyOf, parseInput(SecondFactorInputSchema, request.body), {
          ...clientOf(request),
          cookieHeader: request.headers.cookie,
        }),
      ),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.startTwoFactor),
    config: ANY_STAFF_TURNING_ON_TWO_FACTOR,
    handler: async (request) => {
      const input = parseInput(PasswordConfirmInputSchema, request.body);
      return startTwoFactor(context, staffOf(request), cookieHeaders(request), input, clientOf(request));
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.confirmTwoFactor),
    config: ANY_STAFF_TURNING_ON_TWO_FACTOR,
    handler: async (request, reply) => {
      const input = parseInput(ConfirmTwoFactorInputSchema, request.body);
      return sendSignedIn(reply, await confirmTwoFactor(context, staffOf(request), cookieHeaders(request), input));
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.turnOffTwoFactor),
    config: ANY_STAFF,
    handler: async (request, reply) => {
      const input = parseInput(PasswordConfirmInputSchema, request.body);
      const staff = staffOf(request);
      return sendSignedIn(
        reply,
        await turnOffTwoFactor(context, staff, cookieHeaders(request), input, clientOf(request)),
      );
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.setTwoFactorRule),
    config: OWNER,
    handler: async (request) =>
      setTwoFactorRule(context, staffOf(request), parseInput(TwoFactorRuleInputSchema, request.body)),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.signOut),
    config: ANY_STAFF_EVEN_TEMPORARY,
    handler: async (request, reply) => {
      const cookies = await signOut(context, staffOf(request), cookieHeaders(request));
      return reply.status(204).header('set-cookie', cookies).send();
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.changePassword),
    config: ANY_STAFF_EVEN_TEMPORARY,
    handler: async (request, reply) => {
      const input = parseInput(ChangePasswordInputSchema, request.body);
      const staff = staffOf(request);
      return sendSignedIn(
        reply,
        await changePassword(context, staff, cookieHeaders(request), input, clientOf(request)),
      );
    },
  });

  // docs/shop.md 1, 'Forgot password?': a link by email, and the new password chosen with it.
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.requestPasswordReset),
    config: PUBLIC,
    onRequest: app.limits.perClient(RESET_LIMITS.perClient),
    handler: async (request) =>
      requestPasswordReset(context, app.limits, parseInput(RequestPasswordResetInputSchema, request.body)),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.chooseNewPassword),
    config: PUBLIC,
    onRequest: app.limits.perClient(RESET_LIMITS.choosePerClient),
    handler: async (request) => chooseNewPassword(context, parseInput(ChooseNewPasswordInputSchema, request.body)),
  });

  // The first owner (docs/shop.md 1): the link logged at start.
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.setupStatus),
    config: PUBLIC,
    handler: async (request) => setupStatus(context, parseInput(SetupStatusQuerySchema, request.query).token),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.setup),
    config: PUBLIC,
    onRequest: app.limits.perClient(SETUP_LIMIT),
    handler: async (request, reply) =>
      // The owner's first browser, usually the shop's own, is remembered from the start (ADR 1101).
      sendSignedIn(
        reply,
        withRememberedDevice(
          context,
          app.limits.keyOf,
          await setUpOwner(context, parseInput(SetupInputSchema, request.body)),
          null,
          new Date(),
        ),
      ),
  });

  // Staff accounts: the owner's.
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.staff),
    config: OWNER,
    handler: async () => listStaff(context),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.createStaff),
    config: OWNER,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await createStaff(context, staffOf(request), parseInput(CreateStaffInputSchema, request.body))),
  });
  app.route<IdParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.setStaffRole),
    config: OWNER,
    handler: async (request) =>
      setStaffRole(context, staffOf(request), request.params.id, parseInput(SetRoleInputSchema, request.body)),
  });
  app.route<IdParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.resetStaffPassword),
    config: OWNER,
    handler: async (request) =>
      resetStaffPassword(
        context,
        staffOf(request),
        request.params.id,
        parseInput(ResetPasswordInputSchema, request.body),
      ),
  });
  app.route<IdParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.deactivateStaff),
    config: OWNER,
    handler: async (request) => setStaffActive(context, staffOf(request), request.params.id, false),
  });
  app.route<IdParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.reactivateStaff),
    config: OWNER,
    handler: async (request) => setStaffActive(context, staffOf(request), request.params.id, true),
  });
};
