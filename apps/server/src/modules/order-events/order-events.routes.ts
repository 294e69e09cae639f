import { orderEventRoutes } from '@nearbite/contract/order-events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../../db/database-errors.js';
import { schemaOf } from '../../lib/contract-route.js';
import { type EventStream, lastEventIdOf, openEventStream } from '../../lib/event-stream.js';
import { requireUser } from '../../plugins/session.js';
import type { ConsoleService } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { StoreSettingsService } from '../store-settings/store-settings.service.js';
import type { OrderEventAudience } from './order-event-hub.js';
import type { OrderEventsService } from './order-events.service.js';

/** Order events, pushed as they commit on any server copy: a diner's own, and a store's to its staff. */
export async function orderEventsRoutesPlugin(
  app: FastifyInstance,
  options: {
    orderEvents: OrderEventsService;
    console: ConsoleService;
    /** Notes a store's open board, so the demo simulator leaves its orders to its staff. */
    boardPresence: Pick<StoreSettingsService, 'markBoardSeen'>;
  },
): Promise<void> {
  const { orderEvents, boardPresence } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Streams the audience's events from the Last-Event-ID the browser sent, until either side leaves. */
  const streamEvents = async (
    request: FastifyRequest,
    reply: FastifyReply,
    audience: OrderEventAudience,
    onOpen?: (stream: EventStream) => void,
  ) => {
    const stream = openEventStream(request, reply);
    onOpen?.(stream);
    const unsubscribe = await orderEvents.subscribe(
      audience,
      lastEventIdOf(request),
      (event) => stream.send(event.id, 'order', { orderId: event.orderId, source: event.source }),
      () => stream.end(),
    );
    stream.onEnd(unsubscribe);
  };

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
      await streamEvents(request, reply, { userId: user.id });
    },
  );

  api.get(
    orderEventRoutes.boardStream.url,
    {
      schema: {
        ...schemaOf(
          orderEventRoutes.boardStream,
          ['order events'],
          "A store's order events for its staff's board (text/event-stream; each event's data is an OrderEvent)",
        ),
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { businessId } = request.params;
      await requireStoreActor(request, options.console, businessId);
      // The board is open while its stream is: noted on connect and at each heartbeat (one upsert each).
      const seen = () => {
        boardPresence.markBoardSeen(businessId).catch((error: unknown) => {
          const outage = databaseUnavailable(error);
          request.log.warn(
            outage ? { database: outage.reason } : { err: error },
            'order events: noting an open board failed',
          );
        });
      };
      await streamEvents(request, reply, { businessId }, (stream) => {
        seen();
        stream.onHeartbeat(seen);
      });
    },
  );
}
