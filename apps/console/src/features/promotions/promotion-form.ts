import type { ActivityBody, ActivityDto } from '@nearbite/contract/console-promotions';
import type { OrderType } from '@nearbite/domain/order-type';
import { instantOrNull, localInput, wholeOrNull } from '../../shared/lib/coupon-form';

/**
 * The Promotions forms as typed text and their request bodies. Amounts are typed in dollars, percents as the
 * share the diner pays (what the server and the diner app read), dates as this device's local date and time
 * (the console is used in the store). A field that cannot be read becomes NaN and the form says so before
 * sending (JSON would turn NaN into null); every rule on readable values is the server's, with its coded
 * error, so the rules live once, in the domain.
 */

export interface ActivityForm {
  nameEn: string;
  nameZh: string;
  describeEn: string;
  describeZh: string;
  activityType: ActivityBody['activityType'];
  percentPaid: string;
  orderTypes: OrderType[];
  /** Empty: every dish. */
  commodityIds: string[];
  startsAt: string;
  endsAt: string;
}

export const newActivityForm = (): ActivityForm => ({
  nameEn: '',
  nameZh: '',
  describeEn: '',
  describeZh: '',
  activityType: 'discount',
  percentPaid: '85',
  orderTypes: [],
  commodityIds: [],
  startsAt: '',
  endsAt: '',
});

export function activityFormOf(activity: ActivityDto, timeZone: string): ActivityForm {
  return {
    nameEn: activity.name.en,
    nameZh: activity.name.zh,
    describeEn: activity.describe?.en ?? '',
    describeZh: activity.describe?.zh ?? '',
    activityType: activity.activityType,
    percentPaid: String(activity.discountPercent),
    orderTypes: activity.orderTypes,
    commodityIds: activity.commodityIds ?? [],
    startsAt: localInput(activity.startsAt, timeZone),
    endsAt: localInput(activity.endsAt, timeZone),
  };
}

export function activityBodyOf(form: ActivityForm, timeZone: string): ActivityBody {
  const describe = form.describeEn.trim() || form.describeZh.trim();
  return {
    name: { en: form.nameEn.trim(), zh: form.nameZh.trim() },
    describe: describe ? { en: form.describeEn.trim(), zh: form.describeZh.trim() } : null,
    activityType: form.activityType,
    discountPercent: wholeOrNull(form.percentPaid) ?? Number.NaN,
    orderTypes: form.orderTypes,
    commodityIds: form.commodityIds.length === 0 ? null : form.commodityIds,
    startsAt: instantOrNull(form.startsAt, timeZone),
    endsAt: instantOrNull(form.endsAt, timeZone),
  };
}
