import { addOns, attribute, menu, only, specification, text, texts } from './menu-dsl.js';
import type { Cuisine } from './menu-library.types.js';

export const COFFEE: Cuisine = {
  key: 'coffee',
  category: text('Coffee | 咖啡'),
  alsoListedAs: ['bakery'],
  hours: 'cafe',
  prefixes: texts(`
    Fog City | 雾城
    Little Bean | 小豆
    Morning Light | 晨光
    Blue Door | 蓝门
    Pacific | 太平洋
    Copper Kettle | 铜壶
    Hilltop | 山顶
    Maple | 枫叶
    Slow Pour | 慢萃
    North Star | 北极星
  `),
  suffixes: texts(`
    Coffee | 咖啡
    Coffee Roasters | 咖啡烘焙
    Espresso Bar | 意式咖啡吧
    Café | 咖啡馆
    Tea House | 茶馆
  `),
  options: {
    temperature: specification('Temperature | 温度', 'single required', 'Hot | 热; Iced | 冰'),
    milk: specification(
      'Milk | 奶',
      'single optional',
      'Whole milk | 全脂奶; Oat milk | 燕麦奶; Almond milk | 杏仁奶; Skim milk | 脱脂奶',
    ),
    sweet: specification(
      'Sweetness | 甜度',
      'single optional',
      'No sugar | 无糖; Half sugar | 半糖; Regular | 正常糖',
    ),
    warm: specification('Warm it up | 加热', 'single optional', 'Warmed | 加热; Room temperature | 常温'),
    size: attribute(
      'Size | 杯型',
      'Small (8 oz) | 小杯（8盎司） | 0; Medium (12 oz) | 中杯（12盎司） | 50; Large (16 oz) | 大杯（16盎司） | 100',
    ),
    extras: addOns(
      'Extras | 加料',
      '0-5',
      'Extra shot | 加一份浓缩 | 75 | 0-3; Vanilla syrup | 香草糖浆 | 50 | 0-2; Caramel syrup | 焦糖糖浆 | 50 | 0-2; Whipped cream | 奶油顶 | 50 | 0-1',
    ),
  },
  sections: menu(`
    ## Espresso Bar | 意式咖啡
    Latte | 拿铁 | 550 | - | size milk temperature extras | Double espresso with steamed milk | 双份浓缩配蒸奶
    Cappuccino | 卡布奇诺 | 525 | - | size milk extras | Equal parts espresso, milk and foam | 浓缩、牛奶与奶泡
    Americano | 美式咖啡 | 425 | - | size temperature extras | Espresso with hot water | 浓缩加热水
    Mocha | 摩卡 | 595 | - | size milk temperature extras | Espresso, chocolate and steamed milk | 浓缩、巧克力与蒸奶
    Cortado | 可塔朵 | 475 | - | milk | Espresso cut with a little warm milk | 浓缩配少量温奶
    ## Brewed & Cold | 手冲冷萃
    Drip Coffee | 滴滤咖啡 | 350 | - | size | House blend, brewed fresh | 现煮招牌拼配咖啡
    Cold Brew | 冷萃咖啡 | 525 | - | size milk sweet | Steeped for 18 hours | 浸泡18小时的冷萃
    Pour-Over of the Day | 今日手冲 | 650 | - | - | Single-origin coffee brewed by hand | 单一产地手冲咖啡
    ## Tea | 茶饮
    Matcha Latte | 抹茶拿铁 | 595 | - | size milk temperature sweet | Ceremonial-grade matcha | 礼仪级抹茶
    Chai Latte | 印度香料奶茶 | 575 | - | size milk temperature | Spiced black tea with milk | 香料红茶配牛奶
    Earl Grey | 伯爵茶 | 375 | - | temperature | Bergamot black tea | 佛手柑红茶
    ## Breakfast & Pastries | 早餐糕点
    Avocado Toast | 牛油果吐司 | 1095 | breakfast | - | Sourdough, smashed avocado and chili flakes | 酸种面包配牛油果泥与辣椒碎
    Breakfast Sandwich | 早餐三明治 | 895 | breakfast | warm | Egg, cheddar and bacon on an English muffin | 英式松饼夹鸡蛋、切达芝士与培根
    Butter Croissant | 黄油可颂 | 425 | - | warm | Flaky all-butter croissant | 酥脆全黄油可颂
    Blueberry Muffin | 蓝莓玛芬 | 395 | - | warm | Baked every morning | 每日早晨新鲜出炉
    Banana Bread | 香蕉面包 | 395 | - | warm | A thick slice of walnut banana bread | 厚切核桃香蕉面包
    Turkey Pesto Panini | 火鸡青酱帕尼尼 | 1195 | lunch | - | Turkey, mozzarella and basil pesto, pressed | 火鸡、马苏里拉与罗勒青酱热压三明治
  `),
  requiredSection: only(`
    ## For Here | 堂食
    Seat Charge (per guest) | 座位费（每位） | 100 | - | - | A seat for one, with still water | 一位座位，含饮用水
  `),
  announcements: texts(`
    Bring your own cup and save 25 cents. | 自带杯子立减25美分。
    New single-origin beans from Ethiopia this month. | 本月新到埃塞俄比亚单一产地咖啡豆。
  `),
};

export const BAKERY: Cuisine = {
  key: 'bakery',
  category: text('Bakery | 烘焙'),
  alsoListedAs: ['coffee', 'desserts'],
  hours: 'bakery',
  prefixes: texts(`
    Golden Crust | 金皮
    Sunrise | 日出
    Sweet Wheat | 甜麦
    Butter & Bloom | 黄油花
    Mission Street | 米慎街
    Flour Mill | 面粉磨坊
    Little Oven | 小烤炉
    Honeycomb | 蜂巢
    Fog Town | 雾镇
    Saint Honoré | 圣欧诺黑
  `),
  suffixes: texts(`
    Bakery | 面包店
    Bake Shop | 烘焙坊
    Patisserie | 西饼屋
    Bakehouse | 面包坊
  `),
  options: {
    warm: specification('Warm it up | 加热', 'single optional', 'Warmed | 加热; Room temperature | 常温'),
    message: specification(
      'Cake message | 蛋糕祝福语',
      'single optional',
      'Happy Birthday | 生日快乐; Congratulations | 恭喜; Thank You | 谢谢',
    ),
    slice: attribute('Size | 规格', 'Slice | 切片 | 0; Whole cake | 整个蛋糕 | 3600'),
    box: attribute('Box | 盒装', 'Single | 单个 | 0; Box of 6 | 6个装 | 1400'),
    spreads: addOns(
      'Spreads | 涂抹酱',
      '0-3',
      'Salted butter | 咸黄油 | 75 | 0-2; Strawberry jam | 草莓果酱 | 75 | 0-2; Honey | 蜂蜜 | 75 | 0-1',
    ),
  },
  sections: menu(`
    ## Breads | 面包
    Sourdough Loaf | 酸种面包 | 1000 | - | taxFreeToGo | Naturally leavened, baked every morning | 天然酵种，每日清晨出炉
    Baguette | 法棍 | 450 | - | taxFreeToGo | Crackling crust and airy crumb | 外脆内软的法棍
    Milk Bread Loaf | 北海道牛奶吐司 | 895 | - | taxFreeToGo | Soft Hokkaido-style milk bread | 绵软的北海道牛奶吐司
    Pineapple Bun | 菠萝包 | 325 | breakfast | spreads | Sweet bun with a crackly sugar top | 酥皮香甜菠萝包
    ## Pastries | 酥点
    Butter Croissant | 黄油可颂 | 450 | - | warm spreads | Laminated with French butter | 法国黄油起酥
    Pain au Chocolat | 巧克力可颂 | 495 | - | warm | Dark chocolate in flaky pastry | 黑巧克力酥皮可颂
    Egg Tart | 葡式蛋挞 | 295 | - | box min2 | Portuguese-style custard tart, two or more | 葡式焦糖蛋挞，两个起售
    Morning Bun | 晨间肉桂卷 | 475 | breakfast | warm | Orange-cinnamon sugar bun | 香橙肉桂糖卷
    Almond Croissant | 杏仁可颂 | 550 | - | warm | Twice-baked with almond cream | 杏仁奶油二次烘烤
    ## Cakes | 蛋糕
    Strawberry Shortcake | 草莓奶油蛋糕 | 695 | - | slice message | Chiffon, fresh cream and strawberries | 戚风蛋糕、鲜奶油与草莓
    Matcha Roll Cake | 抹茶蛋糕卷 | 595 | - | slice | Light sponge with matcha cream | 抹茶奶油轻盈蛋糕卷
    Basque Cheesecake | 巴斯克芝士蛋糕 | 750 | - | slice message | Burnt top, creamy centre | 焦香表面，绵密内心
    Mango Mousse Cake | 芒果慕斯蛋糕 | 725 | - | slice message | Mango mousse on a vanilla sponge | 香草海绵蛋糕上的芒果慕斯
    ## Sandwiches | 三明治
    Ham & Cheese Baguette | 火腿芝士法棍 | 1095 | lunch | warm | Ham, Gruyère and butter | 火腿、格鲁耶尔芝士与黄油
    Egg Salad Sandwich | 鸡蛋沙拉三明治 | 895 | lunch | - | On soft milk bread | 夹在软牛奶面包中
    ## Drinks | 饮品
    Hot Coffee | 热咖啡 | 350 | - | - | Freshly brewed house coffee | 现煮招牌咖啡
    Milk Tea | 奶茶 | 450 | - | - | Hong Kong-style milk tea | 港式奶茶
    Fresh Orange Juice | 鲜榨橙汁 | 595 | - | - | Squeezed to order | 现点现榨
  `),
  requiredSection: only(`
    ## For Here | 堂食
    Seat & Water (per guest) | 座位与饮用水（每位） | 50 | - | - | A seat at our café tables | 店内座位一位
  `),
  announcements: texts(`
    Sourdough comes out of the oven at 7 am and 11 am. | 酸种面包早上7点与11点出炉。
    Whole cakes need one day's notice. | 整个蛋糕需提前一天预订。
  `),
};

export const GROCERY: Cuisine = {
  key: 'grocery',
  category: text('Grocery | 生鲜超市'),
  alsoListedAs: [],
  hours: 'grocery',
  prefixes: texts(`
    Green Valley | 绿谷
    Fresh Harvest | 丰收
    Orchard | 果园
    Pacific Rim | 环太平洋
    Hometown | 家乡
    Daily Fresh | 每日鲜
    Corner | 街角
    Evergreen | 常青
    Sunny Side | 阳光
    Farmhouse | 农舍
  `),
  suffixes: texts(`
    Market | 超市
    Grocery | 杂货店
    Foods | 食品行
    Asian Market | 亚洲超市
    Mart | 便利店
  `),
  options: {
    ripeness: specification('Ripeness | 成熟度', 'single optional', 'Ready to eat | 即食; A bit firm | 稍硬'),
    weight: attribute('Weight | 重量', '1 lb | 1磅 | 0; 2 lb | 2磅 | 250'),
    bags: addOns('Bags | 购物袋', '0-3', 'Paper bag | 纸袋 | 10 | 0-3; Insulated bag | 保温袋 | 199 | 0-1'),
  },
  sections: menu(`
    ## Produce | 蔬果
    Bok Choy | 小白菜 | 299 | - | taxFreeToGo weight | Crisp baby bok choy | 新鲜小白菜
    Fuji Apples (3 lb bag) | 富士苹果（3磅装） | 599 | - | taxFreeToGo ripeness | Sweet and crunchy | 香甜爽脆
    Hass Avocados (4) | 牛油果（4个） | 699 | - | taxFreeToGo ripeness | Ripe California avocados | 加州牛油果
    Bananas (bunch) | 香蕉（一串） | 249 | - | taxFreeToGo ripeness | About 2.5 pounds | 约2.5磅
    Shiitake Mushrooms (8 oz) | 香菇（8盎司） | 499 | - | taxFreeToGo | Fresh shiitake caps | 新鲜香菇
    ## Pantry | 粮油干货
    Jasmine Rice (5 lb) | 茉莉香米（5磅） | 1099 | - | taxFreeToGo max4 | Fragrant Thai jasmine rice | 泰国茉莉香米
    Light Soy Sauce (500 ml) | 生抽（500毫升） | 399 | - | taxFreeToGo | Naturally brewed light soy sauce | 天然酿造生抽
    Instant Ramen (5 pack) | 方便面（5包） | 699 | - | taxFreeToGo | Spicy seafood flavour | 香辣海鲜味
    Toasted Sesame Oil | 芝麻油 | 599 | - | taxFreeToGo | Cold-pressed and toasted | 冷压焙炒芝麻油
    ## Frozen & Dairy | 冷冻冷藏
    Frozen Pork Dumplings (50) | 速冻猪肉水饺（50只） | 1299 | - | taxFreeToGo bags | Ready to boil in 6 minutes | 6分钟即可煮熟
    Silken Tofu | 嫩豆腐 | 249 | - | taxFreeToGo | Soft silken tofu | 嫩滑豆腐
    Free-Range Eggs (dozen) | 散养鸡蛋（12个） | 699 | - | taxFreeToGo max2 | Large brown eggs | 大号褐壳蛋
    Whole Milk (half gallon) | 全脂牛奶（半加仑） | 499 | - | taxFreeToGo | Organic whole milk | 有机全脂牛奶
    ## Snacks & Drinks | 零食饮料
    Shrimp Chips | 虾片 | 349 | - | - | Crispy prawn crackers | 香脆虾片
    Chocolate Biscuit Sticks | 巧克力饼干棒 | 249 | - | min2 | Chocolate-coated biscuit sticks, two or more | 巧克力饼干棒，两盒起售
    Sparkling Water (12 pack) | 气泡水（12罐） | 799 | - | bags | Lime flavour | 青柠味
    Coconut Water | 椰子水 | 349 | - | - | 100% coconut water | 100%椰子水
  `),
  requiredSection: only(`
    ## Deli Seating | 熟食区座位
    Deli Seat (per guest) | 熟食区座位（每位） | 50 | - | - | A seat at the deli counter | 熟食柜台座位一位
  `),
  announcements: texts(`
    Fresh produce arrives every Tuesday and Friday. | 每周二、周五新鲜蔬果到货。
    Free delivery on orders over $60. | 订单满60美元免配送费。
  `),
};

export const DESSERTS: Cuisine = {
  key: 'desserts',
  category: text('Desserts | 甜品'),
  alsoListedAs: [],
  hours: 'dessert',
  prefixes: texts(`
    Sugar Cloud | 糖云
    Mango Tango | 芒果探戈
    Little Sweet | 小甜
    Snow Peak | 雪峰
    Moonlight | 月光
    Honeybee | 小蜜蜂
    Taro Moon | 芋月
    Velvet | 丝绒
    Peach Blossom | 桃花
    Sesame Street | 芝麻街
  `),
  suffixes: texts(`
    Desserts | 甜品
    Creamery | 冰淇淋店
    Tea & Dessert | 茶饮甜品
    Sweets | 甜点屋
    Boba | 珍珠奶茶
  `),
  options: {
    toppings: specification(
      'Toppings | 配料',
      'multi 3 required',
      'Boba | 珍珠; Mochi | 麻薯; Red bean | 红豆; Mango | 芒果; Taro balls | 芋圆',
    ),
    sweetness: specification(
      'Sweetness | 甜度',
      'single required',
      '0% | 无糖; 30% | 三分糖; 50% | 半糖; 100% | 全糖',
    ),
    ice: specification(
      'Ice | 冰量',
      'single optional',
      'No ice | 去冰; Less ice | 少冰; Regular ice | 正常冰',
    ),
    size: attribute('Size | 份量', 'Regular | 标准 | 0; Large | 大份 | 250'),
    scoops: addOns(
      'Extra scoops | 加球',
      '0-3',
      'Vanilla | 香草 | 250 | 0-2; Black sesame | 黑芝麻 | 275 | 0-2; Ube | 紫薯 | 275 | 0-2',
    ),
    bobaExtras: addOns(
      'Add-ins | 加料',
      '0-3',
      'Tapioca pearls | 珍珠 | 75 | 0-2; Lychee jelly | 荔枝果冻 | 75 | 0-2; Cheese foam | 芝士奶盖 | 125 | 0-1; Pudding | 布丁 | 100 | 0-1',
    ),
  },
  sections: menu(`
    ## Shaved Ice & Soft Serve | 雪花冰与软冰
    Mango Snow Ice | 芒果雪花冰 | 1095 | - | toppings size | Fluffy milk snow ice with fresh mango | 绵密牛奶雪花冰配新鲜芒果
    Taro Shaved Ice | 芋头刨冰 | 995 | - | toppings size | Taro, condensed milk and mochi | 芋头、炼乳与麻薯
    Matcha Soft Serve | 抹茶软冰淇淋 | 650 | - | scoops noDelivery | Uji matcha soft serve | 宇治抹茶软冰淇淋
    Black Sesame Sundae | 黑芝麻圣代 | 795 | - | scoops noDelivery | With sesame brittle | 配芝麻脆片
    ## Bubble Tea | 珍珠奶茶
    Classic Milk Tea | 经典珍珠奶茶 | 595 | - | sweetness ice bobaExtras size | Black tea with milk and tapioca pearls | 红茶牛奶配珍珠
    Brown Sugar Boba Milk | 黑糖珍珠鲜奶 | 695 | - | ice bobaExtras size | Fresh milk with brown sugar pearls | 鲜奶配黑糖珍珠
    Jasmine Green Tea | 茉莉绿茶 | 495 | - | sweetness ice bobaExtras | Fragrant jasmine green tea | 清香茉莉绿茶
    Mango Smoothie | 芒果冰沙 | 650 | - | sweetness bobaExtras | Blended with real mango | 真芒果打制
    ## Cakes & Pastries | 蛋糕甜点
    Mango Mochi (3) | 芒果麻薯（3个） | 695 | - | - | Soft mochi filled with mango cream | 软糯麻薯包芒果奶油
    Egg Waffle | 鸡蛋仔 | 795 | - | scoops | Hong Kong bubble waffle | 港式鸡蛋仔
    Soufflé Pancakes | 舒芙蕾松饼 | 1295 | - | noDelivery max2 | Jiggly pancakes with whipped cream, dine-in and pickup only | 软绵舒芙蕾，仅限堂食与自取
    Macaron (each) | 马卡龙（单个） | 295 | - | min3 | Assorted flavours, three or more | 多种口味，三个起售
    ## Warm Desserts | 热甜品
    Tang Yuan in Ginger Soup | 姜汤汤圆 | 695 | dinner | - | Black sesame rice balls in ginger syrup | 黑芝麻汤圆配姜汤
    Red Bean Soup | 红豆沙 | 595 | - | - | Sweet red bean soup with tangerine peel | 陈皮红豆沙
    Durian Crepe | 榴莲班戟 | 895 | dinner | - | Fresh durian and cream in a crepe | 新鲜榴莲奶油班戟
  `),
  requiredSection: only(`
    ## Table Service | 餐位
    Table Water & Napkins (per guest) | 饮用水与纸巾（每位） | 50 | - | - | Chilled water and napkins for each guest | 每位冰水与纸巾
  `),
  announcements: texts(`
    Buy two bubble teas, get the third half price. | 珍珠奶茶买二第三杯半价。
    Soufflé pancakes take 20 minutes: thanks for waiting! | 舒芙蕾需现做20分钟，感谢耐心等候！
  `),
};
