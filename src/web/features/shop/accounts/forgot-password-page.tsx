import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { shopPaths } from '../../../app/shop-paths';
import { Button } from '../../../components/button';
import { requestPasswordReset } from './api';
import { FormAlert } from '../components/form-alert';
import { AccountEmailField } from '../components/credential-fields';
import { EntryPage } from '../components/page-frame';
import { StatusMessage } from '../components/status-message';
import { useSubmit } from '../lib/use-submit';

/**
 * docs/shop.md 1, 'A forgotten password', /shop/forgot-password: a reset link by email. The answer reads the same for
 * every address, so the page never tells whether an account uses it.
 */
export default function ForgotPasswordPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run } = useSubmit(formRef);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSent('');
    void run(async () => setSent((await requestPasswordReset({ email })).message));
  }

  return (
    <EntryPage title="Forgot password?" intro="We'll email you a link to choose a new password.">
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
        <FormAlert message={error?.message} />
        <AccountEmailField value={email} onChange={setEmail} error={error} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
        <StatusMessage text={sent} />
        <Link
          to={shopPaths.signIn.getHref()}
          className="text-base font-semibold text-brand-800 underline underline-offset-2"
        >
          Back to sign in
        </Link>
      </form>
    </EntryPage>
  );
}
