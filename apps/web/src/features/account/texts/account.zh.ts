import type { Translation } from '../../../shared/i18n/translation';
import type { accountEn } from './account.en';

/** Chinese texts of the account screens and dialogs. */
export const accountZh: Translation<typeof accountEn> = {
  intro: '请选择您希望接收的 Nearbite 短信。',
  messages: '消息通知',
  messagesHint: '通过短信接收订单动态',
  promotions: '促销消息',
  promotionsHint: '优惠活动和优惠券',
  promotionsLocked: '请先开启消息通知',
  save: '保存',
  saved: '设置已保存',
  terms: '服务条款',
  termsBody: '短信发送频率不定，可能产生短信和流量费用。回复 STOP 退订，回复 HELP 获取帮助。',
  privacy: '隐私政策',
  privacyBody: '我们使用您的手机号为您登录、发送订单短信，并在您同意后发送优惠信息。我们绝不出售您的手机号。',
  gotIt: '知道了',
  policyTitle: '短信政策已更新',
  policyBody: '我们更新了服务条款和隐私政策。您的消息设置保持不变，可随时更改。',
  policyConfirm: '同意并继续',
  signInFirst: '登录后即可修改消息设置。',
  back: '返回',
};
