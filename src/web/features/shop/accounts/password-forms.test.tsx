import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopUser } from '../../../../domain/shop/answers/accounts';
import { renderApp } from '../../../testing/render-app';
import ChangePasswordPage from './change-password-page';
import TwoFactorPage from './two-factor-page';

/**
 * ADR 1101, docs/shop.md 1: the forms that ask for the password again show the sign-in throttle's refusal
 * (429) as the sign-in page does, the server's sentence above the form.
 */
const THROTTLED = 'Too many sign-in attempts. Try again in 1 minute.';
const throttled = async () =>
  new Response(JSON.stringify({ error: { code: 'rate_limited', message: THROTTLED } }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': '60' },
  });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page for a signed-in account, every call of which the server refuses with the throttle's 429. */
function renderSignedIn(page: ReactNode, twoFactorEnabled: boolean) {
  vi.stubGlobal('fetch', vi.fn(throttled));
  const user: ShopUser = {
    id: 'staff-1',
    name: 'Sam Staff',
    email: 'sam@example.com',
    role: 'staff',
    must_change_password: false,
    two_factor_enabled: twoFactorEnabled,
  };
  renderApp(page, { session: user });
}

describe('a throttled password check', () => {
  it('shows the throttle’s message on the password change', async () => {
    renderSignedIn(<ChangePasswordPage />, false);
    await userEvent.type(await screen.findByLabelText('Current password'), 'a wrong guess');
    await userEvent.type(screen.getByLabelText(/New password/), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(THROTTLED);
  });

  it.each([
    { twoFactorEnabled: false, button: 'Continue' },
    { twoFactorEnabled: true, button: 'Turn off two-factor sign-in' },
  ])('shows the throttle’s message on two-factor’s password ($button)', async ({ twoFactorEnabled, button }) => {
    renderSignedIn(<TwoFactorPage />, twoFactorEnabled);
    await userEvent.type(await screen.findByLabelText('Password'), 'a wrong guess');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect((await screen.findByRole('alert')).textContent).toBe(THROTTLED);
  });
});
