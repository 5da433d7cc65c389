/**
 * A thing or a creature on its way somewhere: a train over a viaduct, a boat through the mist,
 * a dragon through the clouds. The last entries of the table, so every narrower one (a bird
 * taking off, a ship in a storm, a surfer) wins first; these only stage a passage the table
 * does not know, instead of a beat that says the idea again and a look at "its surface".
 */
import { THINGS, type ActionStaging, type StageLines } from './types.ts';

/** It comes on from afar, passes the lens, and goes on into the distance. */
const PASSING: readonly [StageLines, StageLines] = [
  [
    'small in the distance, coming on',
    'the world around {them} streams past as {they} <draw> nearer',
    '{s} <sweep> past closest to the lens, filling the frame for a moment',
    '{s} <carry> on into the distance, growing smaller in the frame',
  ],
  [
    '远处，{s}小小的身影由远及近',
    '两旁的景物不断向后掠去，{s}越来越近',
    '{s}从镜头前掠过，一时占满了画面',
    '{s}越行越远，渐渐变小',
  ],
];

/** A passage that ends at the lens or in frame is told by other lines. */
const AT_THE_LENS =
  /\b(?:toward|towards|at|into) (?:the )?(?:camera|lens|viewer|frame)\b|镜头|画面/;

/**
 * Not a thing on its way: light, weather and the view itself move too ("a rim light sweeps
 * across the dial", "clouds race over", "the view glides over the cliffs").
 */
const NO_JOURNEY =
  /\b(?:light|lights|beam|glow|shadows?|clouds?|mist|fog|smoke|rain|snow|petals?|leaves|view|camera|drone|shot|frame)\b|光|影|云|雾|烟|雨|雪|花瓣|落叶|镜头|画面|无人机/;

/** Seen from a drone or sped up, a passage is told by the camera and the hours. */
const FILMED_AWAY =
  /\b(?:time-?lapse|hyperlapse|drone|aerial|tracking|follow(?:s|ing)? (?:shot|cam\w*))\b|延时|航拍|无人机|跟拍|跟随/i;

/**
 * Things that travel: a vehicle, a boat, an aircraft, a dragon (an umbrella floating upstairs
 * is no journey).
 */
const VEHICLE =
  /\b(?:trains?|locomotives?|trams?|cars?|trucks?|lorr(?:y|ies)|buses|bus|vans?|jeeps?|suvs?|tractors?|motorbikes?|motorcycles?|scooters?|bikes?|bicycles?|boats?|ships?|ferr(?:y|ies)|canoes?|kayaks?|rafts?|yachts?|sailboats?|barges?|junks?|gondolas?|planes?|jets?|airliners?|balloons?|airships?|zeppelins?|spaceships?|starships?|rockets?|shuttles?|haulers?|freighters?|sleds?|sleighs?|carriages?|wagons?|caravans?|convoys?|dragons?|phoenix)\b|舟|船|车|艇|筏|列车|高铁|火车|地铁|轻轨|飞船|飞机|热气球|龙/;

/** What every passage entry shares: who may travel, and the lines it is told in. */
const PASSAGE = {
  not: AT_THE_LENS,
  head: VEHICLE,
  unlike: NO_JOURNEY,
  notIn: FILMED_AWAY,
  who: ['thing', 'aircraft', 'animal'],
  enLines: PASSING[0],
  zhLines: PASSING[1],
} as const satisfies Omit<ActionStaging, 'en' | 'zh' | 'rest'>;

export const JOURNEYS: readonly ActionStaging[] = [
  // A boat coming in to harbour: the approach, the slow turn along the quay, ropes, the ramp.
  {
    head: /\b(?:ferry|ferries|boats?|ships?|yachts?|trawlers?|steamers?|liners?)\b|渡轮|轮渡|船|游轮|渔船/,
    en: /^(?:pull|dock|arrive|moor|come|sail|glide|steam|chug|berth)$/,
    rest: /^(?:in\b|into|in to|at|alongside)\b.*\b(?:harbou?r|port|pier|quay|dock|marina|jetty|wharf)\b|^$/i,
    zh: /靠岸|进港|驶(?:入|进)[^，。]{0,6}(?:港|码头)|靠港|停靠|靠上码头/,
    who: THINGS,
    enLines: [
      'far out on the water, a white wake trailing behind {them}',
      'the harbour walls slide past as {they} <slow> and <swing> broadside to the quay',
      'ropes are thrown ashore and pulled tight, the hull nudging the fenders',
      'the ramp comes down with a clang and the first passengers step ashore',
    ],
    zhLines: [
      '远远地驶在海面上，身后拖着一道白色航迹',
      '堤岸从两旁滑过，{s}放慢速度，侧过船身靠向岸边',
      '缆绳抛上岸拉紧，船身轻轻靠上防撞垫',
      '舷梯哐当一声放下，第一批乘客走上岸',
    ],
  },
  {
    // ("a steam train crosses a stone viaduct": crossing names where it goes.)
    en: /^(?:cross|traverse|pass)$/,
    // ("crosses open ocean at night", "crosses a stone viaduct": what it crosses.)
    rest: /^(?:(?:slowly|swiftly|silently|quietly|gently|steadily) )?(?:over |under |through )?(?:(?:a|an|the)\b|open |the open )/i,
    ...PASSAGE,
  },
  {
    en: /^(?:glide|sail|drift|float|speed|race|zoom|travel|cruise|soar|fly|barrel|rumble|thunder|chug|snake|weave|streak|hurtle|skim|slip|roll|wind|move|head|ride|plough|plow)$/,
    rest: /^(?:(?:slowly|swiftly|silently|quietly|gently|steadily|fast|low|high) )?(?:across|through|over|along|down|up|between|beneath|above|high above|low over|out over|in from)\b/i,
    ...PASSAGE,
  },
  {
    zh: /穿过|穿行|驶过|驶向|驶出|驶进|驶入|驶来|驶离|飞驰|疾驰|飞过|掠过|划过|漂过|漂向|滑过|穿梭|奔驰|呼啸而过|开过|飞越|越过|横穿|游过|爬过/,
    ...PASSAGE,
  },
  // Mist or cloud moving among peaks, pillars or trees: it pools, pours through, parts, closes.
  {
    head: /\b(?:mist|fog|haze|clouds?|cloud sea)\b|雾|云雾|云海|云层|薄雾|晨雾/,
    en: /^(?:flow|drift|roll|pour|spill|swirl|curl|weave|creep|stream|move|snake|wind|wrap)$/,
    rest: /^(?:(?:slowly|gently|softly|silently) )?(?:through|between|around|over|among|down|into|across|past)\b/i,
    zh: /流动|飘动|翻涌|涌动|缭绕|漫过|涌过|穿过|飘过|弥漫|翻滚|流淌/,
    // (Sped up, clouds boil and the hours pass: the time-lapse lines tell that.)
    notIn: /\btime-?lapse\b|延时/i,
    who: THINGS,
    enLines: [
      'lying low in the gaps, only the high points showing above it',
      'the mist pours slowly through the gaps, curling around every edge',
      'a gap tears open and the peaks stand out sharp for a moment before the mist closes again',
      'the mist settles back into a slow, drifting sea',
    ],
    zhLines: [
      '低低地积在山谷间，只露出最高的峰顶',
      '雾气顺着山势缓缓流淌',
      '雾中忽然露出一座清晰的峰顶',
      '云雾重新铺开，像一片慢慢流动的海',
    ],
  },
];
