/**
 * A product or a drink on show with no doing of its own: an ad told in quick cuts (for social,
 * fast cuts, gen z), a drink iced, poured and lifted. A still life of light gliding over it
 * reads as filler in an ad (blind review 12).
 */
import type { Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { shortName, shortZh } from './naming.ts';
import { namedTexture } from './backdrop-words.ts';
import { elementsOf } from './beats.ts';
import { productStaging, type ProductStaging } from './vocabulary/product-stagings.ts';

/** "earbuds ad, vertical, fast cuts": a product told in quick cuts, not a slow still life. */
const FAST_CUTS =
  /\b(?:fast|quick|rapid|snappy|punchy) (?:cuts|edit\w*|cutting)\b|快剪|快节奏剪辑|卡点/i;

function cutsFor(plan: Plan, subject: Subject): boolean {
  return (
    subject.kind === 'object' &&
    plan.formats.includes('ad') &&
    (FAST_CUTS.test(plan.core) ||
      plan.type === 'social' ||
      /\bgen[- ]?z\b|\btiktok\b|\breels?\b|抖音|小红书|年轻人/i.test(plan.core))
  );
}

function productCutsEn(subject: Subject): string[] {
  const name = shortName(subject);
  const whose = /s$/.test(name) ? `${name}’` : `${name}’s`;
  return [
    `open on ${subject.phrase} in a bold, centred hero shot`,
    `cut to a macro detail of ${whose} surface and edges`,
    `cut to ${name} in use, caught mid-moment`,
    `a quick spin, light flashing across ${name}`,
    `end on ${name} centred, crisp and still`,
  ];
}

function productCutsZh(subject: Subject): string[] {
  const h = shortZh(subject);
  return [
    `开场：${h}居中的主视觉特写，干脆有力`,
    `切到${h}表面和边角的微距细节`,
    `切到${h}被使用的瞬间`,
    `${h}快速一转，光线从表面闪过`,
    `最后，${h}居中定格，干净利落`,
  ];
}

/** A drink on show: poured, iced and lifted, not a still life (a milk-tea ad, a cold brew). */
const DRINK =
  /\b(?:milk ?tea|bubble tea|boba|iced (?:coffee|tea|latte)|cold[- ]brew|lemonade|smoothie|juice|soda|cola|cocktail|mojito|beer|drink|beverage)s?\b|奶茶|果茶|冷萃|柠檬水|果汁|汽水|可乐|鸡尾酒|啤酒|饮料|冰咖啡|气泡水/i;

function drinkEn(subject: Subject): string[] {
  const name = shortName(subject);
  const pours = subject.plural ? 'pour' : 'pours';
  const open = `open on an empty glass, ready for ${name}`;
  const end = [
    'condensation beads on the glass and runs slowly down',
    `a hand lifts ${name} toward the lens`,
  ];
  if (/\bbeers?\b|啤酒/i.test(subject.phrase))
    return [open, `${name} ${pours} in, a frothy head rising to the rim`, ...end];
  return [
    open,
    'ice cubes tumble into the glass with a bright splash',
    `${name} ${pours} in, swirling as it fills`,
    ...end,
  ];
}

function drinkZh(subject: Subject): string[] {
  const h = shortZh(subject);
  const open = `开场：空杯就位，等着${h}`;
  const end = ['杯壁凝出细密的水珠，慢慢滑落', `一只手拿起${h}，递向镜头`];
  if (/啤酒|\bbeers?\b/i.test(subject.phrase))
    return [open, `${h}倒入杯中，绵密的泡沫涌到杯口`, ...end];
  return [open, '冰块哗啦落进杯中，溅起水花', `${h}倒入杯中，层层交融、打着旋`, ...end];
}

/** A hot bowl on show: the steam, the chopsticks or spoon going in, what they lift. */
const NOODLES = /\b(?:ramen|noodles?|pho|udon|soba|laksa)\b|面|粉(?!色|红)|米线/i;
/** Wontons and dumplings in a bowl: a spoon lifts one out. */
const WONTONS =
  /\b(?:wontons?|dumplings? in (?:chil(?:l)?i oil|broth|soup))\b|抄手|馄饨|云吞|水饺|红油饺子/i;
const HOT_POT = /\bhot ?pot\b|火锅|麻辣烫|冒菜/i;
const SOUP = /\b(?:soup|stew|broth|curry|congee|chowder)\b|汤|粥|咖喱|炖/i;

function hotBowlEn(subject: Subject): string[] | undefined {
  const name = shortName(subject);
  const sits = subject.plural ? 'sit' : 'sits';
  if (NOODLES.test(subject.phrase))
    return [
      `open on ${name}, steam curling off the broth`,
      'chopsticks dip in and lift a tangle of noodles, broth dripping back',
      'the noodles hang glistening in the light, steam rising past them',
      `${name} ${sits} steaming, the chopsticks resting across the rim`,
    ];
  if (WONTONS.test(subject.phrase))
    return [
      `open on ${name}, steam rising off the glossy chilli oil`,
      'a spoon slides under one wonton and lifts it, chilli oil sliding off',
      'the thin wrapper glistens, scallions clinging to it, steam curling past',
      `${name} ${sits} steaming, the spoon resting in the bowl`,
    ];
  if (HOT_POT.test(subject.phrase))
    return [
      `open on ${name}, the red broth rolling at a boil`,
      'chopsticks swish a slice through the bubbling broth',
      'the slice comes up glossy with chilli oil, steam trailing off it',
      'the pot keeps bubbling, steam drifting across the table',
    ];
  if (SOUP.test(subject.phrase))
    return [
      `open on ${name}, steam curling up`,
      'a spoon dips in and comes up full, a thread of steam trailing',
      'the light catches the glossy surface as the steam drifts',
      `${name} ${sits} ready, steam still rising`,
    ];
  return undefined;
}

function hotBowlZh(subject: Subject): string[] | undefined {
  const h = shortZh(subject);
  if (NOODLES.test(subject.phrase))
    return [
      `开场：${h}冒着热气`,
      '筷子探进碗里，夹起一大把面条，汤汁往下滴',
      '面条在光下闪着油亮，热气从旁边升起',
      `${h}静静冒着热气，筷子搭在碗沿上`,
    ];
  if (WONTONS.test(subject.phrase))
    return [
      `开场：${h}冒着热气，红油亮晶晶的`,
      '勺子从碗底舀起一个，红油顺着滑落',
      '薄薄的皮透着光，沾着葱花，热气从旁边飘过',
      `${h}静静冒着热气，勺子搭在碗里`,
    ];
  if (HOT_POT.test(subject.phrase))
    return [
      `开场：${h}红油翻滚，热气腾腾`,
      '筷子夹着食材在滚烫的锅里涮了几下',
      '夹起的食材裹着一层红油，冒着热气',
      '锅里继续咕嘟翻滚，热气缭绕',
    ];
  if (SOUP.test(subject.phrase))
    return [
      `开场：${h}冒着热气`,
      '勺子舀起满满一勺，热气一缕缕飘起',
      '光落在油亮的汤面上，热气缓缓散开',
      `${h}静静放着，热气还在升腾`,
    ];
  return undefined;
}

/** A lipstick on show: the cap off, the bullet turning up, its tip, a swatch of the colour. */
const LIPSTICK = /\blip(?:stick|gloss)s?\b|口红|唇釉|唇膏/i;
function lipstickBeats(core: string, lang: Language): string[] {
  // "velvet texture": the finish the person named is the close look.
  const texture = namedTexture(core, lang);
  return lang === 'zh'
    ? [
        '开场：金属管身的口红立在画面中央，盖子轻轻拔开',
        '膏体缓缓旋出，斜切面在光下泛着光泽',
        texture ? `近景：口红的${texture}质感清晰可见` : '口红慢慢转过，饱满的颜色占满画面',
        '一道浓郁的色彩划过手背，停在画面里',
      ]
    : [
        'open on the lipstick standing in the centre of the frame as its cap lifts away',
        'the bullet twists slowly up, its angled tip catching the light',
        texture
          ? `a closer look at the ${texture} texture of the lipstick as it turns`
          : 'the lipstick turns, its colour filling the frame',
        'a single rich swatch of the colour drawn across skin, held',
      ];
}

/** Earbuds in their case: closed, the lid flipping open, the buds inside, one lifted out. */
const EARBUD_CASE =
  /\b(?:earbuds?|earphones?)(?: charging)? case\b|\bcharging case\b|耳机盒|充电仓|耳机仓/i;
function earbudCaseBeats(lang: Language): string[] {
  return lang === 'zh'
    ? [
        '开场：合着的耳机盒静静立在画面中央',
        '盒盖轻轻弹开，发出一声清脆的咔哒',
        '一对耳机安静地躺在盒里，指示灯亮起一点微光',
        '一只耳机被轻轻取出，转向镜头',
      ]
    : [
        'open on the closed case standing in the centre of the frame',
        'the lid flips open with a soft click',
        'the earbuds sit snug inside, a small status light glowing',
        'one earbud lifts out of the case and turns toward the lens',
      ];
}

/** A watch on show: the dial in the dark, light along the bezel, the seconds hand, the face. */
const WATCH = /\b(?:watch|wristwatch|chronograph|timepiece)\b|手表|腕表|机械表/i;
function watchBeats(lang: Language): string[] {
  return lang === 'zh'
    ? [
        '开场：腕表在暗处只露出一圈轮廓，表盘隐在阴影里',
        '一道光沿着表圈缓缓滑过，刻度一格格亮起来',
        '近景：秒针平稳地扫过表盘，机芯的细节隐约可见',
        '腕表停在正对镜头的角度，整个表盘清清楚楚',
      ]
    : [
        'open on the watch as a dark silhouette, only the edge of the case catching light',
        'a line of light glides along the bezel, the markers lighting up one by one',
        'close on the dial: the seconds hand sweeps smoothly past the indices',
        'the watch comes to rest facing the lens, the whole dial crisp and clear',
      ];
}

/** The beats for a product or drink on show, or none when the still-life lines fit better. */
export function productStill(plan: Plan, subject: Subject, lang: Language): string[] | undefined {
  return productShot(plan, subject, lang)?.beats;
}

/** The product's beats, and whether they are its moment of use (product-stagings.ts). */
function productShot(
  plan: Plan,
  subject: Subject,
  lang: Language,
): { beats: string[]; inUse: boolean } | undefined {
  const beats = knownShot(plan, subject, lang);
  if (beats) return { beats, inUse: false };
  const staging = inUse(plan, subject);
  if (!staging) return undefined;
  const name = lang === 'zh' ? shortZh(subject) : shortName(subject);
  const lines = lang === 'zh' ? staging.zh : staging.en;
  return { beats: lines.map((beat) => beat.replace('{name}', name)), inUse: true };
}

/** The lines that know a product better than its moment of use (a lipstick, a watch, a bowl). */
function knownShot(plan: Plan, subject: Subject, lang: Language): string[] | undefined {
  if (subject.kind === 'object' && LIPSTICK.test(subject.phrase) && plan.actions.length === 0)
    return lipstickBeats(plan.core, lang);
  if (subject.kind === 'object' && EARBUD_CASE.test(plan.core) && plan.actions.length === 0)
    return earbudCaseBeats(lang);
  if (
    subject.kind === 'object' &&
    WATCH.test(subject.head) &&
    !/smart|智能/i.test(subject.phrase) &&
    plan.actions.length === 0
  )
    return watchBeats(lang);
  // (Pearls falling into the cup is the idea's own doing: it is staged, not the stock pour.)
  if (subject.kind === 'object' && DRINK.test(subject.phrase) && plan.actions.length === 0)
    return lang === 'zh' ? drinkZh(subject) : drinkEn(subject);
  // Served hot and on show: a raw or cold dish has no steam (see the scene's COLD_DISH).
  if (
    plan.type === 'food' &&
    subject.kind === 'object' &&
    !/\b(?:cold|iced|chilled)\b|凉|冰/i.test(plan.core)
  ) {
    const bowl = lang === 'zh' ? hotBowlZh(subject) : hotBowlEn(subject);
    if (bowl) return bowl;
  }
  if (cutsFor(plan, subject))
    return lang === 'zh' ? productCutsZh(subject) : productCutsEn(subject);
  // "earbuds ad, slow 360 orbit", "perfume bottle, slow dolly in": a still product is shown by
  // the camera's move the idea names, told as it goes.
  if (plan.type === 'product' && subject.kind === 'object' && plan.actions.length === 0) {
    const move = ORBIT.test(plan.core) ? 'orbit' : DOLLY.test(plan.core) ? 'dolly' : undefined;
    if (move) return cameraLed(move, subject, plan.core, lang);
  }
  return undefined;
}

/**
 * A product no line above knows, shown in its own moment of use: a running shoe's stride, a
 * perfume's spritz (product-stagings.ts), not a still life of light gliding over it.
 */
function inUse(plan: Plan, subject: Subject): ProductStaging | undefined {
  if (subject.kind !== 'object' || plan.actions.length > 0) return undefined;
  if (plan.type !== 'product' && !plan.formats.includes('ad')) return undefined;
  // A splash or golden liquid the idea names is its own picture: it is told, not a stock use.
  if (elementsOf(plan, subject.lang).length > 0) return undefined;
  const staging = productStaging(subject.phrase);
  // ("the perfume bottle splash" is a splash: its name is not the product's.)
  const named = staging?.is.exec(subject.phrase)?.[0] ?? '';
  const ofIt = named.includes(subject.head) || (named !== '' && subject.head.includes(named));
  return ofIt || PACKAGING.test(subject.head) ? staging : undefined;
}

/** What a product comes in: "the perfume bottle" is still the perfume. */
const PACKAGING = /^(?:bottles?|jars?|tubes?|cans?|pairs?|sets?|boxe?s?|瓶|罐|支|盒|套|双)$/;

/**
 * Whether the product's beats are its moment of use (the camera then follows the use, not an
 * orbit): the table's beats, and not a line above that knows the product better.
 */
export function shownInUse(plan: Plan): boolean {
  const subject = plan.subject;
  return subject !== undefined && productShot(plan, subject, subject.lang)?.inUse === true;
}

const ORBIT = /\b(?:orbit\w*|360|turntable|rotat\w*|spin\w*)\b|环绕|旋转|360/i;
const DOLLY = /\bdolly[- ]?in\b|\bpush(?:es|ing)?[- ]in\b|\bslow push\b|推近|推进/i;

function cameraLed(
  move: 'orbit' | 'dolly',
  subject: Subject,
  idea: string,
  lang: Language,
): string[] {
  const texture = namedTexture(idea, lang);
  if (lang === 'zh') {
    const h = shortZh(subject);
    return move === 'orbit'
      ? [
          `开场：镜头从${h}的正面开始环绕，光从表面缓缓滑过`,
          `绕到侧面，${h}的轮廓被边缘光勾亮`,
          `绕到背面，${texture ? `${texture}的质感` : '细节'}在光里一闪`,
          `镜头绕回正面，${h}完整地停在画面中央`,
        ]
      : [
          `开场：${h}在画面中还显得很小，镜头开始缓缓推近`,
          `镜头越推越近，${texture ? `${texture}的质感` : '表面的细节'}渐渐清晰`,
          `光线扫过${h}的边缘，亮起一道细细的高光`,
          `镜头停在近处，${h}占满画面`,
        ];
  }
  const name = shortName(subject);
  const surface = texture ? `the ${texture} surface` : 'every detail';
  return move === 'orbit'
    ? [
        `the orbit begins on the front of ${subject.phrase}, light sliding across it`,
        `halfway round, the edge light traces the outline of ${name}`,
        `round the back, ${surface} catches the light for a moment`,
        `the orbit comes back to the front, ${name} centred and still`,
      ]
    : [
        `${subject.phrase} sits small in the frame as the camera begins to move in`,
        `the camera closes in, ${surface} coming into focus`,
        `a thin highlight runs along the edge of ${name}`,
        `the camera settles close, ${name} filling the frame`,
      ];
}
