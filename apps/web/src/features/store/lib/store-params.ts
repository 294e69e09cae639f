/** The store page's query (specification section 2): businessId (required), tableName, noBack, needShowSafariGuide. */
export interface StoreParams {
  businessId: string | null;
  /** Present when the diner scanned a table's code: dine-in at that table. */
  tableName: string | null;
  /** Hides the back button (a store opened from its own website has nowhere to go back to). */
  noBack: boolean;
  needShowSafariGuide: boolean;
}

const text = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
};

const flag = (value: string | null) => value === 'true' || value === '1';

export function storeParams(query: URLSearchParams): StoreParams {
  return {
    businessId: text(query.get('businessId')),
    tableName: text(query.get('tableName')),
    noBack: flag(query.get('noBack')),
    needShowSafariGuide: flag(query.get('needShowSafariGuide')),
  };
}

/** The goods search of a store, and the store page to go back to with the same table. */
export function goodsSearchUrl(businessId: string, tableName: string | null): string {
  const query = new URLSearchParams({ businessId });
  if (tableName) query.set('tableName', tableName);
  return `/post/search?${query.toString()}`;
}

export function storeUrl(businessId: string, tableName: string | null): string {
  const query = new URLSearchParams({ businessId });
  if (tableName) query.set('tableName', tableName);
  return `/post/detail?${query.toString()}`;
}
