import { addOns, attribute, menu, only, specification, text, texts } from './menu-dsl.js';
import type { Cuisine } from './menu-library.types.js';

export const CHINESE: Cuisine = {
  key: 'chinese',
  category: text('Chinese | 中餐'),
  alsoListedAs: [],
  hours: 'restaurant',
  prefixes: texts(`
    Golden Dragon | 金龙
    Jade Garden | 翡翠
    Lucky Star | 福星
    Red Lantern | 红灯笼
    Sichuan House | 川味
    Canton | 粤香
    Old Shanghai | 老上海
    Hunan Spice | 湘味
    Peking | 京华
    Dragon Well | 龙井
    Bamboo Grove | 竹林
    Double Happiness | 双喜
  `),
  suffixes: texts(`
    Kitchen | 小厨
    Noodle House | 面馆
    Dumpling House | 饺子馆
    Restaurant | 酒家
    Bistro | 小馆
    Seafood | 海鲜酒楼
  `),
  options: {
    spice: specification(
      'Spice level | 辣度',
      'single required',
      'Not spicy | 不辣; Mild | 微辣; Medium | 中辣; Extra hot | 特辣',
    ),
    hold: specification(
      'Leave out | 免加',
      'multi 3 optional',
      'No scallions | 不要葱; No cilantro | 不要香菜; No garlic | 不要蒜; No MSG | 不加味精',
    ),
    sauce: specification(
      'Dipping sauces | 蘸料',
      'multi 2 required',
      'Black vinegar | 香醋; Chili oil | 辣椒油; Soy & ginger | 姜丝酱油; Garlic sauce | 蒜泥',
    ),
    portion: attribute('Portion | 份量', 'Regular | 标准 | 0; Large | 大份 | 300'),
    noodle: attribute(
      'Noodles | 面条',
      'Hand-pulled | 手拉面 | 0; Knife-cut | 刀削面 | 100; Rice noodles | 米粉 | 0',
    ),
    extras: addOns(
      'Extras | 加料',
      '0-4',
      'Fried egg | 煎蛋 | 150 | 0-2; Steamed rice | 白米饭 | 200 | 0-3; Baby bok choy | 上海青 | 250 | 0-1',
    ),
    dumplingExtra: addOns(
      'More dumplings | 加饺子',
      '0-12',
      'Extra dumplings (each) | 加饺子（每只） | 90 | 2-10; Chili oil | 红油 | 50 | 0-2',
    ),
  },
  sections: menu(`
    ## Breakfast | 早点
    Congee with Preserved Egg & Pork | 皮蛋瘦肉粥 | 895 | breakfast | extras | Silky rice porridge with century egg and lean pork | 绵滑白粥配皮蛋与瘦肉
    Soy Milk & Fried Dough Stick | 豆浆油条 | 595 | breakfast | - | Fresh sweet soy milk with a crisp youtiao | 现磨甜豆浆配酥脆油条
    Steamed Pork Bun (each) | 鲜肉包（每个） | 250 | breakfast | min3 | Fluffy bun filled with juicy pork, three or more | 松软包子，鲜肉多汁，三个起售
    Scallion Pancake | 葱油饼 | 795 | breakfast | sauce | Flaky pan-fried pancake with scallions | 层层酥脆的葱油饼
    ## Dim Sum | 点心
    Har Gow (4) | 虾饺（4只） | 895 | lunch | sauce | Crystal-skin shrimp dumplings | 水晶皮鲜虾饺
    Siu Mai (4) | 烧卖（4只） | 795 | lunch | sauce | Open-top pork and shrimp dumplings | 猪肉鲜虾烧卖
    Xiao Long Bao (6) | 小笼包（6只） | 1195 | - | sauce dumplingExtra | Soup dumplings with pork and rich broth | 皮薄汤多的鲜肉小笼包
    Pork & Chive Dumplings (8) | 猪肉韭菜水饺（8只） | 1095 | - | sauce dumplingExtra | Hand-folded boiled dumplings | 手工包制的猪肉韭菜水饺
    Turnip Cake | 萝卜糕 | 695 | lunch | - | Pan-fried daikon cake with Chinese sausage | 腊肠香煎萝卜糕
    ## Noodles & Rice | 面饭
    Beef Noodle Soup | 红烧牛肉面 | 1595 | - | spice noodle hold | Braised beef shank in a spiced broth | 红烧牛腱，浓郁香辣汤底
    Dan Dan Noodles | 担担面 | 1395 | - | spice hold extras | Sichuan noodles with chili oil and minced pork | 红油肉臊担担面
    Yangzhou Fried Rice | 扬州炒饭 | 1295 | - | portion extras hold | Egg fried rice with shrimp and char siu | 虾仁叉烧蛋炒饭
    Beef Chow Fun | 干炒牛河 | 1495 | - | portion hold | Wok-charred rice noodles with beef | 镬气十足的干炒牛河
    Char Siu Rice Plate | 叉烧饭 | 1395 | lunch | extras | Honey-glazed barbecue pork over rice | 蜜汁叉烧配白饭
    ## Chef's Specials | 招牌菜
    Kung Pao Chicken | 宫保鸡丁 | 1695 | - | spice portion hold extras | Wok-tossed chicken with peanuts and dried chilies | 花生、干辣椒爆炒鸡丁
    Mapo Tofu | 麻婆豆腐 | 1495 | - | spice extras | Silken tofu in a numbing chili bean sauce | 麻辣鲜香的嫩豆腐
    Sweet and Sour Pork | 咕噜肉 | 1695 | - | portion | Crispy pork with pineapple and peppers | 菠萝青椒酸甜咕噜肉
    Peking Duck (half) | 北京烤鸭（半只） | 3895 | dinner | max2 noDelivery | Crisp-skinned duck with pancakes and scallions | 皮脆肉嫩的烤鸭，配荷叶饼与葱丝
    Salt & Pepper Squid | 椒盐鱿鱼 | 1795 | dinner | spice | Lightly battered squid with garlic and chili | 椒盐酥炸鱿鱼
    Dry-Fried Green Beans | 干煸四季豆 | 1295 | - | spice hold | Blistered green beans with garlic and pork | 蒜香肉末干煸四季豆
    ## Drinks | 饮品
    Hong Kong Milk Tea | 港式奶茶 | 495 | - | - | Strong black tea with evaporated milk | 浓郁丝滑的港式奶茶
    Fresh Soy Milk | 鲜豆浆 | 395 | - | - | House-made soy milk, lightly sweet | 自制鲜豆浆，微甜
    Chrysanthemum Tea | 菊花茶 | 395 | - | - | Floral iced chrysanthemum tea | 清香冰菊花茶
  `),
  requiredSection: only(`
    ## Tea Service | 茶位
    Jasmine Tea (per guest) | 茉莉花茶（每位） | 150 | - | - | Bottomless pot of jasmine tea | 茉莉花茶，无限续杯
    Pu-erh Tea (per guest) | 普洱茶（每位） | 200 | - | - | Earthy aged pu-erh, refilled on request | 陈年普洱，随时续杯
  `),
  announcements: texts(`
    Free spring rolls with every order over $50 this week. | 本周订单满50美元即送春卷。
    Dim sum is served until 3 pm every day. | 点心每天供应至下午3点。
    Ask for our off-menu Sichuan dishes! | 欢迎询问菜单外的川菜！
  `),
};

export const JAPANESE: Cuisine = {
  key: 'japanese',
  category: text('Japanese | 日料'),
  alsoListedAs: [],
  hours: 'restaurant',
  prefixes: texts(`
    Sakura | 樱花
    Kaze | 风
    Hana | 花
    Tsuki | 月
    Yuzu | 柚子
    Kumo | 云
    Hikari | 光
    Umi | 海
    Momiji | 红叶
    Fuji | 富士
    Koi | 锦鲤
    Shiro | 白
  `),
  suffixes: texts(`
    Ramen | 拉面
    Sushi | 寿司
    Izakaya | 居酒屋
    Udon | 乌冬
    Teishoku | 定食屋
    Bento | 便当
  `),
  options: {
    rice: specification(
      'Rice | 米饭',
      'single required',
      'White rice | 白米饭; Brown rice | 糙米饭; Half & half | 各半',
    ),
    broth: specification(
      'Broth richness | 汤头浓度',
      'single optional',
      'Light | 清淡; Regular | 标准; Rich | 浓厚',
    ),
    noodleFirmness: specification(
      'Noodle firmness | 面条软硬',
      'single required',
      'Soft | 软; Regular | 标准; Firm | 硬',
    ),
    garnish: specification(
      'Toppings to skip | 免加配料',
      'multi 3 optional',
      'No scallions | 不要葱; No sesame | 不要芝麻; No seaweed | 不要海苔; No ginger | 不要姜',
    ),
    size: attribute('Size | 份量', 'Regular | 标准 | 0; Large | 大份 | 350'),
    roll: attribute(
      'Roll style | 卷法',
      'Classic | 经典 | 0; Tempura crunch | 天妇罗脆 | 150; Soy paper | 豆皮 | 100',
    ),
    ramenExtras: addOns(
      'Ramen extras | 拉面加料',
      '0-5',
      'Extra chashu | 加叉烧 | 350 | 0-2; Ajitama egg | 溏心蛋 | 250 | 0-2; Extra noodles | 加面 | 300 | 0-1; Corn & butter | 玉米黄油 | 200 | 0-1',
    ),
    sides: addOns(
      'On the side | 配菜',
      '0-3',
      'Miso soup | 味噌汤 | 300 | 0-2; Edamame | 毛豆 | 450 | 0-1; Extra wasabi | 加芥末 | 50 | 0-2',
    ),
  },
  sections: menu(`
    ## Breakfast Sets | 早餐定食
    Grilled Salmon Breakfast | 烤三文鱼早餐定食 | 1695 | breakfast | rice | Salted salmon, miso soup, rice and pickles | 盐烤三文鱼、味噌汤、米饭与渍物
    Tamago Onigiri | 玉子饭团 | 395 | breakfast | min2 | Rice ball with sweet rolled omelette, two or more | 甜玉子烧饭团，两个起售
    ## Ramen | 拉面
    Tonkotsu Ramen | 豚骨拉面 | 1795 | - | noodleFirmness broth garnish ramenExtras size | Rich pork bone broth, chashu and ajitama egg | 浓郁豚骨汤底，配叉烧与溏心蛋
    Shoyu Ramen | 酱油拉面 | 1695 | - | noodleFirmness garnish ramenExtras size | Clear chicken and soy broth with bamboo shoots | 清澈鸡汤酱油汤底，配笋干
    Spicy Miso Ramen | 辣味噌拉面 | 1795 | - | noodleFirmness broth ramenExtras size | Miso broth with chili paste and ground pork | 辣味噌汤底配肉末
    Vegetable Ramen | 蔬菜拉面 | 1595 | - | noodleFirmness garnish ramenExtras | Kombu broth with seasonal vegetables | 昆布汤底配时令蔬菜
    ## Sushi & Rolls | 寿司卷物
    California Roll | 加州卷 | 1095 | - | roll sides | Crab, avocado and cucumber | 蟹肉、牛油果与黄瓜
    Spicy Tuna Roll | 辣金枪鱼卷 | 1295 | - | roll sides | Tuna with spicy mayo and scallions | 金枪鱼配辣蛋黄酱与葱花
    Salmon Nigiri (2) | 三文鱼握寿司（2贯） | 895 | - | sides | Fresh salmon over seasoned rice | 新鲜三文鱼握寿司
    Dragon Roll | 龙卷 | 1695 | - | sides | Eel and cucumber topped with avocado | 鳗鱼黄瓜卷，上铺牛油果
    Chef's Omakase Sushi Set | 主厨精选寿司套餐 | 4895 | dinner | max2 noDelivery | Twelve pieces chosen by the chef | 主厨精选十二贯
    ## Rice Bowls & Bento | 丼饭便当
    Chicken Teriyaki Bowl | 照烧鸡肉饭 | 1495 | - | rice size sides | Grilled chicken glazed with teriyaki | 照烧酱烤鸡腿肉盖饭
    Katsu Curry | 日式猪排咖喱 | 1595 | - | rice size | Crispy pork cutlet with Japanese curry | 酥炸猪排配日式咖喱
    Salmon Bento | 三文鱼便当 | 1895 | lunch | rice | Grilled salmon, rice, salad and sides | 烤三文鱼、米饭、沙拉与小菜
    Gyudon | 牛肉饭 | 1395 | lunch | rice size garnish | Simmered beef and onions over rice | 洋葱炖牛肉盖饭
    ## Small Plates | 小菜
    Chicken Karaage | 日式炸鸡块 | 995 | - | - | Juicy fried chicken with lemon | 柠檬日式炸鸡
    Gyoza (6) | 煎饺（6只） | 895 | - | - | Pan-fried pork dumplings | 日式煎饺
    Edamame | 毛豆 | 595 | - | - | Steamed soybeans with sea salt | 海盐水煮毛豆
    ## Drinks | 饮品
    Matcha Latte | 抹茶拿铁 | 595 | - | - | Stone-ground matcha with milk | 石磨抹茶配牛奶
    Ramune Soda | 波子汽水 | 450 | - | - | Classic Japanese marble soda | 经典日本弹珠汽水
    Iced Barley Tea | 冰大麦茶 | 350 | - | - | Roasted barley tea, unsweetened | 无糖烘焙大麦茶
  `),
  requiredSection: only(`
    ## Table Setting | 餐位
    Table Setting (per guest) | 餐位费（每位） | 100 | - | - | Hot towel, tea and pickles for each guest | 每位客人的热毛巾、茶与渍物
    Otoshi Starter (per guest) | 日式前菜（每位） | 350 | - | - | The chef's small welcome appetizer | 主厨准备的迎宾小菜
  `),
  announcements: texts(`
    Our broth simmers for 18 hours; ramen may sell out by evening. | 汤头熬煮18小时，拉面傍晚可能售罄。
    Omakase is available for dine-in only, reservations recommended. | 主厨精选仅限堂食，建议预订。
  `),
};

export const THAI: Cuisine = {
  key: 'thai',
  category: text('Thai | 泰国菜'),
  alsoListedAs: [],
  hours: 'restaurant',
  prefixes: texts(`
    Bangkok | 曼谷
    Siam | 暹罗
    Lotus | 莲花
    Chiang Mai | 清迈
    Orchid | 兰花
    Elephant | 大象
    Basil Leaf | 罗勒叶
    Jasmine | 茉莉
    Tamarind | 罗望子
    Phuket | 普吉
  `),
  suffixes: texts(`
    Thai Kitchen | 泰式厨房
    Thai Cuisine | 泰餐
    Noodle Bar | 粉面吧
    Thai Street Food | 泰式街头小吃
    Thai Bistro | 泰式小馆
  `),
  options: {
    spice: specification(
      'Spice level | 辣度',
      'single required',
      'Mild | 微辣; Medium | 中辣; Thai hot | 泰式特辣',
    ),
    sweetness: specification(
      'Sweetness | 甜度',
      'single optional',
      'Less sweet | 少甜; Regular | 正常; Extra sweet | 多甜',
    ),
    hold: specification(
      'Leave out | 免加',
      'multi 2 optional',
      'No peanuts | 不要花生; No bean sprouts | 不要豆芽; No cilantro | 不要香菜',
    ),
    protein: attribute(
      'Protein | 主料',
      'Tofu | 豆腐 | 0; Chicken | 鸡肉 | 0; Beef | 牛肉 | 200; Shrimp | 虾 | 300',
    ),
    sides: addOns(
      'Add-ons | 加点',
      '0-4',
      'Jasmine rice | 茉莉香米饭 | 250 | 0-2; Fried egg | 煎蛋 | 200 | 0-2; Peanut sauce | 花生酱 | 150 | 0-1; Crispy shallots | 炸红葱头 | 100 | 0-1',
    ),
  },
  sections: menu(`
    ## Starters | 前菜
    Fresh Rolls (2) | 泰式鲜卷（2条） | 895 | - | protein | Rice paper rolls with herbs and peanut sauce | 米纸包香草，配花生酱
    Chicken Satay | 沙爹鸡肉串 | 1095 | - | - | Grilled skewers with peanut sauce and cucumber relish | 炭烤鸡肉串配花生酱与黄瓜
    Tom Yum Soup | 冬阴功汤 | 1295 | - | spice protein | Hot and sour soup with lemongrass and mushrooms | 香茅蘑菇酸辣汤
    Papaya Salad | 青木瓜沙拉 | 1095 | - | spice hold | Shredded green papaya with lime and chili | 青木瓜丝拌青柠与辣椒
    ## Lunch Specials | 午市特价
    Lunch Pad Thai Combo | 午市泰式炒河粉套餐 | 1395 | lunch | spice protein hold | Pad thai with a spring roll and salad | 泰式炒河粉配春卷与沙拉
    Lunch Curry Combo | 午市咖喱套餐 | 1395 | lunch | spice protein | Red or green curry with rice and a spring roll | 红或绿咖喱配米饭与春卷
    ## Noodles | 粉面
    Pad Thai | 泰式炒河粉 | 1595 | - | spice protein hold sides | Rice noodles with tamarind, egg and peanuts | 罗望子酱炒河粉，配鸡蛋与花生
    Pad See Ew | 泰式酱油炒宽粉 | 1595 | - | protein sides | Wide noodles with Chinese broccoli and sweet soy | 宽河粉配芥兰与甜酱油
    Drunken Noodles | 醉面 | 1595 | - | spice protein sides | Spicy wide noodles with holy basil | 圣罗勒辣炒宽河粉
    Boat Noodle Soup | 船面 | 1495 | - | spice | Rich beef broth with rice noodles | 浓郁牛肉汤配米粉
    ## Curries & Mains | 咖喱主菜
    Green Curry | 绿咖喱 | 1695 | - | spice protein sides | Coconut green curry with Thai eggplant and basil | 椰奶绿咖喱配泰国茄子与罗勒
    Massaman Curry | 玛莎曼咖喱 | 1795 | - | spice protein sides | Mild curry with potatoes and peanuts | 土豆花生温和咖喱
    Basil Chicken | 打抛鸡 | 1595 | - | spice sides | Minced chicken stir-fried with holy basil | 圣罗勒炒鸡肉末
    Crying Tiger Steak | 泰式烤牛排 | 2495 | dinner | noDelivery | Grilled flank steak with tamarind chili dip | 炭烤牛腹排配罗望子辣酱
    ## Desserts & Drinks | 甜品饮品
    Mango Sticky Rice | 芒果糯米饭 | 995 | - | - | Sweet coconut sticky rice with ripe mango | 椰香糯米配熟芒果
    Thai Iced Tea | 泰式冰奶茶 | 550 | - | sweetness | Spiced black tea with condensed milk | 香料红茶配炼乳
    Young Coconut | 椰青 | 695 | - | max4 | Chilled whole young coconut | 冰镇整只椰青
  `),
  requiredSection: only(`
    ## Table Service | 餐位
    Jasmine Rice for the Table (per guest) | 餐桌茉莉香米饭（每位） | 250 | - | - | Steamed jasmine rice, refilled for the table | 茉莉香米饭，可续
  `),
  announcements: texts(`
    Tell us your spice level: Thai hot really is hot! | 请告知辣度：泰式特辣是真的辣！
    Lunch specials Monday to Friday, 11 am to 3 pm. | 周一至周五上午11点至下午3点供应午市特价。
  `),
};
