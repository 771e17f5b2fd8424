import { type FormEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TwoFactorStart } from '../../../../domain/shop/answers/accounts';
import { Button } from '../../../components/button';
import { toastSuccess } from '../../../lib/toast';
import { confirmTwoFactor, startTwoFactor, turnOffTwoFactor } from './api';
import { FormAlert } from '../components/form-alert';
import { InputField } from '../components/form-fields';
import { ShopPage } from '../components/page-frame';
import { useSession, useShopUser } from '../lib/session';
import { returnPathFrom } from '../lib/return-path';
import { type ActionError, fieldError, useSubmit } from '../lib/use-submit';

/**
 * docs/shop.md 1: /shop/two-factor. Two-factor sign-in with an authenticator app: the password,
 * then the app's key (or its link) and the recovery codes, shown once, then a code from the app to turn it on.
 * The owner's rule sends an account without it here first, and back to the page it asked for afterwards.
 */
export default function TwoFactorPage() {
  const user = useShopUser();
  return (
    <ShopPage
      title="Two-factor sign-in"
      intro={
        user.two_factor_enabled
          ? 'Two-factor sign-in is on: signing in takes your password and a code from your authenticator app.'
          : 'Sign in with your password and a code from an authenticator app on your phone, so a stolen password is not enough.'
      }
    >
      {user.two_factor_enabled ? <TurnOffForm /> : <TurnOnForms />}
    </ShopPage>
  );
}

type PasswordFieldProps = { value: string; onChange: (value: string) => void; error: ActionError | null };

function PasswordField({ value, onChange, error }: PasswordFieldProps) {
  return (
    <InputField
      label="Password"
      name="password"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={fieldError(error, 'password')}
    />
  );
}

function TurnOnForms() {
  const { signedIn } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run } = useSubmit(formRef);
  const [password, setPassword] = useState('');
  const [started, setStarted] = useState<TwoFactorStart | null>(null);
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void run(async () => {
      if (!started) return setStarted(await startTwoFactor(password));
      const session = await confirmTwoFactor(code);
      void navigate(returnPathFrom(search), { replace: true });
      signedIn(session.user, session.time_zone, session.two_factor_required);
      void toastSuccess({ title: 'Two-factor sign-in is on.', description: 'Keep your recovery codes safe.' });
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid max-w-xl gap-5">
      <FormAlert message={error?.message} />
      {started ? (
        <>
          <section aria-labelledby="two-factor-app" className="grid gap-2">
            <h2 id="two-factor-app" className="text-lg font-bold text-stone-900">
              1. Add the shop to your authenticator app
            </h2>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(started.totp_qr_svg)}`}
              alt="QR code for your authenticator app"
              className="size-48 border border-stone-300 bg-white [image-rendering:pixelated]"
            />
            <p className="text-base text-stone-800">
              Scan it with the app. On this phone,{' '}
              <a href={started.totp_uri} className="font-semibold text-brand-800 underline">
                open it in the app
              </a>
              ; or in the app, add an account and type this key:
            </p>
            <dl className="grid gap-1">
              <dt className="text-sm text-stone-700">Key</dt>
              <dd className="font-mono text-lg break-all text-stone-900">{started.secret}</dd>
            </dl>
          </section>
          <section aria-labelledby="two-factor-recovery" className="grid gap-2">
            <h2 id="two-factor-recovery" className="text-lg font-bold text-stone-900">
              2. Keep your recovery codes
            </h2>
            <p className="text-base text-stone-800">
              Each one signs you in once if you lose your phone. Write them down or print this page; they are not shown
              again.
            </p>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-base text-stone-900">
              {started.recovery_codes.map((recovery) => (
                <li key={recovery}>{recovery}</li>
              ))}
            </ul>
          </section>
          <InputField
            label="Code from the app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            hint="The 6 digits the app shows for the shop now."
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError(error, 'code')}
          />
          <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
            {busy ? 'Checking...' : 'Turn on two-factor sign-in'}
          </Button>
        </>
      ) : (
        <>
          <PasswordField value={password} onChange={setPassword} error={error} />
          <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
            {busy ? 'Checking...' : 'Continue'}
          </Button>
        </>
      )}
    </form>
  );
}

function TurnOffForm() {
  const { signedIn } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run } = useSubmit(formRef);
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void run(async () => {
      const session = await turnOffTwoFactor(password);
      signedIn(session.user, session.time_zone, session.two_factor_required);
      void toastSuccess({
        title: 'Two-factor sign-in is off.',
        description: 'Signing in takes only your password now.',
      });
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid max-w-md gap-5">
      <FormAlert message={error?.message} />
      <PasswordField value={password} onChange={setPassword} error={error} />
      <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={busy}>
        {busy ? 'Turning off...' : 'Turn off two-factor sign-in'}
      </Button>
    </form>
  );
}
