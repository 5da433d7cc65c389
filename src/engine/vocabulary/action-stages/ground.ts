/**
 * Action stages (see ../action-stages.ts): loose ground that answers the body: rolling in snow,
 * sand, grass or mud, a jump into a pile of leaves or a puddle. What the ground does (powder
 * spraying, leaves bursting up, a ring of muddy water) is the peak a prompt writer films; a
 * generic jump "lands, steady and sure" in a pile of leaves reads wrong.
 */
import { ALIVE, ANIMALS, type ActionStaging } from './types.ts';

const ROLL_EN = /^(?:roll|wriggle|tumble|flop|romp|frolic|wallow|play)$/;
const ROLL_ZH = /打滚|翻滚|滚来滚去|撒欢|撒野|打闹|玩耍|扑腾/;

export const GROUND: readonly ActionStaging[] = [
  // The dive itself, told after the leap: into the snow up to the shoulders, the mouse caught.
  {
    en: /^(?:dive|plunge|punch)$/,
    rest: /\bsnow\w*/i,
    // (Alone, the dive is the whole mousing below: listen, spring, plunge.)
    onlyIn: /\b(?:leaps?|jumps?|springs?|pounces?)\b|跃起|跳起/i,
    unlike: /\b(?:wol(?:f|ves)|packs?|prides?|lions?|tigers?|bears?|herds?)\b/,
    zh: /(?:扎进|钻进|一头扎)[^，。]{0,4}雪/,
    who: ANIMALS,
    enLines: [
      'poised in mid-air above the snow',
      'only {their} tail and hind legs left sticking out of the snow',
      '{s} <wriggle> deeper, snow spraying around {them}',
      '{s} <pull> free, snow on {their} muzzle and a mouse in {their} jaws',
    ],
    zhLines: [
      '在雪面上空腾起',
      '只剩尾巴和后腿露在雪外',
      '{s}在雪里又拱了拱，雪沫四溅',
      '{s}从雪里拔出头来，嘴上沾着雪，叼着一只老鼠',
    ],
  },
  // A fox mousing: it listens, leaps high and dives headfirst into the snow.
  {
    en: /^(?:pounce|dive|hunt|leap|jump|plunge|mouse)$/,
    rest: /\bsnow\w*|\bheadfirst\b|\bhead-first\b/i,
    // (A pack hunting bison runs it down; the dive into the snow is a fox's or a cat's.)
    unlike: /\b(?:wol(?:f|ves)|packs?|prides?|lions?|tigers?|bears?|herds?)\b/,
    zh: /(?:扎进|扑进|钻进|一头扎|扑向)[^，。]{0,4}雪/,
    who: ANIMALS,
    enLines: [
      'ears pricked, head tilted, listening to something under the snow',
      '{they} <spring> high into the air, body arching over',
      '{s} <plunge> headfirst into the snow, only the tail showing',
      '{s} <pull> free, snow dusting {their} face',
    ],
    zhLines: [
      '竖起耳朵，歪着头，听着雪下的动静',
      '{s}猛地高高跃起，身体在空中弓成一道弧',
      '{s}一头扎进雪里，只露出一条尾巴',
      '{s}从雪里拔出头来，脸上沾满了雪',
    ],
  },
  {
    en: ROLL_EN,
    rest: /\bsnow\w*/i,
    zh: new RegExp(`雪[^，。]{0,4}(?:${ROLL_ZH.source})`),
    who: ANIMALS,
    enLines: [
      'nose down in the fresh snow, then dropping a shoulder into it',
      'powder sprays up as {they} <wriggle> on {their} back, {feet} paddling the air',
      '{s} <flip> over, snow caked on {their} face',
      '{s} <spring> up and <shake> off, a burst of snow flying from {their} coat',
    ],
    zhLines: [
      '低头嗅了嗅雪面，侧身一倒',
      '{s}四脚朝天扭来扭去，雪沫四处飞溅',
      '{s}翻了个身，脸上沾满了雪',
      '{s}一骨碌爬起来抖了抖身子，雪花从毛上飞散',
    ],
  },
  {
    en: ROLL_EN,
    rest: /\bsand\b|\bbeach\b/i,
    zh: new RegExp(`(?:沙|沙滩)[^，。]{0,4}(?:${ROLL_ZH.source})`),
    who: ANIMALS,
    enLines: [
      'sniffing at the warm sand, then flopping down into it',
      'sand sprays up as {they} <wriggle> on {their} back, {feet} in the air',
      '{s} <roll> over, sand clinging all over {their} coat',
      '{s} <scramble> up and <shake> off, a cloud of sand flying from {their} coat',
    ],
    zhLines: [
      '嗅了嗅温热的沙子，扑通一下躺倒',
      '{s}四脚朝天扭来扭去，沙子四处飞扬',
      '{s}翻了个身，浑身沾满了沙',
      '{s}爬起来使劲一抖，沙子从毛上簌簌飞落',
    ],
  },
  {
    en: ROLL_EN,
    rest: /\bmud\w*|\bgrass\b|\blawn\b|\bmeadow\b/i,
    zh: new RegExp(`(?:泥|草地|草坪|草丛)[^，。]{0,4}(?:${ROLL_ZH.source})`),
    who: ANIMALS,
    enLines: [
      'sniffing the ground, then dropping onto {their} side',
      '{they} <wriggle> on {their} back, {feet} kicking at the sky',
      '{s} <roll> right over, bits of the ground stuck all over {their} coat',
      '{s} <get> up and <shake> from nose to tail',
    ],
    zhLines: [
      '低头嗅了嗅地面，侧身一躺',
      '{s}四脚朝天扭来扭去，蹬着空气',
      '{s}整个翻了过去，身上沾满了草屑泥点',
      '{s}爬起来从头到尾抖了抖',
    ],
  },
  {
    en: /^(?:jump|leap|dive|fall|flop|crash|run|throw)$/,
    rest: /\bleaves\b|\bleaf pile\b/i,
    zh: /(?:跳|扑|钻|扎|冲)[^，。]{0,4}(?:落叶|树叶堆|叶子堆)/,
    who: ALIVE,
    enLines: [
      'a few steps back from the pile of leaves, grinning',
      'leaves burst up around {them} in a rustling spray',
      'leaves burst up around {them} and flutter down over {their} head',
      '{s} <sit> up in the pile, leaves stuck all over {them}',
    ],
    zhLines: [
      '站在落叶堆前，跃跃欲试',
      '落叶哗地一下在{s}身边炸开',
      '落叶被砸得四散飞起，又纷纷落在{s}头上',
      '{s}从落叶堆里坐起来，身上沾满了叶子',
    ],
  },
  {
    en: /^(?:jump|leap|stomp|splash|hop|land|run)$/,
    rest: /\bpuddles?\b/i,
    zh: /(?:跳|踩|蹦)[^，。]{0,4}水坑/,
    who: ALIVE,
    enLines: [
      'eyeing the puddle from its edge',
      'water fans out in a wide, glittering ring',
      '{s} <land> in the middle and muddy water sprays out in a ring',
      '{s} <stand> in the puddle, soaked and delighted',
    ],
    zhLines: [
      '盯着水坑，跃跃欲试',
      '水花向四周溅开，亮晶晶的一圈',
      '{s}一脚踩进水坑中央，泥水向四周溅开',
      '{s}站在水坑里，浑身湿透，乐得不行',
    ],
  },
];
