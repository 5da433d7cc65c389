/**
 * Ideas from blind reviews 119-120 (session 34), and ideas like them, pinned where the engine
 * read them wrong: each test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { advanced, beats, lineIn } from './review-prompts.ts';
import { expand } from '../expand.ts';

describe('steps named with no one doing them', () => {
  it('an unboxing that names its steps after a colon keeps them, each staged by hands', () => {
    const prompt = advanced(
      'Unboxing a retro handheld game console on a wooden desk: lift the lid, peel the film, press the power button',
    );
    expect(beats(prompt)).toMatch(/Hands peel the film; the film peels away/);
    expect(beats(prompt)).toMatch(/Hands press the power button; the screen wakes/);
    // A desk under an unboxing is clean: no office clutter.
    expect(prompt).not.toMatch(/cold cup of coffee|stacks of paper/);
    // Bare "Unboxing new sneakers" still follows the unboxing order.
    expect(beats(advanced('Unboxing new sneakers'))).toMatch(/sealed box/);
  });

  it('"Unboxing wireless earbuds: open the case, take out one earbud, put it in"', () => {
    const plan = analyse(
      'Unboxing wireless earbuds: open the case, take out one earbud, put it in',
    );
    expect(plan.subject?.phrase).toBe('the wireless earbuds');
    // "it" is the earbud just taken out, never the case.
    expect(plan.actions.at(-1)?.rest).toBe('the earbud in');
    const told = beats(advanced('Unboxing wireless earbuds: open the case, take out one earbud'));
    // "open the case" is the hands' doing, not an "Open on …" direction.
    expect(told).toMatch(/Hands open the case/);
  });

  it('a gerund with a bare object is a step: "Slicing fresh tuna for sushi" is food, not a fish', () => {
    const plan = analyse('Slicing fresh tuna for sushi');
    expect(plan.subject?.phrase).toBe('the fresh tuna');
    expect(plan.subject?.kind).toBe('object');
    expect(plan.type).toBe('food');
    const prompt = advanced('Slicing fresh tuna for sushi');
    expect(prompt).not.toMatch(/blinks|turns its head|respectful distance|documentary/);
    // Staged by hands, start to end; sushi's own colours.
    expect(beats(prompt)).toMatch(/knife poised/);
    expect(beats(prompt)).toMatch(/Hands lay the slice on the plate/);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/rice white/i);
    // A kind of thing is no step: "Cooking show", "Flying cars".
    expect(analyse('Cooking show set in a diner').actions.map((a) => a.verb)).not.toContain('cook');
    expect(analyse('Flying cars over Tokyo').actions).toHaveLength(0);
    expect(analyse('Unboxing wireless earbuds').subject?.phrase).toBe('the wireless earbuds');
  });
});

describe('review 120: the type and the camera the idea asks for', () => {
  it('a snow leopard bursting into a sprint is wildlife, not a sports ad; a dog surfing is', () => {
    const leopard = advanced(
      'A snow leopard stalks a blue sheep across a Himalayan scree slope, crouches, then bursts into a downhill sprint.',
    );
    expect(leopard).not.toMatch(/sports commercial|electronic beat|35mm/);
    expect(lineIn(leopard, /^Camera:/)).toMatch(/telephoto/);
    expect(analyse('dog surfing a wave').type).toBe('sports');
  });

  it('a mountain biker is sport, and the drop and the skid are staged', () => {
    const idea =
      'A mountain biker drops off a rocky ledge, lands, skids through a muddy corner and throws a fist in the air.';
    expect(analyse(idea).type).toBe('sports');
    const told = beats(advanced(idea));
    expect(told).toMatch(/drops off a rocky ledge; the front wheel lifts/);
    expect(told).toMatch(/muddy corner; the back wheel steps out/);
    expect(told).toMatch(/fist in the air; held high above/);
  });

  it('a chef torching crème brûlée is food: the torch staged, its sound, one "as"', () => {
    const idea =
      'Close-up of a chef torching crème brûlée, sugar bubbling and turning amber, then a spoon cracks the crust.';
    expect(analyse(idea).type).toBe('food');
    const prompt = advanced(idea);
    expect(beats(prompt)).toMatch(/as the sugar bubbles and turns amber/);
    expect(beats(prompt)).toMatch(/kitchen torch poised/);
    expect(lineIn(prompt, /^Audio:/)).toMatch(/torch/);
    // A cook's clip ends on what was made, not on the cook's face.
    expect(prompt).not.toMatch(/their face/);
  });

  it('found-footage (with a hyphen) is a shaky camcorder, and a sweeping beam opens in the dark', () => {
    const prompt = advanced(
      'Found-footage horror: a flashlight beam sweeps an abandoned school hallway, a door slowly creaks open at the end.',
    );
    expect(lineIn(prompt, /^Camera:/)).toMatch(/handheld camcorder/);
    expect(beats(prompt)).toMatch(/pitch darkness; a click, and the flashlight beam snaps on/);
  });

  it('the same thing is not in the Scene line twice (steam rising, rising steam)', () => {
    const scene = lineIn(
      advanced('steam rising from a bowl of ramen at a night market stall'),
      /^Scene:/,
    );
    expect(scene.match(/steam/g) ?? []).toHaveLength(1);
  });
});

describe('review 119: a Chinese camera move is no subject', () => {
  it('重庆洪崖洞夜景，航拍缓慢推进: 缓慢 is how the drone moves; the place is 洪崖洞', () => {
    const plan = analyse('重庆洪崖洞夜景，航拍缓慢推进');
    expect(plan.subject?.phrase).toBe('重庆洪崖洞');
    const prompt = advanced('重庆洪崖洞夜景，航拍缓慢推进');
    expect(prompt).not.toMatch(/缓慢出现|缓慢表面|缓慢渐渐/);
    expect(lineIn(prompt, /^场景：/)).toMatch(/吊脚楼/);
    expect(lineIn(prompt, /^场景：/)).not.toMatch(/轻轨/);
    expect(analyse('西湖夜景，无人机缓慢拉远').subject?.phrase).toBe('西湖');
  });
});

describe('reviews 119-120: the doing, the light and the look the idea names', () => {
  it('an astronaut spinning toward Earth tumbles; her tether snaps silently (no dance)', () => {
    const told = beats(
      advanced('An astronaut floats outside the ISS, tethers snap, she spins toward Earth'),
    );
    expect(told).not.toMatch(/rhythm|clothes swinging/);
    expect(told).toMatch(/tumbling end over end/);
    expect(told).toMatch(/frayed end whipping away/);
  });

  it('a soft backlight on a perfume bottle halos its edges, not hair; the palette is the scent’s', () => {
    const prompt = advanced(
      'Luxury perfume ad: golden liquid swirls inside a crystal bottle, then the bottle shatters into petals. Soft backlight, 85mm, shallow depth of field.',
    );
    expect(lineIn(prompt, /^Lighting:/)).not.toMatch(/hair|shoulders/);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/champagne/i);
  });

  it('an interview is not "handheld" in its Style line over a static camera', () => {
    const prompt = advanced(
      'Documentary interview with an old fisherman on his boat about the last good season',
    );
    expect(lineIn(prompt, /^Style:/)).not.toMatch(/handheld/);
    expect(lineIn(prompt, /^Camera:/)).toMatch(/Static/);
  });

  it('a nurse who tells the doctor a line opens on the two of them, not on an interview pause', () => {
    const told = beats(
      advanced(
        'In a hospital corridor at 3 am, a tired nurse tells the young doctor, "You can\'t save everyone." He answers, "Then what are we doing here?"',
      ),
    );
    expect(told).toMatch(/tired nurse and the young doctor, facing each other/);
    expect(told).not.toMatch(/gathering his thoughts/);
  });

  it('a doing named as a noun is done to the thing before it: "ramen noodle pull", "cheese pull"', () => {
    expect(analyse('ramen noodle pull close up').subject?.phrase).toBe('the ramen noodles');
    expect(beats(advanced('ramen noodle pull close up'))).not.toMatch(/the pull/i);
    expect(beats(advanced('pizza cheese pull in slow motion'))).toMatch(/golden strands pull/);
    expect(beats(advanced('syrup pour over pancakes'))).toMatch(/glossy ribbon/);
  });

  it('a cold-brew bottle is cold: no steam, a drinks look, glass sounds', () => {
    const prompt = advanced(
      'Glass bottle of cold-brew coffee spinning slowly on a wet black slate, droplets catching a single hard rim light, ending on the logo.',
    );
    expect(prompt).not.toMatch(/steam|sounds of the food/);
    expect(lineIn(prompt, /^Audio:/)).toMatch(/cold glass/);
  });

  it('a music video keeps the camera circling him, his purple and teal, and stages the sax', () => {
    const prompt = advanced(
      'Music video: a lone saxophonist plays under a flickering neon sign in the rain, handheld camera circling him, purple and teal light.',
    );
    expect(lineIn(prompt, /^Camera:/)).toMatch(/orbit around the lone saxophonist/);
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/purple and teal/);
    expect(prompt).not.toMatch(/passers-by/);
    expect(beats(prompt)).toMatch(/fingers ripple over the keys/);
  });

  it('a POV ride looks ahead, not down at the hands', () => {
    const prompt = advanced('POV mountain biker bombing down a forest trail');
    expect(lineIn(prompt, /^Camera:/)).not.toMatch(/hands/);
    expect(lineIn(prompt, /^Audio:/)).not.toMatch(/easy acoustic/);
  });

  it('竖屏开箱：撕膜，开机 — 开机 is a step, and the clip opens on the box being opened', () => {
    const told = beats(advanced('竖屏短视频：开箱一部新手机，撕膜，开机，展示屏幕'));
    expect(told).toMatch(/开机，屏幕醒来/);
    expect(told).not.toMatch(/新手机出现在画面中/);
  });
});

describe('reviews 121-122: who says it, what is shot, what the look is called', () => {
  it('阿杰沉默了一会儿，说：… is 阿杰’s line, not 小林’s; 冷笑道 is how the emperor speaks', () => {
    const plan = analyse(
      '地铁站里，小林对阿杰说："我明天就要去上海了。"阿杰沉默了一会儿，说："那你还回来吗？"',
    );
    expect(plan.dialogue.map((line) => line.speaker)).toEqual(['小林', '阿杰']);
    const court = analyse('古装剧：丞相对皇帝说："臣有罪。"皇帝冷笑道："你何罪之有？"');
    expect(court.dialogue.map((line) => line.speaker)).toEqual(['丞相', '皇帝']);
    expect(advanced('古装剧：丞相对皇帝说："臣有罪。"皇帝冷笑道："你何罪之有？"')).not.toMatch(
      /冷笑道说/,
    );
  });

  it('只拍手 is how it is filmed, never a beat; a foldable’s unboxing ends on its screen', () => {
    const told = beats(advanced('开箱一台新款折叠屏手机，俯拍，只拍手'));
    expect(told).not.toMatch(/只拍手/);
    // (Session 37: a foldable's screen opens out, then lights.)
    expect(told).toMatch(/展开成一整块，随即亮起/);
  });

  it('"macro on the second hand ticking": the second hand ticks, staged; no "macro" acts', () => {
    const idea = 'Luxury watch ad, black background, rim light, macro on the second hand ticking';
    expect(analyse(idea).actions[0]?.who?.phrase).toBe('the second hand');
    const told = beats(advanced(idea));
    expect(told).not.toMatch(/macro/i);
    expect(told).toMatch(/one crisp beat at a time/);
    // "Handheld close-up of a grandmother's hands …": the hands, never "Handheld".
    expect(
      beats(
        advanced(
          "Handheld close-up of a grandmother's hands kneading bread dough in a dim farmhouse kitchen",
        ),
      ),
    ).not.toMatch(/Open on Handheld/);
  });

  it('Fast names a look by more than one bare word ("Realistic spacewalk look", not "Grounded")', () => {
    const fast = expand(
      'Astronaut repairs a solar panel on a space station while Earth turns below; a bolt drifts away and she grabs it',
      { mode: 'fast', duration: '15s', seed: 1 },
    ).prompt;
    expect(fast).not.toMatch(/^Style: Grounded\.$/m);
  });

  it('a line told to someone is the two of them, not an interview’s pauses', () => {
    const told = beats(
      advanced(
        'an old fisherman tells his grandson "The sea gives, the sea takes" on a pier at sunset',
      ),
    );
    expect(told).not.toMatch(/gathering his thoughts|words catching/);
    expect(told).toMatch(/His grandson takes it in/);
  });

  it('a vintage unboxing is an old box, not tissue paper; a game console’s screen wakes at the end', () => {
    const prompt = advanced(
      'Unboxing a vintage Game Boy from its original box, hands only, top-down',
    );
    expect(prompt).not.toMatch(/tissue paper|snap of tape|sealed box/);
    // (An old one wakes again, not for the first time: review 133.)
    expect(beats(prompt)).toMatch(/old screen flickers back to life/);
  });

  it('lights switching on building by building never blaze at once', () => {
    const told = beats(
      advanced(
        'Time-lapse of a city skyline from afternoon to night, lights switching on building by building.',
      ),
    );
    expect(told).not.toMatch(/at once/);
  });
});

describe('reviews 121-122: sounds, tones and looks named in passing', () => {
  it('"ASMR clicks" is a sound, no doing; a keyboard’s unboxing ends on a few test clicks', () => {
    const told = beats(
      advanced('Unboxing a new mechanical keyboard on a wooden desk, hands only, ASMR clicks'),
    );
    expect(told).not.toMatch(/The ASMR/);
    expect(told).toMatch(/test clicks/);
  });

  it('a milk tea asked in 暖色调 is not lit cold; pearls already in it sink, never drop in', () => {
    const prompt = advanced('一杯奶茶的广告，珍珠慢慢沉到杯底，暖色调');
    expect(lineIn(prompt, /^光线：/)).not.toMatch(/冷色/);
    expect(beats(prompt)).not.toMatch(/落进杯中|溅起/);
  });

  it('whiteboard style is marker on white: its own look, light, palette and scene', () => {
    const prompt = advanced('how a bill becomes law, animated whiteboard style');
    expect(lineIn(prompt, /^Style:/)).toMatch(/Whiteboard animation/);
    expect(lineIn(prompt, /^Lighting:/)).not.toMatch(/cel-shaded/);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/marker black/);
    // "白板动画：解释复利": 复利 is the topic, explained; never someone speaking.
    const zh = beats(advanced('白板动画：解释复利'));
    expect(zh).not.toMatch(/说到动情处|神情/);
    expect(zh).toMatch(/复利/);
  });
});

describe('reviews 121-122: players, riders and who jumps', () => {
  it('a saxophonist in a music video plays, and the horn is heard', () => {
    const prompt = advanced(
      'Music video: a lone saxophonist on a rooftop at night, neon city behind him, rain starting to fall',
    );
    expect(beats(prompt)).toMatch(/plays the saxophone/);
    expect(lineIn(prompt, /^Audio:/)).toMatch(/saxophone/);
  });

  it('a mountain bike down a trail is heard by its tyres, a skateboard on a hill by its wheels', () => {
    expect(lineIn(advanced('POV: mountain biking down a forest trail'), /^Audio:/)).toMatch(
      /Tyres tearing over roots/,
    );
    expect(
      lineIn(advanced("POV: you're a skateboarder bombing a San Francisco hill"), /^Audio:/),
    ).not.toMatch(/roots/);
  });

  it('a skincare routine lit by the morning is not given a ring light', () => {
    const prompt = advanced(
      'vertical 9:16 skincare routine for TikTok, morning light in a bathroom',
    );
    expect(lineIn(prompt, /^Lighting:/)).not.toMatch(/ring-light/);
  });

  it('第一人称视角，跳伞从飞机舱门跃出: you jump, staged once; 走廊尽头 has no 里', () => {
    const told = beats(advanced('第一人称视角，跳伞从飞机舱门跃出，穿过云层'));
    expect(told).toMatch(/^1\.【0-5 秒】开场：你站在大开的机舱门口/m);
    expect(told).not.toMatch(/跳伞从|跃出，纵身跃出/);
    expect(beats(advanced('深夜的宿舍，走廊尽头传来敲门声，可是门外空无一人'))).not.toMatch(
      /尽头里/,
    );
  });
});

describe('reviews 123-124: a wok, a light, a walk through the stalls', () => {
  it('"flips a wok of fried rice … plates it": the rice is plated, over a wok, not a griddle', () => {
    const prompt = advanced(
      'A chef flips a wok of fried rice over roaring flames, the rice arcs through the air, then she plates it and wipes the rim.',
    );
    expect(beats(prompt)).toMatch(/plates the (?:fried )?rice/);
    expect(lineIn(prompt, /^Scene:/)).toMatch(/wok/);
    expect(lineIn(prompt, /^Scene:/)).not.toMatch(/griddle/);
  });

  it('", warm tungsten light from the left" lights the ramen; it is never what the clip opens on', () => {
    const told = beats(
      advanced(
        'Steam rising off a bowl of tonkotsu ramen as the chef drops a soft-boiled egg in, slow motion, warm tungsten light from the left.',
      ),
    );
    expect(told).not.toMatch(/Open on the warm tungsten light|Hold on the light/);
  });

  it('第一人称视角：在夜市里边走边吃臭豆腐 is staged as a stroll and a hot bite, no empty gaze', () => {
    const told = beats(advanced('第一人称视角：在夜市里边走边吃臭豆腐'));
    expect(told).not.toMatch(/视线平稳地望向前方|视线停住/);
    expect(told).toMatch(/烫得直哈气/);
  });
});

describe('reviews 122-124: 手冲咖啡 is a coffee, not a hand', () => {
  it('一杯手冲咖啡 / 手冲咖啡的慢镜头特写: the subject is 手冲咖啡, the pour-over staged', () => {
    expect(analyse('一杯手冲咖啡的特写广告，热水缓缓注入，咖啡粉膨胀').subject?.phrase).toBe(
      '手冲咖啡',
    );
    expect(analyse('手冲咖啡的慢镜头特写，热水注入滤杯').subject?.phrase).toBe('手冲咖啡');
    // (选手冲过终点线 is a runner: 手冲 is no word there.)
    expect(beats(advanced('马拉松选手冲过终点线'))).not.toMatch(/咖啡/);
    const told = beats(advanced('一杯手冲咖啡的广告，慢镜头，水流注入滤杯'));
    expect(told).not.toMatch(/一杯手|手面前/);
    expect(told).toMatch(/咖啡粉慢慢膨胀/);
  });

  it('一杯冒着热气的拿铁 is a latte, steaming: no subject lost, beats written', () => {
    expect(analyse('一杯冒着热气的拿铁，慢镜头，产品广告').subject?.phrase).toBe('冒着热气的拿铁');
    expect(beats(advanced('一杯冒着热气的拿铁，慢镜头，产品广告'))).not.toBe('');
    expect(analyse('他冒着大雨跑回家').actions[0]?.verb).toMatch(/^冒着大雨/);
  });
});

describe('reviews 123-124: three squats in order, a kickflip that lands', () => {
  it('先是…再是…最后是…: the last step is kept, and a home squat lifts no weight', () => {
    const told = beats(
      advanced(
        '竖屏短视频：健身教练示范三个居家深蹲动作，先是标准深蹲，再是相扑深蹲，最后是跳跃深蹲',
      ),
    );
    expect(told).toMatch(/最后是跳跃深蹲/);
    expect(told).not.toMatch(/重量|杠铃/);
  });

  it('a kickflip down the stairs is staged in order and ends on the landing', () => {
    const told = beats(
      advanced('skateboarder kickflips down a 12-stair rail, fisheye lens, low angle'),
    );
    expect(told).toMatch(/^2\. .*kickflips down a 12-stair rail; the tail snaps down/m);
    expect(told).toMatch(/^4\. .*lands/m);
  });
});

describe('reviews 125-126: looks and places a word pulled the wrong way', () => {
  it('国风动漫 is Chinese animation, not Japanese anime; 日系动漫 stays anime', () => {
    expect(analyse('国风动漫：两位剑客在竹林中对决，先拔剑，再剑锋相击').style).toBe('ink');
    expect(analyse('日系动漫风格，放学后的天台，少女对着夕阳大喊').style).toBe('anime');
  });

  it('a clay cup is no claymation; a sea of clouds is no sea', () => {
    expect(analyse('A woman in Oaxaca pours hot chocolate into a clay cup').medium).toBe(
      'live-action',
    );
    const crater = advanced(
      'A hiker stands on the rim of a volcanic crater above a sea of clouds at sunrise',
    );
    expect(crater).not.toMatch(/swells|gulls|wash of the sea|over the water/);
  });

  it('a street court has no arena lights; a Victorian hallway has no vending machine', () => {
    expect(lineIn(advanced('街头篮球，最后一秒绝杀，全场沸腾'), /^光线：/)).not.toMatch(/球馆/);
    expect(advanced('Haunted Victorian hallway at night, a candle flickers out')).not.toMatch(
      /vending machine/,
    );
  });
});

describe('review 125: a light named by its colours', () => {
  it('"neon pink and teal light" lights the band in pink and teal, and is nobody’s doing', () => {
    const prompt = advanced(
      'Indie band plays in a flooded warehouse, neon pink and teal light, slow dolly in',
    );
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/Neon light in pink and teal/);
    expect(beats(prompt)).not.toMatch(/and teal light/);
  });
});
