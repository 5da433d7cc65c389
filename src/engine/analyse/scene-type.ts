/**
 * The scene type of an idea: a format it asks for first, then its look, then what it is about.
 * Split from analyse.ts, which reads the idea; this decides what kind of clip it is.
 */
import type { Environment, Format, SceneType, Subject } from '../../domain/prompt/plan.ts';
import { chineseWords } from './chinese-words.ts';
import { cueIndex, INDOOR_ENVS, TOPIC_CUES } from './cues.ts';

const PETS =
  /\b(?:dog|dogs|puppy|puppies|cat|cats|kitten|kittens|corgi|husky|retriever|labrador|poodle|hamster|tabby|pug|beagle|terrier)\b|狗|(?<!熊)猫(?!头鹰)|柯基|哈士奇|金毛|仓鼠|泰迪|柴犬|小狗|小猫/i;

const VEHICLES =
  /\b(?:car|cars|truck|jeep|suv|van|bus|motorbike|motorcycle|train|plane|jet|helicopter)\b|汽车|跑车|越野车|摩托|卡车|火车|飞机|直升机/i;

/** Family: a scene between relatives when two of them are in it. */
const FAMILY =
  /\b(?:family|(?:grand)?(?:daughter|son|father|mother|dad|mom|mum|pa|ma)s?|grandpa|grandma|granny)\b|家人|母亲|父亲|奶奶|爷爷|外婆|外公|姐妹|兄弟|妈妈|爸爸|女儿|儿子|妹妹|姐姐|弟弟|哥哥|孙女|孙子/i;

/** Others a relative may be with: 摊主 haggled with, 妈妈 who finds her out. */
const SOMEONE = new RegExp(
  `${FAMILY.source}|\\b(?:friend|neighbou?r|teacher|vendor|seller|stranger)s?\\b|摊主|老板|店员|顾客|朋友|同学|老师|邻居|医生`,
  'gi',
);

/** How many different people an idea names (妹妹 and 妈妈: two). */
function peopleNamed(text: string): number {
  return new Set(text.match(SOMEONE) ?? []).size;
}

const TOWN_BIRDS = /\b(?:pigeons?|sparrows?|doves?)\b|鸽子|麻雀/i;

const COOKS =
  /^(?:chef|cook|baker|barista|pastry chef|vendor|hawker|street vendor|厨师|大厨|面点师|咖啡师|面包师|摊主|小贩)$/;
/** Cooking with the hands: one person kneading dough is a food film, not a family drama. */
const COOKING =
  /揉面|擀|包饺子|下饺子|煎|炒|炸|烤|蒸|煮|切|拌|腌|\b(?:knead\w*|fr(?:y|ies|ying)|sear\w*|bak(?:e|es|ing)|grill\w*|chop\w*|slic\w*|whisk\w*|stir\w*|roll\w* out|fold\w*|flip\w*|toss\w*|press\w*|pour\w*)\b/i;

/** Signs of dread that make horror when two meet: 3 am, a door that opens by itself, a figure. */
const DREAD: readonly RegExp[] = [
  /\b[1-4] ?am\b|\bmidnight\b|凌晨|半夜|午夜|深夜/i,
  /\bfootsteps?\b|\bhears? (?:something|a noise|noises|a knock|knocking|scratching)\b|脚步声|敲门声|抓挠声/i,
  /\bmirror\b|\breflection\b|镜子|镜中|倒影/i,
  /慢了一拍|比我慢|不是我|\bnot (?:my|her|his) own\b|\ba beat (?:late|behind)\b/i,
  // (Lights that flicker back on, or to life, come back: no dread in that.)
  /\bflicker\w*(?! (?:back )?on\b| to life| awake)|一闪一闪|忽明忽暗|闪烁/i,
  /\blights?\b[^.]{0,25}?\b(?:go|goes|going|went|turn|turns|turning|switch\w*|cut|cuts) (?:off|out)\b|\bgoes dark\b|(?:灯|手电筒?|手电)[^，。]{0,6}(?:熄灭|灭了|灭掉)/i,
  /\bby itself\b|\bon its own\b|自己(?:打开|开了|关上|动|响|亮)/i,
  /\b(?:something|someone|a figure|a shadow|silhouette)\b|黑影|人影|有人/i,
  /\bcreak\w*|吱呀/i,
  /\bdoor ?(?:knob|handle) (?:slowly )?(?:turns|turning|rattles|rattling|moves)\b|门把手[^，。]{0,4}(?:转动|动了|转了)/i,
  /\bwhispers? (?:her|his|my|your) name\b|叫(?:她|他|我)的名字/i,
  /\b(?:nobody|no one|empty|abandoned)\b|空无一人|废弃|没有人/i,
  /\b(?:upstairs|attic|basement|nursery|hallway|corridor)\b|走廊|楼道|地下室|阁楼/i,
  /\bmusic box\b|八音盒/i,
  // "something is breathing under the bed": a breath where no one should be.
  /\bunder (?:the|my|her|his) bed\b|\bin the closet\b|床底下?|衣柜里/i,
  /\bbreath(?:ing|es)?\b[^.]{0,20}\b(?:under|behind|inside|in the dark)\b|呼吸声/i,
  /\bstarts? to move\b|\bcomes? (?:to life|alive)\b|动了起来|自己动|活了过来/i,
  /\bdark (?:hallway|corridor|room|house|basement|attic|stairwell)\b|漆黑的|黑暗的(?:走廊|房间|楼道)/i,
  /\bbaby monitor\b|\blullaby\b|\ba voice that (?:is not|isn't)\b|婴儿监视器|摇篮曲/i,
  /\b(?:scream\w*|blood\w*|crying in the dark)\b|尖叫|哭声|血/i,
];

/** A picture, a doll or a statue that moves by itself: uncanny on its own. */
const UNCANNY =
  /\b(?:drawing|painting|portrait|photo(?:graph)?|doll|statue|mannequin|puppet)s?\b[^.]{0,40}\b(?:turns? (?:its|his|her) head|blinks?|eyes (?:follow|move)|watch(?:es|ing)|smiles? by itself|stares? back)\b|(?:画像|画里|画中|照片|娃娃|玩偶|人偶|雕像|肖像)[^，。]{0,8}(?:转过头|转头|眨眼|眼睛跟着|盯着)|\breflection\b[^.]{0,40}\b(?:doesn[’']t|does not|didn[’']t|won[’']t|moves? on its own|smiles? when|blinks? late|keeps? (?:staring|smiling))|镜子(?:里|中)的?[^，。]{0,8}(?:没有|不属于|不是我|不|自己|慢了|先|比我慢)/i;

/** Whether an idea is uneasy enough to be horror without saying so. */
function uneasy(text: string): boolean {
  return UNCANNY.test(text) || DREAD.filter((re) => re.test(text)).length >= 2;
}

/** The scene type: a format the idea asks for first, then the look, then what it is about. */
export function sceneType(
  formats: readonly Format[],
  animated: boolean,
  env: Environment | undefined,
  about: (key: keyof typeof TOPIC_CUES) => boolean,
  subject: Subject | undefined,
  people: number,
  hasDialogue: boolean,
  focus: string,
  namedPlace: boolean,
  core: string,
  /** Someone besides the subject does something ("孙女偷偷捏了一个"): a scene between people. */
  othersAct = false,
): SceneType {
  const order: readonly [Format, SceneType][] = [
    ['pov', 'pov'],
    ['timelapse', 'timelapse'],
    ['loop', 'loop'],
    ['unboxing', 'unboxing'],
    ['interview', 'interview'],
    ['explainer', 'explainer'],
    ['music-video', 'music-video'],
  ];
  // A creator talking to camera for TikTok is a social clip, not an interview: unless the idea
  // says interview (采访), the phone's look and framing are what it needs.
  const selfTold =
    formats.includes('vertical') &&
    formats.includes('interview') &&
    !/\binterview\w*|采访|访谈/i.test(core);
  if (selfTold && !formats.includes('pov')) return 'social';
  // A rapper performing "to camera" in a music video is a performance, not an interview.
  // A job interview is a scene between people, not a documentary interview.
  const performed =
    (formats.includes('music-video') && !/\binterview\w*|采访|访谈/i.test(core)) ||
    /\bjob interviews?\b|面试/i.test(core);
  // Kids telling ghost stories round a campfire are having fun: the story is not the clip.
  const toldScary =
    /\btell\w* (?:\w+ )?(?:ghost|scary|spooky|horror) stor(?:y|ies)\b|讲鬼故事/i.test(core);
  // "POV: walking down a dark hallway, a door creaks open": dread seen first-person is horror
  // (its camera stays first-person: the POV format is kept).
  if (formats.includes('pov') && (about('horror') || uneasy(core)) && !toldScary) return 'horror';
  for (const [format, type] of order) {
    if (format === 'interview' && performed) continue;
    if (formats.includes(format)) return type;
  }
  if (animated) return 'animation';
  // "earbuds floating in zero gravity, ad": a product shown weightless is still the product;
  // a product ad shot vertical is still a product ad (its 9:16 is the Technical line's).
  if (formats.includes('ad') && about('product') && !about('space')) return 'product';
  if (formats.includes('vertical')) return 'social';
  // An abandoned station where something moves in the vents is horror before it is space.
  if ((env === 'space' || about('space')) && !(about('horror') || uneasy(core))) return 'space';
  if (about('horror') && !toldScary) return 'horror';
  // A chef who flips a Dutch baby cooks; hands that knead dough make food, not a family drama.
  const focusFood = cueIndex(TOPIC_CUES.food, focus, chineseWords(focus)) !== -1;
  // A chef who closes up at 2am and sits alone with a note is a story, not a food film.
  const offDuty =
    /\b(?:closes?|closing|alone|after (?:hours|service)|finally)\b|打烊|收工|独自/i.test(core);
  // A barista who slides the cup to a customer who sips and laughs: a moment between people,
  // filmed on their faces, not a food film from above.
  const shared =
    subject?.kind === 'person' &&
    othersAct &&
    !hasDialogue &&
    /\b(?:customers?|guests?|diners?|regulars?|friends?|date|girlfriend|boyfriend|wife|husband|kids?|daughter|son)\b|顾客|客人|朋友/i.test(
      core,
    );
  // ("grandma's hands knead dough": the hands of whoever cooks are the cook.)
  const hands = /['’]s (?:[\w-]+ )?(?:hands?|fingers)$|手$/.test(subject?.phrase ?? '');
  const cooks =
    ((COOKS.test(subject?.head ?? '') || hands) && !(offDuty && !COOKING.test(focus)) && !shared) ||
    (focusFood && !hasDialogue && people <= 1 && !othersAct && COOKING.test(focus));
  if (cooks && (focusFood || about('food')) && subject?.kind !== 'animal') return 'food';
  // (A panda cub and its mother are animals: 妈妈 makes no family drama of them.)
  const acted = people >= 1 && subject?.kind !== 'object' && subject?.kind !== 'animal';
  // Two people on a beach are not yet a drama: lines or a conflict make one.
  // A grandfather doing tai chi alone is no drama; a grandmother teaching her granddaughter is.
  const family = FAMILY.test(core) && (people >= 2 || othersAct || peopleNamed(core) >= 2);
  // A retired boxer teaching his granddaughter a jab is a family moment, not a sports ad.
  const lesson = acted && family && (hasDialogue || /\bteach\w*|教/i.test(core));
  // A retired boxer alone in a dim gym at 5am is a character, not a sports ad: age, memory and
  // an empty room make the quiet drama.
  const lookingBack =
    acted &&
    /\b(?:retired|former|ageing|aging|elderly|old|washed-up|ex-)\b|退役|老拳手|曾经的/i.test(
      core,
    ) &&
    !formats.includes('ad');
  // A snow leopard that bursts into a sprint is hunting, not playing a sport. (A dog on a
  // surfboard is a pet at play: that is still the sport.)
  const hunting =
    subject?.kind === 'animal' &&
    !PETS.test(subject.phrase) &&
    !/\b(?:race|racing|derby|rodeo|jockey|polo)\b|赛马/i.test(core);
  if (about('sports') && !lesson && !lookingBack && !hunting) return 'sports';
  // (A family piling onto a new sofa in a sofa ad is the ad's picture, not a family drama.)
  if (acted && (hasDialogue || about('drama') || (family && !formats.includes('ad'))))
    return 'drama';
  if (uneasy(core) && !toldScary) return 'horror';
  // Food and product are what the shot is about: the subject or what the action handles.
  // Chinese by word, so 菜 is not found in 油菜花.
  const focusProduct = cueIndex(TOPIC_CUES.product, focus, chineseWords(focus)) !== -1;
  // ("a wine glass falls off a table and shatters": a glass breaking is no dish on show.)
  const breaks =
    /^(?:glass|cup|mug|bottle|plate|vase|bowl|jar|teapot)$/.test(subject?.head ?? '') &&
    /\b(?:shatter\w*|smash\w*|break\w*|crack\w*|falls? off|topples?|explod\w*)\b|摔碎|碎了|打碎|掉下|摔在地上/i.test(
      core,
    );
  // ("Ramen shop at midnight": a place that serves food is a place, not a dish from above.)
  const eatery = subject?.kind === 'place' && about('food') && !formats.includes('ad');
  if (focusFood && subject?.kind !== 'animal' && !breaks && !shared && !eatery) return 'food';
  // A keeper who lights a lamp is a story: what a person handles is a product only in an ad.
  const productShot = focusProduct && subject?.kind !== 'person';
  if (productShot || formats.includes('ad'))
    return about('food') && !productShot ? 'food' : 'product';
  // Wild animals outdoors are nature films; a pet on the beach is not wildlife.
  // Pigeons on a square and sparrows on a sill are the city's, not wildlife.
  const wild =
    subject?.kind === 'animal' && !PETS.test(subject.phrase) && !TOWN_BIRDS.test(subject.phrase);
  if (
    (wild && (env === undefined || !INDOOR_ENVS.has(env))) ||
    // A person by a mountain stream is a story, unless the idea asks for a documentary.
    // (A named place's cliffs and falls seen from a drone are travel: the place is the point.)
    (about('nature') &&
      !(namedPlace && /\b(?:drone|aerial|fpv|fly-?over)\b|航拍|无人机/i.test(core)) &&
      !PETS.test(subject?.phrase ?? '') &&
      // A car on a mountain road is a driving film, not natural history.
      !VEHICLES.test(subject?.phrase ?? '') &&
      (subject?.kind !== 'person' || /documentary|纪录片/i.test(core)))
  )
    return 'nature';
  // A street or a city is travel when it is the picture; people playing in it are a story.
  const placeIsPicture =
    subject === undefined || subject.kind === 'place' || subject.kind === 'object';
  // A city or street is the picture when nothing else is; a close-up of raindrops is not travel.
  const close = /\bclose-?ups?\b|\bmacro\b|特写|微距/i.test(core);
  // "neon street in rain" is a mood, not a place to visit: a film's street, not a travel film's.
  // (A cyberpunk city is still a vista, seen from the air.)
  const mood =
    /\bneon\b|\bnoir\b|\bmoody\b|\brain-?soaked\b|\bempty\b|\bdeserted\b|\bno (?:people|one)\b|霓虹|空无一人|空荡荡/i.test(
      core,
    ) && !/cyberpunk|赛博/i.test(core);
  // ("成都街头的火锅，朋友们举杯": friends round a table are the story, wherever the table is.)
  const gathering =
    subject?.kind === 'person' &&
    /\b(?:toasts?|raise (?:their|a) glass(?:es)?|clink\w*|dinner|feast|banquet|hot ?pot|barbecue)\b|举杯|干杯|碰杯|聚餐|吃饭|年夜饭|火锅|烧烤|撸串/i.test(
      core,
    );
  if (
    !close &&
    (about('travel') ||
      (namedPlace && !gathering) ||
      ((env === 'city' || env === 'street') && placeIsPicture && !mood))
  )
    return 'travel';
  return 'cinematic';
}
