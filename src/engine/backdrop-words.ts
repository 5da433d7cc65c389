/**
 * The backdrop the person named for a product or a portrait ("against a bright yellow wall",
 * "red background", 背景是黑色丝绸): written first in the Scene line, and its colour sets the
 * palette's other tones. Blind reviewers read a dropped backdrop as the tool ignoring them, and
 * a stock "pure white, soft grey" palette beside a black silk backdrop as a contradiction.
 */
import type { Language } from '../domain/schemas/template.ts';

export interface Backdrop {
  /** As the person wrote it, ready for a sentence: "a bright yellow wall", "黑色丝绸". */
  phrase: string;
  /** The colour family it names, when it names one. */
  colour?: BackdropColour;
  /** "on black velvet": a surface the subject rests on, not a wall behind it. */
  under?: boolean;
}

type BackdropColour =
  | 'black'
  | 'white'
  | 'red'
  | 'pink'
  | 'yellow'
  | 'orange'
  | 'blue'
  | 'green'
  | 'purple'
  | 'grey'
  | 'beige';

const BACKDROP_NOUNS =
  'backdrop|background|wall|seamless|paper|curtain|silk|satin|velvet|cloth|fabric|sheet|set';

// ("on a stone metate" is a grinding stone, not a stone surface: a material is a backdrop only
// when no other noun follows it.)
const EN_BACKDROP = new RegExp(
  `\\b(?:on|against|in front of|over) (?:a|an|the) ((?:[a-z-]+ ){0,3}(?:${BACKDROP_NOUNS}))\\b|\\b((?:(?!(?:for|as|a|an|the|to|loop|perfect) )[a-z-]+ ){1,2}(?:backdrop|background))\\b|\\bon (?:(?:a|an|the) )?((?:[a-z-]+ ){0,2}(?:silk|satin|velvet|linen|(?:marble|slate|stone)(?: (?:counter|countertop|slab|surface|pedestal|plinth|table|tabletop|block|base|tray|board|rock|shelf|ledge))?))\\b(?! (?!(?:with|in|under|and|as|while|lit|at|next|beside|against|by|for|on|surrounded|from|during|,)\\b)[a-z])`,
  'i',
);
const ZH_BACKDROP = /背景(?:是|为)([^，。；,.;\s]{1,10})|([^，。；,.;\s]{1,6}?)(?:色)?背景(?!音)/;

const COLOURS: readonly [BackdropColour, RegExp][] = [
  ['black', /\b(?:black|jet|ebony)\b|黑/i],
  ['white', /\b(?:white|ivory)\b|白/i],
  ['pink', /\b(?:pink|blush|rose)\b|粉/i],
  ['red', /\b(?:red|crimson|scarlet)\b|红/i],
  ['yellow', /\b(?:yellow|mustard|lemon)\b|黄/i],
  ['orange', /\b(?:orange|tangerine|terracotta)\b|橙|橘/i],
  ['blue', /\b(?:blue|navy|cobalt|teal)\b|蓝/i],
  ['green', /\b(?:green|sage|emerald|mint)\b|绿/i],
  ['purple', /\b(?:purple|violet|lilac|lavender)\b|紫/i],
  ['grey', /\b(?:grey|gray|concrete|slate|stone)\b|灰/i],
  ['beige', /\b(?:beige|cream|sand|linen|nude)\b|米色|奶油/i],
];

/** The backdrop an idea names, if any. */
export function findBackdrop(core: string, lang: Language): Backdrop | undefined {
  const match = (lang === 'zh' ? ZH_BACKDROP : EN_BACKDROP).exec(core);
  const raw = (match?.[1] ?? match?.[2] ?? match?.[3])?.trim();
  const under = lang === 'en' && match?.[3] !== undefined;
  if (!raw) return undefined;
  // "a blurred background", "for a website background": no backdrop of its own.
  if (
    /\b(?:blurred|blurry|busy|soft|out-of-focus|website|desktop|wallpaper|zoom|stream)\b|虚化|模糊|桌面|壁纸/i.test(
      raw,
    )
  )
    return undefined;
  const colour = COLOURS.find(([, pattern]) => pattern.test(raw))?.[0];
  if (lang === 'zh') {
    const phrase = /背景/.test(match?.[0] ?? '') && match?.[2] ? `${raw}背景` : raw;
    return {
      phrase: phrase.replace(/^(?:纯)?(.)色?背景$/, '纯$1色背景'),
      ...(colour ? { colour } : {}),
    };
  }
  if (under) return { phrase: raw.toLowerCase(), under, ...(colour ? { colour } : {}) };
  const phrase = /^(?:a|an|the) /i.test(raw) ? raw : `${/^[aeiou]/i.test(raw) ? 'an' : 'a'} ${raw}`;
  return { phrase: phrase.toLowerCase(), ...(colour ? { colour } : {}) };
}

/** The Scene line's first detail: the backdrop filling the frame behind the subject. */
export function backdropDetail(backdrop: Backdrop, lang: Language, head?: string): string {
  if (backdrop.under && lang === 'en') {
    // "marble counter" is one counter; "black velvet" is stuff.
    const what =
      /(?:counter|countertop|slab|surface|pedestal|plinth|table|tabletop|block|base|tray|board|rock|shelf|ledge|stone)$/.test(
        backdrop.phrase,
      )
        ? `${/^[aeiou]/.test(backdrop.phrase) ? 'an' : 'a'} ${backdrop.phrase}`
        : backdrop.phrase;
    const under = `${what} under ${head ? `the ${head}` : 'it'}`;
    return /marble|slate|stone/.test(backdrop.phrase)
      ? `${under}, catching a soft reflection`
      : `${under}, its folds falling into shadow`;
  }
  return lang === 'zh'
    ? `${backdrop.phrase}铺满${head ?? '主体'}身后的画面`
    : `${backdrop.phrase} filling the frame behind ${head ? `the ${head}` : 'it'}`;
}

/**
 * The tones that sit with a backdrop's colour, written as a palette line (the idea's own colours
 * are put first by the Palette section, as for any palette).
 */
const COMPANIONS: Record<BackdropColour, { en: string; zh: string }> = {
  black: {
    en: 'jet black, deep charcoal and a warm gold highlight',
    zh: '漆黑、深炭灰与一抹暖金高光',
  },
  white: { en: 'pure white, soft grey and pale silver', zh: '纯白、浅灰与淡银' },
  red: { en: 'deep crimson, blush pink and black', zh: '深绯红、浅粉与黑' },
  pink: { en: 'blush pink, rose gold and soft cream', zh: '浅粉、玫瑰金与柔和的奶油色' },
  yellow: { en: 'sunflower yellow, warm white and charcoal', zh: '向日葵黄、暖白与炭灰' },
  orange: { en: 'burnt orange, warm sand and deep brown', zh: '焦橙、暖沙色与深棕' },
  blue: { en: 'cobalt blue, ice white and navy', zh: '钴蓝、冰白与藏青' },
  green: { en: 'sage green, deep forest green and cream', zh: '鼠尾草绿、深林绿与奶油色' },
  purple: { en: 'violet, soft lilac and deep plum', zh: '紫罗兰、浅丁香紫与深梅紫' },
  grey: { en: 'concrete grey, graphite and soft white', zh: '水泥灰、石墨灰与柔白' },
  beige: { en: 'warm beige, cream and soft taupe', zh: '暖米色、奶油色与浅灰褐' },
};

/** The palette a coloured backdrop asks for, before the idea's own colours are put first. */
export function backdropPalette(backdrop: Backdrop, lang: Language): string | undefined {
  return backdrop.colour ? COMPANIONS[backdrop.colour][lang] : undefined;
}

const TEXTURE_EN =
  /\b(velvet|velvety|matte|glossy|satin|brushed metal|frosted glass|frosted|ribbed|quilted|leather|suede|knit|marble|ceramic|chrome|metallic|pearlescent|silky|creamy)\b(?: (?:texture|finish|feel|look))?/i;
const TEXTURE_ZH = /(丝绒|哑光|磨砂|珠光|缎面|皮革|陶瓷|金属|镜面|亮面|绸缎)(?:质感|光泽|表面)?/;

/** The texture the person named ("velvet texture", 丝绒质感), for the close detail beat. */
export function namedTexture(core: string, lang: Language): string | undefined {
  // "a bottle on wet black marble": the marble is what it stands on, not the bottle's texture.
  const own = core.replace(lang === 'zh' ? ZH_BACKDROP : EN_BACKDROP, '');
  const found = (lang === 'zh' ? TEXTURE_ZH : TEXTURE_EN).exec(own)?.[1];
  return found?.toLowerCase();
}
