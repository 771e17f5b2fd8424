import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { getSettings } from '../api';
import { FormAlert } from '../components/form-alert';
import { ShopPage } from '../components/page-frame';
import { LoadFailure } from '../components/load-failure';
import { StatusMessage } from '../components/status-message';
import { InputField } from '../components/form-fields';
import { SelectField } from '../components/select-field';
import { fieldError } from '../lib/use-submit';
import { useLoad } from '../lib/use-load';
import { type SettingsForm, settingsFormOf } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import { ShopIdentityFields } from './shop-identity-fields';
import { BackupSection } from './backup-section';
import { CounterTabletsSection } from './counter-tablets-section';
import { STATE_CHOICES } from '../lib/state-choices';

const loadForm = () => getSettings().then(settingsFormOf);

/** docs/shop.md 3: /shop/settings, the owner's. The name, phone and pickup hours also show on the landing page. */
export default function SettingsPage() {
  const { state: load, retry } = useLoad(loadForm);

  return (
    <ShopPage title="Settings" intro="The shop's name, phone and pickup hours also appear on the customers' home page.">
      {load.status === 'loading' ? <LoadingNotice text="Loading settings..." /> : null}
      {load.status === 'failed' ? <LoadFailure what="The settings" onRetry={retry} /> : null}
      {load.status === 'ready' ? <SettingsFormView initial={load.value} /> : null}
      <CounterTabletsSection />
      <BackupSection />
    </ShopPage>
  );
}

function SettingsFormView({ initial }: { initial: SettingsForm }) {
  const [status, setStatus] = useState('');
  const { formRef, form, set, submit, busy, error } = useSettingsForm(initial, () => setStatus('Settings saved.'));
  function save(event: FormEvent) {
    setStatus('');
    submit(event);
  }

  return (
    <form ref={formRef} noValidate onSubmit={save} className="grid gap-5">
      <FormAlert message={error?.message} />
      <ShopIdentityFields form={form} onChange={set} error={error} />
      <InputField
        label="New order email"
        type="email"
        autoComplete="email"
        hint="Optional: each submitted order is emailed here."
        value={form.new_order_email}
        onChange={set('new_order_email')}
        error={fieldError(error, 'new_order_email')}
      />
      <SelectField
        label="State"
        hint="The log keeps this state's record of each animal; choose none for the full log."
        options={STATE_CHOICES}
        value={form.state}
        onChange={set('state')}
        error={fieldError(error, 'state')}
      />
      <fieldset className="grid gap-5 border-t border-stone-200 pt-5">
        <legend className="float-left mb-1 w-full text-lg font-semibold text-stone-900">Pickup and storage</legend>
        <InputField
          label="Free storage days"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Days after the order is ready that the customer can pick up without a storage fee."
          value={form.free_storage_days}
          onChange={set('free_storage_days')}
          error={fieldError(error, 'free_storage_days')}
        />
        <InputField
          label="Storage fee per day"
          inputMode="decimal"
          autoComplete="off"
          hint="In dollars, charged for each day after the free days, such as 5.00. 0.00 means no fee."
          value={form.storage_fee_cents}
          onChange={set('storage_fee_cents')}
          error={fieldError(error, 'storage_fee_cents')}
        />
        <InputField
          label="Reminder after days"
          inputMode="numeric"
          autoComplete="off"
          hint="A pickup reminder is sent by email and text on each of these days after the order is ready, such as 7, 14. Leave empty to send none."
          value={form.reminder_days}
          onChange={set('reminder_days')}
          error={fieldError(error, 'reminder_days')}
        />
        <InputField
          label="Unclaimed after days"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="After this many days ready and not picked up, the owner can mark an order unclaimed."
          value={form.unclaimed_after_days}
          onChange={set('unclaimed_after_days')}
          error={fieldError(error, 'unclaimed_after_days')}
        />
      </fieldset>
      <div className="grid gap-3 sm:flex sm:items-center sm:gap-4">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save settings'}
        </Button>
        <StatusMessage text={status} />
      </div>
    </form>
  );
}
