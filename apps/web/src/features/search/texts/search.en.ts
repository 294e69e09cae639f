/** English texts of the search screen (/search): the `search` namespace, loaded with it. */
export const searchEn = {
  inputLabel: 'Search stores and dishes',
  submit: 'Search',
  historyTitle: 'Recent searches',
  clearHistory: 'Clear history',
  historyLoadFailed: "Couldn't load your search history.",
  historyDeleteFailed: "Couldn't clear your search history",
  failed: 'Search failed',
  results: 'Results',
  matchingDishes: 'Matching dishes',
  noResults: 'Nothing nearby matches "{{keywords}}"',
  widerTitle: 'Other stores near you',
  widerEmpty: 'No stores within 300 miles.',
};
