import { Link, useNavigate } from 'react-router';
import { suggestedTimeZone } from '../../../../domain/shop/shop-setup';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { getSettings } from '../api';
import { FormAlert } from '../components/form-alert';
import { LoadFailure } from '../components/load-failure';
import { ShopPage } from '../components/page-frame';
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

/** The settings to start from: a shop still on the default zone starts from the browser's (issue #26). */
const loadForm = () =>
  getSettings().then((settings) =>
    settingsFormOf({ ...settings, time_zone: suggestedTimeZone(settings.time_zone, browserTimeZone()) }),
  );

/**
 * Issue #26: the owner's first stop after creating the owner account (and the board's link while anything
 * is missing). What labels, cut sheets, messages and the customers' pages print of the shop; every field
 * can wait, and the rest of the settings stay on Settings.
 */
export default function ShopSetupPage() {
  const { state: load, retry } = useLoad(loadForm);
  return (
    <ShopPage
      title={TITLE}
      intro="Labels, cut sheets, messages and your customers' pages show these. You can finish later in Settings."
    >
      {load.status === 'loading' ? <LoadingNotice text="Loading settings..." /> : null}
      {load.status === 'failed' ? <LoadFailure what="The settings" onRetry={retry} /> : null}
      {load.status === 'ready' ? <SetupForm initial={load.value} /> : null}
    </ShopPage>
  );
}

function SetupForm({ initial }: { initial: SettingsForm }) {
  const navigate = useNavigate();
  const board = paths.shop.board.getHref();
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
