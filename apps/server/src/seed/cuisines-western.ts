import { addOns, attribute, menu, only, specification, text, texts } from './menu-dsl.js';
import type { Cuisine } from './menu-library.types.js';

export const MEXICAN: Cuisine = {
  key: 'mexican',
  category: text('Mexican | 墨西哥菜'),
  alsoListedAs: [],
  hours: 'restaurant',
  prefixes: texts(`
    La Palma | 棕榈
    El Sol | 太阳
    Casa Verde | 绿屋
    La Estrella | 星星
    Don Pepe | 佩佩先生
    Los Compadres | 老友
    La Luna | 月亮
    El Farolito | 小灯塔
    Mi Tierra | 故土
    Las Flores | 花儿
  `),
  suffixes: texts(`
    Taqueria | 塔可店
    Cocina | 墨西哥厨房
    Cantina | 小酒馆
    Burritos | 卷饼店
    Mexican Grill | 墨西哥烤肉
  `),
  options: {
    tortilla: specification('Tortilla | 饼皮', 'single required', 'Corn | 玉米饼; Flour | 面粉饼'),
    beans: specification(
      'Beans | 豆子',
      'single optional',
      'Black beans | 黑豆; Pinto beans | 斑豆; Refried beans | 豆泥',
    ),
    salsa: specification(
      'Salsas | 莎莎酱',
      'multi 2 required',
      'Pico de gallo | 番茄莎莎; Salsa verde | 青莎莎; Salsa roja | 红莎莎; Chipotle | 烟熏辣椒酱',
    ),
    protein: attribute(
      'Protein | 主料',
      'Chicken | 鸡肉 | 0; Carne asada | 烤牛肉 | 200; Al pastor | 墨西哥烤猪肉 | 150; Carnitas | 慢炖猪肉 | 150; Grilled shrimp | 烤虾 | 300; Veggie | 素食 | 0',
    ),
    extras: addOns(
      'Extras | 加料',
      '0-4',
      'Guacamole | 牛油果酱 | 250 | 0-2; Sour cream | 酸奶油 | 75 | 0-2; Extra cheese | 加奶酪 | 100 | 0-2; Pickled jalapeños | 腌墨西哥辣椒 | 50 | 0-1',
    ),
  },
  sections: menu(`
    ## Breakfast | 早餐
    Breakfast Burrito | 早餐卷饼 | 1195 | breakfast | salsa extras | Eggs, potatoes, cheese and chorizo | 鸡蛋、土豆、奶酪与西班牙香肠
    Chilaquiles | 墨西哥玉米片炒蛋 | 1295 | breakfast | salsa | Tortilla chips simmered in salsa with eggs | 玉米片浸莎莎酱配鸡蛋
    ## Tacos | 塔可
    Street Tacos (3) | 街头塔可（3个） | 1095 | - | protein tortilla salsa extras | Corn tortillas, onion and cilantro | 玉米饼配洋葱与香菜
    Fish Tacos (2) | 炸鱼塔可（2个） | 1195 | - | tortilla salsa | Beer-battered fish with cabbage slaw | 啤酒面糊炸鱼配卷心菜沙拉
    Taco (each) | 单个塔可 | 395 | - | protein tortilla min2 | Build your own plate, two tacos or more | 单点塔可，两个起售
    Birria Tacos (3) | 墨西哥炖肉塔可（3个） | 1495 | - | salsa | Braised beef tacos with consommé for dipping | 炖牛肉塔可配浓汤蘸食
    ## Burritos & Bowls | 卷饼与碗
    Mission Burrito | 米慎卷饼 | 1395 | - | protein beans salsa extras | Rice, beans, salsa and your choice of protein | 米饭、豆子、莎莎酱与自选主料
    Super Burrito | 超级卷饼 | 1595 | - | protein beans salsa extras | Loaded with guacamole, cheese and sour cream | 加牛油果酱、奶酪与酸奶油
    Burrito Bowl | 卷饼碗 | 1395 | - | protein beans salsa extras | Everything in a burrito, no tortilla | 不要饼皮的卷饼碗
    Quesadilla | 墨西哥奶酪饼 | 1195 | - | protein extras | Grilled flour tortilla with melted cheese | 煎面粉饼夹融化奶酪
    ## Plates | 套餐
    Enchiladas Verdes | 青酱玉米卷 | 1695 | dinner | protein beans | Three enchiladas in tomatillo sauce | 三个青番茄酱玉米卷
    Carne Asada Plate | 烤牛肉套餐 | 1995 | dinner | beans | Grilled steak, rice, beans and tortillas | 烤牛排、米饭、豆子与玉米饼
    Chips & Guacamole | 玉米片配牛油果酱 | 895 | - | - | Fresh guacamole with warm chips | 新鲜牛油果酱配热玉米片
    Elote | 墨西哥烤玉米 | 595 | - | - | Grilled corn with cotija and chili | 烤玉米配奶酪与辣椒粉
    ## Drinks | 饮品
    Horchata | 墨西哥米浆 | 450 | - | - | Cinnamon rice milk | 肉桂米浆
    Agua Fresca | 鲜果水 | 450 | - | - | Watermelon or hibiscus | 西瓜或洛神花鲜果水
    Mexican Coke | 墨西哥可乐 | 395 | - | - | Made with cane sugar | 蔗糖配方可乐
  `),
  requiredSection: only(`
    ## Table Service | 餐位
    Chips & Salsa for the Table | 餐桌玉米片与莎莎酱 | 295 | - | - | Warm chips and house salsa to start | 热玉米片配自制莎莎酱
  `),
  announcements: texts(`
    Taco Tuesday: every taco $1 off all day. | 塔可星期二：全天每个塔可减1美元。
    Our tortillas are pressed by hand every morning. | 玉米饼每天早上手工压制。
  `),
};

export const PIZZA: Cuisine = {
  key: 'pizza',
  category: text('Pizza | 披萨'),
  alsoListedAs: [],
  hours: 'pizza',
  prefixes: texts(`
    Tony's | 托尼
    Golden Gate | 金门
    North Beach | 北岸
    Mamma Rosa | 罗莎妈妈
    Vesuvio | 维苏威
    Bella | 贝拉
    Napoli | 那不勒斯
    Fire Brick | 火砖
    Little Italy | 小意大利
    Luigi's | 路易吉
  `),
  suffixes: texts(`
    Pizzeria | 披萨店
    Pizza Co. | 披萨公司
    Slice Shop | 切片披萨
    Pizza & Pasta | 披萨意面馆
  `),
  options: {
    crust: specification(
      'Crust | 饼底',
      'single required',
      'Classic | 经典; Thin & crispy | 薄脆; Gluten-free | 无麸质',
    ),
    dressing: specification(
      'Dressing | 沙拉酱',
      'single optional',
      'Ranch | 田园酱; Caesar | 凯撒酱; Balsamic | 香醋汁',
    ),
    pasta: specification(
      'Pasta | 意面',
      'single required',
      'Spaghetti | 意大利面; Penne | 通心粉; Fettuccine | 宽面',
    ),
    size: attribute('Size | 尺寸', '10-inch | 10寸 | 0; 14-inch | 14寸 | 600; 18-inch | 18寸 | 1000'),
    toppings: addOns(
      'Extra toppings | 加配料',
      '0-5',
      'Pepperoni | 意式辣香肠 | 200 | 0-2; Mushrooms | 蘑菇 | 150 | 0-2; Black olives | 黑橄榄 | 150 | 0-1; Extra mozzarella | 加马苏里拉 | 200 | 0-2; Jalapeños | 墨西哥辣椒 | 100 | 0-1',
    ),
    dips: addOns(
      'Dips | 蘸酱',
      '0-4',
      'Ranch | 田园酱 | 75 | 0-2; Marinara | 番茄酱 | 75 | 0-2; Garlic butter | 蒜香黄油 | 100 | 0-2',
    ),
  },
  sections: menu(`
    ## Pizzas | 披萨
    Margherita | 玛格丽特披萨 | 1795 | - | size crust toppings | Tomato, fresh mozzarella and basil | 番茄、新鲜马苏里拉与罗勒
    Pepperoni Pizza | 意式辣香肠披萨 | 1995 | - | size crust toppings | Crispy-edged pepperoni and mozzarella | 边缘焦脆的辣香肠配马苏里拉
    Four Cheese Pizza | 四种奶酪披萨 | 2095 | - | size crust toppings | Mozzarella, provolone, parmesan and gorgonzola | 马苏里拉、波萝伏洛、帕玛森与戈贡佐拉
    Veggie Supreme | 至尊蔬菜披萨 | 1995 | - | size crust toppings | Peppers, onions, mushrooms and olives | 甜椒、洋葱、蘑菇与橄榄
    Hawaiian Pizza | 夏威夷披萨 | 1995 | - | size crust toppings | Ham and pineapple | 火腿与菠萝
    Pizza by the Slice | 切片披萨 | 495 | lunch | toppings max4 | A New York-style slice, cheese or pepperoni | 纽约风格切片披萨
    ## Pasta | 意面
    Spaghetti & Meatballs | 肉丸意面 | 1695 | - | pasta | Slow-simmered tomato sauce and beef meatballs | 慢炖番茄酱配牛肉丸
    Fettuccine Alfredo | 奶油白酱宽面 | 1595 | dinner | pasta | Parmesan cream sauce | 帕玛森奶油白酱
    Penne Arrabbiata | 香辣番茄通心粉 | 1495 | - | pasta | Spicy tomato and garlic | 香辣番茄蒜味酱
    ## Starters & Salads | 小食沙拉
    Garlic Knots (6) | 蒜香面包结（6个） | 695 | - | dips | Baked dough knots with garlic butter | 蒜香黄油烤面包结
    Chicken Wings (8) | 鸡翅（8只） | 1295 | - | dips | Buffalo or lemon pepper | 水牛城辣酱或柠檬胡椒
    Caesar Salad | 凯撒沙拉 | 1095 | - | dressing | Romaine, croutons and parmesan | 罗马生菜、面包丁与帕玛森
    Caprese Salad | 卡普里沙拉 | 1195 | - | - | Tomato, mozzarella, basil and olive oil | 番茄、马苏里拉、罗勒与橄榄油
    ## Desserts & Drinks | 甜品饮品
    Tiramisu | 提拉米苏 | 895 | - | - | Espresso-soaked ladyfingers and mascarpone | 浓缩咖啡浸手指饼配马斯卡彭
    Cannoli (2) | 奶油甜卷（2个） | 795 | - | - | Crisp shells with sweet ricotta | 酥脆外壳配甜乳清奶酪
    San Pellegrino | 圣培露气泡水 | 350 | - | max4 | Sparkling mineral water | 意大利气泡矿泉水
    Italian Soda | 意式苏打 | 450 | - | - | Sparkling water with fruit syrup | 气泡水配水果糖浆
  `),
  requiredSection: only(`
    ## Table Service | 餐位
    Bread & Olive Oil (per table) | 面包配橄榄油（每桌） | 300 | - | - | Warm focaccia with olive oil and balsamic | 温热佛卡夏配橄榄油与香醋
  `),
  announcements: texts(`
    Late-night slices until midnight on weekends. | 周末切片披萨供应至午夜。
    Our dough ferments for 48 hours. | 我们的面团发酵48小时。
  `),
};

export const BURGERS: Cuisine = {
  key: 'burgers',
  category: text('Burgers | 汉堡'),
  alsoListedAs: [],
  hours: 'restaurant',
  prefixes: texts(`
    Big Fog | 大雾
    Golden State | 金州
    Cable Car | 缆车
    Back Alley | 后巷
    Smokey's | 烟熏
    Double Stack | 双层
    Bayside | 湾畔
    Route 1 | 一号公路
    Sunset | 日落
    Union | 联合
  `),
  suffixes: texts(`
    Burgers | 汉堡
    Burger Bar | 汉堡吧
    Grill | 烧烤屋
    Diner | 美式餐馆
    Smash Burgers | 厚切汉堡
  `),
  options: {
    doneness: specification(
      'Doneness | 熟度',
      'single required',
      'Medium rare | 五分熟; Medium | 七分熟; Well done | 全熟',
    ),
    hold: specification(
      'Hold | 免加',
      'multi 3 optional',
      'No onions | 不要洋葱; No pickles | 不要酸黄瓜; No tomato | 不要番茄; No sauce | 不要酱',
    ),
    side: attribute(
      'Side | 配菜',
      'Fries | 薯条 | 0; Sweet potato fries | 红薯条 | 150; Onion rings | 洋葱圈 | 200; Side salad | 配菜沙拉 | 100',
    ),
    shakeSize: attribute('Size | 杯型', 'Regular | 标准杯 | 0; Large | 大杯 | 200'),
    extras: addOns(
      'Add to your burger | 汉堡加料',
      '0-4',
      'Bacon | 培根 | 250 | 0-2; Avocado | 牛油果 | 200 | 0-1; Fried egg | 煎蛋 | 150 | 0-1; Extra patty | 加肉饼 | 400 | 0-1',
    ),
    sauces: addOns(
      'Dipping sauces | 蘸酱',
      '0-3',
      'Ketchup | 番茄酱 | 0 | 0-3; Garlic aioli | 蒜香蛋黄酱 | 75 | 0-2; Chipotle mayo | 烟熏辣蛋黄酱 | 75 | 0-2',
    ),
  },
  sections: menu(`
    ## Breakfast | 早餐
    Bacon Egg & Cheese Sandwich | 培根鸡蛋芝士三明治 | 895 | breakfast | hold | Fried egg, bacon and cheddar on a brioche bun | 布里欧修面包夹煎蛋、培根与切达芝士
    Breakfast Burger | 早餐汉堡 | 1395 | breakfast | doneness | Beef patty with a fried egg and hash brown | 牛肉饼配煎蛋与薯饼
    ## Burgers | 汉堡
    Classic Cheeseburger | 经典芝士汉堡 | 1395 | - | doneness hold side extras | Beef patty, American cheese, lettuce, tomato and house sauce | 牛肉饼、美式芝士、生菜、番茄与秘制酱
    Double Smash Burger | 双层厚切汉堡 | 1595 | - | hold side extras | Two smashed patties with caramelised onions | 两片压制牛肉饼配焦糖洋葱
    Mushroom Swiss Burger | 蘑菇瑞士芝士汉堡 | 1595 | - | doneness hold side extras | Sautéed mushrooms and Swiss cheese | 炒蘑菇与瑞士芝士
    Crispy Chicken Sandwich | 脆皮鸡排堡 | 1395 | - | hold side extras | Buttermilk fried chicken with slaw | 酪乳炸鸡排配卷心菜沙拉
    Plant-Based Burger | 植物肉汉堡 | 1595 | - | hold side extras | Plant-based patty with all the fixings | 植物肉饼配齐全配料
    Lunch Burger Combo | 午市汉堡套餐 | 1495 | lunch | doneness side | Cheeseburger, fries and a soda | 芝士汉堡、薯条与汽水
    ## Sides | 小食
    French Fries | 薯条 | 495 | - | sauces | Crispy skin-on fries | 带皮酥脆薯条
    Onion Rings | 洋葱圈 | 595 | - | sauces | Beer-battered onion rings | 啤酒面糊洋葱圈
    Garlic Fries | 蒜香薯条 | 650 | - | sauces | Tossed with garlic and parsley | 蒜末欧芹拌薯条
    Chicken Tenders (4) | 鸡柳（4条） | 995 | - | sauces | Hand-breaded chicken tenders | 手工裹粉鸡柳
    ## Shakes & Drinks | 奶昔饮品
    Chocolate Shake | 巧克力奶昔 | 795 | - | shakeSize | Thick chocolate milkshake | 浓厚巧克力奶昔
    Strawberry Shake | 草莓奶昔 | 795 | - | shakeSize | Made with real strawberries | 真草莓制作
    Lemonade | 柠檬水 | 450 | - | - | Fresh-squeezed lemonade | 鲜榨柠檬水
    Fountain Soda | 汽水 | 350 | - | - | Cola, diet cola or lemon-lime | 可乐、无糖可乐或柠檬汽水
  `),
  requiredSection: only(`
    ## Table Service | 餐位
    Table Condiment Set | 餐桌调料组合 | 100 | - | - | Ketchup, mustard and pickles for the table | 番茄酱、芥末与酸黄瓜
  `),
  announcements: texts(`
    All our beef is grass-fed and ground in house daily. | 牛肉均为草饲，每日店内现绞。
    Happy hour 3 to 5 pm: half-price fries. | 下午3点至5点欢乐时光：薯条半价。
  `),
};
