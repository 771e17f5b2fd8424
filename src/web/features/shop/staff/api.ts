import type { CreateStaffInput, Role } from '../../../../domain/shop/schemas';
import { shopRequest } from '../lib/shop-request';

/** The staff section's calls (docs/shop.md 1); each answer checked against its schema. */

export const listStaff = () => shopRequest('staff', []);
export const createStaff = (input: CreateStaffInput) => shopRequest('createStaff', [], { body: input });
export const setStaffRole = (id: string, role: Role) => shopRequest('setStaffRole', [id], { body: { role } });
export const resetStaffPassword = (id: string, temporaryPassword: string) =>
  shopRequest('resetStaffPassword', [id], { body: { temporary_password: temporaryPassword } });
export const setStaffActive = (id: string, active: boolean) =>
  shopRequest(active ? 'reactivateStaff' : 'deactivateStaff', [id]);
export const setTwoFactorRule = (required: boolean) => shopRequest('setTwoFactorRule', [], { body: { required } });
