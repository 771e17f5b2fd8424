import type {
  ChangePasswordInput,
  ChooseNewPasswordInput,
  CreateStaffInput,
  RequestPasswordResetInput,
  Role,
  SettingsInput,
  SetupInput,
  SignInInput,
} from '../../../domain/shop/schemas';
import type { DropOffSettingsInput } from '../../../domain/drop-off-day-schemas';
import { SHOP_API_PATHS } from '../../../domain/shop/shop-api-paths';
import { requestJson } from '../../lib/api-client';
import { shopRequest } from './lib/shop-request';

/** The accounts and settings calls of the shop (docs/shop.md 1, 3); each answer checked against its schema. */

export const getSession = () => shopRequest('session', []);
export const signIn = (input: SignInInput) => shopRequest('signIn', [], { body: input });
/** Sign-out answers 204 without a body. */
export const signOut = () =>
  requestJson(
    SHOP_API_PATHS.signOut.method,
    SHOP_API_PATHS.signOut.href(),
    undefined,
    (_value): _value is unknown => true,
  ).then(() => undefined);
export const signInWithCode = (code: string) => shopRequest('signInSecondFactor', [], { body: { code } });
export const startTwoFactor = (password: string) => shopRequest('startTwoFactor', [], { body: { password } });
export const confirmTwoFactor = (code: string) => shopRequest('confirmTwoFactor', [], { body: { code } });
export const turnOffTwoFactor = (password: string) => shopRequest('turnOffTwoFactor', [], { body: { password } });
export const setTwoFactorRule = (required: boolean) => shopRequest('setTwoFactorRule', [], { body: { required } });
export const changePassword = (input: ChangePasswordInput) => shopRequest('changePassword', [], { body: input });
export const requestPasswordReset = (input: RequestPasswordResetInput) =>
  shopRequest('requestPasswordReset', [], { body: input });
export const chooseNewPassword = (input: ChooseNewPasswordInput) =>
  shopRequest('chooseNewPassword', [], { body: input });

export const getSetupStatus = (token: string) =>
  shopRequest('setupStatus', [], { query: `?token=${encodeURIComponent(token)}` });
export const setUpOwner = (input: SetupInput) => shopRequest('setup', [], { body: input });

export const listStaff = () => shopRequest('staff', []);
export const createStaff = (input: CreateStaffInput) => shopRequest('createStaff', [], { body: input });
export const setStaffRole = (id: string, role: Role) => shopRequest('setStaffRole', [id], { body: { role } });
export const resetStaffPassword = (id: string, temporaryPassword: string) =>
  shopRequest('resetStaffPassword', [id], { body: { temporary_password: temporaryPassword } });
export const setStaffActive = (id: string, active: boolean) =>
  shopRequest(active ? 'reactivateStaff' : 'deactivateStaff', [id]);

export const getSettings = () => shopRequest('settings', []);
export const getSetupProgress = () => shopRequest('setupProgress', []);
export const getBackupStatus = () => shopRequest('backupStatus', []);
export const saveSettings = (input: SettingsInput) => shopRequest('saveSettings', [], { body: input });
export const getDropOffSettings = () => shopRequest('dropOffSettings', []);
export const saveDropOffSettings = (input: DropOffSettingsInput) =>
  shopRequest('saveDropOffSettings', [], { body: input });
/** docs/shop.md 10, 'The shop's view': the season day by day (owner). */
export const getDropOffSeason = () => shopRequest('dropOffSeason', []);
/** docs/shop.md 10, 'We're full today': today as the board shows it, and 'Mark today full' / 'Open today again'. */
export const getDropOffToday = () => shopRequest('dropOffToday', []);
export const markToday = (full: boolean) => shopRequest('markToday', [], { body: { full } });
