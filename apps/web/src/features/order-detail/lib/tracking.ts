import { type TrackingStage, trackingStageOf } from '@nearbite/domain/order-display';

/** One line of the tracking dialog: a stage and when it happened. */
export interface TrackingEntry {
  stage: TrackingStage;
  time: number;
}

/** The order's handle times as tracking stages, oldest first; unknown event names are left out. */
export function trackingEntriesOf(
  handleTimes: readonly { key: string; timestamp: number }[],
): TrackingEntry[] {
  const entries: TrackingEntry[] = [];
  for (const { key, timestamp } of handleTimes) {
    const stage = trackingStageOf(key);
    if (stage) entries.push({ stage, time: timestamp });
  }
  return entries.sort((a, b) => a.time - b.time);
}
