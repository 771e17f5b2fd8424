import type { ShopOrder } from '../../../../domain/shop/api-types';
import type { FieldIssue } from '../../../lib/api-client';
import { useSubmit } from '../use-submit';

/** Why a change was refused: the sentence to show, the HTTP status (0: not sent), the fields at fault. */
export type ActionError = { message: string; status: number; fields: FieldIssue[] };

/** The message for one field ('tag_number'), from the server's 400 fields. */
export function fieldError(error: ActionError | null, path: string): string | undefined {
  return error?.fields.find((field) => field.path === path || field.path.startsWith(`${path}.`))?.message;
}

/**
 * One change from the order page, as every shop form submits (useSubmit: busy while the call runs, the
 * server's refusal kept to show, a lost session signing out); on success the updated order goes to
 * `onSaved` with what to announce.
 */
export function useOrderAction(onSaved: (order: ShopOrder, announcement: string) => void) {
  const { busy, error, run, refuse } = useSubmit();

  async function save(call: () => Promise<ShopOrder>, announcement: string): Promise<void> {
    await run(async () => onSaved(await call(), announcement));
  }

  return { busy, error, run: save, refuse };
}
