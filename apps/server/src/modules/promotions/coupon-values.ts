import type { CouponBody } from '@nearbite/contract/console-promotions';
import { paragraphsToHtml } from '@nearbite/domain/html-text';
import { couponDraftRefusal, redeemCodeOf } from '@nearbite/domain/promotion-rules';
import { AppError } from '../../errors/app-error.js';
import { validityColumns } from './promotion-views.mapper.js';
import type { CouponValues } from './promotions.repository.js';

/**
 * A coupon's columns as the console drafted it, or the first rule it breaks. One check for every coupon the
 * console writes, a store's (Promotions tab) or the platform's (welcome gift): the domain's promotion rules,
 * then the redeem code, which must be free on the platform (`codeTaken` asks, under the code's lock).
 */
export async function checkedCouponValues(
  body: CouponBody,
  now: number,
  codeTaken: (code: string) => Promise<boolean>,
): Promise<CouponValues> {
  const refusal = couponDraftRefusal(body, now);
  if (refusal) throw new AppError(refusal);
  const code = redeemCodeOf(body.redeemCode);
  if (code === 'invalid') throw new AppError('REDEEM_CODE_INVALID');
  if (code !== null && (await codeTaken(code))) throw new AppError('REDEEM_CODE_TAKEN');
  return {
    title: body.title,
    describeHtml: describeHtmlOf(body.describe ?? null),
    couponType: body.couponType,
    discountPercent: body.discountPercent,
    maxDiscountPrice: body.maxDiscountPrice,
    discountPrice: body.discountPrice,
    minCommoditiesPrice: body.minCommoditiesPrice ?? 0,
    maxDeliveryDistanceMiles: body.maxDeliveryDistanceMiles,
    orderTypes: [...new Set(body.orderTypes)],
    ...validityColumns(body.validity),
    stockNumber: body.stockNumber,
    perUserLimit: body.perUserLimit,
    redeemCode: code,
  };
}

/** The description as the diner app's describeHTML; null when neither language says anything. */
function describeHtmlOf(describe: { en: string; zh: string } | null): { en: string; zh: string } | null {
  if (!describe) return null;
  const html = { en: paragraphsToHtml(describe.en), zh: paragraphsToHtml(describe.zh) };
  return html.en === '' && html.zh === '' ? null : html;
}
