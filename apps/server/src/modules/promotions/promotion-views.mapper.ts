import type { ActivityDto, ConsoleCouponDto, CouponValidity } from '@nearbite/contract/console-promotions';
import { htmlToParagraphs } from '@nearbite/domain/html-text';
import type { LocalizedText } from '../../db/schema/columns.js';
import { qrPath } from '../dining-tables/qr-sheet.js';
import type { ActivityRow, CouponRow, CouponValues, CouponWithCount } from './promotions.repository.js';

const ms = (date: Date | null): number | null => (date === null ? null : date.getTime());
const bilingual = (text: LocalizedText | null) => (text === null ? null : { en: text.en, zh: text.zh });

/** The diner app's claim page of a coupon on `origin` (the page a diner claims a store coupon from). */
export function claimUrl(origin: string, couponId: string): string {
  return `${origin.replace(/\/+$/, '')}/coupon/get?${new URLSearchParams({ couponId }).toString()}`;
}

/** The QR code of `url` as a standalone SVG with a white quiet zone, scalable to any size. */
export function qrSvg(url: string): string {
  const { size, path } = qrPath(url);
  const box = size + 8;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${box} ${box}" shape-rendering="crispEdges">`,
    `<rect x="-4" y="-4" width="${box}" height="${box}" fill="#fff"/>`,
    `<path fill="#000" d="${path}"/>`,
    '</svg>',
  ].join('');
}

export function toActivityDto(row: ActivityRow): ActivityDto {
  return {
    id: row.id,
    name: bilingual(row.name) ?? { en: '', zh: '' },
    describe: bilingual(row.activityDescribe),
    activityType: row.activityType,
    discountPercent: row.discountPercent,
    orderTypes: row.availableOrderTypes,
    commodityIds: row.availableCommodityIds,
    status: row.status,
    startsAt: ms(row.startsAt),
    endsAt: ms(row.endsAt),
    createdTime: row.createdAt.getTime(),
  };
}

function validityOf(row: CouponRow): CouponValidity {
  switch (row.expiryKind) {
    case 'duration':
      return { kind: 'duration', durationSeconds: row.durationSeconds ?? 0 };
    case 'fixedTime':
      return { kind: 'fixedTime', expiredTime: ms(row.expiredTime) ?? 0 };
    case 'interval':
      return { kind: 'interval', startTime: ms(row.startTime) ?? 0, endTime: ms(row.endTime) ?? 0 };
  }
}

/** The expiry columns of a validity; the others are cleared so a changed kind leaves nothing behind. */
export function validityColumns(
  validity: CouponValidity,
): Pick<CouponValues, 'expiryKind' | 'durationSeconds' | 'expiredTime' | 'startTime' | 'endTime'> {
  return {
    expiryKind: validity.kind,
    durationSeconds: validity.kind === 'duration' ? validity.durationSeconds : null,
    expiredTime: validity.kind === 'fixedTime' ? new Date(validity.expiredTime) : null,
    startTime: validity.kind === 'interval' ? new Date(validity.startTime) : null,
    endTime: validity.kind === 'interval' ? new Date(validity.endTime) : null,
  };
}

/** A coupon's settings and the copies diners received, as both consoles show them (no claim link). */
export function toCouponSettings({
  coupon,
  claimedCount,
}: CouponWithCount): Omit<ConsoleCouponDto, 'claimUrl' | 'qrSvg'> {
  return {
    id: coupon.id,
    title: bilingual(coupon.title) ?? { en: '', zh: '' },
    describe: coupon.describeHtml
      ? {
          en: htmlToParagraphs(coupon.describeHtml.en ?? ''),
          zh: htmlToParagraphs(coupon.describeHtml.zh ?? ''),
        }
      : null,
    couponType: coupon.couponType,
    discountPercent: coupon.discountPercent,
    maxDiscountPrice: coupon.maxDiscountPrice,
    discountPrice: coupon.discountPrice,
    // 0 is the column's "no minimum".
    minCommoditiesPrice: coupon.minCommoditiesPrice === 0 ? null : coupon.minCommoditiesPrice,
    maxDeliveryDistanceMiles: coupon.maxDeliveryDistanceMiles,
    orderTypes: coupon.orderTypes,
    validity: validityOf(coupon),
    stockNumber: coupon.stockNumber,
    perUserLimit: coupon.perUserLimit,
    redeemCode: coupon.redeemCode,
    status: coupon.status,
    claimedCount,
    createdTime: coupon.createdAt.getTime(),
  };
}

export function toConsoleCoupon(item: CouponWithCount, origin: string): ConsoleCouponDto {
  const url = claimUrl(origin, item.coupon.id);
  return { ...toCouponSettings(item), claimUrl: url, qrSvg: qrSvg(url) };
}
