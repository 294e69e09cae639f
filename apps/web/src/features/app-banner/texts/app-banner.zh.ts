import type { Translation } from '../../../shared/i18n/translation';
import type { appBannerEn } from './app-banner.en';

/** Chinese texts of the native-app banner. */
export const appBannerZh: Translation<typeof appBannerEn> = {
  title: 'Nearbite 应用',
  subtitle: '使用应用点餐更便捷',
  open: '在应用中打开',
  close: '关闭横幅',
};
