import { useState } from 'react';
import { Link } from 'react-router';
import { shopPaths } from '../../../app/shop-paths';
import { Button } from '../../../components/button';
import { setTwoFactorRule } from './api';
import { FormAlert } from '../components/form-alert';
import { useSession, useShopUser } from '../lib/session';
import { useSubmit } from '../lib/use-submit';

/**
 * docs/shop.md 1: the owner's rule that every account signs in with two-factor; staff without it are sent to
 * turn it on before anything else (the server refuses them the rest). The owner turns it on first.
 */
export function TwoFactorRule({ onChanged }: { onChanged: (announcement: string) => void }) {
  const user = useShopUser();
  const { state, signedIn } = useSession();
  const { busy, error, run } = useSubmit();
  const [required, setRequired] = useState(state.status === 'signed-in' && state.twoFactorRequired);

  function toggle() {
    if (busy) return;
    void run(async () => {
      const rule = await setTwoFactorRule(!required);
      setRequired(rule.required);
      signedIn(user, undefined, rule.required);
      onChanged(
        rule.required ? 'Two-factor sign-in is now required for all staff.' : 'Two-factor sign-in is optional.',
      );
    });
  }

  return (
    <section aria-labelledby="two-factor-rule" className="mb-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="two-factor-rule" className="text-lg font-bold text-stone-900">
        Two-factor sign-in
      </h2>
      <FormAlert message={error?.message} />
      <p className="mt-1 text-base text-stone-800">
        {required
          ? 'Required for all staff: an account without it must turn it on before it can open the board.'
          : 'Optional: each account may turn it on for itself.'}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {user.two_factor_enabled || required ? (
          <Button variant="secondary" onClick={toggle} disabled={busy}>
            {required ? 'Make two-factor sign-in optional' : 'Require two-factor sign-in for all staff'}
          </Button>
        ) : (
          <Link
            to={shopPaths.twoFactor.getHref(shopPaths.staff.getHref())}
            className="font-semibold text-brand-800 underline"
          >
            Turn on two-factor sign-in for your account first
          </Link>
        )}
      </div>
    </section>
  );
}
