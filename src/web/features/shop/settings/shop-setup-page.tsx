import { Link, useNavigate } from 'react-router';
import { suggestedTimeZone } from '../../../../domain/shop/shop-setup';
import { shopPaths } from '../../../app/shop-paths';
import { Button, buttonClass } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { getSettings } from '../api';
import { FormAlert } from '../components/form-alert';
import { LoadFailure } from '../components/load-failure';
import { ShopPage } from '../components/page-frame';
import { useShopUser } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { type SettingsForm, settingsFormOf } from './settings-form';
import { ShopIdentityFields } from './shop-identity-fields';
import { useSettingsForm } from './use-settings-form';

const TITLE = 'Set up your shop';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The settings to start from: a shop still on the default zone starts from the browser's (docs/shop.md 3, 'Sign-in and
 * setup').
 */
const loadForm = () =>
  getSettings().then((settings) =>
    settingsFormOf({ ...settings, time_zone: suggestedTimeZone(settings.time_zone, browserTimeZone()) }),
  );

/**
 * docs/shop.md 3, 'Sign-in and setup': the owner's first stop after creating the owner account (and the board's link
 * while anything is missing). What labels, cut sheets, messages and the customers' pages print of the shop; every field
 * can wait, and the rest of the settings stay on Settings.
 */
export default function ShopSetupPage() {
  const { state: load, retry } = useLoad(loadForm);
  return (
    <ShopPage
      title={TITLE}
      intro="Labels, cut sheets, messages and your customers' pages show these. You can finish later in Settings."
    >
      <TwoFactorPrompt />
      {load.status === 'loading' ? <LoadingNotice text="Loading settings..." /> : null}
      {load.status === 'failed' ? <LoadFailure what="The settings" onRetry={retry} /> : null}
      {load.status === 'ready' ? <SetupForm initial={load.value} /> : null}
    </ShopPage>
  );
}

/** docs/shop.md 1: the owner is asked to protect the account that runs the shop, at its first stop. */
function TwoFactorPrompt() {
  const user = useShopUser();
  if (user.two_factor_enabled) return null;
  return (
    <section aria-labelledby="protect-account" className="mb-6 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 id="protect-account" className="text-lg font-bold text-stone-900">
        Protect your account
      </h2>
      <p className="mt-1 text-base text-stone-800">
        Turn on two-factor sign-in: a code from an authenticator app on your phone, so a stolen password is not enough.
      </p>
      <Link
        to={shopPaths.twoFactor.getHref(shopPaths.shopSetup.getHref())}
        className={buttonClass('secondary', 'mt-3 w-full sm:w-auto')}
      >
        Turn on two-factor sign-in
      </Link>
    </section>
  );
}

function SetupForm({ initial }: { initial: SettingsForm }) {
  const navigate = useNavigate();
  const board = shopPaths.board.getHref();
  const { formRef, form, set, submit, busy, error } = useSettingsForm(initial, () => void navigate(board));
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <FormAlert message={error?.message} />
      <ShopIdentityFields form={form} onChange={set} error={error} />
      <div className="grid gap-3 sm:flex sm:items-center sm:gap-4">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save and go to the board'}
        </Button>
        <Link to={board} className={buttonClass('secondary', 'w-full sm:w-auto')}>
          Finish later
        </Link>
      </div>
    </form>
  );
}
