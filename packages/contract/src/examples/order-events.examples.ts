import type { orderEventRoutes } from '../order-events.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

export const orderEventExamples = {
  // The answer is one event's data line; the stream carries one per change.
  dinerStream: { response: { orderId: exampleIds.order, source: 'orders' } },
  boardStream: {
    params: { businessId: exampleIds.business },
    response: { orderId: exampleIds.order, source: 'service_calls' },
  },
} satisfies TableExamples<typeof orderEventRoutes>;
