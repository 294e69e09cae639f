import type { Translation } from '../../../shared/i18n/translation';
import type { paymentEn } from './payment.en';

/** Simplified Chinese texts of the `payment` namespace (see payment.en.ts). */
export const paymentZh: Translation<typeof paymentEn> = {
  back: '返回',
  signInFirst: '登录后支付此订单。',
  signIn: '登录',
  total: '订单总额',
  paid: '已支付',
  timeLeft: '剩余支付时间',
  timeLeftLabel: '剩余支付时间{{minutes}}分{{seconds}}秒',
  methods: '支付方式',
  noCards: '还没有保存的银行卡。',
  addCard: '添加银行卡',
  wallet: 'Apple Pay / Google Pay',
  walletChecking: '检测中…',
  walletUnsupported: '此设备不支持',
  walletSupported: '使用手机支付',
  pay: '支付{{amount}}',
  paying: '正在支付…',
  success: '支付成功',
  failedTitle: '支付失败',
  ok: '确定',
  loadFailed: '订单加载失败。',
  retry: '重试',
  chooseMethod: '请先选择支付方式。',
  authTitle: '确认此笔支付',
  authText: '您的银行要求确认这笔{{amount}}的支付。',
  authSandboxNote: '测试模式：请选择银行验证的结果。',
  authComplete: '完成验证',
  authFail: '验证失败',
  authFailed: '银行未能确认此笔支付，请重试或换一张卡。',
};
