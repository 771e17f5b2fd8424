import type { FastifyPluginAsync } from 'fastify';
import { cancelOrder } from './cancel-order';
import { completeOrder } from './complete-order';
import type { OrdersContext } from './context';
import { createOrder } from './create-order';
import { getOrderDetails } from './get-order-details';
import { parseOrderId } from './order-store';
import { saveAddons } from './save-addons';
import { saveCuts } from './save-cuts';
import { setAnimal } from './set-animal';
import { updateDetails } from './update-details';

type IdParams = { Params: { id: string } };

/** Thin routes: parse the id, hand the body to one use case, answer its OrderDetails. */
export const orderRoutes: FastifyPluginAsync<OrdersContext> = async (app, context) => {
  app.post('/api/orders', async (request, reply) => reply.status(201).send(await createOrder(context, request.body)));
  app.get<IdParams>('/api/orders/:id', (request) => getOrderDetails(context, parseOrderId(request.params.id)));
  app.put<IdParams>('/api/orders/:id/details', (request) =>
    updateDetails(context, parseOrderId(request.params.id), request.body),
  );
  app.put<IdParams>('/api/orders/:id/animal', (request) =>
    setAnimal(context, parseOrderId(request.params.id), request.body),
  );
  app.put<IdParams>('/api/orders/:id/cuts', (request) => saveCuts(context, parseOrderId(request.params.id), request.body));
  app.put<IdParams>('/api/orders/:id/addons', (request) =>
    saveAddons(context, parseOrderId(request.params.id), request.body),
  );
  app.post<IdParams>('/api/orders/:id/complete', (request) => completeOrder(context, parseOrderId(request.params.id)));
  app.post<IdParams>('/api/orders/:id/cancel', (request) => cancelOrder(context, parseOrderId(request.params.id)));
};
