import { defineTexts } from '../../shared/i18n/texts';

export const storesTexts = defineTexts(
  {
    title: 'Your stores',
    intro: 'Choose the store to run.',
    noStores:
      "Your phone isn't on any store's staff yet. Ask the store's owner or manager to invite {phone}, then sign in again.",
    openBoard: 'Open the order board of {name}',
    adminTitle: 'Open any store',
    adminIntro: 'As a platform admin you can open any store by its id.',
    storeIdLabel: 'Store id',
    open: 'Open',
    invalidStoreId: 'A store id looks like 4a29aaba-0000-8000-8000-000000000000.',
  },
  {
    title: '我的门店',
    intro: '选择要管理的门店。',
    noStores: '您的手机号还不是任何门店的员工。请门店店主或经理邀请 {phone}，然后重新登录。',
    openBoard: '打开 {name} 的订单看板',
    adminTitle: '打开任意门店',
    adminIntro: '作为平台管理员，您可以通过门店 ID 打开任意门店。',
    storeIdLabel: '门店 ID',
    open: '打开',
    invalidStoreId: '门店 ID 的格式如 4a29aaba-0000-8000-8000-000000000000。',
  },
);
