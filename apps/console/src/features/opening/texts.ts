import { defineTexts } from '../../shared/i18n/texts';

export const openingTexts = defineTexts(
  {
    online: 'Open to diners',
    offline: 'Not open to diners',
    openStore: 'Open the store',
    closeStore: 'Take offline',
    closeTitle: 'Take the store offline?',
    closeText: 'Diners stop seeing it at once. Orders already placed carry on.',
    opened: 'The store is open to diners.',
    closed: 'The store is offline.',
    needs: 'Before it opens:',
    gapDiningTypes: 'choose at least one dining type',
    gapOpenHours: 'set opening hours',
    gapMenu: 'put an item on sale',
    gapAddress: 'pin the address',
  },
  {
    online: '已对顾客开放',
    offline: '未对顾客开放',
    openStore: '上线门店',
    closeStore: '下线门店',
    closeTitle: '将门店下线？',
    closeText: '顾客将立即看不到该门店，已下的订单照常进行。',
    opened: '门店已对顾客开放。',
    closed: '门店已下线。',
    needs: '营业前还需：',
    gapDiningTypes: '至少选择一种用餐方式',
    gapOpenHours: '设置营业时间',
    gapMenu: '上架至少一件商品',
    gapAddress: '确定门店地址',
  },
);
