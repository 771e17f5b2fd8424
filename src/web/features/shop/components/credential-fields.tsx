import { InputField } from './form-fields';
import { type ActionError, fieldError } from '../lib/use-submit';

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
      <InputField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        error={fieldError(error, 'email')}
      />
      <InputField
        label="Password"
        name="password"
        type="password"
        autoComplete={creating ? 'new-password' : 'current-password'}
        hint={creating ? 'At least 10 characters.' : undefined}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={fieldError(error, 'password')}
      />
    </>
  );
}
