import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SessionInfo } from '../../../../domain/shop/answers/accounts';
import { shopPaths } from '../../../app/shop-paths';
import { Button } from '../../../components/button';
import { signIn, signInWithCode } from './api';
import { CredentialFields } from '../components/credential-fields';
import { FormAlert } from '../components/form-alert';
import { InputField } from '../components/form-fields';
import { EntryPage } from '../components/page-frame';
import { Redirect } from '../components/redirect';
import { useSession } from '../lib/session';
import { passwordPathFor, returnPathFrom } from '../lib/return-path';
import { fieldError, useSubmit } from '../lib/use-submit';

/**
 * docs/shop.md 3: /shop/sign-in; afterwards back to the page asked for (or the password change first). An
 * account with two-factor sign-in is asked for the code from its authenticator app after the password.
 */
export default function SignInPage() {
  const { state, signedIn } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run } = useSubmit(formRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [codeDue, setCodeDue] = useState(false);
  const [code, setCode] = useState('');
  const returnTo = returnPathFrom(search);

  // Already signed in (a bookmark, the back button): straight on.
  if (state.status === 'signed-in' && !busy) {
    const target = state.user.must_change_password ? passwordPathFor(returnTo) : returnTo;
    return <Redirect to={target} />;
  }

  function enter(session: SessionInfo) {
    void navigate(session.user.must_change_password ? passwordPathFor(returnTo) : returnTo, { replace: true });
    signedIn(session.user, session.time_zone, session.two_factor_required);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void run(async () => {
      if (codeDue) return enter(await signInWithCode(code));
      const answer = await signIn({ email, password });
      if ('second_factor' in answer) setCodeDue(true);
      else enter(answer);
    });
  }

  return (
    <EntryPage title="Sign in">
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
        <FormAlert message={error?.message} />
        {codeDue ? (
          <InputField
            label="Code"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError(error, 'code')}
          />
        ) : (
          <CredentialFields
            email={email}
            password={password}
            onEmail={setEmail}
            onPassword={setPassword}
            error={error}
          />
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : codeDue ? 'Verify' : 'Sign in'}
        </Button>
        <Link
          to={shopPaths.forgotPassword.getHref()}
          className="text-base font-semibold text-brand-800 underline underline-offset-2"
        >
          Forgot password?
        </Link>
      </form>
    </EntryPage>
  );
}
