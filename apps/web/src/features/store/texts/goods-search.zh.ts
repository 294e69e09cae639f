import type { Translation } from '../../../shared/i18n/translation';
import type { goodsSearchEn } from './goods-search.en';

/** Simplified Chinese texts of the `goodsSearch` namespace (see goods-search.en.ts). */
export const goodsSearchZh: Translation<typeof goodsSearchEn> = {
  inputLabel: '搜索本店菜品',
  cancel: '取消',
  noResults: '没有找到与“{{keywords}}”相关的菜品',
  results: '与“{{keywords}}”相关的菜品',
  failed: '搜索失败',
};
