import type {
  ChangePasswordInput,
  ChooseNewPasswordInput,
  RequestPasswordResetInput,
  SetupInput,
  SignInInput,
} from '../../../../domain/shop/schemas';
import { shopRequest } from '../lib/shop-request';

/** The accounts section's calls (docs/shop.md 1); each answer checked against its schema. */

export const signIn = (input: SignInInput) => shopRequest('signIn', [], { body: input });
export const signInWithCode = (code: string) => shopRequest('signInSecondFactor', [], { body: { code } });
export const startTwoFactor = (password: string) => shopRequest('startTwoFactor', [], { body: { password } });
export const confirmTwoFactor = (code: string) => shopRequest('confirmTwoFactor', [], { body: { code } });
export const turnOffTwoFactor = (password: string) => shopRequest('turnOffTwoFactor', [], { body: { password } });
export const changePassword = (input: ChangePasswordInput) => shopRequest('changePassword', [], { body: input });
export const requestPasswordReset = (input: RequestPasswordResetInput) =>
  shopRequest('requestPasswordReset', [], { body: input });
export const chooseNewPassword = (input: ChooseNewPasswordInput) =>
  shopRequest('chooseNewPassword', [], { body: input });

export const getSetupStatus = (token: string) =>
  shopRequest('setupStatus', [], { query: `?token=${encodeURIComponent(token)}` });
export const setUpOwner = (input: SetupInput) => shopRequest('setup', [], { body: input });
