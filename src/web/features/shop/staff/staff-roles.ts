import type { Role } from '../../../../domain/shop/schemas';

/**
 * The roles as staff read them (docs/shop.md 1). The domain's ROLE_LABELS lives beside its zod schemas, which
 * would bring zod into the browser with it.
 */
const ROLE_NAMES: Record<Role, string> = { owner: 'Owner', staff: 'Staff' };

export const ROLE_OPTIONS: readonly { value: Role; label: string }[] = [
  { value: 'staff', label: ROLE_NAMES.staff },
  { value: 'owner', label: ROLE_NAMES.owner },
];

export const roleLabel = (role: Role) => ROLE_NAMES[role];

export const isRole = (value: string): value is Role => value === 'owner' || value === 'staff';
