import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { shopPaths } from '../../../app/shop-paths';
import { Button } from '../../../components/button';
import { chooseNewPassword } from './api';
import { FormAlert } from '../components/form-alert';
import { NewPasswordField } from '../components/credential-fields';
import { EntryPage } from '../components/page-frame';
import { useSubmit } from '../lib/use-submit';

/**
 * docs/shop.md 1, 'A forgotten password', /shop/reset-password?token=…: the reset link's page, where the new password
 * is chosen once.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run } = useSubmit(formRef);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void run(async () => setDone((await chooseNewPassword({ token, new_password: password })).message));
  }

  const signIn = (
    <Link
      to={shopPaths.signIn.getHref()}
      className="text-base font-semibold text-brand-800 underline underline-offset-2"
    >
      Sign in
    </Link>
  );
  return (
    <EntryPage title="Choose a new password">
      {done ? (
        <div className="grid gap-4">
          <p role="status" className="text-base text-stone-900">
            {done}
          </p>
          {signIn}
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
          <FormAlert message={error?.message} />
          {error && error.fields.length === 0 ? (
            <Link
              to={shopPaths.forgotPassword.getHref()}
              className="text-base font-semibold text-brand-800 underline underline-offset-2"
            >
              Ask for a new link
            </Link>
          ) : null}
          <NewPasswordField value={password} onChange={setPassword} error={error} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Save new password'}
          </Button>
        </form>
      )}
    </EntryPage>
  );
}
