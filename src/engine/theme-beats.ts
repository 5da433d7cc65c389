/**
 * Ideas about a feeling, not a doing: "grief through a kitchen table over twenty years",
 * "loneliness in a big city", 童年的回忆. The feeling is no subject a model can film ("The grief
 * is revealed as the frame settles"); it is shown by what it leaves in a place: an empty chair,
 * a meal for one, an old photograph. Each theme's lines are told around the place the idea
 * names ({at}), or a place the theme is usually told in. Fireworks are told the same way: with
 * no doing named, they are no still subject ("a light breeze stirs the air around the fireworks").
 */
import type { Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { AUTUMN_ALONE, SPRING_ALONE, SUMMER_ALONE, WINTER_ALONE } from './vocabulary/fit.ts';

interface Theme {
  /** The feeling, as the subject's head word. */
  head: RegExp;
  /** Or the subject's whole phrase, where its head alone says too little ("star trails"). */
  phrase?: RegExp;
  /** Or anything the idea names beside its subject ("竹筏，渔夫和鸬鹚"). */
  named?: RegExp;
  /** Only when the idea is this word alone ("winter", 下雨天), never inside a longer idea. */
  alone?: boolean;
  /** Where it is told when the idea names no place. */
  at: { en: string; zh: string };
  en: readonly string[];
  zh: readonly string[];
}

const THEMES: readonly Theme[] = [
  // A pour-over told as its making: the grind, the filter, the bloom, the drip.
  {
    head: /^$/,
    // (Only the making: a cup of pour-over already steaming on a table is a still.)
    phrase: /^$/,
    named:
      /手冲咖啡的?(?:制作|冲泡)|\bpour[- ]?over\b.*\b(?:grind\w*|brew\w*|making|process|from (?:the )?beans?)\b/i,
    at: { en: 'the grinder', zh: '磨豆机' },
    en: [
      'open on beans tipped into {at}, crunching down into grounds',
      'a paper filter set in the dripper and rinsed with hot water',
      'a thin spiral of water pours over the grounds and they bloom, swelling and bubbling',
      'dark coffee drips steadily into the glass, steam curling up',
    ],
    zh: [
      '开场：咖啡豆倒进{at}，咔咔地磨成粉',
      '滤纸折好放进滤杯，先用热水淋湿',
      '细细的水流画着圈注下，咖啡粉慢慢鼓起、冒出细泡',
      '深褐色的咖啡一滴滴落进壶里，热气袅袅',
    ],
  },
  // A smash burger is made, not looked at: the ball on the steel, the press, the cheese, the bun.
  {
    head: /^$/,
    phrase: /\bsmash ?burgers?\b/i,
    named: /\bsmash ?burgers?\b|暴打汉堡|压扁汉堡/i,
    at: { en: 'the griddle', zh: '铁板' },
    en: [
      'open on {at}, a ball of beef hitting the hot steel with a hiss',
      'a spatula presses it flat, the edges spreading and crisping into lace',
      'a slice of cheese goes on and melts down over the edge',
      'the burger is stacked in its bun, close enough to taste',
    ],
    zh: [
      '开场：滚烫的{at}上，一团牛肉饼落下，滋啦一声',
      '铲子用力一压，肉饼摊开，边缘煎出焦脆的花边',
      '一片芝士盖上去，慢慢融化，顺着边缘淌下',
      '汉堡叠进面包里，近得仿佛能闻到香味',
    ],
  },
  // A transformation reel is a before, a cut on the beat and an after (a gym, a make-up).
  {
    head: /^$/,
    phrase: /\b(?:gym|fitness|workout|weight[- ]loss) (?:transformation|glow[- ]?up)\b/i,
    at: { en: 'the gym mirror', zh: '健身房的镜子' },
    en: [
      'open on the before: {at}, a tired face, the phone raised',
      'quick cuts on the beat: heavy lifts, sweat on the bar, a skipping rope blurring',
      'a hand swipes across the lens and the cut lands weeks later, same mirror, same pose',
      'the after holds: a grin, a flex, the phone lowered',
    ],
    zh: [
      '开场：变化前，{at}前一张疲惫的脸，手机举着',
      '卡点快剪：大重量、杠铃上的汗、飞快甩动的跳绳',
      '一只手从镜头前抹过，画面切到几周后，同一面镜子，同一个姿势',
      '定格在变化后：咧嘴一笑，秀一下肌肉，放下手机',
    ],
  },
  {
    head: /^(?:化妆前后对比|前后对比|变装|素颜变全妆)$/,
    phrase:
      /\b(?:make-?up|glow[- ]?up) (?:transformation|before and after)\b|\bbefore and after make-?up\b/i,
    at: { en: 'the phone', zh: '镜头' },
    en: [
      'open on the before: a bare face, hair tied back, facing {at}',
      'a hand sweeps across the lens',
      'the cut lands on the beat: full make-up, hair down',
      'the after holds on a slow turn of the head and a smile',
    ],
    zh: [
      '开场：变装前，素颜对着{at}，头发随意扎起',
      '一只手从镜头前抹过',
      '卡点转场，全妆出现，头发散了下来',
      '定格在全妆的样子，微微侧头一笑',
    ],
  },
  // Cormorant fishing on the Li River: the raft, the birds on its edge, a dive and a fish.
  {
    head: /^$/,
    named: /鸬鹚|\bcormorants?\b/i,
    at: { en: 'the river', zh: '江面' },
    en: [
      'open on {at}, a bamboo raft drifting slowly into view',
      'the fisherman poles the raft along, his cormorants perched along its edge',
      'a cormorant dives and surfaces a moment later with a silver fish',
      'the raft glides on downstream, the birds settling again',
    ],
    zh: [
      '开场：{at}上，一只竹筏缓缓漂入画面',
      '渔夫撑着竹篙，几只鸬鹚静静立在筏边',
      '一只鸬鹚扎进水里，片刻后叼着一条银亮的鱼浮上来',
      '竹筏顺流漂远，鸬鹚又安静下来',
    ],
  },
  // Star trails build over hours: the first stars, short arcs, rings round the pole.
  {
    head: /^(?:star ?trails?|星轨|星轨线)$/,
    phrase: /\bstar ?trails?\b/i,
    at: { en: 'the night sky', zh: '漆黑的夜空' },
    en: [
      'open on {at}, the last light fading as the first stars prick through',
      'the stars begin to wheel, each one drawing a short, bright arc',
      'the arcs lengthen into rings around the pole star',
      'the whole sky turns in circles of light above the dark land',
    ],
    zh: [
      '开场：{at}，最后一点天光褪去，星星一颗颗亮起',
      '星星开始转动，每一颗都拖出一小段亮弧',
      '光弧越拉越长，绕着北极星连成一圈圈光环',
      '整片星空化作一圈圈光轨，在漆黑的大地上空旋转',
    ],
  },
  // Fireworks are never still: with no doing named, they are a show that climbs and bursts.
  {
    head: /^(?:fireworks?|firework display|烟花|烟火)$/,
    at: { en: 'the dark sky', zh: '漆黑的夜空' },
    en: [
      'open on {at}, a single trail of sparks climbing',
      'the first shell bursts into a wide ring of gold, sparks drifting down',
      'more bursts follow, red and green blooms overlapping, the smoke lit from within',
      'the finale fills the sky with crackling light, everything below lit in flashes',
      'the last sparks fade and drift, smoke hanging in the dark',
    ],
    zh: [
      '开场：{at}里，一道火光拖着尾迹缓缓升起',
      '第一朵烟花炸开，金色的光环向四周散开，火星纷纷飘落',
      '一朵接一朵绽放，红的绿的交叠在一起，烟雾被映亮',
      '最后的齐放把夜空点得通亮，下方的一切忽明忽暗',
      '最后几点火星慢慢熄灭，烟雾悬在夜色里',
    ],
  },
  {
    head: /^(?:grief|loss|mourning|absence|bereavement|悲伤|失去|思念|怀念|离别)$/,
    at: { en: 'a kitchen table', zh: '厨房的餐桌' },
    en: [
      'open on {at}, one chair pulled up to it and empty',
      'a hand rests on the back of the empty chair, then lets go',
      'a cup is set out for someone who will not come, and left there',
      'the years pass in soft dissolves, the light moving across {at}, the chair still empty',
      'the shot ends on {at}, one place still set',
    ],
    zh: [
      '开场：{at}旁，有一把椅子空着',
      '一只手搭在空椅背上，停了一会儿，又松开',
      '桌上照旧摆着一只杯子，却再没有人来拿',
      '几度叠化，岁月流过，光线在{at}上慢慢移动，那把椅子始终空着',
      '画面停在{at}上，那个位置依旧摆着碗筷',
    ],
  },
  {
    head: /^(?:loneliness|solitude|isolation|孤独|寂寞|孤单)$/,
    at: { en: 'the city', zh: '城市' },
    en: [
      'open on a lone figure in {at}, the crowd streaming past on both sides',
      'everyone around moves in pairs and groups; the figure stands still among them',
      'a meal for one at a window counter, the lights of {at} reflected in the glass',
      'back home, a single lamp switches on in a dark flat',
      'the shot ends close on the face, quiet, lit by a phone screen',
    ],
    zh: [
      '开场：{at}里，一个孤单的身影，人流从两侧涌过',
      '身边的人都三三两两，只有这个身影一动不动',
      '窗边的吧台前，一个人吃着晚饭，{at}的灯火映在玻璃上',
      '回到家，漆黑的屋里亮起一盏灯',
      '画面停在那张被手机屏幕照亮的脸上，安静无声',
    ],
  },
  {
    head: /^(?:nostalgia|memories|memory|childhood|回忆|童年|乡愁|记忆)$/,
    at: { en: 'an old family home', zh: '老房子' },
    en: [
      'open on {at} as it is now, faded and quiet',
      'a hand brushes the dust from an old photograph',
      'the frame dissolves into the same place years ago, bright and full of running children',
      'back in the present, {at} stands empty in the late light',
      'the shot ends on the old photograph, held up against {at}',
    ],
    zh: [
      '开场：如今的{at}，褪了色，静悄悄的',
      '一只手轻轻拂去旧照片上的灰',
      '画面叠化回多年前的同一个地方，明亮热闹，孩子们跑来跑去',
      '回到现在，{at}空无一人，只有斜斜的夕光',
      '画面停在那张旧照片上，照片举在{at}前',
    ],
  },
  // A season or a weather named alone ("winter", 下雨天, "foggy morning"): no doing and no
  // subject, so the clip is a place in that season or weather, told by what it does to it.
  {
    alone: true,
    head: WINTER_ALONE,
    at: { en: 'a small village', zh: '小村庄' },
    en: [
      'open on {at} under fresh snow, everything hushed',
      'snowflakes drift past a lit window, smoke curling from a chimney',
      'a single line of footprints crosses the white, slowly filling with snow',
      'the light fades to blue as the snow keeps falling',
    ],
    zh: [
      '开场：{at}覆盖着新雪，四下一片寂静',
      '雪花飘过亮着灯的窗口，烟囱里升起袅袅炊烟',
      '一行脚印穿过雪地，慢慢被新雪填满',
      '天色渐渐转蓝，雪还在下',
    ],
  },
  {
    alone: true,
    head: /^(?:foggy morning|misty morning|fog|mist|雾|大雾|晨雾|雾天|起雾的早晨|雾蒙蒙的早晨)$/,
    at: { en: 'a still lake', zh: '平静的湖面' },
    en: [
      'open on {at} lost in fog, only the nearest shapes showing',
      'the fog drifts slowly across the water, thinning and thickening',
      'the first sun turns the fog gold, a line of trees appearing through it',
      'a heron lifts off the water and vanishes into the white',
    ],
    zh: [
      '开场：{at}笼罩在浓雾里，只看得见近处的轮廓',
      '雾气贴着水面缓缓飘移，时浓时淡',
      '第一缕阳光把雾染成金色，一排树影渐渐显出来',
      '一只白鹭从水面飞起，消失在白雾里',
    ],
  },
  {
    alone: true,
    head: /^(?:rainy day|rainy window|rain|rainy night|雨天|下雨天|雨夜|下雨)$/,
    at: { en: 'a window', zh: '窗户' },
    en: [
      'open on {at}, rain streaking down the glass',
      'drops gather and race each other down the pane',
      'beyond the glass the street blurs into soft shapes of light and umbrellas',
      'warm lamp light glows on the sill as the rain keeps on',
    ],
    zh: [
      '开场：{at}的玻璃上，雨水一道道往下淌',
      '雨珠越聚越大，沿着玻璃一路滑落',
      '窗外的街道模糊成一片，伞和灯光晕成柔和的色块',
      '窗台上落着一小片暖黄的灯光，雨还在下',
    ],
  },
  {
    alone: true,
    head: SUMMER_ALONE,
    at: { en: 'a country lane', zh: '乡间小路' },
    en: [
      'open on {at} in the high sun, the air shimmering',
      'cicadas buzz as a breeze runs through the tall grass',
      'a bicycle leans against a fence, half a watermelon on the step',
      'the light turns gold as the long afternoon wears on',
    ],
    zh: [
      '开场：烈日下的{at}，空气微微晃动',
      '知了声声，风吹过高高的草丛',
      '一辆自行车靠在篱笆边，台阶上放着半个西瓜',
      '漫长的午后，光线渐渐变成金色',
    ],
  },
  {
    alone: true,
    head: AUTUMN_ALONE,
    at: { en: 'a tree-lined path', zh: '林荫小道' },
    en: [
      'open on {at} carpeted in red and gold leaves',
      'a gust shakes the branches and leaves spiral down through the light',
      'a single leaf lands on a puddle, rings spreading out',
      'low sun glows through the thinning branches',
    ],
    zh: [
      '开场：{at}上铺满了红黄相间的落叶',
      '一阵风吹过，树叶打着旋儿从光里飘落',
      '一片叶子落进水洼，荡开一圈圈涟漪',
      '低低的夕阳透过稀疏的枝叶洒下来',
    ],
  },
  {
    alone: true,
    head: SPRING_ALONE,
    at: { en: 'an orchard', zh: '果园' },
    en: [
      'open on {at} in full blossom, branches heavy with white and pink',
      'a breeze sends petals drifting through the soft light',
      'bees work from flower to flower, close and humming',
      'petals settle on fresh green grass below',
    ],
    zh: [
      '开场：{at}里花开满枝，白的粉的压弯了枝头',
      '一阵微风吹过，花瓣在柔光里纷纷飘落',
      '蜜蜂在花间穿梭，嗡嗡作响',
      '花瓣轻轻落在新绿的草地上',
    ],
  },
  {
    head: /^(?:time|passage|years|时光|岁月|时间)$/,
    at: { en: 'a bench under an old tree', zh: '老树下的长椅' },
    en: [
      'open on {at} in one locked-off frame',
      'the seasons turn in quick dissolves: blossom, summer green, falling leaves, snow',
      'people come and go around it, a little older with each change',
      'the shot ends on {at}, unchanged, in the light of a new morning',
    ],
    zh: [
      '开场：固定机位，画面里是{at}',
      '四季在快速叠化中轮转：花开、盛夏的绿、落叶、白雪',
      '人们来来去去，每一次变化都老了一些',
      '画面停在{at}上，一切如故，迎来新的清晨',
    ],
  },
];

/** The place the idea tells the feeling in: "through a kitchen table", "in a big city". */
function placeNamed(core: string, lang: Language): string | undefined {
  if (lang === 'zh') {
    const named =
      /^(?:在)?(\p{Script=Han}{2,6}?)(?:里|中)?的?(?:孤独|寂寞|孤单|回忆|思念|时光|岁月)/u.exec(
        core,
      )?.[1];
    // ("童年的回忆": childhood is when, not where.)
    return named && !THEMES.some((theme) => theme.head.test(named)) ? named : undefined;
  }
  const named =
    /\b(?:through|in|at|around|across|inside) ((?:a|an|the|my|our|his|her|their) [a-z' -]+?)(?=\s+(?:over|for|during|across|at|in|from)\b|[,.;]|$)/i.exec(
      core,
    )?.[1];
  return named?.replace(/^(?:a|an) /i, 'the ');
}

/** The beats of an idea about a feeling, or none when its subject is no feeling we know. */
/** A season or a weather named alone, as the subject the themes above tell ("winter"). */
export function weatherAlone(plan: Plan): Subject | undefined {
  const core = plan.core.trim().replace(/[.。!！]$/, '');
  const lang = /\p{Script=Han}/u.test(core) ? 'zh' : 'en';
  const head = core.toLowerCase();
  if (!THEMES.some((theme) => theme.alone === true && theme.head.test(head))) return undefined;
  return { phrase: core, head, plural: false, kind: 'place', lang };
}

export function themeBeats(plan: Plan, subject: Subject, lang: Language): string[] | undefined {
  if (plan.actions.length > 0 || (subject.kind !== 'object' && subject.kind !== 'place')) {
    return undefined;
  }
  const theme = THEMES.find(
    (one) =>
      (one.alone !== true || weatherAlone(plan) !== undefined) &&
      (one.head.test(subject.head.toLowerCase()) ||
        one.phrase?.test(subject.phrase) ||
        one.named?.test(plan.core)),
  );
  if (!theme) return undefined;
  const at = placeNamed(plan.core, lang) ?? (lang === 'zh' ? theme.at.zh : theme.at.en);
  const lines = lang === 'zh' ? theme.zh : theme.en;
  // (The first mention of a place the idea did not name is "a kitchen table"; later ones "the".)
  return lines.map((line, index) =>
    line.replace(/\{at\}/g, index === 0 ? at : at.replace(/^(?:a|an) /, 'the ')),
  );
}
