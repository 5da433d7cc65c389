/**
 * Ideas from blind reviews 83 onward (session 31) and the read-throughs before them, pinned
 * where the engine read them wrong: each test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('read-through of session 30: a ship in space, a singer and the crowd', () => {
  it('a ship drifting through an asteroid field is in space: never on water or a current', () => {
    for (const idea of [
      'A derelict colony ship drifting through an asteroid field, its hull lights flickering',
      '一艘废弃的飞船在小行星带中缓缓漂流',
    ]) {
      const told = beats(advanced(idea));
      expect(told).not.toMatch(/water|current|ripples|水面|水纹/);
      expect(told).toMatch(/stars|星空/);
    }
    // A boat on a lake still rests on the water.
    expect(beats(advanced('a fishing boat drifting on a calm lake at dawn'))).toMatch(/water/);
  });

  it('the singer named first is the subject; the crowd jumps around them', () => {
    const club =
      'A club music video: the singer on a small stage, the crowd jumping under strobe lights';
    expect(analyse(club).subject?.head).toBe('singer');
    const told = beats(advanced(club));
    expect(told).toMatch(/The crowd jumps under strobe lights/);
    expect(told).toMatch(/singer sings/);
    expect(told).not.toMatch(/crowd on the small stage/);
  });
});

describe('blind reviews 83 and 84: noodles, hooks, late runners, loud singers', () => {
  it('a bowl of 兰州拉面 pulls no dough; 师傅拉面的手 is the master pulling noodles', () => {
    const bowl = advanced('一碗热腾腾的兰州拉面，特写，蒸汽升腾');
    expect(bowl).not.toMatch(/面团摔在案板/);
    expect(lineIn(bowl, /^声音：/)).toMatch(/汤面/);
    // The close-up is the bowl's, not the steam's.
    expect(beats(bowl)).not.toMatch(/蒸汽表面/);
    const hands = beats(advanced('一碗热气腾腾的兰州拉面，特写，师傅拉面的手'));
    expect(hands).toMatch(/师傅在拉面/);
    expect(hands).not.toMatch(/筷子/);
    // A camera direction is never a beat.
    expect(beats(advanced('外卖小哥在暴雨中骑电动车穿过城市，手持跟拍'))).not.toMatch(/手持跟拍/);
  });

  it('what an until-clause names does not go on to drop the noodles; stretching shares its object', () => {
    const pulled = analyse(
      'Chef hand-pulling ramen noodles, stretching and folding the dough until it becomes thin strands, then dropping them into boiling water',
    );
    expect(pulled.actions.at(-1)?.verb).toBe('drop');
    expect(pulled.actions.at(-1)?.who).toBeUndefined();
  });

  it('running late is no run; a late runner in a station hears the doors, not traffic', () => {
    const late = advanced('POV: you’re running late and sprinting through a Tokyo train station');
    expect(beats(late)).not.toMatch(/run late/i);
    expect(lineIn(late, /^Audio:/)).toMatch(/closing doors/);
    expect(lineIn(late, /^Audio:/)).not.toMatch(/traffic/);
  });

  it('a line the idea calls its hook opens the vertical clip, heard close', () => {
    const hook = advanced(
      'vertical 9:16 TikTok hook: a woman holds up a skincare serum and says "Stop scrolling, this changed my skin."',
    );
    expect(beats(hook).split('\n')[0]).toMatch(/Stop scrolling/);
    expect(lineIn(hook, /^Camera:/)).not.toMatch(/each finished step/);
    expect(lineIn(hook, /^Audio:/)).toMatch(/voice to camera/);
  });

  it('a singer under strobes with a crowd dancing sings on the beat, not a ballad’s silence', () => {
    const told = beats(
      advanced(
        'music video: a singer in a red dress performs on a rooftop at night, handheld camera, strobe lights, the crowd below dancing',
      ),
    );
    expect(told).not.toMatch(/silence/);
    expect(told).toMatch(/her hips catch the beat/);
    expect(beats(advanced('a girl sings softly by the window'))).toMatch(/slow breath/);
  });

  it('verbs and objects agree: radios, the pancakes turn', () => {
    expect(
      beats(
        advanced(
          "A lone astronaut repairs a satellite while Earth rotates below. Her tether snaps and she drifts slowly away, radioing 'Houston, I'm still here.'",
        ),
      ),
    ).toMatch(/radios,/);
    expect(beats(advanced('chef flips pancakes'))).toMatch(/the pancakes turn over/);
  });

  it('a still person opens still and ends close on the face; horror holds too long', () => {
    const girl = beats(advanced('anime girl on a rooftop at sunset, wind in her hair'));
    expect(girl).not.toMatch(/revealed as the frame settles|holds the frame/);
    expect(girl).toMatch(/close on her face/);
    expect(
      beats(
        advanced('empty hospital corridor, lights flickering, something crawling on the ceiling'),
      ),
    ).toMatch(/a beat too long, then cuts to black/);
  });
});
