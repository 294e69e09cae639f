import type { consoleTimedMenuRoutes, TimedMenuDto } from '../console-timed-menus.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The Chinatown store serves dim sum from 9 to 11 every morning and adds a late-night menu on Fridays and
// Saturdays.

const store = { businessId: exampleIds.business };
const HOUR = 3_600_000;

const dimSum: TimedMenuDto = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: { en: 'Morning dim sum', zh: '早茶点心' },
  openHours: Array.from({ length: 7 }, (): [number, number][] => [[9 * HOUR, 11 * HOUR]]),
  itemCount: 12,
};
const weekend: [number, number][] = [[22 * HOUR, 24 * HOUR]];
const lateNight = {
  name: { en: 'Late night', zh: '夜宵' },
  openHours: [[], [], [], [], [], weekend, weekend],
};

export const consoleTimedMenuExamples = {
  list: { params: store, response: { timedMenus: [dimSum] } },
  replace: {
    params: store,
    body: { timedMenus: [{ id: dimSum.id, name: dimSum.name, openHours: dimSum.openHours }, lateNight] },
    response: {
      timedMenus: [dimSum, { ...lateNight, id: '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', itemCount: 0 }],
    },
  },
} satisfies TableExamples<typeof consoleTimedMenuRoutes>;
