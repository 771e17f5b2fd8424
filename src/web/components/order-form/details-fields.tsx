import { t } from '@lingui/core/macro';
import type { Dispatch, SetStateAction } from 'react';
import { LIMITS } from '../../../domain/limits';
import type { DetailsValues } from '../../../domain/validation';
import { TextField } from '../text-field';

export type DetailsErrors = Partial<Record<keyof DetailsValues, string>>;

/**
 * The customer's name, email and phone (docs/customer-flow.md 5 labels and limits). The customer's details screen and the
 * shop's customer edit both show it; `onChange` takes a state setter. Staff typing a customer's details turn
 * `autoFill` off, so the browser does not offer their own name and address.
 */
export function DetailsFields({
  values,
  onChange,
  autoFill = true,
  errors = {},
  phoneNote,
  onPhoneBlur,
  emailOptional = false,
}: {
  values: DetailsValues;
  onChange: Dispatch<SetStateAction<DetailsValues>>;
  autoFill?: boolean;
  /** The message under each field at fault (docs/customer-flow.md 5). */
  errors?: DetailsErrors;
  /** A note under the phone field: a number we may not be able to text. */
  phoneNote?: string | null;
  onPhoneBlur?: () => void;
  /**
   * docs/shop.md 14: staff at the counter ask for the phone first and may leave the email blank (a walk-in may
   * have none); the email then follows the phone, not required, and says what a blank one means.
   */
  emailOptional?: boolean;
}) {
  const auto = (token: string) => (autoFill ? token : 'off');
  const set = (field: keyof DetailsValues) => (event: { target: { value: string } }) =>
    onChange((current) => ({ ...current, [field]: event.target.value }));
  const emailField = (
    <TextField
      label={t`Email Address`}
      name="email"
      type="email"
      autoComplete={auto('email')}
      inputMode="email"
      required={!emailOptional}
      maxLength={LIMITS.email}
      value={values.email}
      onChange={set('email')}
      error={errors.email}
      note={emailOptional && !errors.email ? 'Optional: with none, no email goes out.' : null}
    />
  );
  return (
    <>
      <TextField
        label={t`Full Name`}
        name="full_name"
        autoComplete={auto('name')}
        required
        maxLength={LIMITS.fullName}
        value={values.full_name}
        onChange={set('full_name')}
        error={errors.full_name}
      />
      {emailOptional ? null : emailField}
      <TextField
        label={t`Phone Number`}
        name="phone_number"
        type="tel"
        autoComplete={auto('tel')}
        inputMode="tel"
        required
        maxLength={LIMITS.phone}
        value={values.phone_number}
        onChange={set('phone_number')}
        onBlur={onPhoneBlur}
        error={errors.phone_number}
        note={errors.phone_number ? null : phoneNote}
      />
      {emailOptional ? emailField : null}
    </>
  );
}
