import { defineTexts } from '../shared/i18n/texts';

/** The shell's texts: header, store navigation. */
export const appTexts = defineTexts(
  {
    myStores: 'My stores',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {phone}',
    storeNavigation: 'Store',
    board: 'Orders',
    printers: 'Printers',
    money: 'Money',
    tables: 'Tables',
    staff: 'Staff',
    apiKeys: 'API keys',
    audit: 'Audit log',
    switchStore: 'Switch store',
    unknownStore: 'Store',
  },
  {
    myStores: '我的门店',
    signOut: '退出登录',
    signedInAs: '当前账号 {phone}',
    storeNavigation: '门店',
    board: '订单',
    printers: '打印机',
    money: '费用',
    tables: '餐桌',
    staff: '员工',
    apiKeys: 'API 密钥',
    audit: '操作日志',
    switchStore: '切换门店',
    unknownStore: '门店',
  },
);
