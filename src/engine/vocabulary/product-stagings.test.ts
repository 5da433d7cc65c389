import { describe, expect, it } from 'vitest';
import { PRODUCT_STAGINGS, productStaging } from './product-stagings.ts';

// What the engine puts in for {name}: the longest short names, so the length limits hold.
const asEnglish = (beat: string) => beat.replaceAll('{name}', 'the headphones');
const asChinese = (beat: string) => beat.replaceAll('{name}', '笔记本电脑');
const words = (beat: string) => beat.trim().split(/\s+/).length;
const han = (beat: string) => (beat.match(/\p{Script=Han}/gu) ?? []).length;

/** The still-life lines blind reviewers marked "stock ending" or "a fragment". */
const STOCK =
  /\bhold on\b|as the shot ends|revealed as the frame settles|a closer look at the texture|镜头收尾|停留片刻|出现在画面中/i;
/** A leave-this-out to the checker, or something a clip cannot show without writing. */
const NEGATION = /\b(?:no|not|never|without|nothing)\b|n[’']t\b|不要|没有|别/i;
const WRITING =
  /\b(?:logo|brand|text|caption|title|slogan|label|words?)\b|字幕|文字|标志|商标|标语/i;
/**
 * Where English {name} may stand: before a comma, at the end, or after it a preposition, so
 * "the shoe" and "the headphones" both read (never "{name} sits" or "{name}'s").
 */
const NAME_FOLLOWED_BY = /\{name\}(?![,]|$| (?:on|in|as|into|onto|inside|beside|under)\b)/;

describe('the product stagings are written as the engine needs them', () => {
  it('has about thirty categories with unique ids and patterns that keep no state', () => {
    expect(PRODUCT_STAGINGS.length).toBeGreaterThanOrEqual(30);
    const ids = PRODUCT_STAGINGS.map((staging) => staging.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const staging of PRODUCT_STAGINGS) {
      expect(staging.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      // A /g or /y pattern remembers lastIndex between calls and would skip every other match.
      expect(staging.is.global || staging.is.sticky, staging.id).toBe(false);
    }
  });

  it.each(PRODUCT_STAGINGS.map((staging) => [staging.id, staging] as const))(
    '%s: four English beats, lower-case, with no full stop, short, naming the product first',
    (_id, staging) => {
      expect(staging.en).toHaveLength(4);
      expect(staging.en[0]).toContain('{name}');
      for (const beat of staging.en) {
        expect(beat).toMatch(/^[a-z]/);
        expect(beat).not.toMatch(/[.。!?;:,]$|\s$|\p{Script=Han}/u);
        expect(beat).not.toMatch(/\{(?!name\})/);
        expect(beat).not.toMatch(NAME_FOLLOWED_BY);
        expect(beat).not.toMatch(STOCK);
        expect(beat).not.toMatch(NEGATION);
        expect(beat).not.toMatch(WRITING);
        expect(words(asEnglish(beat)), beat).toBeLessThanOrEqual(18);
      }
      expect(new Set(staging.en).size).toBe(4);
    },
  );

  it.each(PRODUCT_STAGINGS.map((staging) => [staging.id, staging] as const))(
    '%s: four Chinese beats in Chinese punctuation, with no 。 at the end, naming the product first',
    (_id, staging) => {
      expect(staging.zh).toHaveLength(4);
      expect(staging.zh[0]).toContain('{name}');
      expect(staging.zh[0]).toMatch(/^开场：/);
      for (const beat of staging.zh) {
        const filled = asChinese(beat);
        expect(filled, beat).not.toMatch(/[A-Za-z{}]|[,.;:!?()'"]|。$|，$/);
        expect(filled).toMatch(/^\p{Script=Han}/u);
        expect(beat).not.toMatch(STOCK);
        expect(beat).not.toMatch(NEGATION);
        expect(beat).not.toMatch(WRITING);
        expect(han(filled), beat).toBeLessThanOrEqual(30);
      }
      expect(new Set(staging.zh).size).toBe(4);
    },
  );

  it('checks what it claims: the rules above catch a bad beat', () => {
    expect('hold on the shoe as the shot ends').toMatch(STOCK);
    expect('{name} sits on the marble').toMatch(NAME_FOLLOWED_BY);
    expect('close on {name}’s sole').toMatch(NAME_FOLLOWED_BY);
    expect('close on {name}, laced tight').not.toMatch(NAME_FOLLOWED_BY);
    expect('close on {name} as a hand lifts it').not.toMatch(NAME_FOLLOWED_BY);
    expect('a hand with no ring').toMatch(NEGATION);
    expect('画面在手机上停留片刻，镜头收尾').toMatch(STOCK);
    expect(han(asChinese('开场：{name}合着'))).toBe(9);
    expect(words(asEnglish('close on {name}, closed'))).toBe(5);
  });
});

describe('productStaging: the product named by a noun phrase', () => {
  it.each([
    // Footwear, narrowest first.
    ['the new running shoe', 'running-shoe'],
    ['the trail running shoes', 'running-shoe'],
    ['the hiking boots', 'hiking-boot'],
    ['the high heels', 'high-heels'],
    ['the leather loafers', 'dress-shoe'],
    ['the white sneakers', 'sneaker'],
    ['the new shoe', 'sneaker'],
    // Skin, hair and scent.
    ['the perfume bottle on wet black marble', 'perfume'],
    ['the fragrance', 'perfume'],
    ['the vitamin c serum', 'serum'],
    ['the night cream', 'face-cream'],
    ['the moisturiser', 'face-cream'],
    ['the sun cream', 'sunscreen'],
    ['the sunscreen', 'sunscreen'],
    ['the shampoo', 'shampoo'],
    ['the shower gel', 'body-wash'],
    ['the scented candle', 'candle'],
    // Devices.
    ['the smartphone', 'smartphone'],
    ['the new phone', 'smartphone'],
    ['the laptop', 'laptop'],
    ['the tablet', 'tablet'],
    ['the wireless headphones', 'headphones'],
    ['the in-ear headphones', 'earbuds'],
    ['the wireless earbuds', 'earbuds'],
    ['the smart speaker', 'smart-speaker'],
    ['the bluetooth speaker', 'portable-speaker'],
    ['the mirrorless camera', 'camera'],
    ['the game controller', 'game-controller'],
    ['the mechanical keyboard', 'keyboard'],
    ['the smartwatch', 'smartwatch'],
    ['the smart watch', 'smartwatch'],
    ['the fitness tracker', 'smartwatch'],
    // Carried and worn.
    ['the sunglasses', 'sunglasses'],
    ['the backpack', 'backpack'],
    ['the laptop backpack', 'backpack'],
    ['the leather handbag', 'handbag'],
    ['the diamond ring', 'ring'],
    ['the gold necklace', 'jewellery'],
    ['the earrings', 'jewellery'],
    ['the water bottle', 'water-bottle'],
    ['the umbrella in the rain', 'umbrella'],
    // Kitchen, bathroom, food.
    ['the espresso machine', 'coffee-machine'],
    ['the electric kettle', 'kettle'],
    ['the blender', 'blender'],
    ['the chocolate bar', 'chocolate'],
    ['the chocolate ice cream', 'ice-cream'],
    ['the ice cream bar', 'ice-lolly'],
    ['the popsicle', 'ice-lolly'],
    ['the energy drink can', 'drink-can'],
    ['the electric toothbrush', 'electric-toothbrush'],
    ['the razor', 'razor'],
    ['the hair dryer', 'hair-dryer'],
    // Wheels.
    ['the e-bike', 'e-bike'],
    ['the electric scooter', 'e-scooter'],
    ['the new SUV', 'car'],
    ['the luxury sedan', 'car'],
    ['the sports car', 'car'],
  ])('%s → %s', (phrase, id) => {
    expect(productStaging(phrase)?.id).toBe(id);
  });

  it.each([
    ['新款手机', 'smartphone'],
    ['运动鞋', 'running-shoe'],
    ['跑鞋', 'running-shoe'],
    ['登山靴', 'hiking-boot'],
    ['高跟鞋', 'high-heels'],
    ['皮鞋', 'dress-shoe'],
    ['帆布鞋', 'sneaker'],
    ['香水', 'perfume'],
    ['香氛蜡烛', 'candle'],
    ['精华液', 'serum'],
    ['面霜', 'face-cream'],
    ['防晒霜', 'sunscreen'],
    ['洗发水', 'shampoo'],
    ['沐浴露', 'body-wash'],
    ['笔记本电脑', 'laptop'],
    ['平板电脑', 'tablet'],
    ['头戴式耳机', 'headphones'],
    ['无线耳机', 'earbuds'],
    ['智能音箱', 'smart-speaker'],
    ['蓝牙音箱', 'portable-speaker'],
    ['微单相机', 'camera'],
    ['游戏手柄', 'game-controller'],
    ['机械键盘', 'keyboard'],
    ['智能手表', 'smartwatch'],
    ['墨镜', 'sunglasses'],
    ['双肩包', 'backpack'],
    ['手提包', 'handbag'],
    ['钻戒', 'ring'],
    ['项链', 'jewellery'],
    ['咖啡机', 'coffee-machine'],
    ['电水壶', 'kettle'],
    ['破壁机', 'blender'],
    ['巧克力', 'chocolate'],
    ['巧克力冰淇淋', 'ice-cream'],
    ['雪糕', 'ice-lolly'],
    ['能量饮料', 'drink-can'],
    ['电动牙刷', 'electric-toothbrush'],
    ['剃须刀', 'razor'],
    ['吹风机', 'hair-dryer'],
    ['电动滑板车', 'e-scooter'],
    ['电动车', 'e-bike'],
    ['新能源汽车', 'car'],
    ['保温杯', 'water-bottle'],
    ['雨伞', 'umbrella'],
  ])('%s → %s', (phrase, id) => {
    expect(productStaging(phrase)?.id).toBe(id);
  });

  it.each([
    // Not products at all.
    'the girl',
    'the sea',
    'the old fisherman',
    // The product's word in another sense.
    'the phone booth',
    'the car park',
    'the cable car',
    'the boxing ring',
    'the ring road',
    'the camera crew',
    'the stone tablet',
    'the piano keyboard',
    'the air conditioner',
    'the ice cream truck',
    'the shoe shop',
    'the kettlebell',
    'the hot chocolate',
    'the personal trainers',
    'the razor wire',
    'the beach umbrella',
    'the pendant lamp',
    'the speaker',
    'the phone case',
    // Staged already in product-beats: a watch, a lipstick, a drink.
    'the watch',
    'the lipstick',
    'the milk tea',
    '小女孩',
    '大海',
    '电话亭',
    '停车场',
    '背包客',
    '汽车站',
    '降落伞',
    '拖鞋',
    '烛光',
    '热巧克力',
    '键盘手',
    '水瓶座',
    '手机壳',
    '手表',
    '口红',
    '奶茶',
  ])('%s matches no product', (phrase) => {
    expect(productStaging(phrase)?.id).toBeUndefined();
  });

  it('reaches every entry: none is hidden behind a wider pattern before it', () => {
    const phrases = [
      'the new running shoe',
      'the hiking boots',
      'the high heels',
      'the leather loafers',
      'the white sneakers',
      'the perfume',
      'the serum',
      'the night cream',
      'the sunscreen',
      'the shampoo',
      'the shower gel',
      'the scented candle',
      'the smartphone',
      'the laptop',
      'the tablet',
      'the headphones',
      'the earbuds',
      'the smart speaker',
      'the bluetooth speaker',
      'the camera',
      'the game controller',
      'the keyboard',
      'the smartwatch',
      'the sunglasses',
      'the backpack',
      'the handbag',
      'the ring',
      'the necklace',
      'the water bottle',
      'the umbrella',
      'the espresso machine',
      'the kettle',
      'the blender',
      'the chocolate bar',
      'the ice cream',
      'the ice lolly',
      'the soda can',
      'the electric toothbrush',
      'the shaver',
      'the hair dryer',
      'the e-bike',
      'the e-scooter',
      'the car',
    ];
    const reached = new Set(phrases.map((phrase) => productStaging(phrase)?.id));
    for (const staging of PRODUCT_STAGINGS) expect(reached, staging.id).toContain(staging.id);
  });

  it('takes the first entry that matches', () => {
    // "trail running shoes" is both a running shoe and, further down, a shoe.
    const running = PRODUCT_STAGINGS.findIndex((staging) => staging.id === 'running-shoe');
    const sneaker = PRODUCT_STAGINGS.findIndex((staging) => staging.id === 'sneaker');
    expect(PRODUCT_STAGINGS[sneaker]?.is.test('the trail running shoes')).toBe(true);
    expect(running).toBeLessThan(sneaker);
    expect(productStaging('the trail running shoes')).toBe(PRODUCT_STAGINGS[running]);
  });
});
