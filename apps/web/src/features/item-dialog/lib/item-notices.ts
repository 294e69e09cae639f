import type { CommodityDto } from '@nearbite/contract/menu';
import type { ItemErrorCode } from '@nearbite/domain/item-selection';
import type { OrderType } from '@nearbite/domain/order-type';
import type { AddProblem, ChoiceChange } from './item-choices';

/** The texts of the dialog's notices. */
export type ItemNoticeKey = 'item.atLeastOne' | 'item.selectUpTo' | 'item.minimumAddOn' | 'item.pleaseChoose';

/** What the dialog tells the diner: a coded error (its own texts), or a notice by text key. */
export type ItemNotice =
  | { kind: 'error'; code: ItemErrorCode }
  | { kind: 'notice'; key: ItemNoticeKey; values?: Record<string, string | number> };

/** What to tell the diner about a refused tap; null when the tap changed the choices. */
export function choiceChangeNotice(change: ChoiceChange): ItemNotice | null {
  if (change.kind === 'ok') return null;
  if (change.kind === 'error') return change;
  if (change.kind === 'atLeastOne') return { kind: 'notice', key: 'item.atLeastOne' };
  return { kind: 'notice', key: 'item.selectUpTo', values: { count: change.max } };
}

/** What to tell the diner when adding is refused: the coded error, the add-on minimum, or what to choose. */
export function addProblemNotice(
  item: Pick<CommodityDto, 'specifications' | 'attributes'>,
  problem: AddProblem,
): ItemNotice {
  if (problem.kind === 'error') return problem;
  if (problem.kind === 'addOnMinimum') {
    return { kind: 'notice', key: 'item.minimumAddOn', values: { count: problem.minimum } };
  }
  const name =
    problem.kind === 'specificationRequired'
      ? item.specifications[problem.specificationIndex]?.name
      : item.attributes[problem.attributeIndex]?.name;
  return { kind: 'notice', key: 'item.pleaseChoose', values: { name: name ?? '' } };
}

/** The price shown under the name, and the struck-through original when it is higher (takeaway for pickup). */
export function shownPrices(
  item: Pick<CommodityDto, 'price' | 'takeawayPrice' | 'originPrice' | 'originTakeawayPrice'>,
  orderType: OrderType,
): { price: number; origin: number | null } {
  const pickup = orderType === 'pickup';
  const origin = pickup && item.originTakeawayPrice !== null ? item.originTakeawayPrice : item.originPrice;
  const price = pickup && item.takeawayPrice !== null ? item.takeawayPrice : item.price;
  return { price, origin: origin !== null && origin > price ? origin : null };
}
