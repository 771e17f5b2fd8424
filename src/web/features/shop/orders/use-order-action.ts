import type { ShopOrder } from '../../../../domain/shop/answers/order';
import { useSubmit } from '../lib/use-submit';

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
