import type { Role } from '../../domain/shop';
import type { TestApp } from './test-app';

export type TestStaff = { id: string; email: string; password: string; name: string; role: Role; cookie: string };

let counter = 0;

/**
 * scrypt is slow on purpose (about 0.1 s here): one hash per password serves every account this worker makes
 * with it (each hash carries its own salt, so sharing one is still a valid hash of that password).
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(t: TestApp, password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = t.app.auth.$context.then((context) => context.password.hash(password));
    hashes.set(password, hash);
  }
  return hash;
}

/** An account made straight through the auth library (no route involved), with a signed-in session. */
export async function createSignedInStaff(
  t: TestApp,
  overrides: Partial<Pick<TestStaff, 'email' | 'password' | 'name' | 'role'>> & { mustChangePassword?: boolean } = {},
): Promise<TestStaff> {
  counter += 1;
  const role = overrides.role ?? 'owner';
  const email = overrides.email ?? `${role}-${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const name = overrides.name ?? `${role === 'owner' ? 'Olive Owner' : 'Sam Staff'} ${counter}`;
  const context = await t.app.auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      name,
      email,
      role,
      emailVerified: true,
      mustChangePassword: overrides.mustChangePassword ?? false,
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await hashOnce(t, password),
  });
  const signedIn = await t.app.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { id: user.id, email, password, name, role, cookie };
}

/** Headers of a browser request made by this staff member from the app's own pages. */
export function staffHeaders(staff: Pick<TestStaff, 'cookie'>, t: Pick<TestApp, 'baseUrl'>): Record<string, string> {
  return { cookie: staff.cookie, origin: t.baseUrl };
}
