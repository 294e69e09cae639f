import type { Translation } from '../../../shared/i18n/translation';
import type { receiptEn } from './receipt.en';

/** Simplified Chinese texts of the `receipt` namespace (see receipt.en.ts). */
export const receiptZh: Translation<typeof receiptEn> = {
  title: '收据',
  invalidTitle: '未找到收据',
  invalidText: '此收据链接无效，请检查邮件中的链接。',
  loadFailed: '收据加载失败。',
  retry: '重试',
  placedAt: '下单时间 {{time}}',
  orderNumber: '订单号 {{code}}',
  table: '{{table}}号桌',
  refundedFully: '此订单已全额退款。',
  cancelled: '此订单已取消。',
  thanks: '感谢您的惠顾！',
  email: {
    title: '发送电子收据',
    intro: '我们会把此订单的收据发到您的邮箱。请先用验证码确认邮箱地址。',
    name: '姓名',
    namePlaceholder: '收据上的姓名',
    email: '邮箱',
    emailPlaceholder: 'you@example.com',
    sendCode: '发送验证码',
    resendIn: '{{seconds}}秒后重发',
    codeSent: '验证码已发送',
    sendFailed: '消息发送失败',
    code: '验证码',
    codePlaceholder: '6位字符',
    submit: '发送收据',
    sent: '收据已发送至{{email}}',
    close: '关闭',
  },
};
