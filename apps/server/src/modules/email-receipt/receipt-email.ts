import type { ReceiptDto } from '@nearbite/contract/order-receipts';
import { escapeHtml } from '@nearbite/domain/html-text';
import { dollars } from '@nearbite/domain/money-text';
import { formatPhoneInput, nationalDigits } from '@nearbite/domain/phone';
import { CODE_TTL_MS } from '@nearbite/domain/verification';
import type { EmailMessage } from '../../integrations/email/email-provider.js';
import type { Language } from '../../lib/request-language.js';

/** The receipt e-mail and the verification-code e-mail, in English and Chinese. */

type PaymentType = ReceiptDto['payments'][number]['paymentType'];

interface ReceiptTexts {
  subject(store: string, orderCode: string): string;
  greeting(name: string): string;
  intro(placedAt: string): string;
  orderNumber(orderCode: string): string;
  subtotal: string;
  discounts: string;
  tax: string;
  serviceFee: string;
  deliveryFee: string;
  smallOrderFee: string;
  tip: string;
  total: string;
  refunded: string;
  payments: string;
  table(name: string): string;
  link: string;
  paymentTypes: Record<PaymentType, string>;
}

const texts: Record<Language, ReceiptTexts> = {
  en: {
    subject: (store, orderCode) => `Your receipt from ${store}, order ${orderCode}`,
    greeting: (name) => `Hi ${name},`,
    intro: (placedAt) => `Here is the receipt of your order placed on ${placedAt}.`,
    orderNumber: (orderCode) => `Order number: ${orderCode}`,
    subtotal: 'Subtotal',
    discounts: 'Discounts',
    tax: 'Tax',
    serviceFee: 'Service fee',
    deliveryFee: 'Delivery fee',
    smallOrderFee: 'Small order fee',
    tip: 'Tip',
    total: 'Total',
    refunded: 'Refunded',
    payments: 'Paid with',
    table: (name) => `Table ${name}`,
    link: 'View the receipt online',
    paymentTypes: {
      Card: 'Card',
      Cash: 'Cash',
      Other: 'Other',
      ApplePay: 'Apple Pay',
      GooglePay: 'Google Pay',
      PaypalPay: 'PayPal',
      AliPay: 'Alipay',
      WechatPay: 'WeChat Pay',
    },
  },
  zh: {
    subject: (store, orderCode) => `您在${store}的收据（订单号 ${orderCode}）`,
    greeting: (name) => `${name}，您好：`,
    intro: (placedAt) => `这是您于 ${placedAt} 下单的收据。`,
    orderNumber: (orderCode) => `订单号：${orderCode}`,
    subtotal: '小计',
    discounts: '优惠',
    tax: '税费',
    serviceFee: '服务费',
    deliveryFee: '配送费',
    smallOrderFee: '小额订单费',
    tip: '小费',
    total: '合计',
    refunded: '已退款',
    payments: '支付方式',
    table: (name) => `桌号 ${name}`,
    link: '在线查看收据',
    paymentTypes: {
      Card: '银行卡',
      Cash: '现金',
      Other: '其他',
      ApplePay: 'Apple Pay',
      GooglePay: 'Google Pay',
      PaypalPay: 'PayPal',
      AliPay: '支付宝',
      WechatPay: '微信支付',
    },
  },
};

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A US number as the app shows it, 3-3-4 (`415-555-0123`); anything else as stored. */
function phoneText(phone: string): string {
  const digits = nationalDigits(phone);
  return digits ? formatPhoneInput(digits) : phone;
}

/** "Hot, Large, Egg ×2": the options of a line in one phrase. */
function optionsOf(line: ReceiptDto['commodities'][number]): string {
  return [
    ...line.specifications.flatMap((specification) => specification.values),
    ...line.attributes.map((attribute) => attribute.value),
    ...line.addOns.flatMap((group) => group.values.map((value) => `${value.name} ×${value.boughtNumber}`)),
  ].join(', ');
}

function paymentLabel(payment: ReceiptDto['payments'][number], t: ReceiptTexts): string {
  const card = payment.methodDetails;
  const kind = t.paymentTypes[payment.paymentType];
  if (!card) return kind;
  const brand = card.cardType ? capitalize(card.cardType) : kind;
  return `${brand} •••• ${card.cardNumber}${card.expirationDate ? ` (${card.expirationDate})` : ''}`;
}

export interface ReceiptEmailInput {
  to: string;
  name: string;
  receipt: ReceiptDto;
  /** The store's IANA zone, for the time the order was placed. */
  timeZone: string;
  /** Absolute address of the public receipt page. */
  receiptUrl: string;
  language: Language;
}

/** The receipt as an e-mail: store, lines, totals, payments and the link to the public receipt page. */
export function receiptEmail(input: ReceiptEmailInput): EmailMessage {
  const { receipt, language } = input;
  const t = texts[language];
  const placedAt = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: input.timeZone,
  }).format(receipt.createdTime);
  const lines = receipt.commodities.map((line) => {
    const options = optionsOf(line);
    return {
      label: `${line.boughtNumber} × ${line.name}${options ? ` (${options})` : ''}`,
      amount: dollars(line.price * line.boughtNumber - line.discountPrice),
    };
  });
  const totals: Array<[string, number]> = [
    [t.subtotal, receipt.commoditiesPrice],
    ...(receipt.discountedPrice > 0 ? [[t.discounts, -receipt.discountedPrice] as [string, number]] : []),
    [t.tax, receipt.excisePrice],
    ...(receipt.servicePrice > 0 ? [[t.serviceFee, receipt.servicePrice] as [string, number]] : []),
    ...(receipt.orderType === 'delivery' ? [[t.deliveryFee, receipt.deliveryPrice] as [string, number]] : []),
    ...(receipt.smallOrderExtraPrice > 0
      ? [[t.smallOrderFee, receipt.smallOrderExtraPrice] as [string, number]]
      : []),
    ...(receipt.tipPrice > 0 ? [[t.tip, receipt.tipPrice] as [string, number]] : []),
    [t.total, receipt.totalPrice],
    ...(receipt.refundedPrice > 0 ? [[t.refunded, -receipt.refundedPrice] as [string, number]] : []),
  ];
  const payments = receipt.payments.map((payment) => ({
    label: paymentLabel(payment, t),
    amount: dollars(payment.amount),
  }));
  const store = receipt.business.name;
  const phone = receipt.business.phoneNumber ? phoneText(receipt.business.phoneNumber) : '';
  const heading = [store, receipt.business.fullAddress, phone].filter(Boolean).join('\n');

  const text = [
    t.greeting(input.name),
    '',
    t.intro(placedAt),
    t.orderNumber(receipt.orderCode),
    '',
    heading,
    ...(receipt.tableName ? [t.table(receipt.tableName)] : []),
    '',
    ...lines.map((line) => `${line.label}  ${line.amount}`),
    '',
    ...totals.map(([label, amount]) => `${label}: ${dollars(amount)}`),
    ...(payments.length > 0
      ? ['', `${t.payments}:`, ...payments.map((payment) => `${payment.label}  ${payment.amount}`)]
      : []),
    '',
    `${t.link}: ${input.receiptUrl}`,
  ].join('\n');

  const row = (label: string, amount: string, bold = false) => {
    const style = bold ? ' style="font-weight:bold"' : '';
    return `<tr${style}><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(amount)}</td></tr>`;
  };
  const html = [
    `<!doctype html><html lang="${language === 'zh' ? 'zh-CN' : 'en'}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(t.greeting(input.name))}</p>`,
    `<p>${escapeHtml(t.intro(placedAt))}<br><strong>${escapeHtml(t.orderNumber(receipt.orderCode))}</strong></p>`,
    `<h2>${escapeHtml(store)}</h2>`,
    `<p>${escapeHtml(heading.split('\n').slice(1).join(' · '))}${
      receipt.tableName ? `<br>${escapeHtml(t.table(receipt.tableName))}` : ''
    }</p>`,
    '<table cellpadding="4" style="border-collapse:collapse;min-width:320px">',
    ...lines.map((line) => row(line.label, line.amount)),
    ...totals.map(([label, amount]) => row(label, dollars(amount), label === t.total)),
    '</table>',
    ...(payments.length > 0
      ? [
          `<p>${escapeHtml(t.payments)}</p><table cellpadding="4">`,
          ...payments.map((payment) => row(payment.label, payment.amount)),
          '</table>',
        ]
      : []),
    `<p><a href="${escapeHtml(input.receiptUrl)}">${escapeHtml(t.link)}</a></p>`,
    '</body></html>',
  ].join('\n');

  return { to: input.to, subject: t.subject(store, receipt.orderCode), text, html };
}

/** The e-mail carrying a verification code. */
export function verificationCodeEmail(to: string, code: string, language: Language): EmailMessage {
  const minutes = CODE_TTL_MS / 60_000;
  if (language === 'zh') {
    return {
      to,
      subject: `您的 Nearbite 验证码：${code}`,
      text: `您的 Nearbite 邮箱验证码是 ${code}，${minutes} 分钟内有效。如果这不是您本人的操作，请忽略此邮件。`,
    };
  }
  return {
    to,
    subject: `Your Nearbite code: ${code}`,
    text: `Your Nearbite e-mail verification code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  };
}
