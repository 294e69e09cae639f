/** English texts of the store's goods search: the `goodsSearch` namespace, loaded with the screens that show them. */
export const goodsSearchEn = {
  inputLabel: 'Search dishes in this store',
  cancel: 'Cancel',
  noResults: 'No dishes match "{{keywords}}"',
  results: 'Dishes matching "{{keywords}}"',
  failed: 'Search failed',
};
