/**
 * Things an idea names that move by themselves: petals, mist, a splash, steam, a sunrise. A
 * beat that shows one of them moving is about the idea; "closer on the earbuds, every detail
 * sharp" is not (blind reviews 10 and 11 counted such filler in a third of the ideas). The
 * beats use these before any stock line when the person's own action leaves beats to fill.
 */
import type { Language } from '../../domain/schemas/template.ts';

export interface Element {
  /** How the idea names it, in English (whole words) and in Chinese. */
  en: RegExp;
  zh: RegExp;
  /** The beat: the thing moving, as a clause that can stand alone. */
  line: { en: string; zh: string };
}

const el = (en: RegExp, zh: RegExp, lineEn: string, lineZh: string): Element => ({
  en,
  zh,
  line: { en: lineEn, zh: lineZh },
});

const NEVER = /$^/;

export const ELEMENTS: readonly Element[] = [
  el(
    /\b(?:cherry|sakura) (?:blossom )?petals?\b|\bcherry blossoms?\b/i,
    /樱花/,
    'cherry blossom petals drift down through the frame',
    '樱花花瓣在画面中缓缓飘落',
  ),
  el(
    /\bnorthern lights\b|\baurora(?: borealis)?\b/i,
    /极光/,
    'green curtains of the aurora ripple slowly across the sky',
    '极光的绿色光幕在夜空中缓缓流动',
  ),
  el(
    /\bgolden liquid\b|\bliquid gold\b/i,
    /金色(?:的)?液体|金色(?:的)?香水/,
    'the golden liquid swirls slowly inside the glass, catching the light',
    '金色液体在瓶中缓缓流转，映着光',
  ),
  el(/\bpetals?\b/i, /花瓣/, 'loose petals drift across the frame', '花瓣在画面中轻轻飘过'),
  el(
    /\b(?:falling|autumn|fallen|dry) leaves\b/i,
    /落叶/,
    'a few leaves spin down through the light',
    '几片落叶打着旋儿飘落',
  ),
  el(
    /\bsunrise\b|\bsun rises\b/i,
    /日出/,
    'the sun breaks over the horizon, gold spilling across the scene',
    '太阳跃出天际，金光一点点铺开',
  ),
  el(
    /\bsunset\b/i,
    /日落|落日/,
    'the sun sinks toward the horizon, the sky deepening to orange',
    '落日缓缓沉向天际，天色染成橙红',
  ),
  el(
    /\bsea of clouds\b|\bcloud sea\b/i,
    /云海/,
    'the sea of clouds rolls slowly over the ridges',
    '云海缓缓翻涌，漫过山脊',
  ),
  el(
    /\bmist\b|\bmisty\b|\bfog\b|\bfoggy\b/i,
    /雾|云雾/,
    'the mist drifts and thins, shapes slowly coming through',
    '雾气缓缓流动、变薄，景物的轮廓渐渐显出来',
  ),
  el(
    /\bsplash(?:es|ing)?\b/i,
    /水花/,
    'the splash bursts up, droplets hanging in the air',
    '水花溅起，水珠悬停在空中',
  ),
  el(
    /\bsteam(?:ing|y)?\b/i,
    /热气|蒸汽|冒着热气/,
    'steam curls up and drifts through the light',
    '热气袅袅升起，在光里散开',
  ),
  el(/\bsizzl\w*/i, /滋滋|嗞嗞/, 'hot oil bubbles and spits in the pan', '锅里的热油滋滋冒泡'),
  // Butter and herbs in a pan are basted, not left lying there ("steak with butter and rosemary").
  el(
    /\bbutter\b(?=.*\b(?:pan|skillet|sear\w*|steak|fry\w*)\b)|\b(?:pan|skillet|sear\w*|steak)\b.*\bbutter\b/i,
    /黄油(?=.*(?:锅|煎))|(?:锅|煎).*黄油/,
    'butter melts and foams, spooned over the top again and again',
    '黄油化开、冒着细泡，被一勺勺浇在上面',
  ),
  el(
    /\b(?:rosemary|thyme)\b(?=.*\b(?:pan|skillet|sear\w*|steak|butter)\b)|\b(?:pan|skillet|sear\w*|steak|butter)\b.*\b(?:rosemary|thyme)\b/i,
    /迷迭香|百里香/,
    'a sprig of herbs crackles in the hot fat, its leaves darkening',
    '一枝香草在热油里噼啪作响，叶子渐渐变深',
  ),
  el(
    /\bsmoke\b|\bsmoky\b/i,
    /烟雾|青烟|炊烟/,
    'smoke curls up and drifts away',
    '烟缓缓升起、散开',
  ),
  el(
    /\bembers\b|\bsparks\b/i,
    // (火星 on its own is the planet: 火星基地, 登陆火星.)
    /火花|(?<!登陆|在|去|到|上)火星(?![基表上上面车探地殖人球])/,
    'sparks lift into the dark and wink out',
    '火星飘向夜空，一点点熄灭',
  ),
  el(/\bbubbles\b/i, /泡泡/, 'bubbles float up, catching the light', '泡泡飘起，映着光'),
  el(
    /\bdust motes\b|\bdust\b/i,
    /灰尘|微尘/,
    'dust motes turn slowly in the light',
    '微尘在光里缓缓浮动',
  ),
  el(/\bfireflies\b/i, /萤火虫/, 'fireflies blink on, one by one', '萤火虫一点点亮起来'),
  el(/\bconfetti\b/i, /彩纸|礼花/, 'confetti tumbles down through the light', '彩色纸屑纷纷飘落'),
  el(
    /\b(?:light trails|headlights|tail-?lights|traffic)\b/i,
    /车流|光轨|车灯/,
    'headlights stream past in long trails of light',
    '车灯拉出长长的光轨',
  ),
  el(
    // (A "neon-lit" drive or a neon glow is the light, not signs beside an empty road.)
    /\bneon signs?\b|\bneon\b(?![- ](?:lit|glow\w*|light\w*|grid|haze|drive))/i,
    /霓虹/,
    'neon signs flicker and buzz, their colour bleeding into the air',
    '霓虹招牌闪烁，颜色洇进空气里',
  ),
  el(
    /\bflying cars?\b/i,
    /飞行汽车|飞车/,
    'flying cars stream between the towers',
    '飞行汽车在楼宇间来回穿梭',
  ),
  el(
    /\bwaves?\b/i,
    /海浪|浪花/,
    'a wave rolls in and breaks into white foam',
    '海浪涌来，拍碎成白色的泡沫',
  ),
  // Figures in a landscape, seen small (a drone's lone hiker on the ridge, sheep on a cliff).
  el(
    /\b(?:lone|solitary|single|tiny) (?:hiker|trekker|walker|figure|climber)\b/i,
    /孤独的身影|一个人影|徒步者|登山者/,
    'a lone hiker, tiny against the land around them, keeps to the ridge',
    '一个徒步者的身影，在辽阔的天地间显得格外渺小',
  ),
  el(
    /\bsheep\b/i,
    /羊群|绵羊/,
    'sheep graze unhurried on the green, small pale dots against the grass',
    '羊群在草地上慢悠悠地吃草，像一个个小白点',
  ),
  el(
    /\bripples?\b/i,
    /涟漪|波纹/,
    'ripples spread slowly across the surface',
    '涟漪在水面上慢慢荡开',
  ),
  el(
    /\b(?:condensation|water droplets|droplets|dew)\b/i,
    /水珠|露珠/,
    'droplets bead on the surface and run slowly down',
    '水珠凝在表面，慢慢滑落',
  ),
  el(
    /\bstarry sky\b|\bstars come out\b|\bmilky way\b/i,
    /星空|繁星|满天星斗|银河/,
    'stars come out one by one until the sky is full of them',
    '星星一颗颗亮起来，渐渐铺满夜空',
  ),
  // Clouds the idea has racing ("clouds streaking", a time-lapse's 流云) race; others drift.
  el(
    /\bclouds? (?:streak\w*|rac\w*|rush\w*|whip\w*|fly\w*|speed\w*)|\b(?:streaking|racing|rushing) clouds\b/i,
    /流云飞逝|云层飞快|云飞快|云朵飞速|云[^，。]{0,3}(?:快速|飞快|飞速)/,
    'clouds streak across the sky in fast, smeared bands',
    '云层在天空中飞快掠过，拉成一道道流线',
  ),
  el(/\bclouds?\b/i, /云层|云朵|浮云|白云|乌云/, 'clouds drift slowly overhead', '云层缓缓飘过'),
  el(/\bsnowflakes?\b/i, /雪花/, 'snowflakes drift down through the frame', '雪花在画面中缓缓飘落'),
  el(/\bfeathers?\b/i, /羽毛/, 'a feather turns slowly as it falls', '一片羽毛旋转着飘落'),
  el(
    /\b(?:dramatic|strong|gusting|howling|fierce|sudden) (?:wind|gusts?)\b|\bwind picks up\b/i,
    /狂风|大风|一阵风|风越来越大/,
    'a strong gust whips through, hair and loose things streaming sideways',
    '一阵大风卷过，发丝和轻小的东西都横着飞起来',
  ),
  el(
    /\bwind in (?:her|his|their) hair\b/i,
    /风吹(?:起|动)?(?:她|他)?的?(?:头发|发丝|长发)/,
    'the wind lifts loose strands of hair and blows them across a cheek',
    '风吹起几缕发丝，拂过脸颊',
  ),
  el(
    /\b(?:robes?|dress|skirt|cape|cloak|sleeves|scarf) (?:flutter\w*|billow\w*|flowing|swirl\w*)\b/i,
    /(?:白衣|衣袂|裙摆|衣角|衣袖|披风|斗篷|红衣|长裙)(?:飘飘|飘扬|翻飞|飞扬)/,
    'the fabric flutters and swirls in the air',
    '衣袂随风翻飞飘动',
  ),
  el(
    /\b(?:long )?hair (?:streaming|flowing|blowing|whipping)\b/i,
    /(?:长发|头发|秀发)(?:飘飘|飘扬|飞扬)/,
    'long hair streams out in the wind',
    '长发在风里飘扬',
  ),
  el(
    /\bcandles?\b|\bcandlelit\b/i,
    /蜡烛|烛光/,
    'the candle flames flicker, then steady',
    '烛火轻轻摇曳，又稳了下来',
  ),
  el(/\blanterns?\b/i, /灯笼/, 'the lanterns sway gently, glowing', '灯笼轻轻摇晃，透出暖光'),
  el(
    NEVER,
    /孔明灯|天灯/,
    'the lanterns rise higher into the night',
    '孔明灯越升越高，化作夜空里的点点光亮',
  ),
];

/** A beat about the sun itself rising or setting: the light's business more than the idea's. */
export const isSunLine = (line: string) => /\bsun\b|太阳|落日/.test(line);

/**
 * The moving things the idea names, as beats, in the order the idea names them. `taken` is
 * text the beats already tell (the person's actions): an element named there is not told again.
 */
export function elementBeats(core: string, lang: Language, taken: string): string[] {
  const found: { at: number; line: string }[] = [];
  const seen = new Set<string>();
  for (const element of ELEMENTS) {
    const match = element.en.exec(core) ?? element.zh.exec(core);
    if (!match) continue;
    if (taken.toLowerCase().includes(match[0].toLowerCase())) continue;
    // "cherry blossom petals" is also "petals": the first, more specific entry wins.
    if ([...seen].some((word) => word.includes(match[0]) || match[0].includes(word))) continue;
    seen.add(match[0]);
    found.push({ at: match.index, line: element.line[lang] });
  }
  // The sun setting is the light's; petals or a splash are what the idea shows, so they come
  // first when the clip has room for only one.
  return found
    .sort((a, b) => Number(isSunLine(a.line)) - Number(isSunLine(b.line)) || a.at - b.at)
    .map((hit) => hit.line);
}
