/**
 * Ideas from blind reviews 215 and 216 and from the leftovers of session 40, pinned where the
 * engine read them wrong: each test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('who does what', () => {
  it('a lone bagpiper plays the bagpipes, and the Audio is his playing', () => {
    const prompt = advanced('a lone bagpiper on an Edinburgh hill at dawn');
    expect(beats(prompt)).toMatch(/drones/);
    expect(beats(prompt)).toMatch(/chanter/);
    expect(lineIn(prompt, /^Audio:/)).toMatch(/music played live/i);
    expect(lineIn(prompt, /^Audio:/)).not.toMatch(/guitar/i);
    const zh = advanced('风笛手在苏格兰高地上吹奏');
    expect(beats(zh)).toMatch(/风袋|低音管/);
    expect(beats(zh)).not.toMatch(/按键/);
  });

  it('a dog walker holds the leashes; the dogs pull every way', () => {
    const told = beats(
      advanced('dog walker holding 8 leashes, every dog goes a different direction'),
    );
    expect(told).toMatch(/The dog walker holds 8 leashes/);
    expect(told).toMatch(/leashes criss-cross and tangle/);
    expect(told).not.toMatch(/paws on the different direction/);
    expect(beats(advanced('遛狗的人牵着五只狗，狗狗们各跑各的'))).toMatch(/狗狗们各跑各的/);
  });

  it('a pigeon in first person flies: the camera is in flight, not on the hands', () => {
    expect(lineIn(advanced("pov you're a pigeon in new york"), /^Camera:/)).toMatch(/in flight/);
  });

  it('a harp seal is no harp; a champagne flute is no flute', () => {
    expect(lineIn(advanced('a harp seal pup on the ice'), /^Audio:/)).not.toMatch(/music/i);
    expect(lineIn(advanced('champagne flute clinking at a wedding'), /^Audio:/)).not.toMatch(
      /played live/i,
    );
  });

  it('steam from the carts hits the lens: nobody steams', () => {
    const prompt = advanced(
      "POV: you're running through a crowded night market in Taipei, dodging stalls, steam from the dumpling carts hitting the lens.",
    );
    expect(beats(prompt)).not.toMatch(/You steam|You hit the lens/);
    expect(beats(prompt)).toMatch(/the steam hits the lens/);
    // (Dumplings at a cart are sold, not folded on a board.)
    expect(lineIn(prompt, /^Scene:/)).not.toMatch(/floured board/);
  });

  it('the lens asked for after a comma is the camera’s, never a beat', () => {
    const prompt = advanced(
      'Matte black wireless earbuds rise out of a bowl of crushed ice, slow 100mm macro, cold blue rim light',
    );
    expect(beats(prompt)).not.toMatch(/slow 100mm macro/);
    expect(beats(prompt)).toMatch(/a glint of them/);
    expect(lineIn(prompt, /^Camera:/)).toMatch(/100mm/);
  });

  it('a thermos by a mountain stream is a product shot by the water', () => {
    const prompt = advanced(
      'A matte black thermos on a mossy rock beside a mountain stream, water droplets sliding down its side, slow push-in, morning mist.',
    );
    expect(lineIn(prompt, /^Style:/)).toMatch(/product/i);
    expect(lineIn(prompt, /^Scene:/)).not.toMatch(/scree|ridge/);
    expect(beats(prompt)).toMatch(/thermos on a mossy rock beside a mountain stream/);
  });
});

describe('what each kind of scene shows', () => {
  it('a repair shop named alone is a room with a bench, not a garage or a drone glide', () => {
    const prompt = advanced('the last typewriter repair shop in Chicago');
    expect(prompt).not.toMatch(/car up on the lift|breeze/);
    expect(beats(prompt)).toMatch(/At the bench, the repairer/);
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/windows and practical lamps/);
  });

  it('a bookshop with its years before 的 is the bookshop, told as one', () => {
    const told = beats(advanced('一家开了三十年的老书店'));
    expect(told).toMatch(/开了三十年的老书店门口/);
    expect(told).toMatch(/店主翻过一页书/);
  });

  it('an animal named alone does what it is known for', () => {
    expect(beats(advanced('熊猫'))).toMatch(/竹子/);
    expect(beats(advanced('a red fox'))).toMatch(/The red fox hunts/);
    expect(beats(advanced('雪地里的狐狸'))).toMatch(/潜行/);
    expect(beats(advanced('a lone wolf'))).toMatch(/howls/);
    // (A question about the animal is an explainer, no hunt.)
    expect(beats(advanced('why do foxes have bushy tails'))).not.toMatch(/hunts/);
  });

  it('a roller skater circling a parking deck skates: no boat, no flight', () => {
    const prompt = advanced(
      'music video for a synthwave track, a lone roller skater circling an empty rooftop parking deck at night under orange sodium lights',
    );
    expect(lineIn(prompt, /^Scene:/)).not.toMatch(/bow|on deck|swell/);
    expect(lineIn(prompt, /^Camera:/)).not.toMatch(/flight/);
    expect(beats(prompt)).toMatch(/spins on one foot/);
    expect(beats(prompt)).not.toMatch(/pops the board/);
  });

  it('a missed train has shut its doors and pulls away', () => {
    const prompt = advanced(
      'anime style: a schoolgirl misses the last train, drops her umbrella, and starts laughing in the rain',
    );
    expect(prompt).not.toMatch(/doors open/);
    expect(beats(prompt)).toMatch(/doors slide shut/);
    expect(beats(advanced('女孩没赶上末班地铁'))).toMatch(/车门/);
  });
});
