/**
 * The colours that common things are: a corgi is ginger orange, rice terraces are rice-paddy
 * green, lava is molten orange, 青花瓷 is cobalt blue on porcelain white. Blind reviewers mark a
 * palette as stock when it leaves out the colour of the very thing the idea shows ("no corgi
 * orange", "no sand for the desert"), so the palette puts the idea's own things' colours first.
 *
 * Each entry is one colour, asked for by the thing's name in English and Chinese. A name is a
 * noun, never a colour the person typed: "lemon yellow", "cherry red", 柠檬黄 and 孔雀蓝 are
 * colours the idea names (handled elsewhere), and words with another sense are fenced off or
 * left out ("orange", "lime", "gold" alone; a husky voice; Rust the language; 老虎机).
 * A thing with a two-tone look (a panda, a husky, a watermelon) has two entries on one pattern.
 */
import { p, type Phrase } from './fit.ts';

const HUSKY =
  /\bhusk(?:y|ies)\b(?! (?:voices?|laugh\w*|whisper\w*|tones?|m[ae]n|boys?|guys?|build|frame|figure|sound\w*|purr\w*)\b)(?<!(?:voice|was|is|sounds?|sounding|grew|low|deep|soft) husky)|哈士奇|二哈/i;
// (A red panda is another animal; a trash panda is a raccoon. 熊猫眼 are dark circles.)
const PANDA = /\bpandas?\b(?<!(?:red|trash) pandas?)(?! eyes\b)|熊猫(?!眼|血|烟)(?<!小熊猫)/i;
// (A zebra crossing, zebra print or a zebrafish is no zebra.)
const ZEBRA =
  /\bzebras?\b(?![- ](?:crossings?|print|stripes?|pattern|finch(?:es)?|fish|danios?|plants?)\b)|斑马(?!线|鱼|纹)/i;
const PENGUIN = /\bpenguins?\b(?! (?:books?|classics?|random house)\b)|企鹅/i;
// (Peacock blue and 孔雀蓝 are colours; 孔雀石 is malachite, 孔雀鱼 a guppy.)
const PEACOCK =
  /\bpeacocks?\b(?<!white peacocks?)(?![- ](?:blue|green|teal|colou?red)\b)|\bpeafowl\b|孔雀(?!蓝|绿|石|色|鱼)(?<!白孔雀)/i;
const WATERMELON = /\bwatermelons?\b(?![- ](?:red|pink|tourmaline)\b)|西瓜(?!红|色|头)/i;
// (Yoga's lotus pose and a Lotus car are no flowers; a white lotus is white.)
const LOTUS_FLOWER =
  /\blotus(?:es)?\b(?<!white lotus(?:es)?)(?! (?:position|pose|cars?|elise|seat|roots?|paste|lea(?:f|ves))\b)|\bwater lil(?:y|ies)\b|荷花|荷塘|荷池|莲花(?!座|宝座)(?<!白莲花)|睡莲/i;
/** A lotus leaf alone is green: 雨滴落在荷叶上 has no pink flower. */
const LOTUS_LEAF = new RegExp(
  `${LOTUS_FLOWER.source}|\\blotus lea(?:f|ves)\\b|\\blily pads?\\b|荷叶|莲叶`,
  'i',
);
const BLUE_AND_WHITE =
  /\bblue[- ]and[- ]white (?:porcelain|china|vases?|ceramics?|bowls?|plates?|pottery|teacups?|cups?)\b|\bming vases?\b|\bdelftware\b|青花/i;
const PORCELAIN = new RegExp(
  `${BLUE_AND_WHITE.source}|\\bporcelain\\b(?! (?:skin|complexion|white)\\b)|\\b(?:bone|fine) china\\b|瓷器|瓷碗|瓷瓶|瓷盘|瓷杯|白瓷`,
  'i',
);
const RED_ENVELOPE = /\bred (?:envelopes?|packets?)\b|\bhong ?bao\b|\blai ?see\b|红包|利是/i;
const FESTIVE_RED = new RegExp(
  `${RED_ENVELOPE.source}|\\bspring couplets?\\b|\\bchinese wedding\\b|压岁钱|春联|对联|福字|中式婚礼|红盖头|喜字|囍`,
  'i',
);

export const THING_COLOURS: readonly Phrase[] = [
  // Fireworks: a gold burst and a red one against the night.
  p('firework gold', '烟花金', { mentions: /\bfireworks?\b|烟花|烟火/i }),
  p('burst red', '焰火红', { mentions: /\bfireworks?\b|烟花|烟火/i }),
  // Dogs and cats: the coat is the colour.
  p('ginger orange', '姜橙', { mentions: /\bcorgis?\b|柯基/i }),
  p('russet tan', '赤褐', { mentions: /\bshiba(?: inu)?s?\b(?! (?:coin|token)\b)|柴犬/i }),
  // ("golden retriever" is no gold the idea names; 金毛狮王 is a swordsman.)
  p('honey gold', '蜜金', { mentions: /\bgolden retrievers?\b|金毛(?!狮王)/i }),
  p('wolf grey', '狼灰', { mentions: HUSKY }),
  p('snow white', '雪白', { mentions: HUSKY }),
  p('cloud white', '云朵白', { mentions: /\bsamoyeds?\b|萨摩耶/i }),
  p('jet black', '乌黑', { mentions: /\bblack (?:cats?|kittens?)\b|黑猫/i }),
  p('ginger orange', '姜橙', {
    mentions:
      /\b(?:ginger|orange|marmalade) (?:cats?|kittens?|tabb(?:y|ies)|toms?)\b|橘猫|大橘(?!子)/i,
  }),
  // (An orange or grey tabby is not brown.)
  p('tabby brown', '虎斑棕', {
    mentions:
      /\btabb(?:y|ies)\b(?<!(?:ginger|orange|marmalade|gr[ae]y|silver|cream|white) tabb(?:y|ies))|狸花猫|狸花|虎斑猫/i,
  }),

  // Wild animals.
  p('ink black', '墨黑', { mentions: PANDA }),
  p('snow white', '雪白', { mentions: PANDA }),
  p('chestnut red', '栗红', { mentions: /\bred pandas?\b|小熊猫/i }),
  p('rusty orange', '赤橙', {
    mentions:
      /\bfox(?:es)?\b(?<!(?:arctic|fennec|silver|gr[ae]y|white|snow|blue) fox(?:es)?)(?! (?:news|studios|network)\b)|狐狸(?!精)(?<!北极狐狸|白狐狸)|赤狐/i,
  }),
  p('snow white', '雪白', { mentions: /\barctic fox(?:es)?\b|北极狐|白狐/i }),
  // (Tiger balm, tiger prawns, a paper tiger and 老虎机 are no tigers.)
  p('tiger orange', '虎纹橙', {
    mentions:
      /\btigers?\b(?<!(?:white|paper) tigers?)(?![- ](?:balm|prawns?|shrimps?|beer|moms?|mothers?|woods|lil(?:y|ies)|stripes?|print|economy|orange)\b)|\btigress(?:es)?\b|老虎(?!机|凳|钳|窗)(?<!纸老虎|母老虎|白老虎)|猛虎|幼虎|东北虎|华南虎|孟加拉虎/i,
  }),
  // (A sea lion, a lion dance, a lion's mane jellyfish; 狮子头 is a meatball, 狮子座 a star sign.)
  p('tawny gold', '金褐', {
    mentions:
      /\blion(?:s|ess|esses)?\b(?<!sea lions?)(?!'s mane| danc(?:e|es|ers?|ing)\b)|\bcheetahs?\b|\bleopards?\b(?<!snow leopards?)(?![- ](?:print|geckos?|seals?)\b)|狮子(?!座|头|狗)|母狮|雄狮|猎豹|金钱豹|花豹/i,
  }),
  p('petal white', '花瓣白', {
    mentions: /\bnight-?blooming cereus\b|\bcereus\b|\bmoonflowers?\b|昙花|月下美人/i,
  }),
  // (A football match is played on grass; a football alone is no pitch.)
  p('pitch green', '草皮绿', {
    mentions:
      /\bfootball (?:match|pitch|field|game)\b|\bsoccer\b|\bon the pitch\b|足球比赛|足球场|绿茵|球场上/i,
  }),
  p('smoke grey', '烟灰', { mentions: /\bsnow leopards?\b|雪豹/i }),
  // (Saturn's pale bands, Jupiter's rust ones; a Saturn car or a Jupiter note is no planet.)
  p('pale butterscotch', '淡奶油黄', {
    mentions: /\bsaturn(?:'s)?\b(?! (?:cars?|v|rockets?|vue|ion|sky)\b)|土星/i,
  }),
  p('banded rust', '铁锈红', { mentions: /\bjupiter(?:'s)?\b(?! (?:notebooks?|lab)\b)|木星/i }),
  p('wolf grey', '狼灰', {
    mentions:
      /\bwol(?:f|ves)\b(?<!(?:white|arctic) wol(?:f|ves))(?! (?:whistles?|moon|down)\b)|狼群|野狼|灰狼|孤狼|一匹狼|一只狼|狼嚎/i,
  }),
  p('ink black', '墨黑', { mentions: ZEBRA }),
  p('snow white', '雪白', { mentions: ZEBRA }),
  p('elephant grey', '象灰', {
    mentions:
      /\belephants?\b(?<!white elephants?)(?! (?:in the room|ears?|grey|gray)\b)|大象|小象|象群/i,
  }),
  p('camel tan', '驼色', {
    mentions:
      /\bcamels?\b(?![- ](?:coats?|colou?r\w*|toes?|pose|tan|brown|cigarettes?|hair)\b)|骆驼(?!祥子)|驼队/i,
  }),
  // (小鹿乱撞 is a heart racing.)
  p('fawn brown', '小鹿棕', {
    mentions: /\bdeer\b|\breindeer\b|梅花鹿|小鹿(?!乱撞)|麋鹿|驯鹿|鹿群|野鹿/i,
  }),
  p('koala grey', '考拉灰', { mentions: /\bkoalas?\b|考拉|树袋熊/i }),
  p('capybara brown', '水豚棕', { mentions: /\bcapybaras?\b|水豚|卡皮巴拉/i }),
  // (A guinea pig; "pig out"; a pig roast is brown.)
  p('piglet pink', '小猪粉', {
    mentions:
      /\bpiglets?\b|\bpigs?\b(?<!guinea pigs?)(?! (?:out|roast|latin|iron)\b)|\bpeppa\b|小猪(?!排|蹄)|猪仔|佩奇/i,
  }),
  // (A black sheep; a rack of lamb is dinner.)
  p('wool white', '羊毛白', {
    mentions:
      /\bsheep\b(?<!black sheep)|\blambs?\b(?! (?:chops?|shanks?|racks?|stew|curry|skewers?|kebabs?|legs?|ribs?|roast)\b)(?<!(?:of|roast|roasted|grilled|braised) lambs?)|羊群|绵羊|羔羊|小羊(?!排|肉)/i,
  }),
  p('duckling yellow', '鹅黄', {
    mentions:
      /\bducklings?\b|\bbaby chicks?\b|\brubber duck(?:s|y|ies)?\b|小黄鸭|小鸭子|小鸡仔|鸡仔|雏鸡|橡皮鸭/i,
  }),
  p('axolotl pink', '肉粉色', { mentions: /\baxolotls?\b|六角恐龙|美西螈/i }),
  p('spring green', '嫩绿', {
    mentions:
      /\bfrogs?\b(?<!(?:blue|red|yellow|poison|poison dart|dart) frogs?)(?! (?:pose|legs|kick|march\w*)\b)|\btree ?frogs?\b|青蛙|树蛙/i,
  }),

  // Birds.
  p('flamingo pink', '火烈鸟粉', { mentions: /\bflamingos?(?:es)?\b(?![- ]pink\b)|火烈鸟|红鹳/i }),
  // (A macaw is scarlet, not a parrot's green.)
  p('parrot green', '鹦鹉绿', {
    mentions:
      /\bparrots?\b(?<!(?:macaw|red|blue|yellow|white|grey|gray|african grey|african gray) parrots?)|\bbudgies?\b|\bbudgerigars?\b|\bparakeets?\b|鹦鹉(?<!金刚鹦鹉)/i,
  }),
  p('scarlet red', '猩红', { mentions: /\bmacaws?\b|金刚鹦鹉/i }),
  p('peacock blue', '孔雀蓝', { mentions: PEACOCK }),
  p('emerald green', '翠绿', { mentions: PEACOCK }),
  p('ink black', '墨黑', { mentions: PENGUIN }),
  p('snow white', '雪白', { mentions: PENGUIN }),
  p('cream white', '乳白', { mentions: /\bpolar bears?\b|北极熊/i }),
  // (A black swan; a swan dive; 天鹅绒 is velvet.)
  p('swan white', '天鹅白', {
    mentions: /\bswans?\b(?<!black swans?)(?! dive\b)|天鹅(?!绒|肉)(?<!黑天鹅)/i,
  }),
  // (A rooster crows; crow's feet are wrinkles.)
  p('raven black', '鸦黑', {
    mentions:
      /\bravens?\b(?![- ](?:black|haired)\b)|\bcrows?\b(?<!(?:rooster|cock|cockerel) crows)(?!'s feet| flies\b)|乌鸦/i,
  }),
  p('canary yellow', '金丝雀黄', {
    mentions: /\bcanar(?:y|ies)\b(?! (?:islands?|wharf|yellow|in (?:a|the) coal)\b)|金丝雀/i,
  }),
  p('kingfisher blue', '翠鸟蓝', {
    mentions: /\bkingfishers?\b(?! (?:beer|airlines?|lager)\b)|翠鸟/i,
  }),
  p('toucan orange', '巨嘴鸟橙', { mentions: /\btoucans?\b|巨嘴鸟/i }),

  // Water animals.
  p('koi orange', '锦鲤橙', {
    mentions:
      /\bkoi\b(?<!(?:white|black|gold(?:en)?|yellow|blue) koi)|锦鲤(?<![白黑金黄蓝]色?的?锦鲤)/i,
  }),
  p('goldfish orange', '金鱼橙', { mentions: /\bgoldfish\b|金鱼(?!草)/i }),
  p('clownfish orange', '小丑鱼橙', {
    mentions: /\bclown ?fish(?:es)?\b|\banemone ?fish\b|小丑鱼/i,
  }),
  p('pale lilac', '淡紫', {
    mentions:
      /\bjelly ?fish(?:es)?\b(?<!(?:blue|red|orange|yellow|green|pink|white|golden|purple) jelly ?fish(?:es)?)|水母(?<![蓝红橙黄绿粉白紫金]色?的?水母)/i,
  }),
  // (章鱼小丸子 is takoyaki.)
  p('maroon red', '枣红', { mentions: /\boctop(?:us|uses|i)\b|章鱼(?!小丸子|烧|丸)|八爪鱼/i }),
  // (海豚音 is a singer's whistle register.)
  p('dolphin grey', '海豚灰', {
    mentions: /\bdolphins?\b(?<!miami dolphins?)(?! kick\b)|海豚(?!音)/i,
  }),
  p('starfish orange', '海星橙', { mentions: /\bstarfish(?:es)?\b|\bsea stars?\b|海星/i }),
  // (Tiger prawns are prawns too; a prawn cracker is no prawn.)
  p('prawn coral', '虾红', {
    mentions: /\b(?:prawns?|shrimps?)\b(?! (?:crackers?|chips?|paste)\b)|大虾|虾仁|基围虾|对虾/i,
  }),
  p('lobster red', '龙虾红', {
    mentions:
      /\blobsters?\b(?<!(?:blue|live) lobsters?)(?![- ](?:red|pink)\b)|\bcrayfish\b|\bcrawfish\b|龙虾/i,
  }),

  // Insects.
  p('ladybird red', '瓢虫红', { mentions: /\blady(?:bug|bird)s?\b|瓢虫/i }),
  // (A spelling bee.)
  p('pollen yellow', '花粉黄', {
    mentions:
      /\bbees?\b(?<!(?:spelling|quilting) bees?)|\bhoney ?bees?\b|\bbumble ?bees?\b|蜜蜂|熊蜂/i,
  }),
  p('monarch orange', '帝王蝶橙', {
    mentions: /\bmonarch (?:butterfl(?:y|ies)|migration)\b|帝王蝶|君主斑蝶|黑脉金斑蝶/i,
  }),
  p('morpho blue', '闪蝶蓝', { mentions: /\bmorpho(?:s| butterfl(?:y|ies))?\b|闪蝶/i }),
  p('firefly green', '萤光绿', { mentions: /\bfirefl(?:y|ies)\b|萤火虫/i }),

  // Landscapes.
  p('rice-paddy green', '稻田绿', {
    mentions:
      /\brice (?:terraces?|padd(?:y|ies)|fields?)\b|\bterraced (?:rice|hills?|fields?|slopes?|paddies)\b|\bpadd(?:y|ies) fields?\b|\bpaddies\b|梯田|稻田|水稻|秧苗|插秧/i,
  }),
  p('tea-leaf green', '茶园绿', {
    mentions:
      /\btea (?:fields?|gardens?|plantations?|estates?|terraces?|bushes|hills?|rows|pickers?|picking)\b|茶园|茶田|茶山|茶树|茶垄|采茶/i,
  }),
  // (Desert islands are beaches; 戈壁 is gravel, not dunes.)
  p('sand gold', '沙丘金', {
    mentions:
      /\bdunes?\b|\bsanddunes?\b|\bdeserts?\b(?! (?:islands?|eagles?|roses?|boots?)\b)|沙漠|沙丘/i,
  }),
  p('sandstone red', '砂岩红', {
    mentions:
      /\bred[- ]rocks?\b|\bslot canyons?\b|\bantelope canyon\b|\bsandstone\b(?![- ](?:red|colou?red)\b)|\bmesas\b|\bbuttes?\b|\bmonument valley\b|\bsedona\b|\bmoab\b|红岩|丹霞|砂岩(?!红|色)|羚羊峡谷/i,
  }),
  p('glacier blue', '冰川蓝', {
    mentions:
      /\bglaciers?\b(?![- ]blue\b)|\bglacial (?:ice|lakes?|lagoons?|rivers?|streams?|water|meltwater|valleys?|caves?)\b|\bice caves?\b|冰川(?!蓝)|冰河(?!世纪|时代)|冰洞/i,
  }),
  // (The tip of the iceberg; iceberg lettuce; 冰山美人 is a cold beauty.)
  p('ice white', '冰白', {
    mentions: /\bicebergs?\b(?<!tip of the icebergs?)(?! lettuce\b)|冰山(?!一角|美人|脸)/i,
  }),
  // (A lava lamp; a chocolate lava cake.)
  p('molten orange', '熔岩橙', {
    mentions:
      /\blava\b(?! ?(?:lamps?|cakes?)\b)|\bmagma\b|\bmolten rock\b|\bvolcano(?:es|s)?\b|\bvolcanic eruptions?\b|熔岩(?!蛋糕|巧克力)|岩浆|火山/i,
  }),
  p('karst green', '黛绿', {
    mentions:
      /\bkarsts?\b|\blimestone (?:peaks?|pillars?|towers?|mountains?|cliffs?|hills?)\b|喀斯特|峰林|石灰岩山/i,
  }),
  p('coral pink', '珊瑚粉', {
    mentions:
      /\bcoral (?:reefs?|gardens?|heads?|polyps?|beds?)\b|\bcorals\b|\breefs?\b(?! knots?\b)|珊瑚(?!红|色|粉|绒|橙)/i,
  }),
  // (Salt Lake City is a city.)
  p('salt white', '盐白', {
    mentions:
      /\bsalt (?:flats?|pans?|plains?|deserts?|lakes?(?! city\b))\b|\buyuni\b|\bbonneville\b|盐湖|盐沼|天空之镜|茶卡/i,
  }),
  p('wheat gold', '麦浪金', {
    mentions:
      /\bwheat ?fields?\b|\bwheat (?:stalks?|ears?|sheaves|harvest)\b|\bfields? of (?:wheat|barley|grain|rye)\b|\b(?:barley|grain|rye) ?fields?\b|麦田|麦浪|麦穗|麦地|麦子/i,
  }),
  p('vine green', '葡萄藤绿', {
    mentions: /\bvineyards?\b|\bgrape ?vines?\b|\bwine country\b|葡萄园|葡萄藤/i,
  }),
  // (Greener pastures are an idiom; the African savanna is dry gold, not green.)
  p('grass green', '草绿', {
    mentions:
      /\bmeadows?\b|\bgrasslands?\b|\bprairies?\b|\bpastures?\b(?<!greener pastures?)|\blawns?\b|草原(?<!非洲草原|稀树草原)|草地|草甸|草坪|牧场/i,
  }),
  // (Snow White and her colour are named; a snow leopard, snow peas and a snow cone are not snow.)
  p('snow white', '雪白', {
    mentions:
      /\bsnow(?:s|y|ed|ing|fall|fields?|drifts?|banks?|man|men|scape|flakes?|storms?|balls?|board\w*|shoes?|mobiles?|plough|plow)?\b(?![- ](?:white|leopards?|peas?|crabs?|cones?|globes?)\b)|\bblizzards?\b|\bski(?:ing|ers?)\b(?<!(?:jet|water)[- ]?ski(?:ing|ers?))|\bski (?:slopes?|resorts?|lifts?|runs?|jumps?)\b|雪地|积雪|雪山|大雪|暴雪|风雪|飘雪|冰雪|白雪(?!公主)|下雪|雪景|雪花|雪原|雪坡|雪道|雪中|雪夜|雪后|滑雪|雪人/i,
  }),
  // (Concrete jungles.)
  p('jungle green', '雨林绿', {
    mentions:
      /\bjungles?\b(?<!concrete jungles?)(?! (?:gyms?|music|juice)\b)|\brain ?forests?\b|雨林|丛林(?!法则)/i,
  }),

  // Plants and flowers.
  p('bamboo green', '竹青', {
    mentions:
      /\bbamboo\b(?! (?:steamers?|baskets?|mats?|rafts?|chopsticks?|flutes?|poles?|sticks?|scaffold\w*|shoots?|green|furniture|blinds?|straws?|toothbrush\w*|cups?|whisks?)\b)|竹林|竹海|竹子|翠竹|竹叶(?!青)|竹园/i,
  }),
  p('lavender purple', '薰衣草紫', {
    mentions:
      /\blavender (?:fields?|farms?|rows|blooms?|flowers?|bushes|sprigs?)\b|\bfields? of lavender\b|薰衣草(?!紫|色)/i,
  }),
  p('sunflower yellow', '向日葵黄', {
    mentions: /\bsunflowers?\b(?![- ](?:oil|seeds?|yellow)\b)|向日葵(?!黄)|葵花(?!籽|宝典|油)/i,
  }),
  p('tulip red', '郁金香红', {
    mentions:
      /\btulips?\b(?<!(?:yellow|white|pink|purple|orange|black|blue|latte|foam|art) tulips?)(?! latte| art| pour| pattern)|郁金香(?<![黄白粉紫橙黑蓝]色?的?郁金香|拉出一朵郁金香|拉一朵郁金香|拉出郁金香)/i,
  }),
  p('rapeseed yellow', '菜花黄', {
    mentions:
      /\brapeseed\b(?! oil\b)|\bcanola (?:fields?|flowers?|blooms?)\b|\bmustard (?:fields?|flowers?)\b|油菜/i,
  }),
  p('moss green', '苔绿', { mentions: /\bmoss(?:y|es)?\b(?![- ]green\b)|苔藓(?!绿)|青苔|苔痕/i }),
  // (Pining for someone; pineapples and pine nuts.)
  p('pine green', '松针绿', {
    mentions:
      /\bpines?\b(?! ?(?:apples?|nuts?|cones?|for|green)\b)|\bpinewoods?\b|\bconifer(?:s|ous)\b|\bevergreens\b|\bevergreen (?:trees?|forests?)\b|\bfir (?:trees?|forests?)\b|\bchristmas trees?\b|松林|松树|松针|针叶林|圣诞树/i,
  }),
  p('birch white', '桦皮白', { mentions: /\bbirch(?:es)?\b(?! (?:plywood|beer)\b)|白桦|桦树/i }),
  // (Maple syrup and a maple floor are not autumn leaves.)
  p('maple red', '枫红', {
    mentions:
      /\bmaples?\b(?! (?:syrup|wood|floors?|leaf flag|bats?|sugar)\b)|\bmomiji\b|枫叶|枫树|红枫|枫林|红叶/i,
  }),
  p('ginkgo yellow', '银杏黄', { mentions: /\bginkgos?\b|\bgingkos?\b|银杏(?!黄|果)/i }),
  p('blossom pink', '樱花粉', {
    mentions: /\bcherry (?:blossoms?|petals?)\b|\bsakura\b(?![- ]pink\b)|\bhanami\b|樱花(?!粉|色)/i,
  }),
  // (桃花运 is luck in love, 桃花眼 a pair of eyes.)
  p('peach-blossom pink', '桃花粉', {
    mentions: /\bpeach blossoms?\b|桃花(?!运|眼|粉|色|酿)/i,
  }),
  p('lotus pink', '荷花粉', { mentions: LOTUS_FLOWER }),
  p('lotus-leaf green', '荷叶绿', { mentions: LOTUS_LEAF }),
  p('poppy red', '虞美人红', {
    mentions:
      /\bpopp(?:y|ies)\b(?<!(?:white|yellow|orange|blue|california) popp(?:y|ies))(?![- ](?:seeds?|red)\b)|虞美人|罂粟/i,
  }),
  p('wisteria purple', '紫藤紫', { mentions: /\bwisterias?\b|紫藤/i }),
  p('marigold orange', '万寿菊橙', {
    mentions:
      /\bmarigolds?\b|\bdia de (?:los )?muertos\b|\bdía de (?:los )?muertos\b|\bday of the dead\b|万寿菊|亡灵节/i,
  }),
  p('cactus green', '仙人掌绿', { mentions: /\bcact(?:us|i|uses)\b|\bsaguaros?\b|仙人掌|仙人球/i }),
  p('olive green', '橄榄绿', {
    mentions: /\bolive (?:groves?|trees?|orchards?)\b|\bolives\b|橄榄(?:树|林|园)/i,
  }),
  p('hay gold', '干草金', {
    mentions: /\bhay ?(?:bales?|stacks?|lofts?|rolls?|fields?)\b|\bbales? of hay\b|干草|草垛|稻草/i,
  }),

  // Food.
  p('matcha green', '抹茶绿', { mentions: /\bmatcha\b(?![- ]green\b)|抹茶(?!绿|色)/i }),
  p('broth amber', '琥珀汤色', { mentions: /\bramen\b|\btonkotsu\b|\bpho\b|拉面|豚骨/i }),
  p('chilli-oil red', '辣油红', {
    mentions: /\bchil(?:l)?i (?:oil|crisp)\b|\bhot ?pot\b|红油|辣油|辣椒油|油泼辣子|火锅|麻辣/i,
  }),
  p('chilli red', '辣椒红', {
    mentions:
      /\bchil(?:l)?ies\b|\bchil(?:l)?i (?:peppers?|challenge)\b|\bspicy (?:chil(?:l)?i|challenge)\b|\b(?:red|dried) chil(?:l)?is?\b|辣椒(?!油|酱|红)|小米辣|朝天椒|变态辣|魔鬼辣/i,
  }),
  p('tomato red', '番茄红', {
    mentions: /\btomato(?:es)?\b(?![- ]red\b)|番茄(?!红|色)|西红柿|圣女果/i,
  }),
  p('strawberry red', '草莓红', {
    mentions: /\bstrawberr(?:y|ies)\b(?![- ](?:blonde|red|pink|moon)\b)|草莓(?!红|粉|色)/i,
  }),
  // (Cherry-picking; cherry tomatoes are tomatoes; 樱桃小丸子 is a cartoon girl.)
  p('cherry red', '樱桃红', {
    mentions:
      /\bcherr(?:y|ies)\b(?![- ](?:blossoms?|petals?|trees?|red|pink|wood|tomato(?:es)?|pick\w*|bombs?)\b)|樱桃(?!红|色|小丸子|小嘴)/i,
  }),
  p('lemon yellow', '柠檬黄', {
    mentions: /\blemons?\b(?![- ](?:yellow|grass|balm|law|verbena)\b)|柠檬(?!黄|色)/i,
  }),
  p('avocado green', '牛油果绿', {
    mentions: /\bavocados?\b(?![- ]green\b)|牛油果(?!绿|色)|鳄梨/i,
  }),
  // (White chocolate is white; a chocolate lab is a dog.)
  p('cocoa brown', '可可棕', {
    mentions:
      /\bchocolates?\b(?<!white chocolates?)(?![- ](?:brown|labs?|labradors?|colou?red|hair)\b)|\bcocoa\b(?! butter\b)|\bcacao\b|巧克力(?!色)(?<!白巧克力)|可可(?:豆|粉|果|树)|热可可/i,
  }),
  p('caramel brown', '焦糖棕', {
    mentions:
      /\bcaramel(?:s|i[sz]ed)?\b(?![- ](?:brown|leather|colou?red|hair|highlights|tones?|tan)\b)|\btoffee\b|\bdulce de leche\b|焦糖(?!色|棕)/i,
  }),
  // (Honey, I'm home; honey-blonde hair; a honey badger.)
  p('honey amber', '蜂蜜琥珀', {
    mentions:
      /\bhoney(?:combs?)?\b(?![- ]?(?:bees?|moon\w*|badgers?|blonde|brown|gold(?:en)?|colou?red|tones?)|,)(?<!(?:hey|hi|oh|my|yes|no) honey)|蜂蜜(?!色)|蜂巢/i,
  }),
  // (A matcha or chai latte is no coffee; a coffee table is furniture; 咖啡色 is brown.)
  p('espresso brown', '咖啡棕', {
    mentions:
      /\b(?:espressos?|cappuccinos?|americanos?|macchiatos?|cortados?|cold[- ]brew)\b|\bcoffee\b(?![- ](?:tables?|brown|colou?red)\b)|\blattes?\b(?<!(?:matcha|chai|golden|ube|hojicha) lattes?)|咖啡(?!色|桌)|拿铁(?<!抹茶拿铁)/i,
  }),
  p('burgundy red', '酒红', {
    mentions:
      /\bred wines?\b|\b(?:merlot|cabernet|pinot noir|malbec|shiraz|syrah|chianti)\b|红酒|红葡萄酒/i,
  }),
  p('champagne gold', '香槟金', {
    mentions:
      /\bchampagne\b(?![- ](?:gold|colou?red|hair|dress|pink|blonde)\b)|\bprosecco\b|\bsparkling wine\b|香槟(?!色|金)/i,
  }),
  // (Root beer and stout are dark; a beer belly is no beer.)
  p('lager gold', '啤酒金', {
    mentions:
      /\bbeers?\b(?<!(?:root|ginger) beers?)(?! belly\b)|\blagers?\b|\bpilsners?\b|啤酒(?!肚)/i,
  }),
  p('whisky amber', '威士忌色', {
    mentions:
      /\bwhiske?y\b|\bbourbon\b(?! street\b)|\bscotch\b(?! (?:tape|eggs?|bonnets?)\b)|\bcognac\b|\bbrandy\b|威士忌|白兰地|干邑/i,
  }),
  p('milk white', '奶白', {
    mentions:
      /\bmilk\b(?! (?:tea|chocolate|white|carton)\b)(?<!(?:coconut|oat|almond|soy|chocolate|strawberry) milk)|牛奶(?!色|白)|鲜奶/i,
  }),
  p('butter yellow', '黄油黄', {
    mentions:
      /\bbutter\b(?<!(?:peanut|cocoa|shea|apple|almond) butter)(?![- ]?(?:cream|milk|fly|flies|fingers|knife|yellow|scotch|nut|beans?)\b)|黄油/i,
  }),
  // ("An orange coat" names a colour: only the fruit, juiced, peeled or in a bowl.)
  p('citrus orange', '柑橘橙', {
    mentions:
      /\borange (?:juice|slices?|peels?|zest|segments?|wedges?|groves?|orchards?|trees?)\b|\b(?:peel\w*|slic\w*|squeez\w*|juic\w*|fresh|ripe) oranges\b|\b(?:peel\w*|slic\w*|squeez\w*) (?:an |the )?orange\b|\b(?:bowls?|crates?|baskets?|piles?|bags?) of oranges\b|\btangerines?\b|\bmandarin oranges?\b|\bclementines?\b|\bsatsumas?\b|橙汁|橙子|橘子|桔子|柑橘|砂糖橘|沃柑|脐橙/i,
  }),
  p('watermelon red', '西瓜红', { mentions: WATERMELON }),
  p('rind green', '瓜皮绿', { mentions: WATERMELON }),
  // (芒果台 is a television channel.)
  p('mango yellow', '芒果黄', { mentions: /\bmango(?:es|s)?\b(?![- ]yellow\b)|芒果(?!黄|色|台)/i }),
  p('blueberry blue', '蓝莓蓝', { mentions: /\bblueberr(?:y|ies)\b|蓝莓/i }),
  // (A salmon run is a river of red fish: only salmon on the plate is salmon pink.)
  p('salmon pink', '三文鱼粉', {
    mentions:
      /\bsalmon (?:fillets?|sashimi|nigiri|steaks?|sushi|slices?|belly|poke|bagels?|tartare)\b|\b(?:smoked|raw|grilled|seared|sliced|cured|fresh|baked|poached) salmon\b|\blox\b|三文鱼(?!色|粉)|鲑鱼(?:刺身|片|排)/i,
  }),
  p('yolk yellow', '蛋黄色', {
    mentions:
      /\byolks?\b(?![- ]yellow\b)|\bsunny[- ]side[- ]up\b|\bfried eggs?\b|\b(?:jammy|runny|soft-boiled|ramen) eggs?\b|\bajitama\b|蛋黄(?!色|酥|派|酱)|溏心蛋|荷包蛋|太阳蛋/i,
  }),
  p('rice white', '米白', {
    mentions:
      /\b(?:steamed|plain|jasmine|sushi|sticky|cooked|boiled|fluffy) rice\b|\b(?:bowls?|grains?|spoonfuls?|mounds?|pots?) of rice\b|\brice (?:bowls?|cookers?|balls?|grains?)\b|\bonigiri\b|米饭|白饭|饭团|大米|米粒/i,
  }),
  p('dough white', '面皮白', {
    mentions:
      /\bdumplings?\b|\bgyoza\b|\bxiao ?long ?bao\b|\bwontons?\b|\bbaozi\b|\bbao buns?\b|\bdim sum\b|饺子|水饺|小笼包|馄饨|抄手|包子(?!脸)|云吞|烧卖|汤圆/i,
  }),
  p('bamboo tan', '竹篾黄', {
    mentions:
      /\bbamboo steamers?\b|\b(?:dim sum|dumpling|steamer) baskets?\b|\bdim sum\b|\bxiao ?long ?bao\b|蒸笼|笼屉|小笼包/i,
  }),
  p('osmanthus gold', '桂花金', { mentions: /\bosmanthus\b|桂花/i }),
  p('kimchi red', '泡菜红', { mentions: /\bkimchi\b|韩式泡菜|韩国泡菜|辣白菜/i }),
  // (Green and red curries are their own colours; Steph Curry plays basketball.)
  p('curry gold', '咖喱黄', {
    mentions:
      /\bcurr(?:y|ies)\b(?<!(?:green|red|steph|stephen|seth) curr(?:y|ies))(?! favou?r\b)|咖喱(?!色)(?<!绿咖喱|红咖喱)/i,
  }),
  p('pumpkin orange', '南瓜橙', {
    mentions:
      /\bpumpkins?\b(?![- ](?:spice|orange|seeds?)\b)|\bjack-o'-lanterns?\b|\bjack-o-lanterns?\b|南瓜(?!色|子|橙)/i,
  }),
  p('carrot orange', '胡萝卜橙', {
    mentions: /\bcarrots?\b(?![- ](?:and (?:a )?stick|orange|top)\b)|胡萝卜(?!色|橙)/i,
  }),
  // (Going bananas; Banana Republic; a banana leaf is green.)
  p('banana yellow', '香蕉黄', {
    mentions:
      /\bbananas?\b(?<!(?:go|goes|going|gone|went) bananas)(?![- ](?:yellow|republic|lea(?:f|ves)|palms?|trees?)\b)|香蕉(?!黄|色|叶|树)/i,
  }),
  // (说茄子 is "say cheese".)
  p('aubergine purple', '茄子紫', {
    mentions:
      /\beggplants?\b(?![- ]purple\b)|\baubergines?\b(?![- ]purple\b)|茄子(?!紫|色)(?<!说茄子|喊茄子)/i,
  }),
  p('pomegranate red', '石榴红', {
    mentions: /\bpomegranates?\b(?![- ]red\b)|石榴(?!红|色|裙|石)/i,
  }),
  p('dragon-fruit magenta', '火龙果红', {
    mentions: /\bdragon ?fruits?\b|\bpitayas?\b|\bpitahayas?\b|火龙果/i,
  }),
  p('persimmon orange', '柿子橙', { mentions: /\bpersimmons?\b|柿子|柿饼/i }),
  p('peach pink', '蜜桃粉', {
    mentions:
      /\bpeaches\b|\bripe peach\b|\bpeach (?:slices?|halves|orchards?|cobbler)\b|桃子|水蜜桃|蜜桃(?!色|粉|臀)/i,
  }),
  p('maple amber', '枫糖色', { mentions: /\bmaple syrup\b|枫糖/i }),

  // Materials and surfaces.
  p('marble white', '大理石白', {
    mentions:
      /\bmarble\b(?![- ](?:runs?|games?|white|gr[ae]y)\b)(?<!(?:green|black|red|pink|gr[ae]y|blue|brown) marble)|大理石(?!白|色)(?<!黑色大理石|黑大理石|绿大理石)/i,
  }),
  // (The top brass; getting down to brass tacks.)
  p('brass gold', '黄铜金', {
    mentions: /\bbrass\b(?<!top brass)(?! (?:knuckles|tacks|monkey)\b)|黄铜|铜管/i,
  }),
  p('copper orange', '紫铜色', {
    mentions:
      /\bcopper\b(?![- ](?:hair\w*|tones?|colou?red|skin|light|glow|hues?|red|orange|brown|highlights|patina)\b)|\bcopperware\b|紫铜|铜锅|铜壶/i,
  }),
  p('gilt gold', '金箔金', {
    mentions: /\bgold ?leaf\b|\bgold foil\b|\bgild(?:ed|ing)\b|\bgilt\b|金箔|鎏金|贴金/i,
  }),
  // (The terracotta warriors are grey clay now.)
  p('terracotta red', '陶土红', {
    mentions:
      /\bterra-?cotta\b(?![- ](?:warriors?|arm(?:y|ies)|soldiers?|red|orange|colou?red|tones?)\b)|\bclay pots?\b|陶土(?!红|色)|赤陶/i,
  }),
  p('denim blue', '牛仔蓝', {
    mentions:
      /\bdenim\b(?![- ]blue\b)|\bjeans\b(?<!(?:black|white|gr[ae]y) jeans)|牛仔裤(?<!黑色牛仔裤|黑牛仔裤|白色牛仔裤|白牛仔裤)|牛仔布|牛仔外套|丹宁/i,
  }),
  // (A leather jacket is most often black.)
  p('saddle tan', '皮革棕', {
    mentions:
      /\bleather\b(?! (?:jackets?|pants|trousers|skirts?|gloves|harness|black|brown)\b)(?<!(?:black|patent|red|white|vegan|faux) leather)|皮革|真皮|皮沙发/i,
  }),
  // (Theatre velvet is crimson.)
  p('velvet crimson', '丝绒红', {
    mentions:
      /\bvelvet (?:curtains?|drapes?|ropes?|seats?)\b|红丝绒|天鹅绒(?:幕|窗帘)|丝绒(?:幕|窗帘)/i,
  }),
  // (Jade as a name is no stone: only jade things.)
  p('jade green', '翡翠绿', {
    mentions:
      /\bjade (?:bracelets?|bangles?|pendants?|carvings?|stones?|figurines?|seals?|rings?|beads?|cabbage|statues?)\b|\bjadeite\b|翡翠(?!色|绿)|玉镯|玉佩|玉石|玉雕|玉器|玉簪/i,
  }),
  p('cobalt blue', '钴蓝', { mentions: BLUE_AND_WHITE }),
  p('porcelain white', '瓷白', { mentions: PORCELAIN }),
  // (A concrete plan, concrete examples.)
  p('concrete grey', '水泥灰', {
    mentions:
      /\bconcrete\b(?! (?:jungles?|evidence|plans?|proof|steps to|examples?|terms|ideas?|grey|gray)\b)|\bbrutalis[tm]\b|\bcement (?:mixers?|walls?|floors?|blocks?|trucks?)\b|水泥(?!灰)|混凝土/i,
  }),
  // (Rust the programming language; rusty French.)
  p('rust orange', '铁锈红', {
    mentions:
      /\brust(?:ed|ing|y)\b(?! (?:skills?|french|spanish|english|german|red|orange|brown|colou?red)\b)|\brust (?:stains?|streaks?|flakes?|spots?|patches|holes?|buckets?)\b|\b(?:of|with) rust\b|\brust-(?:covered|streaked|eaten|stained)\b|\brust belt\b|铁锈(?!红|色)|锈迹|生锈|锈蚀|锈斑/i,
  }),
  // (Chrome the browser.)
  p('chrome silver', '镀铬银', {
    mentions:
      /\bchrome\b(?<!google chrome)(?! (?:browser|extensions?|tabs?|os|book|cast|yellow)\b)|\bchromed\b|镀铬/i,
  }),
  p('steel grey', '钢灰', {
    mentions:
      /\bstainless steel\b|\bbrushed steel\b|\bsteel (?:beams?|girders?|mills?|doors?|counters?|frames?|plates?|sheets?|pipes?|bridges?)\b|不锈钢|钢板|钢梁|钢结构/i,
  }),
  p('walnut brown', '胡桃棕', {
    mentions:
      /\bwalnut (?:desks?|tables?|floors?|panel\w*|furniture|cabinets?|wood|veneer|shelves)\b|胡桃木/i,
  }),
  p('oak brown', '橡木棕', {
    mentions:
      /\boak (?:floors?|floorboards?|tables?|barrels?|panel\w*|beams?|desks?|furniture|casks?|doors?|bars?)\b|\boaken\b|橡木/i,
  }),
  p('cardboard brown', '纸箱棕', {
    mentions: /\bcardboard\b|\bkraft paper\b|\bshipping box(?:es)?\b|牛皮纸|纸箱|快递盒|纸板/i,
  }),
  // (Lego bricks; the yellow brick road; brick-and-mortar shops.)
  p('brick red', '砖红', {
    mentions:
      /\bbricks?\b(?<!(?:lego|gold|toy|yellow) bricks?)(?![- ](?:red|phones?|and[- ]mortar)\b)|\bbrickwork\b|红砖|砖墙|砖房|砖砌/i,
  }),
  p('verdigris green', '铜锈绿', {
    mentions: /\bverdigris\b|\bcopper patina\b|\bstatue of liberty\b|铜锈|自由女神/i,
  }),
  // (Only pearls that are worn or grown: boba pearls are black, and pearls of wisdom are words.)
  p('pearl white', '珍珠白', {
    mentions:
      /\bpearl (?:necklaces?|earrings?|strands?|bracelets?|chokers?|buttons?|divers?|oysters?|farms?)\b|\b(?:strings?|strands?|ropes?) of pearls\b|\bpearl-(?:handled|studded|embroidered)\b|珍珠(?:项链|耳环|耳钉|首饰|手链|发卡|发夹|胸针|贝|蚌)|一串珍珠|养珠/i,
  }),

  // Things with a known colour.
  p('school-bus yellow', '校车黄', { mentions: /\bschool ?bus(?:es)?\b(?![- ]yellow\b)|校车/i }),
  p('fire-engine red', '消防红', {
    mentions: /\bfire ?(?:engines?|trucks?)\b(?![- ]red\b)|\bfire hydrants?\b|消防车|消防栓/i,
  }),
  // (A New York cab: taxis elsewhere are other colours.)
  p('taxi yellow', '出租车黄', {
    mentions:
      /\byellow (?:cabs?|taxis?)\b|\b(?:new york|nyc|manhattan) (?:cabs?|taxis?)\b|\bcheckered cabs?\b|纽约(?:的)?出租车|黄色出租车/i,
  }),
  // (A white lantern is for a funeral; 灯笼椒 is a bell pepper.)
  p('lantern red', '灯笼红', {
    mentions:
      /\bred (?:paper )?lanterns?\b|\bchinese (?:paper |red )?lanterns?\b|\blantern festival\b|灯笼(?!椒|裤|袖|鱼)(?<!白灯笼|南瓜灯笼)|元宵灯会/i,
  }),
  p('lucky red', '喜庆红', { mentions: FESTIVE_RED }),
  p('foil gold', '烫金', { mentions: RED_ENVELOPE }),
  p('carpet crimson', '红毯红', { mentions: /\bred carpets?\b|红毯/i }),
  p('safety orange', '警示橙', {
    mentions: /\b(?:traffic|safety|road) cones?\b|路锥|锥桶|雪糕筒|交通锥/i,
  }),
  p('rescue orange', '救生橙', {
    mentions:
      /\blife ?buoys?\b|\blife ?rings?\b|\blife ?(?:jackets?|vests?|rafts?|preservers?)\b|救生圈|救生衣|救生艇|救生筏/i,
  }),
  // (A London red: its pillar boxes, phone boxes and buses.)
  p('pillar-box red', '英伦红', {
    mentions:
      /\bpillar[- ]?box(?:es)?\b(?![- ]red\b)|\b(?:phone|telephone) box(?:es)?\b|\bdouble-?decker bus(?:es)?\b|\blondon bus(?:es)?\b|\broutemasters?\b|红色电话亭|英国电话亭|伦敦电话亭|双层巴士|伦敦巴士/i,
  }),
  // (China's post boxes are green.)
  p('post green', '邮政绿', {
    mentions:
      /\bchina post\b|\bchinese (?:post ?box(?:es)?|mailbox(?:es)?)\b|邮筒|邮局|中国邮政|邮政车/i,
  }),
  // (Santa Monica, Santa Fe and Santa Cruz are places.)
  p('santa red', '圣诞红', {
    mentions:
      /\bsanta(?: claus)?\b(?! (?:monica|fe|cruz|barbara|clara|ana|maria|catalina|rosa|marta)\b)|\bfather christmas\b|圣诞老人/i,
  }),
  p('bridal white', '婚纱白', {
    mentions:
      /\bwedding (?:dress|dresses|gowns?)\b(?<!(?:red|black|pink|blue|gold|golden|crimson|scarlet) wedding (?:dress|dresses|gowns?))|\bbridal gowns?\b|婚纱(?<![红黑粉蓝金]色?的?婚纱)/i,
  }),
  // (Shrimp on the barbie is a barbecue.)
  p('barbie pink', '芭比粉', {
    mentions: /\bbarbies?\b(?<!on the barbie)(?![- ]pink\b)|\bbarbiecore\b|芭比(?!粉|Q)/i,
  }),
  p('basketball orange', '篮球橙', { mentions: /\bbasketballs?\b|篮球/i }),
  p('tennis-ball yellow', '网球黄', {
    mentions: /\btennis balls?\b|网球(?!场|拍|赛|比赛|运动员|选手|明星|课|裙|鞋)/i,
  }),
  // (An octopus's camouflage is its skin, not a uniform.)
  p('olive drab', '军绿', {
    mentions:
      /\bcamo\b|\bcamouflage (?:uniforms?|gear|fatigues|jackets?|pants|netting|clothing)\b|\bmilitary fatigues\b|迷彩服|迷彩裤|迷彩装/i,
  }),
];
