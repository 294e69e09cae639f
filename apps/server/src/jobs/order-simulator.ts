import {
  nextOrderState,
  SIMULATED_ORDER_EVENTS,
  type SimulatedRoute,
  simulatedRouteOf,
} from '@nearbite/domain/order-life';
import type { FastifyBaseLogger } from 'fastify';
import type {
  OrderLifeService,
  SimulatedAction,
  SimulatedOrder,
} from '../modules/order-life/order-life.service.js';
import type { RiderInput } from '../modules/order-life/order-transition.js';
import { createPeriodicJob } from './periodic-job.js';

/** Orders one tick moves; the rest wait for the next tick. */
export const SIMULATOR_BATCH_SIZE = 50;
/** Ticks the demo rider takes from the store to the diner (or host), one straight-line step each. */
export const RIDER_PATH_STEPS = 8;
/** Where the demo rider is when assigned: this far north-west of the store, in degrees (about 500 m). */
const RIDER_START_OFFSET_DEGREES = 0.004;

/** The demo rider: a name that reads the same in English and Chinese, and a fictional 555-01xx number. */
export const DEMO_RIDER = { userName: 'Alex Lin', phoneNumber: '4155550142' } as const;

type Point = { latitude: number; longitude: number };

/** The point `fraction` of the way from `from` to `to` (straight line; fine over a few miles). */
export function along(from: Point, to: Point, fraction: number): Point {
  const f = Math.min(1, Math.max(0, fraction));
  return {
    latitude: from.latitude + (to.latitude - from.latitude) * f,
    longitude: from.longitude + (to.longitude - from.longitude) * f,
  };
}

/**
 * How long a simulated run lasts from its first step after confirmation to its last (completed): one step
 * per event, and RIDER_PATH_STEPS steps instead of one for the drive.
 */
export function simulatedRunMs(route: SimulatedRoute, stepMs: number): number {
  const events = SIMULATED_ORDER_EVENTS[route];
  const afterFirst = events.length - 2; // less confirm, and the first step after it, taken at the start
  const drive = events.includes('startDelivering') ? RIDER_PATH_STEPS - 1 : 0;
  return (afterFirst + drive) * stepMs;
}

/** The longest run of any route: how far ahead of its scheduled time a pre-order can be due a step. */
export function longestSimulatedRunMs(stepMs: number): number {
  const routes = Object.keys(SIMULATED_ORDER_EVENTS) as SimulatedRoute[];
  return Math.max(...routes.map((route) => simulatedRunMs(route, stepMs)));
}

/**
 * What the simulator does to a paid, unfinished order at `now`: nothing until a step interval has passed
 * since its last step; then the next event of its route (SIMULATED_ORDER_EVENTS) the table accepts. While
 * delivering, the rider moves one of RIDER_PATH_STEPS straight-line steps per interval towards the
 * destination, and the order completes (or reaches the host) when the rider gets there.
 *
 * An order with a chosen time (a pre-order, or any scheduled delivery or pickup) is confirmed at once and
 * then waits: it resumes at its scheduled time less its route's run (simulatedRunMs), so it is completed —
 * delivered at the door, or handed over — at about the time the diner chose.
 */
export function planSimulatedStep(order: SimulatedOrder, now: number, stepMs: number): SimulatedAction {
  const { state, route } = order;
  const elapsed = now - order.lastStepAt;
  const destination = route?.destination ?? null;
  if (state.orderStatus === 'confirmed' && state.commoditiesStatus === 'delivering' && route && destination) {
    const steps = Math.floor(elapsed / stepMs);
    if (steps < RIDER_PATH_STEPS) {
      const at = along(route.store, destination, steps / RIDER_PATH_STEPS);
      const rider = route.rider;
      if (rider?.latitude === at.latitude && rider.longitude === at.longitude) return { kind: 'wait' };
      return { kind: 'moveRider', ...at };
    }
  }
  if (elapsed < stepMs) return { kind: 'wait' };
  const routeName = simulatedRouteOf(state.orderType, state.toPickupPoint ?? false);
  const event = SIMULATED_ORDER_EVENTS[routeName].find(
    (candidate) => nextOrderState(state, candidate) !== null,
  );
  if (!event) return { kind: 'wait' };
  if (
    event !== 'confirm' &&
    order.scheduledAt !== null &&
    now < order.scheduledAt - simulatedRunMs(routeName, stepMs)
  ) {
    return { kind: 'wait' };
  }
  if (event === 'assignRider') {
    const start = route
      ? {
          latitude: route.store.latitude + RIDER_START_OFFSET_DEGREES,
          longitude: route.store.longitude - RIDER_START_OFFSET_DEGREES,
        }
      : null;
    const rider: RiderInput = { ...DEMO_RIDER, ...(start ?? {}) };
    return { kind: 'event', event, rider };
  }
  if ((event === 'riderAtBusiness' || event === 'startDelivering') && route) {
    return { kind: 'event', event, riderAt: route.store };
  }
  if ((event === 'complete' || event === 'arriveAtPickupPoint') && destination && state.hasRider) {
    return { kind: 'event', event, riderAt: destination };
  }
  return { kind: 'event', event };
}

/**
 * The demo-mode order simulator: moves paid orders through their life on a short clock (confirmed,
 * rider found, food ready, at the store, delivering, completed); scheduled orders wait for their time
 * after confirmation (planSimulatedStep). Ticks four times per step so a step lands close to its interval;
 * each tick is one transaction claiming rows with FOR UPDATE SKIP LOCKED, so several server copies never
 * step the same order twice.
 */
export function createOrderSimulator(deps: {
  orderLife: Pick<OrderLifeService, 'simulate'>;
  log: FastifyBaseLogger;
  stepMs: number;
  batchSize?: number;
}) {
  const { orderLife, log, stepMs } = deps;
  const limit = deps.batchSize ?? SIMULATOR_BATCH_SIZE;
  const tickMs = Math.max(100, Math.floor(stepMs / 4));

  /** Runs one tick; resolves with how many orders it changed. */
  function runOnce(): Promise<number> {
    return orderLife.simulate({ stepMs, limit, lookAheadMs: longestSimulatedRunMs(stepMs) }, (order, now) =>
      planSimulatedStep(order, now, stepMs),
    );
  }

  const job = createPeriodicJob({
    name: 'order simulator',
    intervalMs: tickMs,
    log,
    run: async () => {
      await runOnce();
    },
  });

  return {
    runOnce,
    start: () => job.start(),
    stop: () => job.stop(),
  };
}

export type OrderSimulator = ReturnType<typeof createOrderSimulator>;
