import type { Translation } from '../../../shared/i18n/translation';
import type { refundEn } from './refund.en';

/** Simplified Chinese texts of the `refund` namespace (see refund.en.ts). */
export const refundZh: Translation<typeof refundEn> = {
  back: '返回',
  loadFailed: '退款信息加载失败。',
  retry: '重试',
  status: {
    pending: '退款处理中',
    succeeded: '已退款',
    failed: '退款失败',
  },
  fullRefund: '全额退款',
  partRefund: '部分退款',
  amount: '退款金额',
  reason: '退款原因',
  reasonSeparator: '；',
  goods: '退款商品',
  refundedOf: '已退{{refunded}}件，共{{bought}}件',
  customAmount: '退款金额：{{amount}}',
  contact: '联系商家',
  call: '致电{{name}}',
  noPhone: '该商家未留电话。',
  days: '退款将在{{min}}–{{max}}个工作日内退回您的账户。',
  tracking: '退款进度',
  requestedAt: '退款时间：{{time}}',
};
