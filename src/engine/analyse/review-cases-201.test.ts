/**
 * Ideas from 300 fresh ideas a helper wrote in session 40 that no test had seen, pinned where
 * the engine read them wrong: each test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('who does what (English)', () => {
  it('"first the tailor chalks …, then …, finally …" is the tailor, step by step', () => {
    const told = beats(
      advanced(
        'first the tailor chalks the fabric, then cuts along the line with big shears, finally pins the sleeve onto a mannequin',
      ),
    );
    expect(told).toMatch(/The tailor chalks the fabric/);
    expect(told).toMatch(/The tailor pins the sleeve/);
    expect(told).not.toMatch(/the first/i);
  });

  it('an adverb before the doing is the doing’s: the sumo wrestler feeds the deer', () => {
    const told = beats(
      advanced('a sumo wrestler gently feeding crackers to a baby deer in Nara park'),
    );
    expect(told).toMatch(/The sumo wrestler feeds crackers to a baby deer/);
    expect(told).not.toMatch(/around the crackers|across the crackers/);
  });

  it('a volcano erupting pudding erupts; a cobbler hammering tacks hammers them', () => {
    expect(
      beats(advanced('claymation volcano erupting chocolate pudding all over a breakfast table')),
    ).toMatch(/The volcano erupts chocolate pudding/);
    const cobbler = beats(
      advanced(
        'a cobbler resoling a worn leather boot, hammering tacks, polishing, lots of close ups',
      ),
    );
    expect(cobbler).toMatch(/The cobbler hammers tacks/);
    expect(cobbler).not.toMatch(/the hammering/i);
  });

  it('"pressure washing" is one doing, never a subject called "the pressure"', () => {
    const told = beats(
      advanced(
        'vertical: pressure washing a filthy rug, each satisfying stripe reveals the pattern underneath',
      ),
    );
    expect(told).not.toMatch(/the pressure/i);
    expect(told).toMatch(/pressure-wash/);
  });

  it('a place named first is where; the bagpiper in it is whom the clip is about', () => {
    const told = beats(
      advanced('Edinburgh old town in fog, a lone bagpiper on a stone bridge, slow push in'),
    );
    expect(told).toMatch(/the lone bagpiper/i);
    expect(told).not.toMatch(/the edinburgh/i);
  });

  it('a format word after the picture is no subject ("the lapse", "the hyperlapse")', () => {
    const meadow = beats(
      advanced(
        'wildflower meadow time lapse, flowers opening and closing as the sun crosses the sky',
      ),
    );
    expect(meadow).not.toMatch(/lapse/i);
    expect(meadow).toMatch(/The flowers open/);
    expect(beats(advanced('hyperlapse walking through Mong Kok at night'))).not.toMatch(
      /hyperlapse/i,
    );
  });

  it('the egg cracks, but the clip is the turtle’s: a nature film, not a food ad', () => {
    const prompt = advanced(
      'first the egg cracks, then a baby sea turtle claws out, finally it races to the ocean under moonlight',
    );
    expect(lineIn(prompt, /^Style:/)).toMatch(/Natural-history/);
    expect(prompt).not.toMatch(/food-commercial|top-down/i);
  });

  it('frosting that flies onto a sister is thrown, not a flight filmed from the air', () => {
    const prompt = advanced(
      'kids birthday party, the birthday boy blows the candles too hard and frosting flies onto his sister',
    );
    expect(lineIn(prompt, /^Camera:/)).not.toMatch(/aerial|flight/i);
    expect(beats(prompt)).toMatch(/The frosting flies onto his sister/);
  });

  it('a luthier carving a cello’s scroll is at the bench, not on a ski slope', () => {
    const told = beats(
      advanced('a luthier carving the scroll of a cello by hand in a dusty workshop'),
    );
    expect(told).not.toMatch(/slope|snow|powder/);
    expect(told).toMatch(/the luthier’s hands on the scroll/);
  });

  it('tears streaming are tears, not someone tearing', () => {
    expect(beats(advanced('a chef chopping onions, tears streaming down his face'))).toMatch(
      /tears stream down his face/i,
    );
  });

  it('a family in a sofa ad is the ad’s picture: a commercial, not a drama or a macro shot', () => {
    const prompt = advanced(
      'sofa ad: a family of three and a dog flop onto the new sofa to watch a movie, popcorn spills everywhere',
    );
    expect(lineIn(prompt, /^Style:/)).toMatch(/commercial/i);
    expect(lineIn(prompt, /^Camera:/)).not.toMatch(/macro/i);
    const zh = advanced('沙发广告：一家三口加一只狗瘫在新沙发上看电影，爆米花撒了一地');
    expect(beats(zh)).toMatch(/一家三口和一只狗瘫在新沙发上看电影/);
    expect(lineIn(zh, /^镜头：/)).not.toMatch(/微距/);
  });
});

describe('who does what (Chinese)', () => {
  it('藏羚羊 is an antelope running, and 长焦镜头 is the lens', () => {
    const told = beats(advanced('藏羚羊在可可西里奔跑，长焦镜头，热浪扭曲了地平线'));
    expect(told).toMatch(/藏羚羊/);
    expect(told).not.toMatch(/焦镜头/);
  });

  it('a tutorial’s steps are the creator’s, and eyeliner is no drawing on paper', () => {
    const told = beats(advanced('竖屏美妆教程，先打底，然后画眼线，最后涂唇釉，每一步两秒'));
    expect(told).toMatch(/博主先打底/);
    expect(told).not.toMatch(/美妆出现|纸上|颧骨/);
  });

  it('the wind lifts the bride’s veil: the bride is in the shot, the wind has no surface', () => {
    const told = beats(advanced('婚纱照拍摄花絮，海边的风把新娘的头纱吹起来盖住了新郎的头'));
    expect(told).toMatch(/新娘/);
    expect(told).not.toMatch(/婚纱出现|风表面|照拍摄花絮/);
  });

  it('刨花 curls as it falls; 挥毫 is the calligrapher’s doing', () => {
    expect(beats(advanced('老木匠用刨子刨木头，刨花卷成一圈圈落下，逆光'))).toMatch(
      /刨花卷成一圈圈落下/,
    );
    expect(beats(advanced('老木匠用刨子刨木头，刨花卷成一圈圈落下，逆光'))).not.toMatch(
      /老木匠刨花/,
    );
    expect(beats(advanced('书法家挥毫写一个“福”字，墨迹飞溅，慢动作'))).not.toMatch(
      /书法家挥毫出现/,
    );
  });
});
