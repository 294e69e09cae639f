import type { Translation } from '../../../shared/i18n/translation';
import type { privacyEn } from './privacy.en';

/** Chinese texts of the privacy screen. */
export const privacyZh: Translation<typeof privacyEn> = {
  intro: 'Nearbite 保存您的哪些信息、用途，以及您可以做的选择。',
  notificationsTitle: '通知',
  messageSettings: '消息设置',
  messagesOn: '订单短信：开',
  messagesOff: '订单短信：关',
  promotionsOn: '优惠信息：开',
  promotionsOff: '优惠信息：关',
  notificationsSignedOut: '登录后即可选择您接收的短信。',
  keptTitle: '我们保存的信息',
  kept: {
    phone: '您的手机号：用于通过短信验证码登录，以及发送订单短信。',
    email: '您的电子邮箱：仅在您申请电子收据时保存。',
    addresses: '您保存的收货地址，以及您选择查找商家的位置。',
    cards: '已保存的银行卡：卡号由支付机构保存，我们只保存卡组织、卡号后 4 位和有效期。',
    orders: '您的订单、优惠券和积分，用于跟踪订单和使用奖励。',
    search: '登录期间的搜索记录；您可以在搜索页面清除。',
  },
  deviceTitle: '保存在此设备上',
  device: {
    session: '登录 Cookie：勾选“保持登录”时保留 30 天，否则在关闭浏览器时清除。',
    local: '您选择的位置、购物车，以及带您来到这里的链接名称（广告来源）。',
  },
  policyTitle: '隐私政策',
  policy:
    '我们仅为处理您的订单和账户使用您的信息，绝不出售。只有在您开启后才会发送优惠短信，每条短信都可回复 STOP 退订。',
  controlTitle: '您的选择',
  sessions: '如需在所有设备上退出登录，请使用账户菜单中的“清除所有会话”。',
  request: '如需获取您的信息副本或注销账户，请联系 Nearbite 客服（任一订单页面上的“联系客服”按钮）。',
};
