import { type RefObject, useCallback, useEffect, useState } from 'react';
import { ApiRequestError, type FieldIssue } from '../../../lib/api-client';
import { useCallFailure } from './session';

/**
 * Why a change was refused: the sentence to show, the HTTP status (0: not sent), the fields at fault, and the
 * server's error code when it sent one (a form that answers one refusal its own way tells it by the code).
 */
export type ActionError = { message: string; status: number; fields: FieldIssue[]; code?: string | null };

/** The message for one field ('tag_number'), from the server's 400 fields. */
export function fieldError(error: ActionError | null, path: string): string | undefined {
  return error?.fields.find((field) => field.path === path || field.path.startsWith(`${path}.`))?.message;
}

/** The message given this exact field ('overrides[0].deer'), not its children: rows of a list mark one cell. */
export function exactFieldError(error: ActionError | null, path: string): string | undefined {
  return error?.fields.find((field) => field.path === path)?.message;
}

/**
 * One form's submit: busy while the call runs; a refusal kept to show (the server's sentence, or its
 * field messages for a 400) with the fields at fault, and focus on the first of them. A lost session
 * (401) signs out, so the page goes to sign-in and comes back.
 */
export function useSubmit(formRef?: RefObject<HTMLFormElement | null>) {
  const failure = useCallFailure();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);

  useEffect(() => {
    if (error && formRef) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error, formRef]);

  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (caught) {
        const apiError = caught instanceof ApiRequestError ? caught : null;
        const fields = apiError?.fields ?? [];
        const message = failure(caught);
        setError({
          message: fields.length > 0 ? fields.map((field) => field.message).join(' ') : message,
          status: apiError?.status ?? 0,
          fields,
          code: apiError?.code ?? null,
        });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [failure],
  );

  /** A problem found before calling the server, on one field when `path` names it. */
  const refuse = useCallback(
    (message: string, path?: string) => setError({ message, status: 0, fields: path ? [{ path, message }] : [] }),
    [],
  );

  return { busy, error, run, refuse, setError };
}
