import { orderEventRoutes } from '@nearbite/contract/order-events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { lastEventIdOf, openEventStream } from '../../lib/event-stream.js';
import { requireUser } from '../../plugins/session.js';
import type { OrderEventsService } from './order-events.service.js';

/** The diner's order events, pushed as they commit on any server copy. */
export async function orderEventsRoutesPlugin(
  app: FastifyInstance,
  options: { orderEvents: OrderEventsService },
): Promise<void> {
  const { orderEvents } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    orderEventRoutes.dinerStream.url,
    {
      schema: {
        ...schemaOf(
          orderEventRoutes.dinerStream,
          ['order events'],
          "The diner's order events (text/event-stream; each event's data is an OrderEvent)",
        ),
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const stream = openEventStream(request, reply);
      const unsubscribe = await orderEvents.subscribe(
        { userId: user.id },
        lastEventIdOf(request),
        (event) => stream.send(event.id, 'order', { orderId: event.orderId, source: event.source }),
        () => stream.end(),
      );
      stream.onEnd(unsubscribe);
    },
  );
}
