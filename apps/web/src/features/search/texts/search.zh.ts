import type { Translation } from '../../../shared/i18n/translation';
import type { searchEn } from './search.en';

/** Chinese texts of the search screen (/search). */
export const searchZh: Translation<typeof searchEn> = {
  inputLabel: '搜索商家或菜品',
  submit: '搜索',
  historyTitle: '搜索历史',
  clearHistory: '清除历史',
  historyLoadFailed: '搜索历史加载失败。',
  historyDeleteFailed: '搜索历史清除失败',
  failed: '搜索失败',
  results: '搜索结果',
  matchingDishes: '相关菜品',
  noResults: '附近没有与“{{keywords}}”相关的结果',
  widerTitle: '附近的其他商家',
  widerEmpty: '300 英里内没有商家。',
};
