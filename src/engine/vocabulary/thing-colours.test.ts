import { describe, expect, it } from 'vitest';
import { literalGate } from './pattern-gate.ts';
import { THING_COLOURS } from './thing-colours.ts';
import { expectWrittenAsVocabulary } from './written-as-vocabulary.ts';

/** The colours of the things an idea names: every entry whose pattern the idea matches. */
function coloursOf(idea: string, lang: 'en' | 'zh'): string[] {
  return THING_COLOURS.filter((phrase) => phrase.fits?.mentions?.test(idea)).map(
    (phrase) => phrase[lang],
  );
}

const sorted = (list: readonly string[]) => [...list].sort();

describe('thing colours: the colour of the very thing the idea shows', () => {
  it('is written as vocabulary: one colour, asked for by a pattern and nothing else', () => {
    expectWrittenAsVocabulary(THING_COLOURS);
    expect(THING_COLOURS.length).toBeGreaterThanOrEqual(140);
    for (const phrase of THING_COLOURS) {
      expect(phrase.en, phrase.zh).toMatch(/^[a-z]+(?:-[a-z]+)?(?: [a-z]+)?$/);
      expect(phrase.en.split(' ').length, phrase.en).toBeLessThanOrEqual(2);
      expect(phrase.zh, phrase.en).toMatch(/^\p{Script=Han}{2,4}$/u);
      expect(phrase.zh, phrase.en).not.toMatch(/[、与]/);
      expect(Object.keys(phrase.fits ?? {}), phrase.en).toEqual(['mentions']);
      expect(phrase.never, phrase.en).toBeUndefined();
    }
  });

  it('asks each pattern without state, and cheaply (each pattern has words to look for first)', () => {
    for (const { en, fits } of THING_COLOURS) {
      const pattern = fits?.mentions;
      // (A `g` or `y` flag would make `test` remember where it stopped.)
      expect(pattern?.flags, en).toBe('i');
      expect(pattern && literalGate(pattern), `${en}: ${String(pattern)}`).toBeDefined();
    }
  });

  it('gives a thing one colour, or two for a two-tone look, never the same colour twice', () => {
    const byPattern = new Map<RegExp, string[]>();
    for (const { en, fits } of THING_COLOURS) {
      const pattern = fits?.mentions as RegExp;
      byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), en]);
    }
    for (const [pattern, colours] of byPattern) {
      expect(colours.length, String(pattern)).toBeLessThanOrEqual(2);
      expect(new Set(colours).size, String(pattern)).toBe(colours.length);
    }
  });

  it.each([
    ['a corgi chasing autumn leaves', ['ginger orange']],
    ['a Shiba Inu sits in the falling snow', ['russet tan', 'snow white']],
    ['golden retriever running on the beach at golden hour', ['honey gold']],
    ['a husky pulls a sled across a frozen lake', ['wolf grey', 'snow white']],
    ['a black cat on a windowsill at midnight', ['jet black']],
    ['an orange tabby stretches in the sun', ['ginger orange']],
    ['a red panda climbs a tree', ['chestnut red']],
    ['a fox trots through a snowy forest', ['rusty orange', 'snow white']],
    ['flamingos wading in a pink lake', ['flamingo pink']],
    ['macro shot of a ladybug on a leaf', ['ladybird red']],
    ['a monarch butterfly lands on a flower', ['monarch orange']],
    ['jellyfish drifting in an aquarium', ['pale lilac']],
    ['a peacock fans its tail in a palace garden', ['peacock blue', 'emerald green']],
    ['a tiger stalks through tall grass', ['tiger orange']],
    ['penguins huddle on the ice', ['ink black', 'snow white']],
    ['drone flyover of terraced rice fields in Bali', ['rice-paddy green']],
    ['tea pickers on a misty tea plantation at dawn', ['tea-leaf green']],
    ['camel caravan crossing desert dunes', ['camel tan', 'sand gold']],
    ['lava flowing into the ocean at night', ['molten orange']],
    ['boat ride past karst peaks at dawn', ['karst green']],
    ['a diver swims over a coral reef', ['coral pink']],
    ['sunflowers swaying in a field', ['sunflower yellow']],
    ['lavender fields in Provence', ['lavender purple']],
    ['cherry blossoms falling over a river in Kyoto', ['blossom pink']],
    ['a pine forest after rain', ['pine green']],
    ['a bowl of ramen at a street stall', ['broth amber']],
    ['ramen with a jammy egg, steam rising', ['broth amber', 'yolk yellow']],
    ['slicing a watermelon on a summer porch', ['watermelon red', 'rind green']],
    ['pouring espresso into a cup', ['espresso brown']],
    ['matcha latte art in a ceramic cup', ['matcha green']],
    ['a glass of red wine by the fireplace', ['burgundy red']],
    ['honey dripping from a wooden dipper', ['honey amber']],
    ['blue-and-white porcelain vase on a table', ['cobalt blue', 'porcelain white']],
    ['a marble staircase in a palace', ['marble white']],
    ['a rusty car in an abandoned field', ['rust orange']],
    ['brass instruments of a jazz band', ['brass gold']],
    ['a school bus pulls up in the rain', ['school-bus yellow']],
    ['New York yellow cab in the rain', ['taxi yellow']],
    ['glacier calving into the sea', ['glacier blue']],
    ['snow peaks above a valley', ['snow white']],
    ['a golden retriever and a corgi play fetch', ['ginger orange', 'honey gold']],
    ['a snowboarder carves down a mountain', ['snow white']],
    ['a samurai draws his sword as cherry petals fall', ['blossom pink']],
    ['a pearl necklace on black velvet', ['pearl white']],
    ['grilled salmon on a bed of steamed rice', ['salmon pink', 'rice white']],
  ])('%s', (idea, colours) => {
    expect(sorted(coloursOf(idea, 'en'))).toEqual(sorted(colours));
  });

  it.each([
    ['一只橘猫在窗台上睡觉', ['姜橙']],
    ['大熊猫在竹林里吃竹子', ['墨黑', '雪白', '竹青']],
    ['柯基在草地上奔跑', ['姜橙', '草绿']],
    ['哈士奇在雪地里撒欢', ['狼灰', '雪白', '雪白']],
    ['航拍元阳梯田，云雾缭绕', ['稻田绿']],
    ['航拍油菜花田', ['菜花黄']],
    ['沙漠里的骆驼队', ['驼色', '沙丘金']],
    ['锦鲤在池塘里游', ['锦鲤橙']],
    ['红油抄手特写', ['辣油红', '面皮白']],
    ['青花瓷茶杯里的热茶', ['钴蓝', '瓷白']],
    ['除夕夜，门口挂着红灯笼，孩子们抢红包', ['灯笼红', '喜庆红', '烫金']],
    ['秋天的银杏大道', ['银杏黄']],
    ['火山喷发，岩浆流入大海', ['熔岩橙']],
    ['夏天的荷塘', ['荷花粉', '荷叶绿']],
    ['小笼包刚出笼', ['面皮白', '竹篾黄']],
    ['一碗抹茶拿铁', ['抹茶绿']],
    // (A lotus leaf alone has no pink flower; boba pearls are black; a latte-art tulip is coffee.)
    ['无缝循环，雨滴落在荷叶上', ['荷叶绿']],
    ['一杯珍珠奶茶，珍珠慢慢沉到杯底', []],
    ['咖啡师往拿铁里拉出一朵郁金香', ['咖啡棕']],
  ])('%s', (idea, colours) => {
    expect(sorted(coloursOf(idea, 'zh'))).toEqual(sorted(colours));
  });

  it.each([
    'a woman in an orange coat walks home',
    'gold medal ceremony at the stadium',
    'a golden hour walk on the beach',
    'her husky voice fills the empty bar',
    'a startup pitch: this is only the tip of the iceberg',
    'explain the Rust borrow checker with animations',
    'a red velvet cake on a stand',
    'a sea lion sunbathing on the rocks',
    'Steph Curry hits a three at the buzzer',
    'a coffee table in a sunlit living room',
    'Snow White and the seven dwarfs',
    'the rooster crows at dawn',
    'a black sheep of the family comes home',
    'Santa Monica pier at sunset',
    'a Manhattan cocktail being stirred',
    'he wolfs down a burger at midnight',
    'a tiger-print dress on a mannequin',
    'a mandarin lesson for kids',
    'sushi chef slices tuna',
    'a concrete plan for the week, explained on a whiteboard',
    '老虎机在赌场里闪烁',
    '她飙出一段海豚音',
    '小鹿乱撞的初恋',
    '芒果台的综艺节目',
    '说茄子，拍一张合影',
    '她有一张包子脸',
    // (A thing the idea colours itself is that colour: a red wedding dress, a yellow tulip.)
    'a red wedding dress floats out of the wardrobe',
    'a yellow tulip in a vase',
    'a blue fox in the arctic',
    'kids on a jungle gym at recess',
    'jet skiing in Miami',
  ])('%s: matches nothing', (idea) => {
    expect(coloursOf(idea, 'en')).toEqual([]);
  });

  // A colour the person typed is theirs: a thing's name used as a colour's first word is no thing.
  it.each([
    'lemon yellow',
    'cherry red',
    'moss green',
    'jade green',
    'olive green',
    'salmon pink',
    'coral pink',
    'peacock blue',
    'chocolate brown',
    'caramel brown',
    'honey blonde',
    'copper red',
    'rust orange',
    'rusty red',
    'terracotta red',
    'denim blue',
    'pearl white',
    'tomato red',
    'mango yellow',
    'avocado green',
    'strawberry blonde',
    'sakura pink',
    'flamingo pink',
    'canary yellow',
    'matcha green',
    'coffee brown',
    'camel brown',
    'sunflower yellow',
    'pumpkin orange',
    'carrot orange',
    'banana yellow',
    'watermelon pink',
    'eggplant purple',
    'pomegranate red',
    'snow white',
    'glacier blue',
    'brick red',
    'concrete grey',
    'champagne gold',
    'school-bus yellow',
    'fire-engine red',
    'pillar-box red',
    'barbie pink',
  ])('a %s dress: no thing', (colour) => {
    expect(coloursOf(`a ${colour} dress`, 'en')).toEqual([]);
  });

  it.each([
    '柠檬黄',
    '樱桃红',
    '苔藓绿',
    '孔雀蓝',
    '巧克力色',
    '焦糖色',
    '咖啡色',
    '香槟色',
    '珊瑚红',
    '牛油果绿',
    '芒果黄',
    '西瓜红',
    '石榴红',
    '抹茶绿',
    '樱花粉',
    '铁锈红',
    '陶土色',
    '珍珠白',
    '南瓜色',
    '香蕉黄',
    '胡萝卜色',
    '蜜桃色',
    '桃花粉',
    '冰川蓝',
    '薰衣草紫',
    '大理石色',
  ])('一条%s的裙子: no thing', (colour) => {
    expect(coloursOf(`一条${colour}的裙子`, 'zh')).toEqual([]);
  });
});
