import { SHOP_LIMITS } from '../../../../domain/shop/limits';
import { InputField } from './form-fields';
import { type ActionError, fieldError } from '../lib/use-submit';

type FieldProps = { value: string; onChange: (value: string) => void; error: ActionError | null };

/** An account's 'Email', as the password manager knows it (sign-in, a new account, 'Forgot password?'). */
export function AccountEmailField({ value, onChange, error }: FieldProps) {
  return (
    <InputField
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={fieldError(error, 'email')}
    />
  );
}

// docs/shop.md 1: the server also refuses common and easily guessed passwords, with its reason at the field.
const NEW_PASSWORD_HINT = `At least ${SHOP_LIMITS.passwordMin} characters, not a common password.`;

/**
 * A password the person chooses (a password change, a reset link): offered to the password manager as a
 * new one, with the length it needs; `path` is the field the server names when it refuses it.
 */
export function NewPasswordField({
  label = 'New password',
  path = 'new_password',
  value,
  onChange,
  error,
}: FieldProps & { label?: string; path?: string }) {
  return (
    <InputField
      label={label}
      name={path}
      type="password"
      autoComplete="new-password"
      hint={NEW_PASSWORD_HINT}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={fieldError(error, path)}
    />
  );
}

/** 'Email' and 'Password', for signing in or, with `creating`, for a new account's own password. */
export function CredentialFields({
  email,
  password,
  onEmail,
  onPassword,
  error,
  creating = false,
}: {
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  error: ActionError | null;
  creating?: boolean;
}) {
  return (
    <>
      <AccountEmailField value={email} onChange={onEmail} error={error} />
      {creating ? (
        <NewPasswordField label="Password" path="password" value={password} onChange={onPassword} error={error} />
      ) : (
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          error={fieldError(error, 'password')}
        />
      )}
    </>
  );
}
