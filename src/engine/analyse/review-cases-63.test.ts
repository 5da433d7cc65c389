/**
 * Ideas from blind reviews 63 onward (session 30), pinned where the engine read them wrong:
 * each test names the review and says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('blind reviews 63 and 64: the savanna, a hunting pride, a river crossing', () => {
  it('a savanna has acacias, dry grass and the African sun, never a farm’s fence and fields', () => {
    const hunt = advanced('Lion pride hunting zebra on the savanna, telephoto');
    expect(lineIn(hunt, /^Scene:/)).toMatch(/acacia/);
    expect(hunt).not.toMatch(/fence|over the fields|mist pooling/);
    expect(lineIn(hunt, /^Lighting:/)).toMatch(/African sun/);
    expect(lineIn(hunt, /^Palette:/)).toMatch(/straw gold/i);
    expect(lineIn(advanced('非洲草原上，一群角马渡河'), /^场景：/)).toMatch(/金合欢/);
  });

  it('a pride or a pack hunting a bare noun hunts it (the zebra is no subject)', () => {
    const pride = analyse('Lion pride hunting zebra on the savanna, telephoto');
    expect(pride.subject?.phrase).toBe('the lion pride');
    expect(pride.actions[0]?.verb).toBe('hunt');
    expect(analyse('wolf pack hunting elk in the snow').subject?.phrase).toBe('the wolf pack');
    expect(beats(advanced('Lion pride hunting zebra on the savanna'))).toMatch(/crouched low/);
  });

  it('a herd crossing a river hesitates, leaps in, surges across and climbs out', () => {
    expect(beats(advanced('a herd of wildebeest crosses the Mara river'))).toMatch(
      /first one leaps in[\s\S]*far bank/,
    );
    expect(beats(advanced('非洲草原上，一群角马渡河'))).toMatch(/跃入水中[\s\S]*对岸/);
  });
});

describe('blind reviews 63 and 64: camera words are the camera’s, never a beat', () => {
  it('"handheld found footage" is the look: the door’s creak is staged instead', () => {
    const told = beats(
      advanced('haunted hallway, door creaks open by itself, handheld found footage'),
    );
    expect(told).not.toMatch(/handheld finds/i);
    expect(told).toMatch(/gap widens/);
  });

  it('"航拍俯冲镜头" is the camera’s dive, not the flying car’s', () => {
    const told = advanced('赛博朋克风格的未来上海，飞车穿梭在高楼之间，航拍俯冲镜头');
    expect(beats(told)).not.toMatch(/俯冲镜头/);
    expect(beats(told)).not.toMatch(/静止不动/);
    // A cyberpunk city is lit by its neon, not by "soft natural light".
    expect(lineIn(told, /^光线：/)).toMatch(/霓虹/);
    // A clause that only looks at the lens is still someone's doing.
    expect(beats(advanced('她慢慢转身看向镜头'))).toMatch(/看向镜头/);
  });
});

describe('the one interviewed, and who the viewer is in a POV', () => {
  it('"X interview about Y" and "interview with X about Y": X talks about Y', () => {
    const barista = analyse('barista interview about why she quit her corporate job');
    expect(barista.subject?.phrase).toBe('the barista');
    expect(beats(advanced('barista interview about why she quit her corporate job'))).toMatch(
      /The barista talks about why she quit her corporate job/,
    );
    expect(analyse('interview with an old fisherman about the storm of 1987').subject?.phrase).toBe(
      'the old fisherman',
    );
    expect(beats(advanced('CEO interview about the company’s first year'))).toMatch(/The CEO/);
  });

  it('"POV mountain biker …" is seen through the rider’s eyes, and staged as the ride', () => {
    const pov = analyse('POV mountain biker bombing down a rocky forest trail');
    expect(pov.subject).toMatchObject({ phrase: 'you', kind: 'viewer', role: 'mountain biker' });
    const told = beats(advanced('POV mountain biker bombing down a rocky forest trail'));
    expect(told).toMatch(/Open in first person, at the top of the trail/);
    expect(told).toMatch(/You launch off a rock/);
    expect(told).not.toMatch(/the (?:mountain )?biker/i);
    expect(beats(advanced('POV: you’re a skateboarder dropping into a bowl'))).toMatch(
      /You pop the board up/,
    );
    // Someone close to the viewer is seen, not seen through.
    expect(analyse('POV: your mom finds your report card').subject?.kind).toBe('person');
  });
});

describe('blind reviews 63 and 64: what the idea names is what the beats and lines show', () => {
  it('butter in a steak pan is basted; 热气腾腾 is the pot’s steam, not the chillies’', () => {
    expect(beats(advanced('sizzling steak in a cast iron pan with butter and rosemary'))).toMatch(
      /Butter melts and foams/,
    );
    expect(beats(advanced('火锅沸腾，辣椒翻滚，热气腾腾'))).not.toMatch(/辣椒热气腾腾/);
  });

  it('a rapper performing raps: the nod to the beat, the verse, the hook to the lens', () => {
    const told = beats(
      advanced('music video, rapper in a red tracksuit performing in an empty parking garage'),
    );
    expect(told).toMatch(/nodding to the beat/);
    expect(told).toMatch(/leans into the lens on the hook/);
    expect(beats(advanced('说唱歌手在天台上表演'))).toMatch(/主歌/);
  });

  it('a bottle of cola rising out of ice is a bottle, not a glass', () => {
    const cola = advanced('广告：一瓶冰镇可乐从冰块中升起，水珠滑落，慢动作特写');
    expect(cola).not.toMatch(/杯壁/);
    expect(lineIn(cola, /^场景：/)).toMatch(/瓶身/);
    expect(beats(cola)).toMatch(/埋在冰块里/);
  });

  it('a cat stealing fish sneaks it; a child who 偷吃 still eats', () => {
    expect(beats(advanced('一只橘猫偷吃桌上的鱼'))).toMatch(/悄悄伸出爪子/);
    expect(beats(advanced('a cat sneaks a bite of fish from the kitchen table'))).toMatch(
      /peeking over the table edge[\s\S]*bolts off with the loot/,
    );
    expect(beats(advanced('一个老奶奶在厨房包饺子，孙子在旁边偷吃'))).toMatch(/咬下一口/);
  });

  it('a delivery rider on the move has no scooter parked at the curb', () => {
    const ride = advanced('雨夜的重庆街头，一个外卖小哥骑着电动车穿过霓虹灯，镜头跟拍');
    expect(ride).not.toMatch(/停在路边/);
  });
});
