import type { ApiRoute } from '../../../domain/api-route';
import type { SessionInfo, ShopSettings, StaffList, StaffMember } from '../../../domain/shop/api-types';
// Types only: zod itself stays out of the browser bundle.
import type {
  ChangePasswordInput,
  CreateStaffInput,
  Role,
  SettingsInput,
  SetupInput,
  SetupStatus,
  SignInInput,
} from '../../../domain/shop/schemas';
import { SHOP_API_PATHS } from '../../../domain/shop/shop-api-paths';
import { requestJson } from '../../lib/api-client';

/** The accounts and settings calls of the shop (docs/shop.md 1, 3); method and URL come from SHOP_API_PATHS. */

type Guard<T> = (value: unknown) => value is T;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isShopUser(value: unknown): value is SessionInfo['user'] {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    (value.role === 'owner' || value.role === 'staff') &&
    typeof value.must_change_password === 'boolean'
  );
}

const isSessionInfo: Guard<SessionInfo> = (value): value is SessionInfo => isObject(value) && isShopUser(value.user);
const isStaffMember: Guard<StaffMember> = (value): value is StaffMember =>
  isShopUser(value) && typeof (value as Partial<StaffMember>).active === 'boolean';
const isStaffList: Guard<StaffList> = (value): value is StaffList =>
  isObject(value) && Array.isArray(value.staff) && value.staff.every(isStaffMember);
const isSetupStatus: Guard<SetupStatus> = (value): value is SetupStatus =>
  isObject(value) && typeof value.valid === 'boolean';
const isShopSettings: Guard<ShopSettings> = (value): value is ShopSettings =>
  isObject(value) &&
  typeof value.shop_name === 'string' &&
  typeof value.time_zone === 'string' &&
  typeof value.first_tag_number === 'number';
/** Sign-out answers 204 without a body. */
const isAnything: Guard<unknown> = (_value): _value is unknown => true;

function call<T, Args extends string[]>(route: ApiRoute<Args>, args: Args, isAnswer: Guard<T>, body?: unknown) {
  return requestJson(route.method, route.href(...args), body, isAnswer);
}

const P = SHOP_API_PATHS;

export const getSession = () => call(P.session, [], isSessionInfo);
export const signIn = (input: SignInInput) => call(P.signIn, [], isSessionInfo, input);
export const signOut = () => call(P.signOut, [], isAnything).then(() => undefined);
export const changePassword = (input: ChangePasswordInput) => call(P.changePassword, [], isSessionInfo, input);

export const getSetupStatus = (token: string) =>
  requestJson(
    P.setupStatus.method,
    `${P.setupStatus.href()}?token=${encodeURIComponent(token)}`,
    undefined,
    isSetupStatus,
  );
export const setUpOwner = (input: SetupInput) => call(P.setup, [], isSessionInfo, input);

export const listStaff = () => call(P.staff, [], isStaffList);
export const createStaff = (input: CreateStaffInput) => call(P.createStaff, [], isStaffMember, input);
export const setStaffRole = (id: string, role: Role) => call(P.setStaffRole, [id], isStaffMember, { role });
export const resetStaffPassword = (id: string, temporaryPassword: string) =>
  call(P.resetStaffPassword, [id], isStaffMember, { temporary_password: temporaryPassword });
export const setStaffActive = (id: string, active: boolean) =>
  call(active ? P.reactivateStaff : P.deactivateStaff, [id], isStaffMember);

export const getSettings = () => call(P.settings, [], isShopSettings);
export const saveSettings = (input: SettingsInput) => call(P.saveSettings, [], isShopSettings, input);
