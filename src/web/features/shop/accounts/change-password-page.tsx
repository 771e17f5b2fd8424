import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { shopPaths } from '../../../app/shop-paths';
import { Button } from '../../../components/button';
import { toastSuccess } from '../../../lib/toast';
import { changePassword } from './api';
import { FormAlert } from '../components/form-alert';
import { ShopPage } from '../components/page-frame';
import { InputField } from '../components/form-fields';
import { NewPasswordField } from '../components/credential-fields';
import { fieldError } from '../lib/use-submit';
import { useSession, useShopUser } from '../lib/session';
import { returnPathFrom } from '../lib/return-path';
import { useSubmit } from '../lib/use-submit';

/**
 * docs/shop.md 1: /shop/password. An account on a temporary password comes here first and goes on to the page
 * it asked for; anyone signed in may change their password here. The change ends the other sessions.
 */
export default function ChangePasswordPage() {
  const user = useShopUser();
  const { signedIn } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run } = useSubmit(formRef);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void run(async () => {
      const session = await changePassword({ current_password: current, new_password: next });
      void navigate(returnPathFrom(search), { replace: true });
      signedIn(session.user, session.time_zone, session.two_factor_required);
      void toastSuccess({ title: 'Password changed.', description: 'Use the new password from now on.' });
    });
  }

  return (
    <ShopPage
      title="Change password"
      intro={
        user.must_change_password
          ? 'You signed in with a temporary password. Choose your own password to continue.'
          : 'Signing in elsewhere ends when you change your password.'
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} className="grid max-w-md gap-5">
        <FormAlert message={error?.message} />
        <InputField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={fieldError(error, 'current_password')}
        />
        <NewPasswordField value={next} onChange={setNext} error={error} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Changing password...' : 'Change password'}
        </Button>
      </form>
      <p className="mt-8 max-w-md text-base text-stone-800">
        Two-factor sign-in is {user.two_factor_enabled ? 'on' : 'off'}.{' '}
        <Link to={shopPaths.twoFactor.getHref()} className="font-semibold text-brand-800 underline">
          {user.two_factor_enabled ? 'Manage two-factor sign-in' : 'Turn on two-factor sign-in'}
        </Link>
      </p>
    </ShopPage>
  );
}
