/**
 * Where an idea happens: the environment (sea, street, kitchen…) and whether it is indoors,
 * from the place it names, the place words in it and its subject, with the exceptions a
 * reader would make (a cliff by the sea is the coast, houses seen by a drone are outdoors).
 */
import type { Environment, Subject } from '../../domain/prompt/plan.ts';
import { chineseWords, containsWord, type ChineseWords } from './chinese-words.ts';
import { cueIndex, ENV_CUES, INDOOR_ENVS, STREET_INTERVIEW, TOPIC_CUES } from './cues.ts';

/**
 * The environment a phrase names last: its head noun ("farmhouse kitchen" is a kitchen), and
 * of two cues that end together the longer ("coffee shop" is a café, not a shop).
 */
function latestEnv(phrase: string): Environment | undefined {
  let end = -1;
  let start = Infinity;
  let found: Environment | undefined;
  const words = chineseWords(phrase);
  for (const c of ENV_CUES) {
    const match = c.en.exec(phrase);
    const spans: [number, number][] = match ? [[match.index, match.index + match[0].length]] : [];
    if (words) {
      for (const word of c.zh) {
        const at = containsWord(words, word);
        if (at !== -1) spans.push([at, at + word.length]);
      }
    }
    for (const [from, to] of spans) {
      if (to > end || (to === end && from < start)) [end, start, found] = [to, from, c.key];
    }
  }
  return found;
}

/** A place's own room when it names one before where it stands; else its latest cue. */
function roomFirst(phrase: string): Environment | undefined {
  const before = /^(.+?)\s+(?:in|on|at|near|by|of)\s+\S/i.exec(phrase)?.[1];
  const room = before ? latestEnv(before) : undefined;
  return room && INDOOR_ENVS.has(room) ? room : latestEnv(phrase);
}

/** The setting's environment and indoor/outdoor (undefined when the idea does not say). */
export function readSetting(
  place: string | undefined,
  subject: Subject | undefined,
  scene: string,
  sceneZh: ChineseWords | undefined,
): { env?: Environment; indoor?: boolean } {
  // The place's head noun comes last ("farmhouse kitchen", "农舍厨房"): the latest cue wins.
  // ("down the basement stairs of an old farmhouse": the basement, not the farm's fields.)
  const placeEnv = place ? roomFirst(place) : undefined;
  const named = ENV_CUES.find((c) => cueIndex(c, scene, sceneZh) !== -1)?.key;
  // "A lighthouse on a cliff": a subject that is itself a place sets the scene.
  // ("the last typewriter repair shop in Chicago" is a shop: a room named before where it
  // stands is that room, not the city's streets.)
  const subjectEnv =
    subject && (subject.kind === 'place' || subject.kind === 'object')
      ? roomFirst(subject.phrase)
      : undefined;
  const envRead =
    (subject?.kind === 'place' ? subjectEnv : undefined) ??
    placeEnv ??
    named ??
    (cueIndex(TOPIC_CUES.space, scene, sceneZh) !== -1 ? 'space' : undefined);
  // "站在女主家楼下", "outside her house": a home seen from the street is the street.
  const outsideHome =
    /楼下|门外|屋外|家门口|\boutside (?:her|his|their|the|my|our) (?:house|home|building|apartment|door)\b/i.test(
      scene,
    );
  // "便利店门口", "outside the café": at a shop's door is the street in front of it.
  const outsideShop =
    (envRead === 'shop' || envRead === 'restaurant') &&
    /(?:店|馆|超市)门口(?!的)|(?:在|坐在|站在|蹲在|靠在)(?:店|便利店)?门口|门外|店外|\boutside (?:the|a|an) (?:[\w-]+ )?(?:shop|store|café|cafe|bar|restaurant|diner|bakery|convenience store)\b/i.test(
      scene,
    );
  // "A lighthouse on a cliff": a cliff by the sea is the coast, not the mountains.
  const seaCliff =
    envRead === 'mountain' &&
    /\bcliffs?\b|悬崖/i.test(scene) &&
    /lighthouse|\bsea\b|ocean|coast|waves|beach|shore|islands?\b|fjord|灯塔|海|岛/i.test(scene);
  // 洱海 and 西湖 are lakes whatever their names say.
  const lake = envRead === 'sea' && /洱海|西湖|青海湖|滇池|\blake\b/i.test(scene);
  // "Street interview: a barista …": asked on the street, whatever their trade.
  const streetInterview = STREET_INTERVIEW.test(scene);
  // "a hospital parking lot": outside it, among the parked cars, not in its corridors.
  const parkingLot =
    envRead !== undefined &&
    INDOOR_ENVS.has(envRead) &&
    /\b(?:parking lot|car park)\b|停车场/i.test(scene) &&
    // (Sitting in a car in the lot is the car.)
    !/\bgarage\b|车库|地下|\bin (?:her|his|their|the|a|my) car\b|车里/i.test(scene);
  // A sandcastle is built on the sand, whatever waves wash it away.
  const sandy = envRead === 'sea' && /\bsand ?castles?\b|沙堡|堆沙/i.test(scene);
  // "Santorini white houses at sunrise, drone shot": houses that are the picture are seen from
  // outside, in no room.
  const housesSeen =
    envRead === 'home' &&
    (/^(?:houses|homes|cottages|villas|rooftops|roofs)$/.test(subject?.head ?? '') ||
      /\b(?:drone|aerial)\b|航拍|无人机/i.test(scene));
  // A product floating "in zero gravity" is a look on a seamless set, not outer space.
  const floatingProduct =
    envRead === 'space' &&
    cueIndex(TOPIC_CUES.product, scene, sceneZh) !== -1 &&
    cueIndex(TOPIC_CUES.space, scene, sceneZh) === -1 &&
    !/outer space|in space|太空|宇宙/i.test(scene);
  // "a seaside town", 海边小镇: its streets by the sea, not the sand.
  const seasideTown =
    /\b(?:seaside|coastal|harbou?r|fishing) (?:towns?|villages?)\b|海边(?:的)?小(?:镇|城)|海滨小镇|渔村/i.test(
      scene,
    );
  // "basketball player dunking, arena lights": a sports arena is a court, not a concert stage.
  const sportsArena =
    envRead === 'stage' &&
    /\barenas?\b|体育馆|球馆/i.test(scene) &&
    cueIndex(TOPIC_CUES.sports, scene, sceneZh) !== -1;
  // "成都街头的火锅店": a restaurant on a street is the restaurant, its tables and its light.
  const streetRestaurant =
    envRead === 'street' &&
    /(?:街头|街边|路边|巷子里|巷口|老街|胡同里)的(?:一家)?[^，。]{0,4}(?:火锅店|餐厅|饭店|面馆|饭馆|小吃店|烧烤店|咖啡馆|咖啡店|酒吧|茶馆)/.test(
      scene,
    );
  // "ramen made in a tiny Tokyo shop": a shop that serves food is a restaurant, not a store.
  const foodShop =
    envRead === 'shop' &&
    /\bshop\b|店/i.test(place ?? scene) &&
    cueIndex(TOPIC_CUES.food, scene, sceneZh) !== -1 &&
    !/\b(?:convenience|grocery|corner|gift|flower|book|record|antique)\b|便利店|超市|花店|书店/i.test(
      scene,
    );
  // "cat knocks a glass off the table", 橘猫把桌上的杯子推下去: a pet among cups and tables is at home.
  const petAtHome =
    !envRead &&
    /\b(?:cats?|kittens?|dogs?|pupp(?:y|ies)|corgis?|retrievers?)\b|猫|狗/i.test(scene) &&
    /\b(?:tables?|shelf|shelves|counter|desk|cups?|glass|mugs?|vases?|(?:food |water )?bowls?|plates?|remote|laptop|keyboard)\b|桌|杯|花瓶|碗|盘子|遥控器|键盘/i.test(
      scene,
    );
  // "in an abandoned farmhouse", "inside a log cabin": in it is a room, not the fields around it.
  const inHouse =
    (envRead === 'countryside' &&
      /^(?:in|inside|into) (?:an? |the |their |his |her |my )?(?:[\w-]+ ){0,2}(?:farmhouse|cabin|cottage|shack|hut)\b/i.test(
        place ?? '',
      )) ||
    // ("a cozy cabin at night with a sleeping cat": inside it, by the fire, not the fields.)
    (envRead === 'countryside' &&
      /\b(?:cabin|cottage|farmhouse)\b/i.test(scene) &&
      /\bfireplace\b|\bhearth\b|\bsleep\w*|\basleep\b|\bcurled\b|\binside\b|\bcandles?\b|\bcandlelit\b|\barmchair\b|\bblankets?\b|\bmugs?\b|\bkettle\b|\bbookshel\w+/i.test(
        scene,
      ));
  // (On a pier or at sea it stays there; a barista or a shopkeeper is asked outside.)
  const env: Environment | undefined =
    (streetInterview &&
      (envRead === undefined || envRead === 'city' || INDOOR_ENVS.has(envRead))) ||
    parkingLot
      ? 'street'
      : petAtHome || inHouse
        ? 'home'
        : housesSeen || floatingProduct
          ? undefined
          : sportsArena
            ? 'stadium'
            : seasideTown
              ? // (Seen from a drone, fishing villages are dots along the coast.)
                /\b(?:drone|aerial)\b|航拍|无人机/i.test(scene)
                ? 'sea'
                : 'street'
              : (envRead === 'home' && outsideHome) || outsideShop
                ? 'street'
                : seaCliff
                  ? 'sea'
                  : lake
                    ? 'water'
                    : sandy
                      ? 'beach'
                      : foodShop || streetRestaurant
                        ? 'restaurant'
                        : envRead;
  // "巨大的飞船悬停在上海外滩上空", "a ship hovering over the desert": the ship is over a place on
  // the ground, and that place is where the clip is (not out in the vacuum).
  const hovering =
    env === 'space' &&
    /上空|悬停|\b(?:hover\w*|looms? over|over (?:the )?(?:city|town|skyline|desert|sea|ocean|village|fields?)|above (?:the )?(?:city|town|skyline|desert|sea|ocean|village|fields?))\b/i.test(
      scene,
    ) &&
    !/外太空|太空中|宇宙中|\b(?:outer space|in space|in orbit)\b/i.test(scene);
  const ground = hovering
    ? ENV_CUES.find((c) => c.key !== 'space' && cueIndex(c, scene, sceneZh) !== -1)?.key
    : undefined;
  if (
    hovering &&
    /城市|都市|外滩|陆家嘴|街|楼|广场|\b(?:city|town|skyline|streets?|downtown|square|manhattan|tokyo|london|paris|shanghai)\b/i.test(
      scene,
    )
  )
    return { env: 'city', indoor: false };
  if (ground) return { env: ground, indoor: INDOOR_ENVS.has(ground) };
  // "while snow falls outside": the weather is outside, the scene is in.
  const weatherOutside =
    /\b(?:falls?|falling|pours?|pouring|rag(?:es|ing)|howls?|howling|drifts?|drifting|blows?|blowing|swirls?|swirling|rain|raining|snow|snowing|storm|thunder) outside\b/i;
  const indoorWords =
    weatherOutside.test(scene) ||
    /\binside\b(?! (?:the |a |an |its |his |her |their )?(?:\w+ )?(?:visor|helmet|box|jar|cup|glass|bottle|shell|bag|pocket|drawer|egg|cocoon|snow ?globe))|\b(?:indoors|interior|room)\b|\boutside (?:the |a |my |her |his |their )?windows?\b|\b(?:in|on|inside) (?:the |a )?(?:subway|metro)\b|\b(?:subway|metro) (?:car|carriage|train|platform|station)\b|\b(?:in|aboard|on board|inside) (?:a |the |an |their |our )?(?:cramped |tiny |small |dark |narrow )?(?:spaceship|spacecraft|space station|starship|capsule|shuttle|cockpit|module|airlock|escape pod)\b|\b(?:at|around) (?:a |the )?table (?:in|on|aboard) (?:a |the )?(?:mars |moon |lunar |space )?(?:base|habitat|station)\b|\b(?:in|inside) (?:a |the )?(?:mars |moon |lunar )?(?:base|habitat)\b|室内|屋里|房间|窗外|窗边|窗前|舷窗|地铁|飞船里|舱内|空间站里|空间站内|空间站的窗/i.test(
      scene,
    );
  // "Snow falls outside the window" is seen from indoors.
  const outdoorWords =
    /\b(?:outside|outdoors|open air)\b(?! (?:the |a |my |her |his |their )?windows?\b)|户外|室外|露天/i.test(
      scene.replace(weatherOutside, ''),
    );
  const indoor = housesSeen
    ? false
    : env
      ? INDOOR_ENVS.has(env) || (indoorWords && !outdoorWords)
      : indoorWords
        ? true
        : outdoorWords
          ? false
          : undefined;
  // "skateboard kickflip down a staircase": a skate spot's stairs are out in the street.
  if (env === 'interior' && /\b(?:skate\w*|kickflip|ollie|bmx|handrail)\b|滑板/i.test(scene))
    return { env: 'street', indoor: false };
  return { ...(env ? { env } : {}), ...(indoor !== undefined ? { indoor } : {}) };
}
