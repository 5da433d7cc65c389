/**
 * The light the person asked for ("soft window light", "rim light", 逆光, 手电筒), written out
 * as a Lighting line: what that light does in the frame. Before, an idea that named its light got
 * no Lighting line at all, and blind reviewers read the missing line as the tool ignoring them;
 * a stock light beside theirs would contradict it.
 */
import type { Language } from '../domain/schemas/template.ts';

interface LightWord {
  pattern: RegExp;
  en: string;
  zh: string;
  /** The same light in the rain the idea names: wet surfaces carry it. */
  wet?: { en: string; zh: string };
}

const l = (pattern: RegExp, en: string, zh: string, wet?: LightWord['wet']): LightWord => ({
  pattern,
  en,
  zh,
  ...(wet ? { wet } : {}),
});

/** Rain in the idea: a light it names shines on wet things. */
const RAINY = /\brain\w*|\bwet\b|\bdownpour\b|雨/i;

/** Most specific first; a line says at most two of them. */
const LIGHT_WORDS: readonly LightWord[] = [
  l(
    /\bsodium[- ]vapou?r\b|\bsodium (?:lights?|lamps?|streetlights?|glow)\b|钠灯|钠光/i,
    'sodium-vapour light, a flat heavy orange that turns every colour to amber and shadow',
    '钠灯橙黄的光，沉沉地压下来，把所有颜色都染成琥珀和阴影',
  ),
  // ("lit only by a nightlight": the small plug-in glow is the whole light in the room.)
  l(
    /\bnight[- ]?lights?\b|小夜灯/i,
    'only the small warm glow of a nightlight, the rest of the room sunk in shadow',
    '只有一盏小夜灯微弱的暖光，房间其余的地方都沉在阴影里',
  ),
  // (A night-vision camera sees by its own infrared: no bulb, no moon.)
  l(
    /\bnight[- ]?vision\b|\binfrared\b|夜视/i,
    'the green glow of night vision, everything past a few metres lost in grain',
    '夜视镜头的幽绿画面，几米之外全都淹没在噪点里',
  ),
  l(
    /科技感(?:的)?蓝(?:色)?光|科技蓝光|冷蓝色(?:的)?(?:灯光|光)|\btech(?:y|-style)? blue light\w*|\bcool blue (?:light|glow)\b/i,
    'cool tech-blue light, crisp and clean, glinting off every edge',
    '科技感的冷蓝色光，干净利落，在边缘上闪着光',
  ),
  l(
    /\bfireworks?\b|烟花|烟火/i,
    'bursts of firework colour lighting the sky and everything below, fading between blasts',
    '烟花一朵朵炸开，把夜空和下方的一切映得忽明忽暗',
  ),
  l(
    /\bthrough the blinds\b|\bvenetian blinds?\b|\bblind shadows\b|百叶窗/i,
    'light through the blinds laying hard stripes across the scene',
    '光透过百叶窗，投下一道道硬朗的条纹',
  ),
  l(
    /\b(?:lights?|bulbs?|lamps?) flickers? once\b|灯(?:光)?闪了一下(?:就|便)?(?:灭|熄)/i,
    'steady overhead lights that flicker once, then cut to darkness',
    '头顶的灯稳稳亮着，闪了一下，随即陷入黑暗',
  ),
  l(
    /\bflicker\w* fluorescents?\b|\bflicker\w* fluorescent (?:lights?|tubes?|lamps?)\b|\bfluorescent (?:lights?|tubes?) (?:flicker\w*|buzz\w*)|日光灯(?:管)?(?:闪烁|一闪一闪|忽明忽暗)/i,
    'flickering fluorescent tubes buzzing overhead, the frame stuttering between cold light and dark',
    '头顶的日光灯管嗡嗡作响、一闪一闪，画面在冷白光和黑暗之间跳动',
  ),
  l(
    // (City lights "flickering on" at dusk are lights coming on, not a failing bulb.)
    /\bflicker\w* (?:lights?|bulbs?|lamps?|fluorescents?)\b|(?<!\b(?:city|street|town|window|skyline|harbou?r)\s)\b(?:lights?|bulbs?) (?:flicker\w*|strobes?)\b(?! on\b)|灯光闪烁|灯光?一闪一闪|灯一闪|忽明忽暗/i,
    'flickering overhead lights, the frame dropping into darkness between flashes',
    '灯光忽明忽暗，闪烁的间隙里画面沉入黑暗',
  ),
  l(
    /\bfluorescent (?:lights?|lighting|tubes?|lamps?|glow)\b|\bfluorescents\b|日光灯|荧光灯/i,
    'fluorescent light from overhead, flat, cold and unforgiving',
    '头顶的日光灯，光线平板、冰冷、毫不留情',
  ),
  l(
    /\bchandeliers? (?:flicker\w*|glow\w*|sway\w*)|\bflickering chandeliers?\b|吊灯(?:忽明忽暗|闪烁)/i,
    'the warm light of the chandeliers flickering, stuttering across the room',
    '吊灯的暖光忽明忽暗，在屋里一跳一跳',
  ),
  l(
    /灯(?:光)?(?:一盏(?:一|接)?盏|逐一|依次)(?:地)?(?:熄灭|灭掉|暗下)/,
    'the lights going out one by one, the darkness closing in',
    '灯一盏接一盏熄灭，黑暗一步步逼近',
  ),
  // ("skincare routine, morning bathroom light": the window over the sink, not a ring light.)
  l(
    /\bmorning (?:bathroom|bath|vanity) light\w*|\bmorning light in (?:a|the) bathroom\b|浴室(?:里)?(?:的)?晨光|清晨(?:的)?浴室(?:光线|灯光)?/i,
    'soft morning daylight from the bathroom window, bright and even on the face, white tiles bouncing it back',
    '浴室窗户透进来的柔和晨光，明亮均匀地落在脸上，白瓷砖把光反射回来',
  ),
  // ("Late night, single overhead bulb": one bare bulb is the whole light, never warm lamps.)
  l(
    /\b(?:single|bare|lone|one|naked|hanging) (?:overhead |hanging |bare )?(?:light ?)?bulb\b|\boverhead (?:light ?)?bulb\b|头顶(?:上)?(?:一[盏只个])?(?:昏黄的|孤零零的)?(?:裸)?灯泡|一[盏只个](?:昏黄的|孤零零的)?(?:裸)?灯泡/i,
    'a single bare bulb overhead, hard light falling straight down, the corners in shadow',
    '头顶一只裸灯泡，硬光直直打下来，角落沉在阴影里',
  ),
  // ("傍晚的阳光从木窗照进来": the sun the idea names through its window, at its hour.)
  l(
    /(?:傍晚|黄昏|夕阳|落日)的?(?:阳光|余晖|光)(?:从|透过)[^，。]{0,4}窗[^，。]{0,4}(?:照|洒|透|射)|\b(?:evening|late[- ]afternoon|setting|low) sun(?:light)? (?:streaming |slanting |pouring )?(?:in )?(?:through|from) (?:the |a )?(?:[\w-]+ )?windows?\b/i,
    'low evening sun slanting in through the window, warm gold across the room',
    '傍晚的阳光从窗口斜斜照进来，暖金色铺满屋里',
  ),
  l(
    /(?:清晨|早晨|早上|晨)的?(?:阳光|光)(?:从|透过)[^，。]{0,4}窗[^，。]{0,4}(?:照|洒|透|射)|\bmorning sun(?:light)? (?:streaming |slanting |pouring )?(?:in )?(?:through|from) (?:the |a )?(?:[\w-]+ )?windows?\b/i,
    'morning sun slanting in through the window, bright and clean',
    '清晨的阳光从窗口斜照进来，明亮干净',
  ),
  l(
    /\b(?:soft )?window ?light\b|窗光|窗边的?(?:暖|柔)?光|窗外的光|窗前的?(?:暖|柔)?光|窗户透进来的光/i,
    'soft window light from one side, falling off gently into shadow',
    '柔和的窗光从一侧照来，明暗过渡自然',
  ),
  // (Before the plain rim light: the sun's backlight says which sun, and how soft.)
  // (金色逆光 on a product is a gold light behind it, in the studio: no sun, no hour.)
  l(
    /金色(?:的)?逆光|\bgold(?:en)? back[- ]?light\b/i,
    'a warm gold backlight glowing through from behind, a halo around every edge',
    '金色的逆光从后方透过来，每道轮廓都镶着暖金色的光晕',
  ),
  l(
    /\bgolden[- ]hour backlight\b|\bbacklit by (?:the )?(?:setting|low) sun\b|逆光.*夕阳|夕阳.*逆光/i,
    'golden-hour backlight glowing through the edges, a warm halo around every outline',
    '黄金时刻的逆光从边缘透出来，每道轮廓都镶着暖金色的光晕',
  ),
  l(
    /\b(?:soft |warm |gentle )?(?:afternoon|evening|morning|late[- ]day) back[- ]?light\w*|\bbacklit by (?:the )?(?:afternoon|morning) sun\b|午后(?:的)?逆光/i,
    'soft sun from behind, a warm halo around hair and shoulders, the shadows open and gentle',
    '柔和的阳光从身后照来，头发和肩膀镶着一圈暖光，阴影通透柔和',
  ),
  // A desk lamp named as the light: a warm pool on the desk, the room beyond in shadow.
  l(
    /暖色?(?:的)?台灯(?:光|灯光)?|台灯(?:的)?暖光|\b(?:warm|cozy|cosy|soft|single|old) desk[- ]?lamp(?: light| glow)?\b|\bdesk[- ]?lamp (?:light|glow)\b|\b(?:lit|only) by (?:a |the )?desk[- ]?lamp\b/i,
    'warm desk-lamp light pooling on the desk, the edges of the frame falling into shadow',
    '暖色台灯的光落在桌面上，画面边缘渐渐暗下去',
  ),
  // "the sun flares behind her": the sun itself in the frame, behind the subject.
  l(
    /\bsun (?:flares?|flaring|blazes?|blazing|glares?|glaring|bursts?|burning) (?:behind|over (?:her|his|their) shoulder)|\bthe sun behind (?:her|him|them)\b|太阳在(?:她|他|他们|身)后|身后(?:的)?太阳/i,
    'the sun flaring directly behind, a hard bright rim around the silhouette, lens flare spilling across the frame',
    '太阳在身后耀眼地闪着，轮廓镶着一道明亮的边，光晕洒满画面',
  ),
  // (A soft backlight names no sun and no one: a perfume bottle has no hair to halo.)
  l(
    /\bsoft back[- ]?light\w*|柔和(?:的)?逆光/i,
    'a soft backlight glowing through from behind, a gentle halo around every edge',
    '柔和的逆光从后方透过来，轮廓镶着一圈淡淡的光晕',
  ),
  l(
    /\b(?:hard|strong|sharp|crisp) rim[- ]?light\w*|硬朗的轮廓光|强烈的轮廓光/i,
    'a hard rim light cutting a bright, sharp edge around every contour against the dark',
    '硬朗的轮廓光在暗背景上切出一道锐利明亮的边',
  ),
  l(
    /\brim[- ]light\w*|\bback[- ]?light\w*|\bback[- ]?lit\b|逆光|轮廓光/i,
    'a rim light tracing every edge',
    '逆光勾出清晰的轮廓',
  ),
  l(
    /\bstudio light\w*|\bsoftbox\b|棚拍光|影棚/i,
    'clean studio light: a large soft key and a gentle fill',
    '干净的棚拍光：大面积柔光主光，配柔和的补光',
  ),
  l(
    /\bcandle ?light\b|\bcandlelit\b|烛光/i,
    'warm, flickering candlelight with deep shadows around it',
    '摇曳的烛光，四周是深深的阴影',
  ),
  l(
    /\blantern ?light\b|\blit by (?:a |an |the )?(?:\w+ )?lanterns?\b|灯笼光/i,
    'warm lantern light, a small pool of gold with deep shadow beyond',
    '温暖的灯笼光，一小圈金色，外面是深深的暗部',
  ),
  l(
    /\b(?:flashlight|torch)\b[^.]{0,12}\b(?:dies|goes out|cuts out|flickers out)\b|手电筒?[^，。]{0,4}(?:熄灭|灭了|灭掉)/i,
    'a single flashlight beam, then sudden darkness as it dies',
    '一束手电筒光，随后骤然熄灭，四下漆黑',
  ),
  l(
    /\blights?\b[^.]{0,25}?\b(?:go|goes|going|turn|turns|turning|switch\w*) (?:off|out) one by one\b/i,
    'the lights going out one by one, the darkness closing in',
    '灯一盏接一盏熄灭，黑暗一步步逼近',
  ),
  // "灯突然灭了", "the lights go out": the light is the darkness that follows, not the lamp.
  l(
    /(?<!手电筒?[^，。]{0,4})灯(?:光)?(?:突然|忽然|一下子|猛地)?(?:灭了|熄灭|黑了)|\b(?:the )?lights? (?:suddenly )?(?:go|goes|went|cut|cuts) (?:out|dark)\b|\bpower (?:cuts|goes) out\b/i,
    'the light cuts out, and only a faint emergency glow is left',
    '灯骤然熄灭，只剩一点微弱的应急灯光',
  ),
  l(
    /\b(?:anamorphic )?lens flares?\b|\banamorphic flares?\b|镜头光晕|炫光/i,
    'anamorphic lens flares streaking across the frame from every bright light',
    '每一处强光都在画面上拉出横向的镜头光晕',
  ),
  // "you open the fridge at 3am": the fridge is the only light in the kitchen.
  l(
    /\bopen\w* (?:the |a )?(?:fridge|refrigerator)\b|\bfridge light\b|打开冰箱|冰箱的?灯/i,
    'the cold light of the open fridge spilling out into the dark kitchen',
    '打开的冰箱透出冷白的光，洒进漆黑的厨房',
  ),
  l(
    /\bflashlight\b|\btorch ?light\b|\btorch beam\b|手电筒|手电/i,
    'a single flashlight beam cutting through the dark',
    '一束手电筒光划破黑暗',
  ),
  l(
    /\bfirelight\b|\bfire ?lit\b|火光/i,
    'warm firelight flickering across faces, darkness behind',
    '跳动的火光映在脸上，身后一片黑暗',
  ),
  l(
    /\b(?:warm |golden |soft )?late[- ]afternoon (?:light|sun|sunlight)\b|午后的?暖阳|傍晚的暖光/i,
    'warm late-afternoon light, low and golden, long soft shadows',
    '午后低斜的暖光，金黄柔和，影子拉得很长',
  ),
  l(
    /\bflicker\w* (?:orange|amber|warm|candle|fire|lamp)?\s*light\b|忽明忽暗的(?:橙色|暖色|橘色)?(?:光|灯光)/i,
    'flickering orange light, shadows jumping across the walls',
    '忽明忽暗的橙色光，影子在墙上跳动',
  ),
  l(
    /\bneon[- ]lit\b|\bneon light\w*|\bneon (?:pink|teal|purple|blue|red|green|orange|magenta|cyan|violet|yellow)(?: and (?:pink|teal|purple|blue|red|green|orange|magenta|cyan|violet|yellow))? (?:light|lights|lighting|glow)\b|\bneon (?:alley|alleys|street|streets|signs?|city|sign-lit|puddles?|reflections?|glow)\b|霓虹灯光|霓虹光/i,
    'neon light in magenta and cyan spilling across every surface',
    '洋红与青色的霓虹光洒满每一处表面',
    {
      en: 'neon light in magenta and cyan smeared across wet surfaces, glowing in the falling rain',
      zh: '洋红与青色的霓虹光在湿漉漉的表面上晕开，雨丝里泛着光',
    },
  ),
  l(
    /\bvolumetric\b|\bgod rays\b|\bshafts? of light\b|丁达尔|体积光|光束/i,
    'volumetric shafts of light cutting through the haze',
    '体积光穿过薄雾，形成一道道光束',
  ),
  l(
    /\b(?:fairy|string|festoon) lights\b|串灯|小灯串/i,
    'warm fairy lights strung overhead, soft points of gold in the dark',
    '头顶挂着一串串暖黄的小灯，暗处点点金光',
  ),
  l(
    /\bstrob(?:e|es|ing)\b|频闪/i,
    'hard strobes chopping the frame into flashes of light and dark',
    '频闪灯把画面切成一明一暗的闪光',
  ),
  l(
    /\bovercast (?:light|sky|day|daylight)\b|阴天的?(?:光|光线)/i,
    'soft overcast light, even and nearly shadowless',
    '柔和的阴天光线，均匀，几乎没有阴影',
  ),
  // "soft top light": the person's softness is kept, not hardened.
  l(
    /\bsoft(?:,)? (?:diffused )?top[- ]?light\b|\bsoft overhead (?:light|lamp)\b|柔和的?顶光|柔光顶光|顶部柔光/i,
    'a soft top light from above, a gentle sheen along the top edge, the sides falling off into shadow',
    '柔和的顶光从上方洒下，顶部泛着一层柔光，两侧渐渐隐入暗部',
  ),
  l(
    /\btop[- ]?light\b|\b(?:hard |single )?overhead (?:light|lamp|spot)\b|\blit from (?:directly )?above\b|顶光/i,
    'a hard top light falling straight down, a bright line along the top edge, the sides sinking into shadow',
    '顶光从正上方直直落下，顶部勾出一道亮边，两侧沉入暗部',
  ),
  l(
    /光线?透过水面|阳光透过水面|\blight (?:filtering|streaming|shining|falling) (?:down )?through the water\b/i,
    'golden light filtering down through the water, rippling patterns dancing across everything',
    '金色光线透过水面洒下，水纹光影轻轻晃动',
  ),
  l(
    /直播间(?:的)?灯光|\blive-?stream(?:ing)? (?:lights?|lighting|setup)\b/i,
    'bright, even live-stream light: a ring light and soft panels, the face clean and shadowless',
    '直播间明亮均匀的灯光：环形灯加柔光板，脸上干净无阴影',
  ),
  l(
    // In the rain the rain's own light says more than a clear, backlit sky.
    /^(?![\s\S]*(?:\brain|雨))[\s\S]*(?:\bshinkai\b|新海诚)/i,
    'luminous backlit sky light, soft lens flares and every highlight glowing',
    '通透的逆光天空，柔和的镜头光晕，每一处高光都在发亮',
  ),
  l(
    /\bnorthern lights\b|\baurora\b|极光/i,
    'the green glow of the aurora rippling overhead, its light washing over the snow',
    '极光的绿光在头顶流动，映亮了地面',
  ),
  l(
    /\bblack hole\b|黑洞/i,
    'the blinding ring of the accretion disk, its light bent around the black hole',
    '吸积盘亮得刺眼，光线被黑洞扭曲成一圈光环',
  ),
  l(
    /冷色调(?:的)?(?:灯光|光线|光)?|\bcool[- ]toned (?:light|lighting)\b|\bcold (?:blue )?light(?:ing)?\b/i,
    'cool blue-toned light, crisp highlights on every edge',
    '冷色调的蓝白光，边缘高光清冽干净',
  ),
  l(
    /\bwarm afternoon (?:light|sun(?:light)?)\b|\blate afternoon (?:light|sun)\b|午后(?:的)?(?:暖阳|阳光)/i,
    'warm afternoon light slanting in low, soft golden edges on everything',
    '午后的暖阳低低斜照进来，万物镶着柔和的金边',
  ),
  l(
    /\bmoody overcast\b|\bovercast\b(?= *(?:[,.;]|$))|\bovercast (?:afternoon|morning|evening)\b|\b(?:grey|gray|cloudy) (?:afternoon|morning|day|sky)\b|\bunder (?:(?:low|heavy|thick|grey|gray|dark|leaden|brooding)\s+){1,3}clouds\b|阴沉的天|阴天|低垂的云|乌云低垂/i,
    'flat, moody overcast light, grey and nearly shadowless',
    '阴沉的阴天光线，灰蒙蒙的，几乎没有影子',
  ),
  l(
    /\bspotlight\b|聚光灯/i,
    'a single hard spotlight, everything around it falling into darkness',
    '一束聚光灯打下，四周沉入黑暗',
  ),
  l(
    /\bdramatic (?:light|lighting)\b|戏剧性的?(?:光|灯光|光线)/i,
    'dramatic, hard side light carving the shape out of deep shadow',
    '戏剧性的硬侧光，从浓重的阴影里勾出轮廓',
  ),
  l(
    /\bchiaroscuro\b|\blow[- ]key\b/i,
    'low-key light: one strong source and deep shadows',
    '低调布光：一处强光源，大片深影',
  ),
  l(/\bhigh[- ]key\b/i, 'bright high-key light, almost shadowless', '明亮的高调光，几乎没有阴影'),
  l(
    /\bgolden (?:hour )?light\b|\bgolden light\b|金色(?:的)?光(?:线|芒)?|金光/i,
    'low golden light, long warm shadows',
    '低角度的金色光线，拉出长长的暖色阴影',
  ),
  l(
    /\bsunlight (?:streams|pours|falls|through)\b|阳光透过|阳光洒/i,
    'sunlight streaming in, bright patches across the scene',
    '阳光透进来，投下明亮的光斑',
  ),
  l(
    /\bmoonlight (?:streams|pours|falls|through)\b|月光透过|月光洒/i,
    'cool moonlight falling in, silver-blue',
    '清冷的月光洒进来，银蓝色',
  ),
  l(
    /\b(?:hard|harsh) light\w*|硬光/i,
    'hard, direct light with crisp shadows',
    '直射的硬光，阴影边缘清晰',
  ),
  l(
    /\b(?:soft|diffused?) light\w*|柔光/i,
    'soft, diffused key light with gentle shadows',
    '柔和的漫射主光，阴影轻柔',
  ),
  l(
    /\btungsten\b|钨丝灯/i,
    'warm tungsten light, low and amber, deep shadows around it',
    '温暖的钨丝灯光，低矮而呈琥珀色，四周是深深的阴影',
  ),
  l(
    /\bwarm light\w*|暖光|暖色灯光|暖色光|暖黄色?灯光|暖黄光/i,
    'warm light in soft amber tones',
    '温暖的光线，柔和的琥珀色调',
  ),
  l(/\b(?:cool|cold) light\w*|冷光|冷色光|冷白光/i, 'cool, bluish light', '偏冷的蓝调光线'),
  l(/\bnatural light\w*|自然光/i, 'natural light, nothing added', '自然光，不额外补光'),
];

/** The Lighting line for the light the person named, or nothing when no entry knows it. */
export function ownLight(text: string, lang: Language): string | undefined {
  // The reader and the Lighting line ask of the same idea: the answer is kept (1 ms budget).
  const key = `${lang}|${text}`;
  if (lightSeen.has(key)) return lightSeen.get(key);
  if (lightSeen.size > 512) lightSeen.clear();
  const found = findOwnLight(text, lang);
  lightSeen.set(key, found);
  return found;
}

const lightSeen = new Map<string, string | undefined>();

/** "warm tungsten interior against cold blue exterior": two lights, inside and out. */
const INSIDE_OUT =
  /\b((?:warm|golden|amber|orange|cool|cold|blue)[\w -]*?) (?:light )?(?:interior|inside),? (?:against|with|and|versus|vs\.?) (?:an? |the )?((?:warm|golden|amber|orange|cool|cold|blue)[\w -]*?) (?:light )?(?:exterior|outside)\b/i;

function findOwnLight(text: string, lang: Language): string | undefined {
  const insideOut = lang === 'en' ? INSIDE_OUT.exec(text) : null;
  if (insideOut?.[1] && insideOut[2])
    return `${insideOut[1].toLowerCase()} light inside, against ${insideOut[2].toLowerCase()} light outside`;
  const hits: { word: LightWord; at: number; end: number }[] = [];
  for (const word of LIGHT_WORDS) {
    const match = word.pattern.exec(text);
    if (match) hits.push({ word, at: match.index, end: match.index + match[0].length });
  }
  // Two entries that read the same words ("手电筒突然熄灭" is a flashlight and its dying) say
  // one light: the first, more specific, entry keeps it.
  const kept = hits.filter(
    (hit, index) => !hits.slice(0, index).some((other) => other.at < hit.end && hit.at < other.end),
  );
  const found = kept
    .sort((a, b) => a.at - b.at)
    .slice(0, 2)
    .map((hit) =>
      fromTheirSide(
        withColour(
          hit.word.wet && RAINY.test(text) ? hit.word.wet[lang] : hit.word[lang],
          text.slice(0, hit.at),
          lang,
        ),
        text,
        lang,
      ),
    );
  if (found.length === 0) return lang === 'en' ? theirLightPhrase(text) : undefined;
  // ("a flashlight beam sweeps …, then the flashlight dies": the dying beam says the beam; a
  // light told twice is told once, by the later line that tells what becomes of it.)
  const lead = (line: string) =>
    lang === 'zh' ? line.slice(0, 6) : line.split(/[ ,]+/).slice(0, 4).join(' ');
  const once = found.filter(
    (line, index) => !found.some((other, j) => j > index && lead(other) === lead(line)),
  );
  return once.join(lang === 'zh' ? '；' : '; ');
}

/**
 * "warm morning light through the café window", "soft streetlight on two faces": a light no
 * entry knows is still the person's, and the Lighting line says it in their words.
 */
function theirLightPhrase(text: string): string | undefined {
  // "The light is cold blue, then warm as the sun rises": the light, and how it changes.
  const told = /\bthe light (?:is|turns|goes) ([a-z]+(?: [a-z]+)?)(,? then [^.!?]+)?/i.exec(text);
  if (
    told?.[1] &&
    /\b(?:cold|cool|warm|blue|gold\w*|soft|harsh|dim|bright|pale|orange|pink|grey|gray)\b/i.test(
      told[1],
    )
  )
    return `${told[1].toLowerCase()} light${told[2] ? told[2].replace(/^,? then/, ', then') : ''}`;
  const phrase =
    /\b((?:(?:soft|warm|cool|cold|hard|harsh|golden|pale|dim|bright|low|late|early|morning|evening|afternoon|moody|dramatic|natural|diffused|gentle|flickering|dappled|hazy|orange|blue|red|green|pink|purple|amber|window|rim|side|back|top|street|neon|candle|lamp|sun|moon|fire|stage|studio|ring|overcast|kitchen|café|cafe|bedroom|office|porch|classroom)[ -]){1,4}(?:light(?:ing)?|glow|backlight|sunlight|daylight|moonlight|streetlights?|lamplight|candlelight|firelight)(?: (?:through|from|on|across|over|in|into|behind) (?:the |a |an |her |his |their |two )?[^,.;]+?)?)(?=\s*(?:[,.;]|$))/i.exec(
      text.replace(/"[^"]*"|“[^”]*”/g, ' '),
    )?.[1];
  // (Only a light the person qualified: "lamp light" or "ring light" alone is a source the
  // stock lines describe better.)
  const qualified =
    phrase &&
    // ("morning kitchen light": a time and a room are a light as the person knows it.)
    (/\b(?:soft|warm|cool|cold|hard|harsh|golden|pale|dim|bright|low|moody|dramatic|natural|diffused|gentle|flickering|dappled|hazy|overcast|orange|blue|red|green|pink|purple|amber)\b/i.test(
      phrase,
    ) ||
      /\b(?:morning|evening|afternoon|early|late)\b.*\b(?:kitchen|café|cafe|bedroom|office|porch|classroom)\b/i.test(
        phrase,
      ));
  return qualified ? phrase.toLowerCase() : undefined;
}

const COLOURS: Record<string, string> = {
  golden: '金色',
  gold: '金色',
  warm: '暖色',
  amber: '琥珀色',
  blue: '蓝色',
  cool: '冷色',
  red: '红色',
  pink: '粉色',
  purple: '紫色',
  green: '绿色',
  orange: '橙色',
  soft: '柔和的',
  hard: '硬朗的',
  harsh: '刺眼的',
  dim: '昏暗的',
  gentle: '温和的',
};

/** "golden rim light": the colour said just before the light stays with it. */
function withColour(line: string, before: string, lang: Language): string {
  // ("soft rim light": how soft or hard it is stays with it too.)
  const colour =
    /\b(golden|gold|warm|amber|blue|cool|red|pink|purple|green|orange|soft|hard|harsh|dim|gentle)\s*$/i.exec(
      before,
    )?.[1];
  if (!colour || line.includes(colour.toLowerCase())) return line;
  const word = colour.toLowerCase();
  if (lang === 'zh') return `${COLOURS[word] ?? ''}${line}`;
  return /^an? /.test(line) ? line.replace(/^an? /, `a ${word} `) : `${word} ${line}`;
}

/** "window light from the left": the side the person named, not "one side". */
function fromTheirSide(line: string, text: string, lang: Language): string {
  const side = /\bfrom the (left|right)\b|(?:从)?(左|右)(?:侧|边)/i.exec(text);
  if (!side) return line;
  if (lang === 'zh') {
    const zh = side[2] ?? (side[1]?.toLowerCase() === 'left' ? '左' : '右');
    return line.replace(/一侧|侧面/, `${zh}侧`);
  }
  const en = side[1]?.toLowerCase() ?? (side[2] === '左' ? 'left' : 'right');
  return line.replace('from one side', `from the ${en}`);
}
