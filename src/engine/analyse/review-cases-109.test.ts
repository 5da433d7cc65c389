/**
 * Ideas from blind reviews 108-110 (session 33), pinned where the engine read them wrong: each
 * test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('review 110: who "she" is, a serving boss, a ship in space', () => {
  it('"She answers" after an old man grips his daughter\'s hand is the daughter, never him', () => {
    const plan = analyse(
      'In a dim hospital corridor, an old man grips his daughter\'s hand. He says, "I never told you I was proud of you." She answers, "You just did."',
    );
    expect(plan.dialogue.map((line) => line.speaker)).toEqual(['the old man', 'the daughter']);
    // Said the other way round: the son answers his mother.
    const mother = analyse(
      'A mother holds her son\'s hand. She says, "I am proud." He answers, "I know."',
    );
    expect(mother.dialogue.map((line) => line.speaker)).toEqual(['the mother', 'the son']);
  });

  it('老板端出一碗小面: the boss serves a bowl in a noodle shop, no Chongqing skyline', () => {
    const idea = '深夜的重庆小面馆，老板端出一碗热气腾腾的小面';
    expect(analyse(idea).subject?.phrase).toBe('老板');
    expect(analyse(idea).type).toBe('food');
    const prompt = advanced(idea);
    expect(beats(prompt)).toMatch(/把碗轻轻放在桌上/);
    expect(prompt).not.toMatch(/老板端(?!出)|轻轨|山城街道/);
    // Seen from outside, the city keeps its streets.
    expect(advanced('a drone over Chongqing at night')).toMatch(/light-rail train/);
  });

  it("a cargo ship past Saturn's rings is in space: no water, no ripples; Saturn is in the sky", () => {
    const prompt = advanced(
      "A cargo ship drifts past Saturn's rings, a tiny astronaut repairs an antenna on its hull.",
    );
    expect(prompt).not.toMatch(/water|ripples/);
    expect(lineIn(prompt, /^Scene:/)).toMatch(/Saturn filling half the sky/);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/butterscotch/i);
  });
});

describe('review 110: what a flashlight reveals is the picture', () => {
  it('the beam searches the dark, then finds the rocking chair, which rocks on its own indoors', () => {
    const idea =
      "found footage, a flashlight reveals a child's rocking chair moving on its own in an abandoned farmhouse";
    const plan = analyse(idea);
    expect(plan.subject?.head).toBe('chair');
    expect(plan.setting.indoor).toBe(true);
    const prompt = advanced(idea);
    expect(beats(prompt)).toMatch(/^1\. .*Open on darkness, the flashlight sweeping/);
    expect(beats(prompt)).toMatch(/runners tip forward/);
    expect(prompt).not.toMatch(/Open on the flashlight|tall grass|open fields|telegraph poles/);
  });
});

describe('review 108: a talk is set where it happens', () => {
  it("a 1940s detectives' office is noir, with its blinds and desk lamp, not a blurred background", () => {
    const prompt = advanced(
      'Two detectives in a 1940s office. The older one lights a cigarette and says "She was lying about the key." The younger one says "Then who has it?" Low-key lighting, slow push in.',
    );
    expect(lineIn(prompt, /^Style:/)).toMatch(/Film noir/);
    expect(lineIn(prompt, /^Scene:/)).toMatch(/venetian-blind shadows/);
    expect(prompt).not.toMatch(/softly blurred background/);
    // A talk with nowhere named keeps the faces in focus.
    expect(
      advanced('奶奶对孙子说："多吃点，你都瘦了。"孙子笑着说："奶奶，我都胖了十斤了。"'),
    ).toMatch(/背景柔和虚化/);
  });

  it('a doing with a beat to itself is staged, even when the idea has more doings than beats', () => {
    const told = beats(
      advanced(
        'Skateboarder drops into a bowl, carves the wall, pulls a kickflip and lands it, crowd cheers',
      ),
    );
    expect(told).toMatch(/carves the wall; .*wheels/);
    expect(told).toMatch(/pulls a kickflip; the tail snaps down/);
  });
});
