import { describe, expect, it } from 'vitest';
import { expectWrittenAsVocabulary } from './written-as-vocabulary.ts';
import { advanced, lineIn } from '../analyse/review-prompts.ts';
import { LANDMARK_DETAILS, LANDMARK_PALETTES } from './landmarks.ts';

const scene = (idea: string) => lineIn(advanced(idea), /^(?:Scene:|场景：)/);
const palette = (idea: string) => lineIn(advanced(idea), /^(?:Palette:|配色：)/);

describe('landmarks: a place the idea names is the scene', () => {
  it('is written as a place: lower-case noun phrases, Chinese in Chinese, no time of day', () => {
    expectWrittenAsVocabulary([...LANDMARK_DETAILS, ...LANDMARK_PALETTES]);
    for (const phrase of LANDMARK_DETAILS) {
      expect(phrase.en).not.toMatch(
        /\b(?:sunrise|sunset|dawn|dusk|night|noon|golden hour|lit windows|moonlight)\b/i,
      );
      expect(phrase.zh).not.toMatch(/日出|日落|黄昏|夜|清晨|正午|灯火/);
    }
  });

  it.each([
    [
      'drone flyover of Santorini white houses at golden hour',
      /caldera.*blue-domed|blue-domed.*caldera/,
    ],
    ['gondola ride through Venice at dusk', /gondolas moored.*canal/],
    ['walking through Kyoto in the rain', /machiya.*pagoda/],
    ['Eiffel Tower seen from a Paris rooftop', /Haussmann.*Eiffel Tower/],
    ['hiking the Grand Canyon at noon', /Colorado River/],
    ['Machu Picchu emerging from clouds at dawn', /Inca stone.*Huayna Picchu/],
    ['camel caravan across the Sahara', /orange dunes/],
    ['sunrise over Angkor Wat', /lotus-bud towers/],
    ['Colosseum in Rome at sunrise', /travertine arches/],
    ['overwater villa in the Maldives, morning', /overwater villas.*turquoise lagoon/],
    ['航拍桂林山水，清晨薄雾，渔夫撑竹筏', /漓江.*喀斯特山峰/],
    ['无人机视角：飞过张家界的石柱群，云雾缭绕', /砂岩石柱/],
    ['延时摄影：黄山云海日出', /花岗岩山峰.*黄山松/],
    ['清晨的西湖，一艘小船划过湖面，薄雾还没散去', /长堤.*宝塔/],
    ['航拍：清晨的长城，云海翻涌', /垛口.*敌楼/],
    ['九寨沟的湖水，秋天', /钙华/],
    ['布达拉宫前的朝圣者', /绛红色的宫墙.*金顶/],
    ['圣托里尼的蓝顶教堂，清晨', /火山口边缘/],
  ])('%s', (idea, words) => {
    expect(scene(idea)).toMatch(words);
  });

  it('a named place brings its own colours', () => {
    expect(palette('drone flyover of Santorini white houses at golden hour')).toMatch(
      /cobalt blue.*Aegean blue/,
    );
    expect(palette('camel caravan across the Sahara')).toMatch(/saffron orange.*burnt sienna/i);
    expect(palette('九寨沟的湖水')).toMatch(/松石绿.*孔雀蓝.*翠绿/);
    expect(palette('九寨沟的湖水，秋天')).toMatch(/孔雀蓝.*枫红/);
    expect(palette('spice seller in Marrakech souk')).toMatch(/terracotta pink.*cobalt blue/i);
    // (At night the night's colours; a film-noir Santorini stays black and white.)
    expect(palette('Santorini at night')).not.toMatch(/cobalt/);
    expect(palette('Santorini in film noir style')).not.toMatch(/cobalt/);
  });

  it('a Chinese idea gets a Chinese scene line: no Latin letters', () => {
    for (const idea of [
      '航拍桂林山水，清晨薄雾，渔夫撑竹筏',
      '罗马斗兽场航拍',
      '纽约街头街拍',
      '航拍马尔代夫水上屋',
      '鼓浪屿的小巷',
      '丽江古城的清晨',
    ]) {
      const line = scene(idea);
      expect(line, idea).toMatch(/^场景：/);
      expect(line, idea).not.toMatch(/[A-Za-z]/);
    }
  });

  it('an idea without the name does not get the place', () => {
    expect(advanced('a white house by the sea at noon')).not.toMatch(/caldera|blue-domed/);
    expect(advanced('romantic chrome car')).not.toMatch(/Colosseum|travertine/);
    expect(advanced('a chrome robot in a romance film')).not.toMatch(/Colosseum/);
    expect(advanced('sunset at Venice Beach skatepark')).not.toMatch(/gondola|canal/);
    expect(advanced('a great wall of water crashes down')).not.toMatch(/watchtowers/);
    expect(advanced('a Manhattan cocktail being stirred')).not.toMatch(/yellow cabs/);
    expect(advanced('Patagonia jacket product shot')).not.toMatch(/granite spires/);
    expect(advanced('一碗桂林米粉')).not.toMatch(/漓江|喀斯特/);
    expect(advanced('一杯黄山毛峰')).not.toMatch(/黄山松/);
    expect(advanced('Edinburgh Scotland old town street')).not.toMatch(/glen|loch/);
  });

  it('the more specific place wins: Shibuya over Tokyo, Ta Prohm over Angkor Wat', () => {
    expect(scene('Shibuya crossing in Tokyo')).not.toMatch(/elevated rail/);
    expect(scene('Ta Prohm temple in the jungle')).toMatch(/tree roots/);
    expect(scene('Ta Prohm temple in the jungle')).not.toMatch(/lotus-bud/);
    expect(scene('Kyoto torii gates in the rain')).toMatch(/vermilion torii/);
    expect(scene('Kyoto torii gates in the rain')).not.toMatch(/machiya/);
  });
});
