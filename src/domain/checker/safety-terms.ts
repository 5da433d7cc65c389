/**
 * What the safety rules look for in a prompt: well-known real people, brands and copyrighted
 * characters by name, and children next to unsafe things. Lists, not a classifier: they catch
 * the names people actually type, and each entry carries a neutral wording for the fix. The
 * rule texts shown with each finding come from the bundled safety rules
 * (src/domain/data/safety-rules.ts).
 */
import type { Pair } from './messages.ts';
import { terms, type Terms } from './prompt-text.ts';

export interface NamedTerm {
  /** Regex sources, matched as whole words, case-insensitively. */
  en: readonly string[];
  zh: readonly string[];
  /** What to write instead, per prompt language. */
  instead: Pair;
}

const SINGER: Pair = { en: 'a pop singer', zh: '一位流行歌手' };
const ACTOR: Pair = { en: 'an actor', zh: '一位演员' };
const ATHLETE: Pair = { en: 'an athlete', zh: '一位运动员' };
const LEADER: Pair = { en: 'a politician', zh: '一位政治人物' };
const FOUNDER: Pair = { en: 'a tech entrepreneur', zh: '一位科技企业家' };

/** Public figures people name in prompts (likeness-public-figures). */
export const REAL_PEOPLE: readonly NamedTerm[] = [
  { en: ['taylor swift'], zh: ['泰勒·斯威夫特', '霉霉'], instead: SINGER },
  { en: ['beyonc[eé]'], zh: ['碧昂丝'], instead: SINGER },
  { en: ['rihanna'], zh: ['蕾哈娜'], instead: SINGER },
  { en: ['ariana grande'], zh: ['爱莉安娜·格兰德', 'A妹'], instead: SINGER },
  { en: ['billie eilish'], zh: ['比莉·艾利什'], instead: SINGER },
  { en: ['justin bieber'], zh: ['贾斯汀·比伯', '比伯'], instead: SINGER },
  { en: ['jay chou'], zh: ['周杰伦'], instead: SINGER },
  { en: ['michael jackson'], zh: ['迈克尔·杰克逊'], instead: SINGER },
  { en: ['elon musk'], zh: ['埃隆·马斯克', '马斯克'], instead: FOUNDER },
  { en: ['mark zuckerberg'], zh: ['扎克伯格'], instead: FOUNDER },
  { en: ['bill gates'], zh: ['比尔·盖茨'], instead: FOUNDER },
  { en: ['steve jobs'], zh: ['乔布斯'], instead: FOUNDER },
  { en: ['jeff bezos'], zh: ['贝索斯'], instead: FOUNDER },
  { en: ['jack ma'], zh: ['马云'], instead: FOUNDER },
  { en: ['lei jun'], zh: ['雷军'], instead: FOUNDER },
  { en: ['(?:donald )?trump'], zh: ['特朗普', '川普'], instead: LEADER },
  { en: ['joe biden', 'biden'], zh: ['拜登'], instead: LEADER },
  { en: ['barack obama', 'obama'], zh: ['奥巴马'], instead: LEADER },
  { en: ['vladimir putin', 'putin'], zh: ['普京'], instead: LEADER },
  { en: ['xi jinping'], zh: ['习近平'], instead: LEADER },
  { en: ['kim jong[- ]un'], zh: ['金正恩'], instead: LEADER },
  { en: ['zelensky'], zh: ['泽连斯基'], instead: LEADER },
  { en: ['king charles', 'queen elizabeth'], zh: ['查尔斯国王', '伊丽莎白女王'], instead: LEADER },
  { en: ['keanu reeves'], zh: ['基努·里维斯'], instead: ACTOR },
  { en: ['tom cruise'], zh: ['汤姆·克鲁斯', '阿汤哥'], instead: ACTOR },
  { en: ['leonardo dicaprio', 'dicaprio'], zh: ['莱昂纳多·迪卡普里奥', '小李子'], instead: ACTOR },
  { en: ['brad pitt'], zh: ['布拉德·皮特'], instead: ACTOR },
  { en: ['scarlett johansson'], zh: ['斯嘉丽·约翰逊', '寡姐'], instead: ACTOR },
  { en: ['zendaya'], zh: ['赞达亚'], instead: ACTOR },
  { en: ['jackie chan'], zh: ['成龙'], instead: ACTOR },
  { en: ['bruce lee'], zh: ['李小龙'], instead: ACTOR },
  { en: ['andy lau'], zh: ['刘德华'], instead: ACTOR },
  { en: ['zhang ziyi'], zh: ['章子怡'], instead: ACTOR },
  { en: ['fan bingbing'], zh: ['范冰冰'], instead: ACTOR },
  { en: ['yang mi'], zh: ['杨幂'], instead: ACTOR },
  { en: ['wang yibo'], zh: ['王一博'], instead: ACTOR },
  { en: ['kim kardashian'], zh: ['金·卡戴珊'], instead: { en: 'a celebrity', zh: '一位名人' } },
  { en: ['mr\\.? ?beast'], zh: ['野兽先生'], instead: { en: 'a YouTuber', zh: '一位博主' } },
  { en: ['lionel messi', 'messi'], zh: ['梅西'], instead: ATHLETE },
  { en: ['cristiano ronaldo', 'ronaldo'], zh: ['C罗', 'C 罗'], instead: ATHLETE },
  { en: ['lebron james', 'lebron'], zh: ['勒布朗·詹姆斯'], instead: ATHLETE },
  { en: ['michael jordan'], zh: ['迈克尔·乔丹', '乔丹'], instead: ATHLETE },
  { en: ['kobe bryant'], zh: ['科比'], instead: ATHLETE },
  { en: ['yao ming'], zh: ['姚明'], instead: ATHLETE },
  { en: ['usain bolt'], zh: ['博尔特'], instead: ATHLETE },
];

const UNBRANDED: Pair = { en: 'unbranded', zh: '无品牌的' };
const DESIGNER: Pair = { en: 'designer', zh: '大牌' };
const SPORTS_CAR: Pair = { en: 'sports car', zh: '跑车' };
const LUXURY_CAR: Pair = { en: 'luxury car', zh: '豪华轿车' };
const COLA: Pair = { en: 'cola', zh: '可乐' };
const PHONE: Pair = { en: 'smartphone', zh: '手机' };

/** Brands and their products (copyright-logos). */
export const BRANDS: readonly NamedTerm[] = [
  { en: ['nike'], zh: ['耐克'], instead: UNBRANDED },
  { en: ['adidas'], zh: ['阿迪达斯'], instead: UNBRANDED },
  { en: ['coca[- ]cola', 'coke'], zh: ['可口可乐'], instead: COLA },
  { en: ['pepsi'], zh: ['百事可乐', '百事'], instead: COLA },
  { en: ['red bull'], zh: ['红牛'], instead: { en: 'energy drink', zh: '功能饮料' } },
  { en: ['starbucks'], zh: ['星巴克'], instead: { en: 'coffee shop', zh: '咖啡店' } },
  {
    en: ["mcdonald'?s", 'kfc'],
    zh: ['麦当劳', '肯德基'],
    instead: { en: 'fast-food', zh: '快餐' },
  },
  { en: ['iphone', 'ipad', 'apple watch', 'apple logo'], zh: ['苹果手机'], instead: PHONE },
  { en: ['macbook'], zh: [], instead: { en: 'laptop', zh: '笔记本电脑' } },
  { en: ['samsung', 'galaxy s\\d+'], zh: ['三星'], instead: PHONE },
  { en: ['huawei'], zh: ['华为'], instead: PHONE },
  { en: ['tesla'], zh: ['特斯拉'], instead: { en: 'electric car', zh: '电动汽车' } },
  {
    en: ['ferrari', 'lamborghini', 'porsche'],
    zh: ['法拉利', '兰博基尼', '保时捷'],
    instead: SPORTS_CAR,
  },
  { en: ['bmw', 'mercedes(?:-benz)?', 'audi'], zh: ['宝马', '奔驰', '奥迪'], instead: LUXURY_CAR },
  { en: ['rolex'], zh: ['劳力士'], instead: { en: 'luxury watch', zh: '名表' } },
  {
    en: ['louis vuitton', 'gucci', 'chanel', 'prada', 'dior', 'herm[eè]s', 'balenciaga'],
    zh: ['路易威登', '古驰', '香奈儿', '普拉达', '迪奥', '爱马仕', '巴黎世家'],
    instead: DESIGNER,
  },
  { en: ['lego'], zh: ['乐高'], instead: { en: 'toy brick', zh: '积木' } },
  {
    en: ['playstation', 'xbox', 'nintendo switch'],
    zh: ['任天堂'],
    instead: { en: 'game console', zh: '游戏机' },
  },
  { en: ['moutai'], zh: ['茅台'], instead: { en: 'baijiu', zh: '白酒' } },
  { en: [], zh: ['喜茶', '蜜雪冰城', '瑞幸'], instead: { en: 'tea shop', zh: '奶茶店' } },
];

const ORIGINAL: Pair = { en: 'an original character', zh: '一个原创角色' };

/** Copyrighted characters (copyright-characters). */
export const CHARACTERS: readonly NamedTerm[] = [
  {
    en: [
      'mickey mouse',
      'minnie mouse',
      'donald duck',
      'spider-?man',
      'batman',
      'superman',
      'iron man',
      'captain america',
      'the hulk',
      'wolverine',
      'deadpool',
      'thanos',
      'wonder woman',
      'harry potter',
      'hermione',
      'darth vader',
      'yoda',
      'baby yoda',
      'grogu',
      'pikachu',
      'pok[eé]mon',
      'super mario',
      'mario and luigi',
      'princess peach',
      'sonic the hedgehog',
      'elsa',
      'simba',
      'buzz lightyear',
      'woody from toy story',
      'shrek',
      'hello kitty',
      'spongebob',
      'homer simpson',
      'the simpsons',
      'goku',
      'naruto',
      'totoro',
      'doraemon',
      'peppa pig',
      'optimus prime',
      'james bond',
      'gandalf',
    ],
    zh: [
      '米老鼠',
      '米奇',
      '唐老鸭',
      '蜘蛛侠',
      '蝙蝠侠',
      '超人',
      '钢铁侠',
      '美国队长',
      '绿巨人',
      '死侍',
      '灭霸',
      '神奇女侠',
      '哈利·波特',
      '哈利波特',
      '达斯·维达',
      '尤达大师',
      '皮卡丘',
      '宝可梦',
      '神奇宝贝',
      '马里奥',
      '超级马里奥',
      '索尼克',
      '艾莎',
      '辛巴',
      '巴斯光年',
      '史莱克',
      '小黄人',
      '凯蒂猫',
      '海绵宝宝',
      '辛普森',
      '鸣人',
      '龙猫',
      '哆啦A梦',
      '哆啦 A 梦',
      '机器猫',
      '小猪佩奇',
      '擎天柱',
      '奥特曼',
      '喜羊羊',
      '熊大',
      '熊二',
      '蜡笔小新',
      '名侦探柯南',
      '柯南',
    ],
    instead: ORIGINAL,
  },
];

/** A child: the person the minors rule protects. Ages under 18 written as numbers count too. */
export const MINOR_TERMS: Terms = terms(
  [
    'child',
    'children',
    'kids?',
    'little (?:girl|boy)s?',
    'young (?:girl|boy)s?',
    'school(?:girl|boy)s?',
    'toddlers?',
    'babies',
    'baby',
    'infants?',
    'teens?',
    'teenagers?',
    'teenage',
    'minors?',
    'preteens?',
    '(?:[1-9]|1[0-7])[- ]year[- ]olds?',
  ],
  [
    '孩子',
    '小孩',
    '儿童',
    '小朋友',
    '小女孩',
    '小男孩',
    '婴儿',
    '宝宝',
    '幼儿',
    '未成年',
    '未成年人',
    '中学生',
    '小学生',
    '初中生',
    '高中生',
    '萝莉',
    '正太',
  ],
);

/** What a child must not be shown with: weapons, blood, drugs and drink, sexualised words, danger. */
export const UNSAFE_FOR_MINORS: Terms = terms(
  [
    'guns?',
    'rifles?',
    'pistols?',
    'weapons?',
    'machetes?',
    'blood(?:y)?',
    'gore',
    'wounds?',
    'injured',
    'brawl\\w*',
    'smoking',
    'cigarettes?',
    'cigars?',
    'vap(?:e|es|ing)',
    'alcohol',
    'beer',
    'wine',
    'whiske?y',
    'vodka',
    'drunk',
    'drugs?',
    'sexy',
    'seductive\\w*',
    'sensual',
    'lingerie',
    'bikini',
    'underwear',
    'naked',
    'nude',
    'topless',
    'provocative',
    'dangerous',
    'cliff edge',
    'abuse\\w*',
  ],
  [
    '枪',
    '手枪',
    '步枪',
    '武器',
    '匕首',
    '血',
    '流血',
    '鲜血',
    '打架',
    '斗殴',
    '抽烟',
    '吸烟',
    '香烟',
    '喝酒',
    '酒精',
    '啤酒',
    '白酒',
    '醉酒',
    '喝醉',
    '毒品',
    '性感',
    '诱惑',
    '内衣',
    '比基尼',
    '裸体',
    '裸露',
    '暴露',
    '危险',
    '悬崖边',
    '受伤',
    '虐待',
  ],
);

/** One compiled pattern per named list, and the entry each match belongs to. */
export interface NamedList {
  terms: Terms;
  entryOf: (matched: string) => NamedTerm | undefined;
}

export function namedList(entries: readonly NamedTerm[]): NamedList {
  const compiled = entries.map((entry) => ({
    entry,
    en: entry.en.length > 0 ? new RegExp(`^(?:${entry.en.join('|')})$`, 'i') : null,
    zh: new Set(entry.zh),
  }));
  return {
    terms: terms(
      entries.flatMap((entry) => entry.en),
      entries.flatMap((entry) => entry.zh),
      undefined,
      true,
    ),
    entryOf: (matched) =>
      compiled.find(({ en, zh }) => zh.has(matched) || (en !== null && en.test(matched)))?.entry,
  };
}
