/**
 * Ideas from blind reviews 169-170 (session 38) and ideas like them, pinned where the engine
 * read them wrong: each test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('lines that fit the idea’s own words', () => {
  it('a hot milk tea steams: no ice, no condensation, no pearls', () => {
    const prompt = advanced('一杯热奶茶在木桌上冒着热气，奶盖慢慢流下杯壁，广告片');
    expect(prompt).not.toMatch(/冰|水珠|珍珠/);
    expect(lineIn(prompt, /^配色：/)).toMatch(/奶茶米色/);
    // 奶盖 is the foam cap, not 奶 doing 盖; a tea that only stands steaming is set out already.
    expect(beats(prompt)).toMatch(/开场：热奶茶摆在眼前/);
    expect(beats(prompt)).toMatch(/奶盖慢慢流下杯壁/);
    // An iced one keeps its ice.
    expect(advanced('iced milk tea with boba, product shot')).toMatch(/ice/i);
  });

  it('a keeper writing by lamplight is lit by his lamp, at his desk, the storm outside', () => {
    const prompt = advanced(
      'a lonely lighthouse keeper writes a letter by lamplight while a storm rages outside; he seals the envelope and places it in a bottle',
    );
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/single lamp/);
    expect(prompt).not.toMatch(/daylight|lamp room|whitecaps/i);
    expect(lineIn(prompt, /^Scene:/)).toMatch(/desk in the keeper’s room/);
  });

  it('a vintage thing being unboxed is the thing, not the film look', () => {
    for (const idea of [
      'unboxing a vintage film camera, hands only, top-down',
      'unboxing a vintage Polaroid camera from a dusty cardboard box on a wooden desk, top-down shot',
    ]) {
      expect(lineIn(advanced(idea), /^Style:/)).toMatch(/unboxing/i);
    }
    expect(lineIn(advanced('vintage film look of a couple dancing'), /^Style:/)).toMatch(/Vintage/);
  });

  it('one shot of a music video has no cuts for the beat to drive', () => {
    const prompt = advanced(
      'music video: a singer in a red coat walks through a neon-lit underpass in the rain, lip-syncing, handheld camera',
    );
    expect(prompt).not.toMatch(/every cut/);
    // An underpass is a street: the neon named is the palette.
    expect(lineIn(prompt, /^Palette:/)).toMatch(/neon magenta/i);
  });

  it('"at high speed" is how fast, not a high-speed camera', () => {
    expect(advanced('POV: mountain biking down a forest singletrack at high speed')).not.toMatch(
      /120fps/,
    );
    expect(advanced('high-speed shot of a water balloon bursting')).toMatch(/120fps/);
  });

  it('a detective and a suspect are in an interrogation room, lit and coloured as one', () => {
    const prompt = advanced(
      'A tired detective slams a file on the table and says "You were there that night." The suspect, a young woman in a red coat, looks away and whispers "I don\'t remember."',
    );
    expect(lineIn(prompt, /^Lighting:/)).not.toMatch(/window/);
    expect(lineIn(prompt, /^Scene:/)).toMatch(/metal table|one-way mirror/);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/concrete grey/);
  });
});

describe('she or he, when the idea says it', () => {
  it('an apposition or her own son tells a suspect’s or a nurse’s pronoun', () => {
    expect(
      beats(
        advanced(
          'A tired detective slams a file on the table and says "You were there that night." The suspect, a young woman in a red coat, looks away and whispers "I don\'t remember."',
        ),
      ),
    ).toMatch(/The suspect looks away; her eyes drop/);
    expect(
      beats(
        advanced(
          'In a small kitchen at 3 am, an exhausted nurse tells her teenage son, "I can\'t keep doing double shifts." He puts down his phone and says, "Then let me get a job." She looks away.',
        ),
      ),
    ).toMatch(/The nurse looks away; her eyes drop/);
    // Nothing said: they.
    expect(beats(advanced('the suspect looks away'))).toMatch(/their eyes drop/);
  });
});

describe('markets, trades and the hour before dawn', () => {
  it('a wet market before dawn works under bare bulbs, unloading its trucks', () => {
    const prompt = advanced('凌晨四点的菜市场，批发商在卸货');
    expect(prompt).not.toMatch(/霓虹|卷帘门|碗碟/);
    expect(lineIn(prompt, /^光线：/)).toMatch(/裸露的灯泡/);
    expect(beats(prompt)).toMatch(/拉开货车后门/);
    expect(beats(prompt)).not.toMatch(/表面的纹理/);
  });

  it('haggling is staged, and "haggles" is a verb', () => {
    const prompt = beats(advanced('grandma haggles over fish at a wet market'));
    expect(prompt).not.toMatch(/the haggles/i);
    expect(prompt).toMatch(/asking the price/);
    expect(beats(advanced('老奶奶在菜市场和摊主讨价还价'))).toMatch(/摊主连连摇头/);
  });

  it('before dawn is still night, unless the sun rises in the clip', () => {
    expect(
      lineIn(advanced('two porters unload a truck at the fish market before dawn'), /^Lighting:/),
    ).not.toMatch(/dawn|daylight/i);
    expect(lineIn(advanced('黎明前的渔港，渔民把鱼搬上岸'), /^光线：/)).not.toMatch(/晨光/);
    expect(
      lineIn(
        advanced(
          'An old fisherman rows his boat out before dawn. Fog covers the lake. Wide static shot, then a slow push in as the sun rises.',
        ),
        /^Audio:/,
      ),
    ).not.toMatch(/crickets|night/i);
  });

  it('a sugar painter draws in molten sugar, and a sugar dragon is no fantasy', () => {
    const zh = beats(advanced('糖画师傅画龙'));
    expect(zh).toMatch(/糖稀/);
    expect(zh).not.toMatch(/纸/);
    const en = advanced('a sugar painting artist draws a dragon at a street stall');
    expect(lineIn(en, /^Style:/)).not.toMatch(/fantasy/i);
    expect(beats(en)).toMatch(/molten sugar/);
    expect(lineIn(advanced('a dragon circles a burning castle'), /^Style:/)).toMatch(/fantasy/i);
  });
});
