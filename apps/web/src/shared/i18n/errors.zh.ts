/** Chinese texts for every error code, keyed `error<CODE>`. */
export const errorTextsZh: Record<string, string> = {
  errorN1000: '网络错误，请检查网络后重试。',
  errorL1000: '身份验证失败，请重新登录。',
  errorS1000: '服务器错误，请稍后再试。',
  errorO1000: '出错了。',
};
