/**
 * Real places, people and brands an idea names. Places are fine to film; people and brands
 * make the safety line say so (the checker reads the same lists).
 */
import type { Named } from '../../domain/prompt/plan.ts';

const PLACES =
  /\b(?:Vietnam|Thailand|India|Nepal|Peru|Chile|Argentina|Brazil|Morocco|Egypt|Kenya|Tanzania|Greece|Italy|Spain|Portugal|France|Germany|Switzerland|Austria|Croatia|Turkey|Cuba|Mexico|Canada|Alaska|New Zealand|Australia|Indonesia|Philippines|Korea|Sri Lanka|Namibia|Madagascar|Finland|Sweden|Denmark|Ireland|Wales|Edinburgh|Naples|Buenos Aires|Troms[øo]|Nara|Rotterdam|Havana|Lima|Cusco|Kathmandu|Tokyo|Kyoto|Osaka|Bangkok|Nazar[eé]|Hawaii|Maui|Yellowstone|Hanoi|Singapore|Shanghai|Beijing|Hong Kong|Taipei|Seoul|Paris|London|New York|Rome|Venice|Berlin|Amsterdam|Lisbon|Barcelona|Istanbul|Cairo|Marrakech|Iceland|Santorini|Bali|Dubai|Sydney|Rio|Havana|Mexico City|Los Angeles|San Francisco|Chicago|Sahara|Everest|Grand Canyon|Machu Picchu|Himalaya(?:s|n)?|Brooklyn|Manhattan|ISS|International Space Station|Faroe(?: Islands)?|Cappadocia|Serengeti|Maldives|Hokkaido|Tuscany|Provence|Tibet|Mongolia|Yunnan|Guilin|Alps|Andes|Rockies|Patagonia|Lofoten|Dolomites|Norway|Norwegian|Japan|China|Iceland|Scotland|Yosemite|Kyoto|Times Square|Central Park|Shibuya|Eiffel Tower|Golden Gate(?: Bridge)?|Big Ben|Las Vegas|Miami|Hollywood|Great Wall|Chongqing|Chengdu|Hangzhou|Guangzhou|Shenzhen|Lhasa|Xi'an|Bund|Icelandic|Faroese|Balinese|Parisian|Venetian|Tuscan|Scottish|Amalfi|Positano|Angkor Wat|Taj Mahal|Colosseum|Ha ?Long Bay|Uluru|Chefchaouen|Banff|Lake Louise|J[öo]kuls[áa]rl[óo]n|Petra|Kyoto|Fushimi Inari|Mount Fuji|Fuji|Santorini|Mykonos|Oia|Halong)(?![\w\u00C0-\u024F])|\b[A-Z][a-z]+ (?:Islands|Mountains|Highlands|Valley|Canyon|Falls|Fjord|Desert)\b|\b(?:Mount|Lake) [A-Z][a-z]+\b|喜马拉雅|珠峰|赛里木湖|喀纳斯|天山|伊犁|茶卡盐湖|纳木错|泸沽湖|千岛湖|漓江|阳朔|婺源|呼伦贝尔|可可西里|外滩|川藏线|青藏线|川藏公路|青藏公路|318国道|洱海|云南|西藏|新疆|内蒙古|青海湖|稻城|三亚|鼓浪屿|布达拉宫|兵马俑|洪崖洞|九寨沟|张家界|黄山|泰山|上海|北京|香港|台北|东京|京都|大阪|首尔|巴黎|伦敦|纽约|罗马|威尼斯|柏林|阿姆斯特丹|杭州|西湖|成都|重庆|西安|长城|故宫|桂林|丽江|大理|拉萨|敦煌|苏州|厦门|深圳|广州/g;
const PEOPLE =
  /\b(?:Taylor Swift|Elon Musk|Barack Obama|Obama|Donald Trump|Trump|Beyonc[eé]|Rihanna|Messi|Ronaldo|Lionel Messi|Cristiano Ronaldo|Michael Jordan|LeBron James|Tom Cruise|Keanu Reeves|Zendaya|BTS|Blackpink|Jackie Chan|Bruce Lee|Mark Zuckerberg|Bill Gates|Steve Jobs|Einstein|Marilyn Monroe)\b|马斯克|周杰伦|成龙|李小龙|刘德华|杨幂|蔡徐坤|易烊千玺|王一博|马云|特朗普|奥巴马/g;
const BRANDS =
  /\b(?:Nike|Adidas|Apple|iPhone|iPad|MacBook|Samsung|Coca[- ]Cola|Coke|Pepsi|Starbucks|McDonald'?s|Tesla|BMW|Mercedes|Ferrari|Porsche|Gucci|Chanel|Louis Vuitton|Rolex|Lego|Disney|Marvel|Pixar|Pok[eé]mon|Pikachu|Mickey Mouse|Hello Kitty|Spider-?Man|Batman|Superman|Harry Potter|Star Wars|Minecraft|Barbie|Red Bull|Dior|Prada|Sony|PlayStation|Nintendo|Mario)\b|星巴克|耐克|阿迪达斯|苹果手机|可口可乐|百事|麦当劳|特斯拉|迪士尼|漫威|皮卡丘|米老鼠|哈利波特|蜘蛛侠|蝙蝠侠|华为|小米|茅台|喜茶|瑞幸|哪吒|孙悟空/g;

/**
 * "a ridge in Ladakh", "a night walk through Oaxaca": a capitalised name after "in", "over" or
 * "through" is a real place even when the list above does not know it (months, days, languages
 * and words a title capitalises are not).
 */
const PLACE_AFTER =
  /(?<=\b(?:in|over|across|through|above|around|outside|near)\s)(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|English|Spanish|French|Chinese|Japanese|Korean|German|Italian|Slow|Black|White|Red|Blue|Green|Gold|Golden|Neon|Real|The|His|Her|Their|Its|My|Our|Your|One|Two|Space|Heaven|Hell|Earth|Mars|Moon|Mercury|Venus|Jupiter|Saturn|Uranus|Neptune|Pluto)\b)[A-Z][a-z]{3,}(?: [A-Z][a-z]+)?(?![\w'’])/g;

/** Every real place, person and brand the idea names, in that order, once each. */
export function findNamed(text: string): Named[] {
  const found: Named[] = [];
  const add = (kind: Named['kind'], re: RegExp) => {
    for (const match of text.matchAll(re)) {
      if (!found.some((named) => named.text === match[0])) found.push({ kind, text: match[0] });
    }
  };
  add('place', PLACES);
  // (A name a person or a brand list knows is theirs, not a place's.)
  const listed = [...text.matchAll(PEOPLE), ...text.matchAll(BRANDS)].map((match) => match[0]);
  for (const match of text.matchAll(PLACE_AFTER)) {
    const known = found.some(
      (named) => named.text.includes(match[0]) || match[0].includes(named.text),
    );
    if (!known && !listed.some((name) => name.includes(match[0])))
      found.push({ kind: 'place', text: match[0] });
  }
  add('person', PEOPLE);
  add('brand', BRANDS);
  return found;
}
