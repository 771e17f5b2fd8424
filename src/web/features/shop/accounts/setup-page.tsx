import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { getSetupStatus, setUpOwner } from './api';
import { CredentialFields } from '../components/credential-fields';
import { FormAlert } from '../components/form-alert';
import { EntryPage } from '../components/page-frame';
import { InputField } from '../components/form-fields';
import { fieldError } from '../lib/use-submit';
import { useSession } from '../lib/session';
import { shopPaths } from '../../../app/shop-paths';
import { useSubmit } from '../lib/use-submit';

const TITLE = 'Create the owner account';
const INVALID_LINK = 'This setup link is not valid.';

type LinkState = 'checking' | 'valid' | 'invalid' | 'unreachable';

/** docs/shop.md 1, 3: /shop/setup?token=… from the line the server logged: the first owner, then the board. */
export default function SetupPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [link, setLink] = useState<LinkState>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    if (!token) {
      setLink('invalid');
      return;
    }
    setLink('checking');
    getSetupStatus(token)
      .then((status) => current && setLink(status.valid ? 'valid' : 'invalid'))
      .catch(() => current && setLink('unreachable'));
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <EntryPage title={TITLE}>
      {link === 'checking' ? <LoadingNotice text="Checking the setup link..." /> : null}
      {link === 'invalid' ? <p className="text-base font-semibold text-stone-900">{INVALID_LINK}</p> : null}
      {link === 'unreachable' ? (
        <>
          <p role="alert" className="text-base text-stone-800">
            The setup link could not be checked. Check the connection and try again.
          </p>
          <Button className="mt-6 w-full" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </>
      ) : null}
      {link === 'valid' ? <OwnerForm token={token} /> : null}
    </EntryPage>
  );
}

function OwnerForm({ token }: { token: string }) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run } = useSubmit(formRef);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    void run(async () => {
      const session = await setUpOwner({ token, name, email, password });
      // docs/shop.md 3, 'Sign-in and setup': on to the shop's own setup, which can be left for later.
      void navigate(shopPaths.shopSetup.getHref(), { replace: true });
      signedIn(session.user, session.time_zone, session.two_factor_required);
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <p className="text-base text-stone-700">
        The owner runs the shop: staff accounts, prices, settings and export. You can add staff afterwards.
      </p>
      <FormAlert message={error?.message} />
      <InputField
        label="Your name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError(error, 'name')}
      />
      <CredentialFields
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
        error={error}
        creating
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create owner account'}
      </Button>
    </form>
  );
}
