/** Chinese texts for every error code, keyed `error<CODE>`. */
export const errorTextsZh: Record<string, string> = {
  // Request handling and phone verification (A1-A15).
  errorA1: '信息有误或不完整，请检查后重试。',
  errorA2: '该功能不可用，请刷新页面。',
  errorA3: '请求内容过大。',
  errorA4: '请求无法处理，请刷新页面。',
  errorA5: '不允许从此页面发起请求，请重新打开应用。',
  errorA6: '请求过于频繁，请稍后再试。',
  errorA7: '请先登录。',
  errorA8: '系统出错，请稍后再试。',
  errorA9: '验证码已过期，请重新获取。',
  errorA10: '验证码错误次数过多，请重新获取。',
  errorA11: '请等待一分钟后再获取验证码。',
  errorA12: '今日该号码获取验证码次数过多，请明天再试。',
  errorA13: '今日当前网络获取验证码次数过多，请明天再试。',
  errorA14: '短信发送失败。',
  errorA15: '开发发件箱仅在演示模式下可用。',

  // Platform (A16-A25).
  errorA16: '该请求已以不同内容提交过，请刷新后重试。',
  errorA17: '请求正在处理中，请稍候。',
  errorA18: '登录已过期，请重新登录。',
  errorA19: '您没有权限执行此操作。',
  errorA20: '未找到相关内容。',
  errorA21: '数据已更新，请重试。',
  errorA22: '结算信息已过期，请刷新页面后重试。',
  errorA23: '服务暂时不可用，请稍后再试。',
  errorA24: '请求超时，请重试。',
  errorA25: '地址查询暂时不可用，请稍后再试。',

  // Items (A26-A37).
  errorA26: '未找到该商品，可能已下架。',
  errorA27: '该商品已售罄。',
  errorA28: '该商品暂不可售。',
  errorA29: '购买数量低于该商品的起购数量。',
  errorA30: '购买数量超过该商品的限购数量。',
  errorA31: '商品信息已更新，请刷新菜单。',
  errorA32: '商品价格已变动，请检查购物车。',
  errorA33: '商品折扣已变动，请检查购物车。',
  errorA34: '下单过程中有商品已售罄，请更新购物车。',
  errorA35: '部分商品不支持外送。',
  errorA36: '部分商品当前时段不可售。',
  errorA37: '请添加必选分类中的商品。',

  // Specifications (A38-A44).
  errorA38: '所选规格已不存在，请重新选择。',
  errorA39: '所选规格已售罄。',
  errorA40: '所选规格暂不可选。',
  errorA41: '请完成必选规格的选择。',
  errorA42: '所选规格数量超过上限。',
  errorA43: '商品规格已更新，请重新选择。',
  errorA44: '所选规格价格已变动，请检查购物车。',

  // Options (A45-A51).
  errorA45: '所选选项已不存在，请重新选择。',
  errorA46: '所选选项已售罄。',
  errorA47: '所选选项暂不可选。',
  errorA48: '请选择必选选项。',
  errorA49: '所选选项数量超过上限。',
  errorA50: '商品选项已更新，请重新选择。',
  errorA51: '所选选项价格已变动，请检查购物车。',

  // Add-ons (A52-A58).
  errorA52: '所选加料已不存在，请重新选择。',
  errorA53: '所选加料已售罄。',
  errorA54: '所选加料暂不可选。',
  errorA55: '加料数量未达到最低要求。',
  errorA56: '加料数量超过上限。',
  errorA57: '加料信息已更新，请重新选择。',
  errorA58: '加料价格已变动，请检查购物车。',

  // Templates (A59-A65).
  errorA59: '部分定制选项已不存在，请重新选择。',
  errorA60: '所选定制选项已售罄。',
  errorA61: '所选定制选项暂不可选。',
  errorA62: '请完成必选的定制选项。',
  errorA63: '所选定制选项数量超过上限。',
  errorA64: '定制选项已更新，请重新选择。',
  errorA65: '定制选项价格已变动，请检查购物车。',

  // Promotions (A66-A75).
  errorA66: '该活动不存在。',
  errorA67: '该活动未开启。',
  errorA68: '该活动尚未开始。',
  errorA69: '该活动已结束。',
  errorA70: '订单不满足活动条件。',
  errorA71: '活动优惠已变动，请检查购物车。',
  errorA72: '同类活动只能参加一个。',
  errorA73: '该活动不适用于本店。',
  errorA74: '该活动不适用于当前用餐方式。',
  errorA75: '该活动不适用于购物车中的部分商品。',

  // Store (A76-A87).
  errorA76: '未找到该商家。',
  errorA77: '您无权访问该商家。',
  errorA78: '该商家暂停营业。',
  errorA79: '商家分类无效。',
  errorA80: '该商家不支持此用餐方式。',
  errorA81: '商家费用尚未设置，请稍后再试。',
  errorA82: '该商家仍有未完成的订单。',
  errorA83: '该商家已打烊。',
  errorA84: '该商家暂不接受预订。',
  errorA85: '该商家今日不配送。',
  errorA86: '商家配置错误，请稍后再试。',
  errorA87: '未找到该网址对应的商家。',

  // Dine-in tables (A88-A97).
  errorA88: '该商家不支持堂食。',
  errorA89: '餐桌类型无效。',
  errorA90: '该餐桌仍有未完成的订单。',
  errorA91: '餐桌名称已存在。',
  errorA92: '餐桌名称过长。',
  // A93 doubles as the client table empty-state code, so one text serves both.
  errorA93: '该餐桌不可用，请重新扫描桌上的二维码。',
  errorA94: '本次餐桌点餐已过期，请重新扫码。',
  errorA95: '用餐人数须为1至20人。',
  errorA96: '已呼叫服务员，请稍候。',
  errorA97: '当前订单无法呼叫服务员。',

  // Orders (A98-A129).
  errorA98: '未找到该订单。',
  errorA99: '您无权查看该订单。',
  errorA100: '当前订单状态不支持此操作。',
  errorA101: '订单总价已变动，请重新确认订单。',
  errorA102: '商品小计已变动，请重新确认订单。',
  errorA103: '小费金额已变动，请重新选择小费。',
  errorA104: '配送费已变动，请重新确认订单。',
  errorA105: '小额订单费已变动，请重新确认订单。',
  errorA106: '服务费已变动，请重新确认订单。',
  errorA107: '税费已变动，请重新确认订单。',
  errorA108: '优惠金额已变动，请重新确认订单。',
  errorA109: '兑换商品所需积分已变动，请检查购物车。',
  errorA110: '取餐地址已变更，请重新选择。',
  errorA111: '暂不支持“尽快”，请选择具体时间。',
  errorA112: '该用餐方式不适用于此订单。',
  errorA113: '尚未分配骑手。',
  errorA114: '暂时无法分配骑手，请稍后再试。',
  errorA115: '该地址超出商家配送范围。',
  errorA116: '请选择有效的收货地址。',
  errorA117: '该订单已退款。',
  errorA118: '退款数量有误。',
  errorA119: '订单金额须高于50美分。',
  errorA120: '订单金额未达到起送价。',
  errorA121: '所选时间已不可用，请重新选择。',
  errorA122: '订单支付已超时。',
  errorA123: '该订单已支付。',
  errorA124: '该订单已无法取消。',
  errorA125: '该订单已取消。',
  errorA126: '未找到该小票，请检查链接。',
  errorA127: '该订单暂无退款信息。',
  errorA128: '未找到该自提点。',
  errorA129: '该自提点暂不可用。',

  // Coupons (A130-A145).
  errorA130: '未找到该优惠券。',
  errorA131: '该优惠券不属于您。',
  errorA132: '该优惠券不适用于本店。',
  errorA133: '该优惠券已使用。',
  errorA134: '该优惠券暂未上线。',
  errorA135: '您已领取过该优惠券。',
  errorA136: '该优惠券暂不可用。',
  errorA137: '该优惠券已过期。',
  errorA138: '订单不满足该优惠券的使用条件。',
  errorA139: '该优惠券不适用于当前用餐方式。',
  errorA140: '该优惠券已达领取上限。',
  errorA141: '优惠券兑换信息缺失，请重试。',
  errorA142: '优惠券已被领完。',
  errorA143: '兑换码无效。',
  errorA144: '优惠券金额已变动，请重新确认订单。',
  errorA145: '每笔订单只能使用一张优惠券。',

  // Phone and verification outside login (A146-A149).
  errorA146: '请输入有效的10位手机号码。',
  errorA147: '验证码错误。',
  errorA148: '请先获取验证码。',
  errorA149: '该验证码并非发送至此号码。',

  // Areas (A150-A154).
  errorA150: '该区域暂未开通服务。',
  errorA151: '该区域服务已暂停。',
  errorA152: '该区域尚未配置完成，请稍后再试。',
  errorA153: '该区域尚未设置配送费。',
  errorA154: '该位置不在服务范围内。',

  // Users and their addresses (A155-A161).
  errorA155: '未找到该账户。',
  errorA156: '骑手账户无法进行此操作。',
  errorA157: '您还有进行中的订单。',
  errorA158: '授权失败，请重新登录。',
  errorA159: '该账户已被停用。',
  errorA160: '未找到该地址。',
  errorA161: '保存的地址数量已达上限。',

  // Points programme and welcome gift (A162-A171).
  errorA162: '积分不足。',
  errorA163: '该商家暂无积分计划。',
  errorA164: '该商家的积分计划已关闭。',
  errorA165: '积分活动时间与已有活动重叠。',
  errorA166: '所需积分已变动，请重试。',
  errorA167: '该商品不支持积分兑换。',
  errorA168: '积分兑换数量超过上限。',
  errorA169: '您还没有该商家的积分卡。',
  errorA170: '您已领取过新人礼包。',
  errorA171: '新人礼包暂不可领取。',

  // Timed menus (A172-A174).
  errorA172: '时段菜单名称已存在。',
  errorA173: '未找到该时段菜单。',
  errorA174: '该时段菜单下仍有商品。',

  // Scheduling (A175-A176).
  errorA175: '该商家不支持预订单。',
  errorA176: '所选时间不在商家营业时间内。',

  // Kitchen printers (A177-A180).
  errorA177: '打印机离线。',
  errorA178: '打印机类型无效。',
  errorA179: '该标签刚刚已打印。',
  errorA180: '打印机繁忙，请10秒后重试。',

  // Payment-provider confirmations that disagree with our order (A181-A184).
  errorA181: '支付记录与订单不符。',
  errorA182: '支付金额与订单金额不符。',
  errorA183: '支付方式与支付记录不符。',
  errorA184: '支付状态异常，请查看订单。',

  // Signed callbacks (A185-A188).
  errorA185: '请求签名参数缺失。',
  errorA186: '请求签名已过期。',
  errorA187: '请求签名随机数无效或已使用。',
  errorA188: '请求签名无效。',

  // Card-payment setup (A189-A190).
  errorA189: '该商家暂不支持银行卡支付。',
  errorA190: '未找到该订单的支付记录。',

  // HTTP layer (A191-A193).
  errorA191: '链接或搜索内容过长，请缩短后重试。',
  errorA192: '请求过大，请刷新页面后重试。',
  errorA193: '网络连接过慢，请重试。',

  // Console: staff roles, store access and API keys (A194-A198).
  errorA194: '您不是该门店的员工，请联系店主邀请。',
  errorA195: '您在该门店的角色无权执行此操作，请联系店主。',
  errorA196: '该员工已不存在，请刷新列表。',
  errorA197: '该手机号已是门店员工。',
  errorA198: '该 API 密钥已不存在，请刷新列表。',

  // Payment (B1-B2).
  errorB1: '余额不足，请尝试其他支付方式。',
  errorB2: '不支持该支付方式，请选择其他支付方式。',
  errorB3: '该订单的一笔支付正在处理中，结果稍后会显示在订单上。',

  // Card-processor payment (C1-C10, C100-C105).
  errorC1: '银行卡被拒绝，请尝试其他支付方式。',
  errorC2: '银行卡余额不足。',
  errorC3: '重复交易，该笔支付已提交。',
  errorC4: '该笔支付已取消。',
  errorC5: '支付处理失败，请重试。',
  errorC6: '支付信息有误，请检查后重试。',
  errorC7: '银行卡信息有误，请检查。',
  errorC8: '银行卡已过期。',
  errorC9: '发卡行需要验证此笔支付，请重试或更换银行卡。',
  errorC10: '不支持该卡种，支持 Visa、Mastercard、Amex 和 Discover。',
  errorC100: '银行卡支付暂不可用，请稍后再试。',
  errorC101: '支付超时，请先查看订单再重试。',
  errorC102: '支付服务繁忙，请稍后再试。',
  errorC103: '银行卡支付暂不可用，请尝试其他支付方式。',
  errorC104: '支付金额无效。',
  errorC105: '支付失败，请尝试其他支付方式。',

  // Card-processor operations (D1-D8).
  errorD1: '绑定银行卡失败。',
  errorD2: '该银行卡已添加。',
  errorD3: '未找到该银行卡。',
  errorD4: '绑定银行卡失败，请重新输入银行卡信息。',
  errorD5: '银行卡信息有误，请检查后重试。',
  errorD6: '已达到可保存银行卡数量上限。',
  errorD7: '该银行卡正用于进行中的支付。',
  errorD8: '退款未能退回到银行卡。',

  // Apple Pay (E1-E4).
  errorE1: 'Apple Pay 无法启动，请尝试其他支付方式。',
  errorE2: '此网站暂不支持 Apple Pay。',
  errorE3: 'Apple Pay 支付失败，请重试。',
  errorE4: '该商家暂不支持 Apple Pay。',

  // Login (F1-F3).
  errorF1: '手机号码不正确。',
  errorF2: '验证码不正确。',
  errorF3: '密码不正确。',

  // Client codes raised by the web app itself.
  errorO1: '缺少订单编号。',
  errorP1: '缺少商家编号。',
  errorQ1: '请输入有效的邮箱地址。',
  errorR1: '已达到最大购买数量。',
  errorR2: '库存不足。',
  errorR3: '所选选项库存不足。',
  errorR4: '请至少选择1份。',
  errorS1: '请输入有效的10位手机号码。',
  errorS2: '授权成功。',
  errorS3: '请输入验证码。',
  errorT1: '请先选择商品。',
  errorT2: '请输入有效的10位联系电话。',
  errorT3: '订单正在提交中，请勿重复提交。',
  errorT4: '该地址超出配送范围。',
  errorT5: '请选择收货地址。',
  errorT6: '请选择送达时间。',
  errorT7: '请选择取餐时间。',
  errorT8: '请选择用餐人数。',
  errorU1: '扫描银行卡已取消或失败，请手动输入卡信息。',

  // Family codes, shown when no specific code applies.
  errorN1000: '网络错误，请检查网络后重试。',
  errorL1000: '身份验证失败，请重新登录。',
  errorS1000: '服务器错误，请稍后再试。',
  errorO1000: '出错了，请重试。',
  errorA1000: '下单失败，请重试。',
  errorB1000: '支付失败，请尝试其他支付方式。',
  errorC1000: '支付失败，请尝试其他支付方式。',
  errorD1000: '绑定银行卡失败。',
  errorE1000: 'Apple Pay 支付失败，请尝试其他支付方式。',
  errorF1000: '登录失败，请重试。',

  // Money settings and dine-in tables (A230-A239).
  errorA230: '税率须为 0 到 25 之间的百分比，最多 3 位小数。',
  errorA231: '服务费超出范围（最多 30% 加 $10），或同一订单类型设置了两次。',
  errorA232: '小费选项须为 1 到 4 个在限额内的金额，且逐个递增。',
  errorA233: '配送起步价或起步距离超出范围。',
  errorA234: '配送距离阶梯超出范围。',
  errorA235: '最远配送距离须大于起步距离，且不超过 50 英里。',
  errorA236: '配送起送价或小单费超出范围。',
  errorA237: '顾客承担的配送费设置无效。',
  errorA238: '这些设置会使顾客无法下单，请检查配送设置。',
  errorA239: '该菜单分类已不存在，请刷新列表。',
};
