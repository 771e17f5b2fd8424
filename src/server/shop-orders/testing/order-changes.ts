import { type OrderChangeEvent, OrderChangeEventSchema } from '../../../domain/shop';
import type { DatabaseHandle } from '../../db/client';
import { ORDER_CHANGES_CHANNEL } from '../../db/notify-order-changed';

/** Every order change the database announces (LISTEN), on either driver, until stop; each within its schema. */
export async function listenToOrderChanges(database: DatabaseHandle) {
  const received: OrderChangeEvent[] = [];
  const receive = (payload: string | undefined) => {
    if (payload) received.push(OrderChangeEventSchema.parse(JSON.parse(payload)));
  };
  if (database.pglite) {
    const unlisten = await database.pglite.listen(ORDER_CHANGES_CHANNEL, receive);
    return { received, stop: unlisten };
  }
  if (!database.pool) throw new Error('no database to listen on');
  const client = await database.pool.connect();
  client.on('notification', (message) => receive(message.payload));
  await client.query(`LISTEN ${ORDER_CHANGES_CHANNEL}`);
  return {
    received,
    stop: async () => {
      await client.query(`UNLISTEN ${ORDER_CHANGES_CHANNEL}`);
      client.release();
    },
  };
}
