import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { getSettings, saveSettings } from '../api';
import { FormAlert } from '../components/form-alert';
import { ShopPage } from '../components/page-frame';
import { LoadFailure } from '../components/load-failure';
import { StatusMessage } from '../components/status-message';
import { InputField, TextAreaField } from '../components/form-fields';
import { fieldError } from '../lib/use-submit';
import { useLoad } from '../lib/use-load';
import { useSubmit } from '../lib/use-submit';
import { type SettingsForm, settingsFormOf, toSettingsInput } from './settings-form';

const loadForm = () => getSettings().then(settingsFormOf);

/** docs/shop.md 3: /shop/settings, the owner's. The name, phone and pickup hours also show on the landing page. */
export default function SettingsPage() {
  const { state: load, retry } = useLoad(loadForm);

  return (
    <ShopPage title="Settings" intro="The shop's name, phone and pickup hours also appear on the customers' home page.">
      {load.status === 'loading' ? <LoadingNotice text="Loading settings..." /> : null}
      {load.status === 'failed' ? <LoadFailure what="The settings" onRetry={retry} /> : null}
      {load.status === 'ready' ? <SettingsFormView initial={load.value} /> : null}
    </ShopPage>
  );
}

function SettingsFormView({ initial }: { initial: SettingsForm }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run, refuse } = useSubmit(formRef);
  const [form, setForm] = useState(initial);
  const [status, setStatus] = useState('');
  const zonesId = useId();
  const zones = useMemo(() => timeZones(initial.time_zone), [initial.time_zone]);
  const set = (field: keyof SettingsForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setStatus('');
    const input = toSettingsInput(form);
    if (!input.ok) {
      refuse(input.message, input.path);
      return;
    }
    void run(async () => {
      const saved = await saveSettings(input.value);
      setForm(settingsFormOf(saved));
      setStatus('Settings saved.');
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <FormAlert message={error?.message} />
      <InputField
        label="Shop name"
        autoComplete="organization"
        value={form.shop_name}
        onChange={set('shop_name')}
        error={fieldError(error, 'shop_name')}
      />
      <InputField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Customers see it on the home page and can call it from there."
        value={form.phone}
        onChange={set('phone')}
        error={fieldError(error, 'phone')}
      />
      <TextAreaField
        label="Address"
        rows={2}
        autoComplete="street-address"
        value={form.address}
        onChange={set('address')}
        error={fieldError(error, 'address')}
      />
      <TextAreaField
        label="Pickup hours"
        rows={2}
        placeholder="Mon-Sat 8am-6pm"
        value={form.pickup_hours}
        onChange={set('pickup_hours')}
        error={fieldError(error, 'pickup_hours')}
      />
      <InputField
        label="Time zone"
        list={zonesId}
        autoComplete="off"
        spellCheck={false}
        hint="An IANA time zone such as America/Chicago. Seasons and times follow it."
        value={form.time_zone}
        onChange={set('time_zone')}
        error={fieldError(error, 'time_zone')}
      />
      <datalist id={zonesId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <InputField
        label="First tag number"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Each season's tags start here."
        value={form.first_tag_number}
        onChange={set('first_tag_number')}
        error={fieldError(error, 'first_tag_number')}
      />
      <InputField
        label="New order email"
        type="email"
        autoComplete="email"
        hint="Optional: each submitted order is emailed here."
        value={form.new_order_email}
        onChange={set('new_order_email')}
        error={fieldError(error, 'new_order_email')}
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

/** The zones the browser knows, for suggestions, with the saved one among them. */
function timeZones(saved: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(saved) ? zones : [saved, ...zones];
}
