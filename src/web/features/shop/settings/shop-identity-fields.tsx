import { useMemo } from 'react';
import { timeZoneChoices } from '../../../../domain/shop/shop-setup';
import type { ActionError } from '../lib/use-submit';
import { InputField, TextAreaField } from '../components/form-fields';
import { SelectField } from '../components/select-field';
import { fieldError } from '../lib/use-submit';
import type { SettingsForm } from './settings-form';

type Props = {
  form: SettingsForm;
  onChange: (field: keyof SettingsForm) => (event: { target: { value: string } }) => void;
  error: ActionError | null;
};

/**
 * What the shop is and where (docs/shop.md 3, 'Sign-in and setup'): the first-hour setup asks for these, and Settings
 * shows them first. Printouts, messages and the customers' pages read them.
 */
export function ShopIdentityFields({ form, onChange, error }: Props) {
  const zones = useMemo(
    () => timeZoneChoices(form.time_zone).map((choice) => ({ value: choice.zone, label: choice.label })),
    [form.time_zone],
  );
  return (
    <>
      <InputField
        label="Shop name"
        autoComplete="organization"
        hint="On labels, cut sheets, messages and the customers' pages."
        value={form.shop_name}
        onChange={onChange('shop_name')}
        error={fieldError(error, 'shop_name')}
      />
      <InputField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Customers see it on the home page and can call it from there."
        value={form.phone}
        onChange={onChange('phone')}
        error={fieldError(error, 'phone')}
      />
      <TextAreaField
        label="Address"
        rows={2}
        autoComplete="street-address"
        hint="Where hunters drop off and pick up."
        value={form.address}
        onChange={onChange('address')}
        error={fieldError(error, 'address')}
      />
      <TextAreaField
        label="Pickup hours"
        rows={2}
        placeholder="Mon-Sat 8am-6pm"
        value={form.pickup_hours}
        onChange={onChange('pickup_hours')}
        error={fieldError(error, 'pickup_hours')}
      />
      <SelectField
        label="Time zone"
        hint="Dates, times and seasons follow it."
        options={zones}
        value={form.time_zone}
        onChange={onChange('time_zone')}
        error={fieldError(error, 'time_zone')}
      />
      <InputField
        label="First tag number"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Each season's tags start here."
        value={form.first_tag_number}
        onChange={onChange('first_tag_number')}
        error={fieldError(error, 'first_tag_number')}
      />
    </>
  );
}
