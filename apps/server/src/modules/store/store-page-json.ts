import { isTimedMenuOpen } from '@nearbite/domain/ordering-time';
import { isPaused, preparationSeconds } from '@nearbite/domain/store-operations';
import {
  hoursSteadyUntil,
  localTimeAt,
  storeStatusAt,
  storeStatusSteadyUntil,
} from '@nearbite/domain/store-status';
import { isWithinPeriod, periodsSteadyUntil, type TimePeriod } from '@nearbite/domain/time-period';
import { type Language, localize } from '../../lib/request-language.js';
import { isSoldOut, toBusinessDetail, toCommodity, toCommoditySummary, toTimedMenu } from './store.mapper.js';
import type {
  ActivityRow,
  BusinessDetailRows,
  CommodityCategoryRow,
  CommodityDetailRows,
  CommoditySummaryRow,
  TimedMenuRow,
} from './store.repository.js';
import type { TemplateWriter } from './store-page-template.js';
import { createTemplateWriter, openObject } from './store-page-template.js';
import type { PageRenderer } from './store-pages.js';

/** A store's menu as read for one timed-menu filter. */
export interface MenuRows {
  timeZone: string;
  timedMenus: TimedMenuRow[];
  categories: CommodityCategoryRow[];
  commodities: CommoditySummaryRow[];
}

const periodOf = (activity: ActivityRow): TimePeriod => ({
  startsAt: activity.startsAt?.getTime() ?? null,
  endsAt: activity.endsAt?.getTime() ?? null,
});

const statusInput = (rows: BusinessDetailRows) => ({
  orderInAdvance: rows.business.orderInAdvance,
  expectedOpeningTime: rows.business.expectedOpeningTime?.getTime() ?? null,
  openHours: rows.business.openHours,
  specialHours: rows.business.specialHours,
  timeZone: rows.business.timeZone,
  pausedUntil: rows.board.pausedUntil?.getTime() ?? null,
});

/**
 * The instant a detail written at `now` may first differ: its label's (whose minutes also bound today's
 * weekday), or one of its activities starting or ending.
 */
function detailSteadyUntil(rows: BusinessDetailRows, now: number): number {
  const periods = rows.activities.map(periodOf);
  return periodsSteadyUntil(periods, now, storeStatusSteadyUntil(statusInput(rows), now));
}

/**
 * The store detail up to its distance (`…,"distance":`), judged at `now`: the label, the pause, busy
 * mode's preparation, today's delivery and the activities running now. The caller ends it with the
 * distance from the asking point.
 */
export const detailRenderer =
  (language: Language): PageRenderer<BusinessDetailRows> =>
  (rows, now) => {
    const input = statusInput(rows);
    const status = storeStatusAt(input, now);
    const running = rows.activities.filter((activity) => isWithinPeriod(periodOf(activity), now));
    const facts = {
      isOpen: status.isOpen,
      canReserved: status.canReserved,
      pauseReason: isPaused(input.pausedUntil, now) ? rows.board.pauseReason : null,
      prepareFoodTimeSeconds: preparationSeconds(
        rows.business.prepareFoodTimeSeconds,
        rows.board.busyExtraMinutes,
      ),
      weekday: localTimeAt(rows.business.timeZone, now).weekday,
      distance: null,
    };
    const { distance: _distance, ...detail } = toBusinessDetail(
      { ...rows, activities: running },
      facts,
      language,
    );
    const writer = createTemplateWriter();
    writer.text(`${openObject(detail)},"distance":`);
    return { template: writer.done(), until: detailSteadyUntil(rows, now) };
  };

/** A menu row with its stock and sold-out state last, from the live stock. */
function writeSummary(writer: TemplateWriter, row: CommoditySummaryRow, language: Language): void {
  const { stockNumber: _stock, soldOut: _soldOut, ...fixed } = toCommoditySummary(row, language);
  writer.text(`${openObject(fixed)},"stockNumber":`);
  writer.slot({
    id: row.id,
    write: (stock) =>
      `${stock},"soldOut":${isSoldOut({ isAvailable: row.isAvailable, stockNumber: stock })}}`,
  });
}

/** The instant the timed menus' open states may first change (never without timed menus). */
const timedMenusSteadyUntil = (menus: TimedMenuRow[], timeZone: string, now: number): number =>
  Math.min(...menus.map((menu) => hoursSteadyUntil(menu.openHours, timeZone, now)));

/**
 * The menu: its timed menus (open now or not) and the categories the filter leaves items in, each item's
 * stock in a slot.
 */
export const menuRenderer =
  (language: Language): PageRenderer<MenuRows> =>
  (rows, now) => {
    const writer = createTemplateWriter();
    const timedMenus = rows.timedMenus.map((menu) => toTimedMenu(menu, rows.timeZone, now, language));
    writer.text(`{"timedMenus":${JSON.stringify(timedMenus)},"commodityCategories":[`);
    let first = true;
    for (const category of rows.categories) {
      const items = rows.commodities.filter((commodity) => commodity.categoryId === category.id);
      if (items.length === 0) continue;
      const head = {
        id: category.id,
        name: localize(category.name, language),
        requiredForDineIn: category.requiredForDineIn,
      };
      writer.text(`${first ? '' : ','}${openObject(head)},"commodities":[`);
      first = false;
      items.forEach((item, index) => {
        if (index > 0) writer.text(',');
        writeSummary(writer, item, language);
      });
      writer.text(']}');
    }
    writer.text(']}');
    return { template: writer.done(), until: timedMenusSteadyUntil(rows.timedMenus, rows.timeZone, now) };
  };

/** An item with its options: the option values' stock and the item's stock, sold-out and can-join in slots. */
export const itemRenderer =
  (language: Language): PageRenderer<CommodityDetailRows> =>
  (rows, now) => {
    const { commodity, business, timedMenu } = rows;
    const menuOpen = isTimedMenuOpen(timedMenu, business.timeZone, now);
    const {
      stockNumber: _stock,
      soldOut: _soldOut,
      canJoin: _canJoin,
      attributes,
      ...fixed
    } = toCommodity(rows, now, language);
    const writer = createTemplateWriter();
    writer.text(`${openObject(fixed)},"attributes":[`);
    attributes.forEach(({ values, ...attribute }, index) => {
      writer.text(`${index > 0 ? ',' : ''}${openObject(attribute)},"values":[`);
      values.forEach(({ stockNumber: _stock, ...value }, position) => {
        writer.text(`${position > 0 ? ',' : ''}${openObject(value)},"stockNumber":`);
        writer.slot({ id: value.id, write: (stock) => `${stock}}` });
      });
      writer.text(']}');
    });
    writer.text('],"stockNumber":');
    writer.slot({
      id: commodity.id,
      write: (stock) => {
        const soldOut = isSoldOut({ isAvailable: commodity.isAvailable, stockNumber: stock });
        return `${stock},"soldOut":${soldOut},"canJoin":${!soldOut && menuOpen}}`;
      },
    });
    const until = timedMenu ? hoursSteadyUntil(timedMenu.openHours, business.timeZone, now) : Infinity;
    return { template: writer.done(), until };
  };
