import { useState } from 'react';
import type { ShopOrder } from '../../../../domain/shop/api-types';
import { ApiRequestError, type FieldIssue } from '../../../lib/api-client';

/** Why a change was refused: the sentence to show, the HTTP status (0: not sent), the fields at fault. */
export type ActionError = { message: string; status: number; fields: FieldIssue[] };

function toActionError(error: unknown): ActionError {
  if (!(error instanceof ApiRequestError))
    return { message: 'Something went wrong. Try again.', status: 0, fields: [] };
  if (error.status === 0) {
    return {
      message: 'The shop server could not be reached. Check the connection and try again.',
      status: 0,
      fields: [],
    };
  }
  // A 400 names its fields; their own sentences say more than the summary.
  const message = error.fields.length > 0 ? error.fields.map((field) => field.message).join(' ') : error.message;
  return { message, status: error.status, fields: error.fields };
}

/** The message for one field ('tag_number'), from the server's 400 fields. */
export function fieldError(error: ActionError | null, path: string): string | undefined {
  return error?.fields.find((field) => field.path === path || field.path.startsWith(`${path}.`))?.message;
}

/**
 * One change from the order page: busy while the call runs ('Saving...'), the server's refusal kept to
 * show, and on success the updated order handed to `onSaved` with what to announce.
 */
export function useOrderAction(onSaved: (order: ShopOrder, announcement: string) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);

  async function run(call: () => Promise<ShopOrder>, announcement: string): Promise<void> {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const order = await call();
      setBusy(false);
      onSaved(order, announcement);
    } catch (caught) {
      setBusy(false);
      setError(toActionError(caught));
    }
  }

  /** A problem found before calling the server (an incomplete form), on one field when `path` names it. */
  const refuse = (message: string, path?: string) =>
    setError({ message, status: 0, fields: path ? [{ path, message }] : [] });

  return { busy, error, run, refuse };
}
