/**
 * Chinese words as Intl.Segmenter cuts them (built into Node and browsers). A one-character
 * keyword matches only a whole word, so 海 is not found in 上海, 浪 in 浪漫, 茶 in 奶茶 or 夜 in
 * 年夜饭; a longer keyword matches inside a word as well ("夜市" in "夜市里").
 *
 * The segmenter's dictionary is small: it cuts 云海 into 云|海 and 雪豹 into 雪|豹, so a cue
 * would find the sea in a sea of clouds and snowfall on a snow leopard. COMPOUNDS are read
 * first: their words are one word, and no cue is looked for inside them.
 */

export interface ChineseWords {
  text: string;
  words: readonly { word: string; index: number }[];
  /** Where each word first occurs (cue look-ups are one map read). */
  first?: ReadonlyMap<string, number>;
  /** The compounds among the words (usually none). */
  compounds?: readonly { word: string; index: number }[];
}

/**
 * Words whose characters mean something else alone (false friends). Each is one word: 云海 is
 * clouds over peaks, 雪后 is snow lying on the ground, 推车 is a cart, 火锅 is food. The cue
 * lists say what the compound itself means where it matters (云海 is a mountain view).
 */
export const COMPOUNDS: readonly string[] = [
  // A drone is 无人机, never 无人 (no one) and a machine.
  '无人机',
  // A look, never the weather: 国风 and 古风 are styles, 风格 is a style, 画风 a drawing style.
  '国风',
  '古风',
  '风格',
  '画风',
  '中国风',
  // 河粉 is rice noodles, never a river (河).
  '河粉',
  // A penalty is a noun (点球大战), not 点 the ball.
  '点球',
  // Oil spattering (油花四溅) is no flower; grilled squid (烤鱿鱼) is food, not a squid alive.
  '油花',
  '烤鱿鱼',
  // A transformation video is one word ("变装视频"), not 变 and 装.
  '变装',
  '换装',
  '变妆',
  // An ad: a billboard is a sign in the street, no advert of the clip's own.
  '广告牌',
  '广告屏',
  // Sea: not the sea.
  '云海',
  '花海',
  '人海',
  '林海',
  '火海',
  '海报',
  '海鲜',
  '海苔',
  '海带',
  '海绵',
  '海盐',
  '上海',
  '海南',
  '海淀',
  // Snow and rain: not falling now.
  '雪豹',
  '雪后',
  '雪糕',
  '雪碧',
  '雪梨',
  '雪山',
  '雪人',
  '雪白',
  '雨后',
  '扫雪',
  '积雪',
  '雪地',
  '雨伞',
  '雨衣',
  '雨靴',
  '雨林',
  // Flowers and leaves in food: not a garden.
  '葱花',
  '蛋花',
  '花椒',
  '花生',
  '花卷',
  '菜花',
  '浪花',
  '麦浪',
  '稻浪',
  '热浪',
  '声浪',
  '油菜花',
  '油菜',
  '奶花',
  // Fire and light: not a fire, not the sun.
  '火锅',
  '火车',
  '火腿',
  '火鸡',
  '火柴',
  '火龙果',
  '火山',
  '火星子',
  '太阳镜',
  '太阳能',
  '月饼',
  '月球',
  '明星',
  // Camera words inside other words: a cart is pushed, not a camera.
  '推车',
  '小推车',
  '购物车',
  '婴儿车',
  '摇篮',
  '摇椅',
  // Wind and fog inside things.
  '风筝',
  '风铃',
  '风衣',
  '吹风机',
  '风味',
  '风格',
  '雾霾',
  // Place names holding a place word (家 in 张家界 is no home).
  '张家界',
  '张家口',
  '家乐福',
  // Night inside things that are not night.
  '年夜饭',
  '夜宵',
];

/** Compounds, longest first, with their character lengths. */
const BY_LENGTH = [...COMPOUNDS].sort((a, b) => b.length - a.length);
const COMPOUND_SET: ReadonlySet<string> = new Set(COMPOUNDS);

let segmenter: Intl.Segmenter | undefined;

/**
 * Recent results: one idea is segmented whole and clause by clause several times while it is
 * read, and the segmenter's objects are most of what an analysis allocates.
 */
const recent = new Map<string, ChineseWords>();

/** The compound that starts at `index` of `text`, if any. */
function compoundAt(text: string, index: number): string | undefined {
  return BY_LENGTH.find((word) => text.startsWith(word, index));
}

/**
 * The words of a text that has Chinese in it, or undefined: in a text with none there is no
 * Chinese word to find, and segmenting it was a tenth of an English idea's time.
 */
export function chineseWords(text: string): ChineseWords | undefined {
  return /\p{Script=Han}/u.test(text) ? segment(text) : undefined;
}

/**
 * The words of a text, with their offsets: the segmenter's words, with every compound merged
 * into one word (a compound wins over the segmenter's cut where they overlap).
 */
export function segment(text: string): ChineseWords {
  const known = recent.get(text);
  if (known) return known;
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words: { word: string; index: number }[] = [];
  let covered = 0;
  for (const part of segmenter.segment(text)) {
    if (part.index < covered) continue;
    const compound = compoundAt(text, part.index);
    if (compound) {
      words.push({ word: compound, index: part.index });
      covered = part.index + compound.length;
      continue;
    }
    // A compound that starts inside this segment ("小上海" → 小|上海) cuts it there.
    let cut = -1;
    for (let at = part.index + 1; at < part.index + part.segment.length; at += 1) {
      if (compoundAt(text, at)) {
        cut = at;
        break;
      }
    }
    const piece = cut === -1 ? part.segment : text.slice(part.index, cut);
    if (part.isWordLike) words.push({ word: piece, index: part.index });
    covered = cut === -1 ? part.index + part.segment.length : cut;
    if (cut !== -1) {
      const inner = compoundAt(text, cut) as string;
      words.push({ word: inner, index: cut });
      covered = cut + inner.length;
    }
  }
  if (recent.size >= 1024) recent.clear();
  const first = new Map<string, number>();
  for (const { word, index } of words) if (!first.has(word)) first.set(word, index);
  const compounds = words.filter(({ word }) => COMPOUND_SET.has(word));
  const result = { text, words, first, compounds };
  recent.set(text, result);
  return result;
}

/** Keywords that mean something else before these words (火星 that drifts is a spark). */
const NOT_HERE: Readonly<Record<string, RegExp>> = {
  火星: /^火星(?:子|飘|溅|四溅|点点|乱|迸|飞)/,
};

/**
 * Where a keyword occurs as a word (one character) or inside the text (longer), or -1. A
 * longer keyword never matches across or inside a compound it is not ("海上" in "云海上").
 */
export function containsWord(zh: ChineseWords, keyword: string): number {
  if (keyword.length > 1) {
    const other = NOT_HERE[keyword];
    let at = zh.text.indexOf(keyword);
    while (
      at !== -1 &&
      (insideCompound(zh, keyword, at) || other?.test(zh.text.slice(at)) === true)
    ) {
      at = zh.text.indexOf(keyword, at + 1);
    }
    return at;
  }
  if (zh.first) return zh.first.get(keyword) ?? -1;
  for (const { word, index } of zh.words) if (word === keyword) return index;
  return -1;
}

/** Whether `keyword` at `at` cuts into a compound word that is not the keyword itself. */
function insideCompound(zh: ChineseWords, keyword: string, at: number): boolean {
  const end = at + keyword.length;
  return (zh.compounds ?? zh.words.filter(({ word }) => COMPOUND_SET.has(word))).some(
    ({ word, index }) => !keyword.includes(word) && index < end && index + word.length > at,
  );
}

/** How many Chinese words a text has (the word diff counts these). */
export function chineseWordCount(text: string): number {
  return segment(text).words.length;
}
