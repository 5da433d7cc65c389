import { describe, expect, it } from 'vitest';
import type { Plan } from '../../domain/prompt/plan.ts';
import { detectPresence } from '../detect.ts';
import { expand } from '../expand.ts';
import { analyse } from './analyse.ts';
import { advanced, beats, lineIn } from './review-prompts.ts';

/** The parts of a plan a reader checks by eye, in a compact form. */
function summary(idea: string) {
  const plan = analyse(idea);
  return {
    subject: plan.subject?.phrase,
    actions: plan.actions.map(
      (action) =>
        (action.who?.phrase ? `${action.who.phrase}: ` : '') +
        [action.verb, action.rest].filter(Boolean).join(' '),
    ),
    env: plan.setting.env,
    time: plan.time,
    type: plan.type,
  };
}

describe('analyse: the plan of an idea (pinned)', () => {
  const cases: [string, ReturnType<typeof summary>][] = [
    [
      'A penguin chef flips a pancake in a tiny kitchen',
      {
        subject: 'the penguin chef',
        actions: ['flip a pancake in a tiny kitchen'],
        env: 'kitchen',
        time: undefined,
        type: 'cinematic',
      },
    ],
    [
      'two estranged sisters argue in a farmhouse kitchen; the older one says "You never come home."',
      {
        subject: 'the two estranged sisters',
        // ("the older one" of two sisters is the older sister.)
        actions: ['argue in a farmhouse kitchen', 'the older sister: say'],
        env: 'kitchen',
        time: undefined,
        type: 'drama',
      },
    ],
    [
      'Close-up of a serum bottle on wet stone, morning light',
      {
        subject: 'the serum bottle on wet stone',
        actions: [],
        env: undefined,
        time: 'morning',
        type: 'product',
      },
    ],
    [
      'POV: you ride a bike through Amsterdam at dawn',
      {
        subject: 'you',
        actions: ['ride a bike through Amsterdam'],
        env: 'city',
        time: 'dawn',
        type: 'pov',
      },
    ],
    [
      'A chef cracks an egg, whisks the batter and flips a pancake',
      {
        subject: 'the chef',
        actions: ['crack an egg', 'whisk the batter', 'flip a pancake'],
        env: undefined,
        time: undefined,
        type: 'food',
      },
    ],
    [
      'anime rooftop sword fight at night',
      {
        // A fight named as a thing is two people fighting (session 25).
        subject: 'the two fighters',
        actions: ['duel with swords on the rooftop'],
        env: 'city',
        time: 'night',
        type: 'animation',
      },
    ],
    [
      'a lighthouse at 3 am, fog rolling in',
      {
        subject: 'the lighthouse',
        actions: ['the fog: roll in'],
        env: 'sea',
        time: 'night',
        type: 'cinematic',
      },
    ],
    [
      'an astronaut floats outside the space station',
      {
        subject: 'the astronaut',
        actions: ['float outside the space station'],
        env: 'space',
        time: undefined,
        type: 'space',
      },
    ],
    [
      '橘猫跳上窗台，伸了个懒腰',
      {
        subject: '橘猫',
        actions: ['跳上窗台', '伸了个懒腰'],
        env: 'home',
        time: undefined,
        type: 'cinematic',
      },
    ],
    [
      '凌晨三点，一个程序员在空荡荡的办公室里揉着眼睛',
      {
        subject: '程序员',
        actions: ['在空荡荡的办公室里揉着眼睛'],
        env: 'office',
        time: 'night',
        type: 'cinematic',
      },
    ],
    [
      '奶茶店里，店员摇晃一杯珍珠奶茶',
      {
        subject: '店员',
        actions: ['摇晃一杯珍珠奶茶'],
        env: 'restaurant',
        time: undefined,
        type: 'food',
      },
    ],
  ];
  it.each(cases)('%s', (idea, expected) => {
    expect(summary(idea)).toEqual(expected);
  });

  it('reads a label before a colon as a cue, never as the subject', () => {
    const pov = analyse('POV: you ride a bike through Amsterdam at dawn');
    expect(pov.label).toBe('POV');
    expect(pov.formats).toContain('pov');
    const ancient = analyse('古风动画：少女在竹林中舞剑');
    expect(ancient.label).toBe('古风动画');
    expect(ancient.subject?.phrase).toBe('少女');
    expect(ancient.medium).toBe('animation');
    // A speaker's name before a quoted line is dialogue, not a label.
    const maya = analyse('Maya: "Are we there yet?" Her dad laughs.');
    expect(maya.label).toBeUndefined();
    expect(maya.dialogue).toEqual([{ speaker: 'Maya', line: 'Are we there yet?' }]);
  });

  it('reads quoted dialogue with its speakers, in order, in both languages', () => {
    expect(
      analyse(
        'Two sisters argue; the older one says "You never come home." and her sister whispers, "I know."',
      ).dialogue,
    ).toEqual([
      { speaker: 'the older sister', line: 'You never come home.' },
      { speaker: 'her sister', line: 'I know.' },
    ]);
    expect(analyse('奶奶笑着说：“吃饱了才有力气。”').dialogue).toEqual([
      { speaker: '奶奶', line: '吃饱了才有力气。' },
    ]);
  });

  it('counts people and finds named places, people and brands', () => {
    expect(analyse('two estranged sisters argue in a kitchen').people).toBe(2);
    expect(analyse('a crowd of friends dance at a rooftop party').people).toBe(3);
    expect(analyse('a lighthouse in a storm').people).toBe(0);
    expect(analyse('Taylor Swift drinks a Coca-Cola in Tokyo').named).toEqual([
      { kind: 'place', text: 'Tokyo' },
      { kind: 'person', text: 'Taylor Swift' },
      { kind: 'brand', text: 'Coca-Cola' },
    ]);
  });

  it('reads times given indirectly, and a change of time as a transition', () => {
    expect(analyse('a diner at 3 am').time).toBe('night');
    expect(analyse('a fox under the moon').time).toBe('night');
    expect(analyse('a basketball player dunks alone in an empty gym at 5 am').time).toBe('dawn');
    expect(analyse('Time-lapse: day turns to dusk over a harbour').transition).toEqual([
      'day',
      'dusk',
    ]);
    expect(analyse('延时摄影：从白天到黑夜的城市').transition).toEqual(['day', 'night']);
  });
});

/** The added lines of an Advanced prompt (the idea's own line removed). */
const added = (idea: string, over: Partial<Parameters<typeof expand>[1]> = {}) =>
  expand(idea, { mode: 'advanced', duration: '15s', ...over })
    .prompt.split(idea)
    .join('');

describe('analyse: false friends of "already there"', () => {
  const has = (idea: string): Plan['has'] => analyse(idea).has;

  it('a cast-iron or frying pan is no camera pan: a camera line is still written', () => {
    for (const idea of [
      'a woman sears a steak in a cast-iron pan',
      'eggs sizzle in a frying pan',
      'a pan of paella on the fire',
    ]) {
      expect(has(idea).move).toBe(false);
      expect(added(idea)).toMatch(/^Camera: /m);
    }
    expect(has('slow pan across the valley').move).toBe(true);
  });

  it('a music box is no soundtrack, and a music video still gets a song line', () => {
    expect(has('a ballerina turns on an old music box').audio).toBe(false);
    expect(added('a ballerina turns on an old music box')).toMatch(/^Audio: /m);
    expect(has('music video: a singer dances on a rooftop').audio).toBe(false);
    expect(added('music video: a singer dances on a rooftop')).toMatch(
      /^Audio: .*\b(?:track|song|beat)\b/m,
    );
    expect(has('soft piano music plays').audio).toBe(true);
  });

  it('"her 40s" and "the 80s" are ages and decades, not clip lengths', () => {
    expect(has('a woman in her 40s reads a letter').duration).toBe(false);
    expect(has('80s synthwave, a car on a neon highway').duration).toBe(false);
    expect(has('a neon highway in the 1980s').duration).toBe(false);
    expect(added('a woman in her 40s reads a letter')).toMatch(/^Technical: 15s, 16:9\.$/m);
    expect(has('a lighthouse, 10s').duration).toBe(true);
  });

  it('sunlight or 阳光 as the topic still gets a lighting line that fits it', () => {
    expect(has('sunlight moving across a wooden floor').lighting).toBe(false);
    expect(added('sunlight moving across a wooden floor')).toMatch(/^Lighting: /m);
    expect(has('阳光穿过竹林，洒在青苔上').lighting).toBe(false);
    expect(added('阳光穿过竹林，洒在青苔上')).toMatch(/^光线：/m);
    expect(has('a fox in golden hour light').lighting).toBe(true);
  });

  it('single Chinese characters do not match inside longer words', () => {
    // 海 in 上海, 浪 in 浪漫, 茶 in 奶茶, 夜 in 年夜饭, 海 in 海报.
    expect(analyse('上海的浪漫街角').setting.env).not.toBe('sea');
    expect(analyse('一杯奶茶放在桌上').type).not.toBe('nature');
    expect(analyse('年夜饭的海报').time).toBeUndefined();
    expect(analyse('年夜饭的海报').setting.env).toBeUndefined();
    expect(analyse('海边的小路').setting.env).toBe('beach');
    expect(analyse('夜晚的灯塔').time).toBe('night');
  });
});

describe('analyse: what blind review 4 caught', () => {
  const plan = (idea: string) => summary(idea);

  it('a line that ends its sentence ends the writer’s; a speaker after a line owns it', () => {
    const sisters = analyse(
      'Two sisters argue in a hospital corridor. Maya says "You weren\'t there." Leah replies "I\'m here now."',
    );
    expect(sisters.dialogue).toEqual([
      { speaker: 'Maya', line: "You weren't there." },
      { speaker: 'Leah', line: "I'm here now." },
    ]);
    expect(plan('"Run!" Tom shouts. The dog barks.').actions).toEqual(['shout', 'the dog: bark']);
    expect(analyse('"I know," she whispers, and walks away.').dialogue).toEqual([
      { speaker: 'she', line: 'I know.' },
    ]);
    expect(plan('Grandma says "Fold it like a boat." Mom laughs.').subject).toBe('Grandma');
  });

  it('what people say is not the picture: a boat in a line puts no one at sea', () => {
    expect(analyse('Grandma says "Fold it like a little boat."').setting.env).toBeUndefined();
    // Weather said at a window is still the weather outside it.
    expect(analyse('他推开窗户，说：“终于下雪了。”').weather).toBe('snow');
  });

  it('walking or riding with no one named is the viewer, seen first-person', () => {
    const walk = plan('Walking through the Taipei night market at dusk, lanterns flickering on');
    expect(walk.subject).toBe('you');
    expect(walk.type).toBe('pov');
    expect(plan('POV: riding a roller coaster up the first hill, then dropping').actions).toEqual([
      'ride a roller coaster up the first hill',
      'drop',
    ]);
    // Hands still do the steps of a recipe.
    expect(plan('Searing a ribeye, basting it with butter').actions[0]).toBe('sear a ribeye');
  });

  it('a verb that goes on with the subject is no noun; a thing described is what "they" are', () => {
    expect(plan('A skateboarder drops into a bowl, carves around the edge').actions).toEqual([
      'drop into a bowl',
      'carve around the edge',
    ]);
    expect(
      plan('A tabby cat naps next to a heater while snow falls outside the window'),
    ).toMatchObject({
      subject: 'the tabby cat',
    });
    expect(analyse('A cat naps while snow falls outside the window').setting.indoor).toBe(true);
    // (The sneakers named again as "they" are the subject itself, doing it.)
    expect(plan('white sneakers on a white background, they rotate')).toMatchObject({
      subject: 'the white sneakers',
      actions: ['rotate'],
    });
    expect(analyse('koi fish circling slowly in a pond').subject?.plural).toBe(true);
  });

  it('places: a lighthouse cliff is the sea, a countertop no kitchen, under her window the street', () => {
    expect(analyse('A lighthouse on a cliff, moonlit.').setting.env).toBe('sea');
    expect(analyse('an earbud case on a white marble countertop').setting.env).toBeUndefined();
    expect(analyse('雨夜，男主站在女主家楼下').setting).toMatchObject({
      env: 'street',
      indoor: false,
    });
    expect(analyse('女生在地铁站换鞋').setting.indoor).toBe(true);
    expect(plan('Time-lapse of the Manhattan skyline from afternoon to night').subject).toBe(
      'the Manhattan skyline',
    );
  });

  it('Chinese: 她 after a man is the woman named; a relative clause names its noun', () => {
    const rain = analyse(
      '雨夜，男主站在女主家楼下。他说：“我走了。”她沉默了一会儿，说：“那你走吧。”',
    );
    expect(rain.dialogue.map((line) => line.speaker)).toEqual(['男主', '女主']);
    const box = plan('深夜三点，老宅里奶奶留下的八音盒突然自己响了起来');
    expect(box).toMatchObject({ subject: '奶奶留下的八音盒', type: 'horror', env: 'home' });
    expect(plan('平底锅里煎一个溏心蛋，蛋白慢慢凝固，撒上一点黑胡椒')).toMatchObject({
      subject: '溏心蛋',
      type: 'food',
      // Someone's hands fry and sprinkle; the white sets by itself.
      actions: ['平底锅里煎一个溏心蛋', '蛋白: 慢慢凝固', '撒上一点黑胡椒'],
    });
    expect(plan('老陶艺师一边拉坯，一边讲他学艺的故事').actions).toEqual([
      '一边拉坯，一边讲他学艺的故事',
    ]);
    // (Where the bottle stands is its place; the water's rippling is what happens.)
    expect(plan('一瓶香水放在湖面的石头上，水波荡漾').actions[0]).toBe('水波荡漾');
  });
});

describe('compose: lines that fit what review 4 caught', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('the deep sea has no sunlight or coral; an empty desert road no traffic or neon signs', () => {
    const deep = out('A submarine drifts past a glowing jellyfish in the deep ocean');
    expect(deep).not.toMatch(/shafts of (?:sun)?light|coral|sunlit/i);
    const road = out('A woman in a neon jacket drives down an empty desert highway at 3 am');
    expect(road).not.toMatch(/neon signs|tail-lights|streetlights/i);
  });

  it('no invented voice-over on an ad that asks for none; one where it asks', () => {
    expect(out('奶茶广告：一杯珍珠奶茶，珍珠慢慢沉到杯底')).not.toMatch(/画外音/);
    expect(out('Perfume ad with a voice-over: a bottle on wet stone')).toMatch(/^- Voice-over: /m);
  });

  it('an unboxing that pulls out a camera still gets a camera line; a moon has no Earth below', () => {
    expect(out('unboxing a film camera - hands lift the lid and pull out the camera')).toMatch(
      /^Camera: /m,
    );
    expect(out('宇航员在月球表面插下一面国旗，远处地球缓缓升起')).not.toMatch(/脚下地球|警示灯/);
  });
});

describe('beats: a moment is held, not repeated', () => {
  const beats = (idea: string) =>
    expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt.match(/^\d\. .*$/gm) ?? [];

  it('seeing snow for the first time ends on the reaction; "my puppy" is "the puppy" again', () => {
    const lines = beats('My golden retriever puppy sees snow for the first time');
    expect(lines.join('\n')).not.toMatch(/keeps seeing/);
    // Staged: the first careful sniff, then the puppy's own reaction (action-stages table).
    expect(lines.at(-1)).toMatch(/The puppy bounds in/);
  });

  it('a cliff is the mountains unless the sea is there', () => {
    expect(analyse('A snow leopard stalks ibex across a cliff').setting.env).toBe('mountain');
    expect(analyse('A lighthouse on a cliff in heavy fog').setting.env).toBe('sea');
  });
});

describe('presence: a light the idea names is its lighting', () => {
  it('flickering lights and sunlight through blinds are already the light', () => {
    expect(detectPresence('恐怖片：电梯门自己打开了，灯一闪一闪').lighting).toBe(true);
    expect(detectPresence('一瓶香水放在台面上，阳光透过百叶窗洒下来').lighting).toBe(true);
    expect(detectPresence('a hallway where the lights flicker').lighting).toBe(true);
    expect(detectPresence('一瓶香水放在台面上，瓶身慢慢旋转').lighting).toBe(false);
  });
});

describe('analyse: what blind review 5 caught', () => {
  const plan = (idea: string) => summary(idea);

  it('scene types: a chef cooks, a wild animal is wildlife, a logo reveal is an ad, a pitcher plays', () => {
    expect(plan('A chef flips a Dutch baby out of a cast-iron skillet').type).toBe('food');
    expect(plan('A pangolin curls into a tight ball when a jackal sniffs at it').type).toBe(
      'nature',
    );
    expect(
      plan('Matte black electric toothbrush rising out of water, logo reveal at the end').type,
    ).toBe('product');
    expect(
      plan('The pitcher winds up and throws a curveball under the stadium lights'),
    ).toMatchObject({
      subject: 'the pitcher',
      type: 'sports',
    });
    expect(analyse('The pitcher winds up and throws a curveball').weather).toBeUndefined();
    expect(plan('3 am. The baby monitor crackles and someone hums a lullaby').type).toBe('horror');
    expect(plan('外婆站在灶台前揉面、擀皮、包饺子').type).toBe('food');
    expect(plan('奶奶在厨房包饺子，孙女偷偷捏了一个饺子').type).toBe('drama');
  });

  it('readings: a participle then a finite verb are two doings; "it" is the thing just handled', () => {
    expect(
      plan('An astronaut repairing a solar panel lets go of a wrench, and it tumbles away').actions,
    ).toEqual(['repair a solar panel', 'let go of a wrench', 'the wrench: tumble away']);
    expect(
      plan('Interview with a woman in her 60s who has repaired accordions for forty years'),
    ).toMatchObject({
      subject: 'the woman in her 60s',
      actions: ['repair accordions for forty years'],
    });
    expect(plan('Seamless loop of koi circling slowly in a pond, shot from above').actions).toEqual(
      ['circle slowly in a pond'],
    );
    expect(
      plan('A woman in a silver raincoat roller-skates through a parking garage').actions,
    ).toEqual(['roller-skate through a parking garage']);
    expect(plan('Music video for a synthwave track — a woman dances on a roof').subject).toBe(
      'the woman',
    );
    expect(plan('She picks up the phone and it rings').subject).toBe('she');
  });

  it('places: a lake named 洱海 is a lake, a stairwell in a compound is a stairwell, a garage no shop', () => {
    expect(analyse('清晨骑电动车沿着洱海环海路兜风').setting.env).toBe('water');
    expect(analyse('凌晨三点，老小区楼道里的声控灯一层一层亮起来').setting.env).toBe('interior');
    expect(analyse("They meet at their late father's auto repair shop").setting.env).toBe(
      'interior',
    );
    expect(analyse('A rusted bus stop on the snow-covered steppe').setting.env).toBe('countryside');
  });

  it('Chinese: riding with no one named is the viewer; 采访 names whom the clip is about', () => {
    expect(plan('竖屏旅行vlog，清晨骑电动车沿着洱海环海路兜风，风把头发吹乱')).toMatchObject({
      subject: '你',
      type: 'pov',
    });
    expect(
      plan('纪录片，采访景德镇一位做了三十年瓷器的老师傅，他一边拉坯一边讲起当年的徒弟'),
    ).toMatchObject({
      subject: '老师傅',
      actions: ['一边拉坯一边讲起当年的徒弟'],
    });
    expect(
      analyse('产品广告：一瓶汽水从冰块堆里弹出来，最后定格在品牌logo上').style,
    ).toBeUndefined();
  });
});

describe('compose: an ad for its own logo is not told "no logos"', () => {
  it('keeps other brands out and its own logo in', () => {
    const prompt = expand('Toothbrush rising out of water, logo reveal at the end', {
      mode: 'advanced',
      duration: '15s',
      seed: 1,
    }).prompt;
    expect(prompt).toMatch(/no other brands’ logos/);
    expect(prompt).not.toMatch(/no logos/);
  });
});

describe('compose: more lines that fit (review 5)', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a still place gets its ambience, not "sounds of the action"; snow on the steppe has no roofs', () => {
    const steppe = out('A rusted bus stop on the snow-covered steppe.');
    expect(steppe).not.toMatch(/sounds of the action|roofs|tall grass/);
    expect(steppe).toMatch(/^Audio: Wind/m);
  });

  it('a dolly grip is no camera move; a logo reveal ends on the logo; a parking garage is no repair shop', () => {
    expect(out('On a film set, the dolly grip pushes the camera dolly along the tracks')).toMatch(
      /^Camera: /m,
    );
    expect(out('Toothbrush rising out of water, logo reveal at the end')).toMatch(
      /end on the logo/i,
    );
    expect(out('A woman roller-skates through an empty parking garage')).not.toMatch(/on the lift/);
  });

  it('filler retells the first doing only; baseball is heard as baseball', () => {
    const monitor = out('3 am. The baby monitor crackles and a voice starts humming a lullaby');
    expect(monitor).not.toMatch(/keeps crackling and/);
    expect(out('The pitcher winds up and throws a curveball')).not.toMatch(/sneaker/i);
  });
});

describe('analyse: after review 5, the rest', () => {
  const plan = (idea: string) => summary(idea);

  it('a with-phrase that shows something doing is its own doing', () => {
    expect(
      plan('Explainer: how a sourdough starter works, with cartoon yeast cells eating flour')
        .actions,
    ).toEqual(['work', 'the cartoon yeast cells: eat flour']);
  });

  it('Chinese: after 化成 the new one goes on; a name after a role speaks', () => {
    expect(plan('古风动画：一只白狐在竹林里化成少女，回头一笑').actions).toEqual([
      '在竹林里化成少女',
      '少女: 回头一笑',
    ]);
    const shop = analyse('深夜便利店，店员小周对刚进门的女孩说：“又加班到这么晚？”');
    expect(shop.dialogue[0]?.speaker).toBe('小周');
  });

  it('a flower opening in time-lapse is filmed close; Longjing gets tea colours', () => {
    const out = (idea: string) =>
      expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;
    expect(out('Time-lapse of a moonflower unfurling on a trellis')).toMatch(/^Camera: Macro/m);
    expect(out('无缝循环：一撮龙井在玻璃杯里慢慢舒展')).toMatch(/^配色：嫩茶绿/m);
  });
});

describe('analyse: fresh ideas of session 23', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('"the robot waves." is a robot waving, not the sea', () => {
    expect(summary('The robot waves.').actions).toEqual(['wave']);
    expect(out('The robot waves.')).not.toMatch(/swells|gull|\bsea\b/i);
  });

  it('a paper plane in a classroom is not filmed from the air; a train that leaves does not arrive', () => {
    expect(out('A paper plane glides across a classroom')).not.toMatch(/aerial/i);
    expect(out('An eagle soars over a canyon')).toMatch(/aerial/i);
    expect(out('A train pulls away from the platform')).not.toMatch(/sliding in/i);
  });

  it('kids racing carts are no sports commercial; a kickflip is', () => {
    expect(analyse('Kids race shopping carts through an empty parking lot at night').type).not.toBe(
      'sports',
    );
    expect(analyse('A teenage girl practices a kickflip in an empty swimming pool').type).toBe(
      'sports',
    );
  });

  it('a keeper who lights a lamp is a story, not a product film; keepers and captains are people', () => {
    const plan = analyse('A lonely lighthouse keeper lights the lamp as a storm rolls in');
    expect(plan.type).not.toBe('product');
    expect(plan.subject?.kind).toBe('person');
    expect(out('"Run!" shouts the captain.')).not.toMatch(/captain as it/);
  });

  it('snow falling outside puts the scene indoors, with a room palette', () => {
    const idea = 'A grandmother teaches her grandson to fold dumplings while snow falls outside';
    expect(analyse(idea).setting.indoor).toBe(true);
    expect(out(idea)).not.toMatch(/light off the snow|pine green/i);
  });

  it('a dog chasing bubbles plays: no urgent music', () => {
    expect(analyse('A golden retriever chases bubbles in a backyard').pace).not.toBe('urgent');
    expect(analyse('A fox chases a rabbit across the snow').pace).toBe('urgent');
  });

  it('a doing that happens once is built up to and held after, never "kept" doing', () => {
    const text = out('A humpback whale breaches beside a small fishing boat');
    expect(text).not.toMatch(/keeps breaching/);
    // Staged (action-stages table): the shape rising, the breach, then the whale in the air.
    expect(text).toMatch(/rising fast beneath the surface[\s\S]*breaches[\s\S]*hangs in the air/);
  });

  it('"one says", "says the other": the two chefs the idea names', () => {
    const plan = analyse(
      'Two rival chefs argue over a pot of ramen. "Too much salt," one says. "Taste it again," says the other.',
    );
    expect(plan.dialogue.map((line) => line.speaker)).toEqual(['one chef', 'the other chef']);
  });

  it('no placeholder "the subject" in any line', () => {
    expect(out('A teenage girl skates at sunset')).not.toMatch(/the subject/);
  });
});

describe('analyse: a question is an explainer that answers it', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('"Why is the sky blue?" explains why the sky is blue, drawn, not filmed', () => {
    const text = out('Why is the sky blue?');
    expect(analyse('Why is the sky blue?').type).toBe('explainer');
    // The topic table knows the answer: the beats show the scattering (explainer-beats.test.ts).
    expect(text).toMatch(/scatter the short blue waves/);
    expect(text).not.toMatch(/\bthe is\b|clouds sliding/i);
  });

  it('为什么天空是蓝色的 and 科普：光合作用 get beats that explain', () => {
    expect(out('为什么天空是蓝色的')).toMatch(/把波长短的蓝光散射/);
    expect(out('为什么天空是蓝色的')).not.toMatch(/云层在脚下/);
    expect(out('科普：光合作用')).toMatch(/叶绿素借助光能/);
    // A topic no table knows is still explained as a topic.
    expect(out('科普：量子纠缠')).toMatch(/讲清楚：量子纠缠的原理/);
  });
});

describe('analyse: one of a pair speaks; a rural stop has no shop signs', () => {
  it("一个说… 另一个说…: the lines are one old classmate's, then the other's", () => {
    const plan = analyse('两个老同学在火锅店重逢，一个说：“你一点没变。”另一个笑着说：“你也是。”');
    expect(plan.dialogue.map((line) => line.speaker)).toEqual(['其中一个老同学', '另一个老同学']);
    expect(plan.setting.env).toBe('restaurant');
  });

  it('a rural bus stop in the rain reflects no shop signs', () => {
    const text = expand('Anime style: a girl waits at a rural bus stop in summer rain', {
      mode: 'advanced',
      duration: '15s',
      seed: 1,
    }).prompt;
    expect(text).not.toMatch(/shop signs|passers-by|shopfronts/);
  });
});

describe('analyse: wuxia is its own look, in its own century', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('古风 live action is wuxia; 古风动画 stays ink animation', () => {
    expect(analyse('古风：一位侠客在竹林中拔剑').style).toBe('wuxia');
    expect(analyse('古风动画：一只白狐在竹林里化成少女').style).toBe('ink');
    expect(out('古风：一位侠客在竹林中拔剑')).toMatch(/^风格：古风武侠/m);
  });

  it('a wuxia night on the rooftops has no neon, traffic or skyline', () => {
    expect(out('A wuxia swordswoman runs across rooftops at night')).not.toMatch(
      /neon|traffic|skyline|sodium|antenna/i,
    );
  });
});

describe('analyse: review 6 (2026-11-26), who does it', () => {
  it('"corgi chasing autumn leaves": the corgi chases, and plays', () => {
    const plan = analyse('corgi chasing autumn leaves');
    expect(plan.subject?.phrase).toBe('the corgi');
    expect(summary('corgi chasing autumn leaves').actions).toEqual(['chase autumn leaves']);
    expect(plan.pace).not.toBe('urgent');
  });

  it('"ad for an earbud, floating over water": the earbud floats; no POV', () => {
    const plan = analyse(
      '30-second ad for a matte black wireless earbud, floating in slow motion over water droplets, studio rim light',
    );
    expect(plan.subject?.head).toBe('earbud');
    expect(plan.type).toBe('product');
  });

  it('"cliffs with waterfalls falling into the sea": the waterfalls fall, the cliffs stay', () => {
    const plan = analyse(
      'drone flyover of the Faroe Islands cliffs with waterfalls falling into the sea',
    );
    expect(plan.actions[0]?.verb).toBe('fall');
    expect(plan.subject?.head).toBe('waterfalls');
  });
});

describe('analyse: review 6 (2026-11-26), kinds of clip', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('footsteps upstairs and a mirror a beat late are horror', () => {
    expect(
      analyse(
        'a babysitter hears footsteps upstairs but the kids are asleep next to her on the couch',
      ).type,
    ).toBe('horror');
    expect(analyse('深夜电梯里，镜子中的人比我慢了一拍').type).toBe('horror');
    expect(analyse('深夜路边摊，老板颠勺炒饭，火焰窜起来').type).toBe('food');
  });

  it('a how-to is a tutorial on the hands, step by step, in both languages', () => {
    const tie = out('how to tie a tie in 5 steps');
    // The tutorial table knows the knot: the beats are its real steps.
    expect(tie).toMatch(/wide end crosses over the narrow end/);
    expect(out('how to make sourdough bread')).toMatch(/everything needed to make sourdough bread/);
    // A tie is tied on the neck: front-on, as in a mirror; a paper crane is folded on a table.
    expect(tie).toMatch(/^Camera: Front-on medium close-up/m);
    expect(out('how to fold a paper crane')).toMatch(
      /^Camera: Overhead top-down shot on the hands/m,
    );
    expect(tie).not.toMatch(/diagrams/);
    const crane = out('怎么叠纸鹤');
    expect(analyse('怎么叠纸鹤').type).toBe('explainer');
    expect(crane).toMatch(/收拢成一个小正方形/);
    expect(crane).not.toMatch(/长焦|动物/);
  });

  it('a state is not "kept being"; a reveal is built up to', () => {
    expect(out("POV: you're a barista during the morning rush")).not.toMatch(/keep being/i);
    const reveal = out('9:16 TikTok hook: girl reveals her closet makeover');
    expect(reveal).not.toMatch(/keeps revealing/);
    expect(reveal).toMatch(/^Technical: 15s, 9:16\.$/m);
  });
});

describe('analyse: review 6 (2026-11-26), looks and courts', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('"anime-style girl" is anime and a girl; 赛博朋克 gets its Style line', () => {
    const plan = analyse('anime-style girl sprinting to catch the last train, golden hour');
    expect(plan.style).toBe('anime');
    expect(plan.subject?.phrase).toBe('the girl');
    expect(out('anime-style girl sprinting to catch the last train')).not.toMatch(/athlete/);
    expect(out('赛博朋克重庆，飞车穿过轻轨，霓虹灯下雨夜')).toMatch(/^风格：赛博朋克/m);
  });

  it('a buzzer-beater is the boy scoring under arena lights, with the crowd', () => {
    const text = out('篮球少年最后一秒绝杀，慢动作，全场沸腾');
    expect(analyse('篮球少年最后一秒绝杀，慢动作，全场沸腾').subject?.phrase).toBe('篮球少年');
    expect(text).toMatch(/球馆明亮的顶灯/);
    expect(text).not.toMatch(/日光/);
    expect(text).toMatch(/观众的呐喊声/);
  });

  it('一款国潮口红 is the lipstick in every beat, without its counter', () => {
    expect(analyse('一款国潮口红的广告，红色丝绸飘动，微距镜头').subject?.phrase).toBe('国潮口红');
  });
});

describe('analyse: review 6 (2026-11-26), the long lighthouse idea and three speakers', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;
  const storm =
    'A lighthouse keeper lights the lamp as a storm rolls in. Waves smash against the rocks, and a small fishing boat struggles toward the harbor. Dolly in on his face as he spots it.';

  it('a keeper who spots a boat makes no ad; a fishing boat is a boat; a storm rolling in is not play', () => {
    const plan = analyse(storm);
    expect(plan.formats).not.toContain('ad');
    expect(plan.type).not.toBe('product');
    expect(out(storm)).toMatch(/the small fishing boat struggles toward the harbor/i);
    expect(out(storm)).not.toMatch(/playful|electronic pulse|fishes boat/);
    expect(out(storm)).toMatch(/lighthouse beam/);
  });

  it('three speakers get a group shot, two a two-shot', () => {
    expect(
      out(
        'Three kids in a treehouse. Mia: "We need the cookie jar." Leo: "Mom\'s home." Sam: "Then tonight."',
      ),
    ).toMatch(/^Camera: Medium wide group shot/m);
    expect(out('Two sisters argue. "You left," one says. "I had to," says the other.')).toMatch(
      /two-shot/,
    );
  });
});

describe('analyse: session 23 dev ideas, grammar', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a couple dances; a chef flambés while the flames leap; a sports car is one car', () => {
    expect(summary('A couple dances in an empty ballroom')).toMatchObject({
      subject: 'the couple',
      actions: ['dance in an empty ballroom'],
    });
    expect(summary('A chef flambés a pan of shrimp, flames leaping up').actions).toEqual([
      'flambe a pan of shrimp',
      'the flames: leap up',
    ]);
    const car = analyse('A red sports car drifts around a mountain hairpin');
    expect(car.subject?.phrase).toBe('the red sports car');
    expect(car.type).not.toBe('sports');
    expect(car.type).not.toBe('nature');
    expect(out('A red sports car drifts around a mountain hairpin')).toMatch(/^Camera: .*track/im);
  });

  it('a hyphenated verb is a verb: a guy taste-tests snacks and ranks them', () => {
    expect(
      summary('for TikTok: a guy taste-tests five gas station snacks and ranks them').actions,
    ).toEqual(['taste-test five gas station snacks', 'rank them']);
  });

  it('a close-up of raindrops or a street musician is no travel film', () => {
    expect(
      analyse('Close-up of raindrops sliding down a window, city lights blurred behind').type,
    ).not.toBe('travel');
    expect(analyse('A street musician plays saxophone under a bridge at night').type).not.toBe(
      'travel',
    );
    expect(analyse('夜晚的东京街头，霓虹闪烁，行人匆匆').type).toBe('travel');
  });
});

describe('analyse: session 23 dev ideas, Chinese', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('外婆包粽子 is grandma wrapping zongzi, with her granddaughter learning', () => {
    expect(summary('外婆包粽子，孙女在旁边学')).toMatchObject({
      subject: '外婆',
      actions: ['包粽子', '孙女: 在旁边学'],
      type: 'drama',
    });
  });

  it('a grandfather alone at tai chi is no drama; 拉花过程 is the coffee being poured', () => {
    expect(analyse('老爷爷在公园里打太极，清晨薄雾').type).not.toBe('drama');
    expect(summary('一杯咖啡的拉花过程，特写')).toMatchObject({
      subject: '咖啡',
      actions: ['拉花'],
    });
  });

  it('cherry blossoms get their petals and colours', () => {
    const text = out('一个女孩在樱花树下读书，花瓣飘落');
    expect(text).toMatch(/樱花花瓣/);
    expect(text).toMatch(/^配色：樱花粉/m);
  });
});

describe('analyse: review 7 (2026-11-26)', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it("single-quoted lines are dialogue: 'You never called me back.'", () => {
    const idea =
      "Two friends argue in a diner at 2am. Maya says 'You never called me back.' Jordan looks away and says 'I was scared, okay?'";
    expect(analyse(idea).dialogue).toEqual([
      { speaker: 'Maya', line: 'You never called me back.' },
      { speaker: 'Jordan', line: 'I was scared, okay?' },
    ]);
    expect(analyse(idea).setting.env).toBe('restaurant');
    expect(out(idea)).toMatch(/two-shot/);
    expect(out(idea)).not.toMatch(/pans on hooks/);
  });

  it('kids telling ghost stories are no horror film; the oldest, youngest and middle one are kids', () => {
    const idea =
      "three kids around a campfire telling ghost stories. The oldest says 'And then the door opened...' The youngest screams. The middle one laughs and says 'You're such a baby.'";
    const plan = analyse(idea);
    expect(plan.type).not.toBe('horror');
    expect(plan.dialogue.map((line) => line.speaker)).toEqual(['the oldest kid', 'the middle kid']);
    expect(out(idea)).not.toMatch(/door opens/i);
    expect(out(idea)).toMatch(/group shot/);
  });

  it('why does the zebra have stripes → why the zebra has stripes; the moon is shown', () => {
    expect(out('why does the zebra have stripes')).toMatch(/why the zebra has stripes/);
    expect(out('why does the moon have phases')).toMatch(/the Moon circles the Earth/i);
  });

  it('第一人称视角… is the viewer riding, not a person called 第一人', () => {
    const text = out('第一人称视角骑摩托车穿过山路');
    expect(text).not.toMatch(/第一人出现|第一人渐渐/);
    expect(analyse('第一人称视角骑摩托车穿过山路').type).toBe('pov');
  });

  it('暖色光 in the idea is its light: no cold backlight added', () => {
    expect(out('一杯奶茶的广告，珍珠缓缓落下，微距镜头，暖色光')).not.toMatch(/冷色逆光/);
  });
});

describe('analyse: review 7 (2026-11-26), places and light words', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a real place named keeps the safety line true: the place is real, the people fictional', () => {
    expect(out('drone shot over the Faroe Islands at golden hour')).toMatch(
      /^Safety: original, fictional characters only, the real place shown as it is/m,
    );
    // (A cyberpunk 重庆 is an imagined one: blind reviews 50 and 51 read "shown as it is" as false.)
    expect(out('赛博朋克风格的重庆夜景，航拍，雨夜霓虹')).not.toMatch(/真实地点按实景呈现/);
    expect(out('A lighthouse on a cliff at dawn')).toMatch(/fictional characters and places only/);
  });

  it('"studio lighting" is light, not the studio lighting something', () => {
    expect(
      out(
        '30 second ad for a matte black wireless earbud, floating in water droplets, studio lighting',
      ),
    ).not.toMatch(/the studio lights/i);
  });

  it('a street interview with 路人 is outdoors', () => {
    const text = out(
      '竖屏短视频，博主采访路人：“你今年最开心的事是什么？”路人笑着说：“我女儿出生了。”',
    );
    expect(text).not.toMatch(/窗光|室内底噪/);
  });
});

describe('analyse: 一个人在家 is someone at home', () => {
  it('深夜一个人在家… is one person, at home, at night', () => {
    expect(analyse('深夜一个人在家，听到衣柜里有敲门声，慢慢打开柜门').subject?.phrase).toBe(
      '一个人',
    );
  });
});

describe('analyse: a POV at work looks down at the hands', () => {
  it("POV: you're a barista making latte art — the view looks down, it does not walk on", () => {
    const text = expand("POV: you're a barista making latte art during the morning rush", {
      mode: 'advanced',
      duration: '15s',
      seed: 1,
    }).prompt;
    expect(text).toMatch(/^Camera: First-person POV, looking down at the hands/m);
    expect(analyse('POV: you are riding a rollercoaster at night').travels).toBe(true);
  });
});

describe('analyse: review 7 (2026-11-26), tone and junctions', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a cat knocking a cup over and a panda cub tumbling get playful music', () => {
    expect(out('cat knocks over cup')).toMatch(/playful pizzicato/);
    expect(out('大熊猫宝宝从树上滚下来')).toMatch(/俏皮的拨弦/);
  });

  it('a time-lapse of a junction shows its light trails and signals', () => {
    expect(out('time-lapse of a city intersection from day to night')).toMatch(
      /tail-light trails streaking through the junction/,
    );
  });

  it('one continuous doing is staged, not "keeps"', () => {
    const text = out('A woman in a yellow raincoat walks her dog through a foggy forest');
    expect(text).toMatch(/The woman slows and glances around/);
    expect(text).not.toMatch(/keeps walking/);
  });
});

describe('analyse: session 23 dev ideas, lenses and candles', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a macro shot of a bee gets a macro lens, not a 400mm telephoto', () => {
    const text = out('Macro shot of a bee landing on a lavender flower');
    expect(text).toMatch(/macro lens/);
    expect(text).not.toMatch(/telephoto/);
  });

  it('a kid flying a kite is not filmed from the air; candles light the faces', () => {
    expect(out('A kid flies a kite on a windy hill')).not.toMatch(/aerial/i);
    expect(out('A girl blows out the candles on her birthday cake')).toMatch(/glow of the candles/);
  });
});

describe('analyse: session 23 dev ideas (zh), town birds and riders', () => {
  it('pigeons rising from a square are no wildlife film; 牧民骑马 is a herder riding', () => {
    expect(analyse('一群鸽子从广场上飞起').type).not.toBe('nature');
    expect(summary('雪山下的牧民骑马赶着羊群')).toMatchObject({
      subject: '雪山下的牧民',
      actions: ['骑马赶着羊群'],
    });
  });
});

describe('analyse: a singer in a music video sings', () => {
  it('a singer who dances in the idea also sings the chorus to camera', () => {
    const text = expand(
      'music video, a singer in a red dress dances alone in an empty ballroom, neon lights',
      { mode: 'advanced', duration: '15s', seed: 1 },
    ).prompt;
    expect(text).toMatch(/The singer sings the chorus straight to camera/);
  });
});

describe('analyse: review 7 (2026-11-26), VHS, islands and tricks', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a VHS look is video, a kickflip happens once', () => {
    const text = out('skateboarder does a kickflip down stairs, fisheye lens, 90s VHS look');
    expect(text).toMatch(/^Style: 90s VHS camcorder look/m);
    expect(text).not.toMatch(/keeps doing/);
  });

  it('cliffs of islands are the coast, not the mountains', () => {
    const text = out(
      'drone shot over the Faroe Islands at golden hour, slow push forward over the cliffs',
    );
    expect(text).not.toMatch(/scree|snow white/);
  });
});

describe('analyse: close-up words are the shot, not the action', () => {
  it('"ramen being cooked close up steam" is ramen being cooked; a close-up stays close', () => {
    const out = (idea: string) =>
      expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;
    expect(out('ramen being cooked close up steam')).not.toMatch(/The ramen is cooked close up/);
    expect(out('a woman smiles in close-up')).not.toMatch(/wider view/i);
  });
});

describe('analyse: review 8 (2026-11-26)', () => {
  const beatsOf = (idea: string) =>
    expand(idea, { mode: 'advanced', duration: '15s', seed: 1 })
      .prompt.split('\n')
      .filter((line) => /^\d+\. \[/.test(line))
      .join('\n');

  it("a child's drawing that starts to move is the drawing, and horror", () => {
    const idea = "a child's drawing in a dark hallway starts to move";
    expect(analyse(idea).type).toBe('horror');
    expect(beatsOf(idea)).not.toMatch(/child's draws|Open on the child's\./);
  });

  it('"smartwatch ad … ending on logo" films the smartwatch; ending on the logo is no doing', () => {
    const beats = beatsOf(
      'smartwatch ad, sleek, for runners, show heart rate on screen, ending on logo',
    );
    expect(beats).toMatch(/smartwatch/);
    expect(beats).not.toMatch(/smartwatch ad|ends on logo/);
  });

  it('"close-up of noodles pulled by hand, warm tungsten light": no noodles warming the light', () => {
    const beats = beatsOf(
      'ramen being made from scratch, close-up of noodles pulled by hand, steam, warm tungsten light',
    );
    expect(beats).not.toMatch(/close-up of noodles|warm tungsten/);
  });
});

describe('analyse: a sports moment named as a noun is told in its order', () => {
  it('a buzzer beater: the shooter lets it go, it drops through the net, the arena erupts', () => {
    const text = expand('last-second basketball buzzer beater', {
      mode: 'advanced',
      duration: '15s',
      seed: 1,
    }).prompt;
    expect(text).toMatch(/lets the ball go[\s\S]*drops through the net[\s\S]*leaps to its feet/);
    expect(text).not.toMatch(/breeze|the beater/i);
  });
});

describe('analyse: session 24 reading fixes (review 8 leftovers)', () => {
  const lineOf = (idea: string, label: RegExp) =>
    expand(idea, { mode: 'advanced', duration: '15s', seed: 1 })
      .prompt.split('\n')
      .find((line) => label.test(line)) ?? '';

  it('一碗热气腾腾的红油抄手特写 is the dish, a food clip filmed close', () => {
    const plan = analyse('一碗热气腾腾的红油抄手特写');
    expect(plan.subject?.head).toBe('红油抄手');
    expect(plan.type).toBe('food');
    expect(lineOf('一碗热气腾腾的红油抄手特写', /^镜头：/)).not.toMatch(/俯拍/);
    // "满天星星一闪一闪的" still twinkles: a doubled word at the end is the doing.
    expect(analyse('满天星星一闪一闪的').actions).toHaveLength(1);
  });

  it('"noodles pulled by hand" is done to the noodles', () => {
    const idea = 'ramen being made from scratch, close-up of noodles pulled by hand';
    expect(expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt).toMatch(
      /the noodles are pulled by hand/i,
    );
  });

  it('gulls circling around a sailor on the dock make no aerial shot, and a dock is no deck', () => {
    const idea = 'An old sailor mends a net on the dock as gulls circle overhead';
    expect(analyse(idea).travels).toBe(false);
    expect(lineOf(idea, /^Camera:/)).not.toMatch(/aerial|flight/);
    expect(lineOf(idea, /^Scene:/)).not.toMatch(/bow|on deck/);
    expect(lineOf(idea, /^Palette:/)).not.toMatch(/turquoise/);
    // Someone's own journey is still followed.
    expect(analyse('A red fox crossing a snowy forest at dawn').travels).toBe(true);
  });

  it('a GRWM talking to camera for TikTok is a social clip under a ring light', () => {
    const idea =
      'vertical 9:16 TikTok of a girl doing a get ready with me makeup routine, talking to camera';
    expect(analyse(idea).type).toBe('social');
    // Make-up takes both hands (review 11): the phone is propped, not held.
    expect(lineOf(idea, /^Camera:/)).toMatch(/phone propped at eye level, locked-off/);
    expect(lineOf(idea, /^Camera:/)).not.toMatch(/handheld|selfie/);
    expect(lineOf('vertical vlog: a girl talks to camera about her day', /^Camera:/)).toMatch(
      /selfie/,
    );
    expect(lineOf(idea, /^Lighting:/)).toMatch(/ring-light/);
    expect(analyse('a street interview with a chef, vertical for TikTok').type).toBe('interview');
  });

  it('a drama carried by its own lines gets no score; a sad or happy moment gets its own', () => {
    const argue =
      'two old friends argue over the last slice of pizza, one says "you had three already" and the other says "I\'m counting in dog years"';
    expect(lineOf(argue, /^Audio:/)).not.toMatch(/piano|strings|score/);
    expect(lineOf('a golden retriever puppy sees snow for the first time', /^Audio:/)).toMatch(
      /light-hearted/,
    );
    expect(lineOf('a lonely old man eats dinner alone on his birthday', /^Audio:/)).toMatch(
      /tender piano/,
    );
  });

  it('a snowman means snow on the ground: no flower beds, a snow palette', () => {
    const idea = 'kids build a snowman in the backyard';
    expect(analyse(idea).after).toBe('snow');
    expect(lineOf(idea, /^Scene:/)).not.toMatch(/flower beds|forest floor/);
    expect(lineOf(idea, /^Palette:/)).toMatch(/snow white/i);
  });

  it('quoted lines with no verb after a colon are all kept, one of the pair then the other', () => {
    const idea =
      'two astronauts argue inside a cramped capsule: "We have twelve minutes of air." "Then stop talking."';
    expect(analyse(idea).dialogue).toEqual([
      { speaker: 'one astronaut', line: 'We have twelve minutes of air.' },
      { speaker: 'the other astronaut', line: 'Then stop talking.' },
    ]);
    // A capsule is cramped, not a skate ramp; the argument carries itself, no score under it.
    expect(lineOf(idea, /^Scene:/)).not.toMatch(/coping/);
    expect(lineOf(idea, /^Audio:/)).not.toMatch(/strings|score|piano/);
  });

  it('a crème brûlée is food; a pier is land, even when a boat is waited for', () => {
    expect(analyse('A chef torches the top of a crème brûlée').type).toBe('food');
    const pier = "a fisherman's daughter waits on the pier for a boat that never comes";
    expect(lineOf(pier, /^Scene:/)).not.toMatch(/bow|on deck/);
  });

  it('a boy playing guitar on the beach at sunset: no score over him, sunset colours', () => {
    const idea = '夕阳下，一个少年在海边弹吉他';
    expect(lineOf(idea, /^声音：/)).not.toMatch(/配乐|钢琴|弦乐/);
    expect(lineOf(idea, /^配色：/)).not.toMatch(/绿松石/);
  });

  it('a convenience store at night has its shelves and its fluorescent light', () => {
    const idea = '深夜便利店，店员和一个醉汉聊起了人生';
    expect(lineOf(idea, /^场景：/)).toMatch(/货架/);
    expect(lineOf(idea, /^光线：/)).toMatch(/日光灯/);
  });

  it('"kneels before a dying dragon": before a noun phrase is a preposition, the dragon stays', () => {
    const idea = 'a knight kneels before a dying dragon in a burning forest';
    expect(summary(idea).actions).toEqual(['kneel before a dying dragon in a burning forest']);
    expect(summary('she locks the door before the storm hits').actions).toEqual([
      'lock the door',
      'the storm: hit',
    ]);
    // The fire is in the picture and its colours.
    expect(lineOf(idea, /^Palette:/)).toMatch(/ember/i);
  });

  it('a car ad is an automotive film; dough in a bowl is no skate bowl', () => {
    const car = 'a luxury SUV drives along a coastal cliff road at sunrise, ad';
    expect(lineOf(car, /^Style:/)).toMatch(/automotive/);
    expect(lineOf(car, /^Style:/)).not.toMatch(/macro/);
    expect(lineOf(car, /^Audio:/)).toMatch(/engine/);
    const dough = 'time-lapse of bread dough rising in a glass bowl';
    expect(lineOf(dough, /^Scene:/)).not.toMatch(/coping|concrete/);
    expect(lineOf(dough, /^Palette:/)).toMatch(/flour/i);
  });

  it('古风 without fighting hears no war drums; a duel with swords still does', () => {
    expect(lineOf('古风少女在桃花林里回眸一笑', /^声音：/)).not.toMatch(/战鼓/);
    expect(lineOf('古风少女在桃花林里回眸一笑', /^风格：/)).not.toMatch(/武侠/);
    // (Since review 38 a sword dance alone is graceful: the drums are for a duel.)
    expect(lineOf('古风女子在竹林中舞剑，白衣飘飘', /^声音：/)).not.toMatch(/战鼓/);
    expect(lineOf('古风：白衣剑客在竹林中与黑衣刺客对决', /^声音：/)).toMatch(/战鼓/);
  });

  it('the moon is silent once: no musical drone in the ambience beside a score', () => {
    expect(lineOf('宇航员在月球上种下第一颗种子', /^声音：/)).not.toMatch(/音乐长音/);
  });

  it('autumn brings its own light and colours', () => {
    const idea = 'a fox walks through autumn leaves in a quiet forest';
    expect(lineOf(idea, /^Lighting:/)).toMatch(/autumn/);
    expect(lineOf(idea, /^Palette:/)).toMatch(/russet/i);
  });

  it('an interview on a boat: the place ends where "about the storm" begins; no bow spray', () => {
    const idea =
      'interview with a retired fisherman on his boat about the storm of 1987, he says "the sea took my brother that night"';
    expect(analyse(idea).setting.place).toBe('on his boat');
    expect(lineOf(idea, /^Scene:/)).not.toMatch(/spray lifting off the bow/);
    expect(lineOf(idea, /^Palette:/)).not.toMatch(/turquoise/);
  });

  it('horror keeps its colours in a house at night; a penalty in a downpour is under floodlights', () => {
    // (Horror's colours are the mirror's, not a warm home's lamp and walnut.)
    expect(lineOf('深夜的老宅，镜子里的人比我慢了一秒', /^配色：/)).toMatch(/镜面银/);
    expect(lineOf('足球运动员在暴雨中罚进点球，全场沸腾', /^光线：/)).toMatch(/泛光灯/);
  });

  it('a first-person ride by the lake is no sprint; a sunbeam is the light', () => {
    expect(lineOf('第一人称视角骑自行车穿过杭州西湖', /^声音：/)).not.toMatch(/打击乐/);
    expect(lineOf('seamless loop of a cat sleeping in a sunbeam', /^Lighting:/)).toMatch(/sunbeam/);
  });

  it('"Santorini white houses at sunrise, drone shot": houses, outdoors, the name kept', () => {
    const plan = analyse('Santorini white houses at sunrise, drone shot');
    expect(plan.subject?.phrase).toBe('the Santorini white houses');
    expect(plan.actions).toEqual([]);
    expect(plan.setting.indoor).toBe(false);
    expect(summary('old stone houses by the river').actions).toEqual([]);
  });

  it('earbuds floating in zero gravity for an ad are a product shot, not outer space', () => {
    const idea = 'wireless earbuds rising out of their case, floating in zero gravity, ad';
    expect(analyse(idea).type).toBe('product');
    expect(lineOf(idea, /^Style:/)).not.toMatch(/science-fiction/);
    // A matcha latte is green, not espresso brown.
    expect(lineOf('iced matcha latte being poured over ice', /^Palette:/)).not.toMatch(/espresso/i);
  });

  it('"rides" is ride and "stares" stare; a flock takes off; 书法家 is a person', () => {
    expect(summary('a girl rides a horse along the beach').actions).toEqual([
      'ride a horse along the beach',
    ]);
    expect(summary('a flock of pigeons takes off from the square').actions).toEqual([
      'take off from the square',
    ]);
    expect(analyse('书法家在宣纸上写字').subject?.kind).toBe('person');
  });

  it('directions for the camera or the edit are no beats', () => {
    const chef =
      'A chef flambés a steak in a dark kitchen, flames lighting up his face. Start on a close-up, then pull back to reveal the whole busy restaurant.';
    // The reveal is a direction, but what it reveals is in the picture.
    expect(summary(chef).actions).toEqual([
      'flambe a steak in a dark kitchen',
      'the whole busy restaurant: come into view',
    ]);
    const buds =
      'matte black wireless earbuds rising out of a pool of ink, slow orbit, hard rim light';
    expect(summary(buds).actions).toEqual(['rise out of a pool of ink']);
    const video =
      'music video for a synthwave track, neon car driving through a rainy city at night, beat-synced cuts';
    expect(summary(video).actions).toEqual(['drive through a rainy city']);
    // No performer is orbited when a car is the whole video.
    expect(lineOf(video, /^Camera:/)).not.toMatch(/performer/);
  });

  it('a steaming ramen bowl close-up is a food shot; a candle flame is no bonfire', () => {
    expect(analyse('steaming ramen bowl close-up').type).toBe('food');
    const candle = 'seamless loop of a candle flame flickering, no people, static camera';
    expect(lineOf(candle, /^Lighting:/)).not.toMatch(/faces/);
    expect(lineOf(candle, /^Scene:/)).not.toMatch(/embers/);
    expect(lineOf(candle, /^Audio:/)).not.toMatch(/roar/);
  });

  it('a toothbrush that turns 360° turns itself, and the camera holds', () => {
    const idea = '新款电动牙刷产品广告，白色背景，360度旋转展示';
    // ("新款" sells it: the toothbrush is what is filmed.)
    expect(analyse(idea).subject?.phrase).toBe('电动牙刷');
    expect(analyse(idea).actions).toEqual([{ verb: '360度旋转展示', rest: '' }]);
    expect(lineOf(idea, /^镜头：/)).not.toMatch(/环绕/);
  });

  it('"lands a kickflip down a 10-stair": the landing is told last, the hyphen kept', () => {
    const beats = expand('skateboarder lands a kickflip down a 10-stair in slow motion', {
      mode: 'advanced',
      duration: '15s',
      seed: 1,
    })
      .prompt.split('\n')
      .filter((line) => /^\d+\. \[/.test(line));
    expect(beats.at(-1)).toMatch(/lands a kickflip down a 10-stair/);
    expect(analyse('a 5-year-old girl blows out birthday candles').subject?.phrase).toBe(
      'the 5-year-old girl',
    );
  });

  it('"one says … the other laughs" names the fishermen; "she answers" is the one asked', () => {
    const fishermen =
      'two old fishermen arguing on a pier at dawn, one says "the tide won\'t wait for you, Sam" and the other laughs "it never has"';
    expect(analyse(fishermen).dialogue.map((line) => line.speaker)).toEqual([
      'one fisherman',
      'the other fisherman',
    ]);
    const street =
      'street interview: a reporter asks a stranger "what\'s the best advice you ever got?" and she answers "never apologize for being early"';
    expect(analyse(street).dialogue.map((line) => line.speaker)).toEqual([
      'the reporter',
      'the stranger',
    ]);
  });

  it('a drone flying over a beach is the camera: the beach is the picture', () => {
    const plan = analyse("Drone flying over Iceland's black sand beach at sunset");
    expect(plan.subject?.phrase).toBe("Iceland's black sand beach");
    expect(plan.actions).toEqual([]);
  });

  it('anime in the rain has rain light and colours; a campfire has its dark treeline', () => {
    const anime = 'anime girl running to catch a train in the rain, Makoto Shinkai style';
    expect(lineOf(anime, /^Lighting:/)).toMatch(/rain/);
    expect(lineOf(anime, /^Palette:/)).not.toMatch(/sky blue/i);
    const campfire =
      'three friends around a campfire; Jake says "did you hear that?", Mia says "it\'s just the wind"';
    expect(lineOf(campfire, /^Scene:/)).toMatch(/treeline/);
    expect(lineOf('竖屏短视频，奶奶教孙女包饺子', /^配色：/)).toMatch(/面粉白|面皮白/);
  });

  it('review 10: orbit is no outer space; a ratio is no label; abandoned places have no power', () => {
    const climber = 'rock climber dynos to a crimp, chalk bursts off her hands, drone orbit shot';
    expect(analyse(climber).type).not.toBe('space');
    const grwm = 'vertical 9:16 get ready with me, skincare routine, soft window light';
    expect(analyse(grwm).subject?.kind).toBe('person');
    expect(expand(grwm, { mode: 'advanced', duration: '15s', seed: 1 }).prompt).not.toMatch(
      /across the ready|The 16 get|get ready with me is revealed/,
    );
    const station =
      'An elderly violinist plays alone in an abandoned subway station. Commuters from the past appear as ghostly silhouettes, listening.';
    expect(lineOf(station, /^Scene:/)).not.toMatch(/train sliding in|departure board/);
    expect(lineOf(station, /^Lighting:/)).not.toMatch(/bright overhead/);
    expect(lineOf('第一人称视角：深夜独自走进废弃医院，手电筒闪烁', /^声音：/)).not.toMatch(
      /木吉他/,
    );
    expect(lineOf('fog rolling over Faroe cliffs', /^Audio:/)).not.toMatch(/playful/);
  });

  it('"neon-lit" describes the highway; it is no verb', () => {
    const idea =
      'music video: a synthwave singer on a neon-lit highway, car headlights strobing to the beat';
    expect(analyse(idea).subject?.phrase).toBe('the synthwave singer on the neon-lit highway');
  });

  it('cats landing on their feet and a mechanical watch are explained; macro shots are no diagrams', () => {
    const cats = expand('why do cats always land on their feet', {
      mode: 'advanced',
      duration: '15s',
      seed: 1,
    }).prompt;
    expect(cats).toMatch(/inner ear[\s\S]*paws/);
    const watch = 'how a mechanical watch works, macro shots of gears and the balance wheel';
    expect(expand(watch, { mode: 'advanced', duration: '15s', seed: 1 }).prompt).toMatch(
      /mainspring[\s\S]*escapement/,
    );
    expect(lineOf(watch, /^Scene:/)).not.toMatch(/diagrams/);
  });

  it('a pronoun that replies right after a quote starts the next sentence: the grandma answers', () => {
    const idea =
      'street interview: a reporter asks a grandma "what\'s the secret to a long marriage?" she replies "separate blankets"';
    expect(analyse(idea).dialogue.map((line) => line.speaker)).toEqual([
      'the reporter',
      'the grandma',
    ]);
  });

  it('a bowl assembled is done to; a flambé has its flames', () => {
    expect(
      expand('steaming ramen bowl assembled', { mode: 'advanced', duration: '15s', seed: 1 })
        .prompt,
    ).toMatch(/The steaming ramen bowl is assembled/);
    expect(lineOf('chef flambéing crepes tableside', /^Lighting:/)).toMatch(/flames/);
  });

  it('an octopus has arms, not paws; a musician is no sound the idea already names', () => {
    expect(
      expand('an octopus changes colour on the reef', {
        mode: 'advanced',
        duration: '15s',
        seed: 1,
      }).prompt,
    ).not.toMatch(/paws/);
    const sax = 'a street musician plays saxophone under a bridge at night';
    expect(lineOf(sax, /^Audio:/)).toMatch(/played live/);
    expect(lineOf(sax, /^Audio:/)).not.toMatch(/in the room/);
  });
});

describe('analyse: session 25, review 11', () => {
  const out = (idea: string, fast = false) =>
    expand(idea, { mode: fast ? 'fast' : 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a drawing that turns its head is uncanny: horror, staged, and "slowly" is not its name', () => {
    const idea =
      "a child's drawing on the fridge slowly turns its head to watch the family eat dinner";
    expect(analyse(idea).subject?.phrase).toBe("the child's drawing on the fridge");
    expect(analyse(idea).type).toBe('horror');
    expect(beats(out(idea))).toMatch(/eyes come to rest on the lens/);
    expect(out(idea)).not.toMatch(/every detail sharp|A wider view takes in/);
  });

  it('a time-lapse of a sunrise ends in the morning light, never on a frozen frame', () => {
    const text = out('延时摄影：黄山云海日出');
    expect(text).toMatch(/^光线：光线从黎明渐渐过渡到清晨/m);
    expect(beats(text)).toMatch(/太阳跃出天际/);
    expect(beats(text)).not.toMatch(/定格/);
    expect(beats(out('time-lapse of a city intersection from day to night'))).toMatch(
      /settles into night\.$/,
    );
  });

  it('a loop goes round: no first flames catching, no fire roaring up', () => {
    const text = out('seamless loop of a campfire crackling in the dark');
    expect(beats(text)).not.toMatch(/first flames|roars up/);
    expect(text).toMatch(/^Lighting: The warm, flickering glow of the fire/m);
    expect(analyse('无缝循环：篝火噼啪燃烧').subject?.phrase).toBe('篝火');
  });

  it('the person’s camera and light words are written out, in Fast too', () => {
    const dive = out('赛博朋克城市夜景，霓虹灯，飞行汽车穿梭，镜头从高空俯冲下来', true);
    expect(dive).toMatch(/^镜头：[^\n]*从高空俯冲而下/m);
    expect(dive).not.toMatch(/滑行/);
    const ballroom = out(
      'music video: a singer in a red dress walks through a flooded ballroom, chandeliers flickering, handheld camera',
    );
    expect(ballroom).toMatch(/^Camera: [^\n]*handheld/m);
    const earbuds = out(
      'matte black wireless earbuds rising out of a glass of water, slow motion splash, studio lighting',
    );
    expect(earbuds).toMatch(/^Lighting: Clean studio light/m);
    expect(beats(earbuds)).toMatch(/splash|droplets/i);
  });

  it('someone alone in the corridor is someone, and the lights going out are the light', () => {
    const text = out('深夜独自在医院走廊，灯一盏一盏熄灭，身后传来脚步声');
    expect(analyse('深夜独自在医院走廊，灯一盏一盏熄灭，身后传来脚步声').subject?.kind).toBe(
      'person',
    );
    expect(text).not.toMatch(/灯独自/);
    expect(text).toMatch(/^光线：灯一盏接一盏熄灭/m);
  });

  it('the audio is the place’s and the doing’s, not a stock line', () => {
    expect(out('two old fishermen arguing on a pier at dawn')).toMatch(/lapping at the pilings/);
    expect(out('两个人在雨中吵架，女生说“你根本不在乎我”，男生说“我在乎”')).not.toMatch(/室内底噪/);
    expect(out('一只橘猫把桌上的杯子推下去')).toMatch(/^声音：[^\n]*摔在地上的脆响/m);
    expect(out('赛博朋克城市夜景，霓虹灯，飞行汽车穿梭')).not.toMatch(/轮胎|贴近动作的自然声响/);
  });

  it('a clay robot on a tiny planet is a storybook sky, not the real vacuum', () => {
    const text = out(
      'stop-motion claymation: a little clay robot waters a single flower on a tiny planet',
    );
    expect(text).not.toMatch(/twinkle|vacuum|helmet/);
  });

  it('a quote followed by "the other says" with no "and" still ends its sentence', () => {
    const idea =
      'two kids whisper under a blanket fort with a flashlight. one says "do you think monsters are real?" the other says "only the nice ones"';
    expect(analyse(idea).dialogue.map((line) => line.speaker)).toEqual([
      'one kid',
      'the other kid',
    ]);
    expect(beats(out(idea))).not.toMatch(/says the other says/);
  });

  it('a drifting car and a bursting water balloon are staged by their instant', () => {
    expect(beats(out('a red sports car drifts around a mountain hairpin at dusk'))).toMatch(
      /sideways through the apex/,
    );
    const balloon = beats(out("slow motion water balloon popping on a kid's face"));
    expect(balloon).toMatch(/hangs in the shape of the balloon/);
    expect(balloon).not.toMatch(/Hold on the balloon/);
    expect(out('a barista pours latte art in slow motion, overhead shot')).toMatch(
      /^Audio: The soft pour and a gentle clink of the cup/m,
    );
  });
});

describe('analyse: session 25, review 12', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('who the clip is for is no subject, and a fast-cut product ad is cut', () => {
    const idea = 'wireless earbuds ad for gen z, vertical 9:16, fast cuts';
    expect(analyse(idea).subject?.phrase).toBe('the wireless earbuds');
    expect(beats(out(idea))).toMatch(/Cut to a macro detail of the earbuds’ surface/);
    expect(out(idea)).not.toMatch(/\bthe z\b|breeze/);
  });

  it('a drink ad pours, a vague style still gets a Style line', () => {
    const text = out('一杯奶茶的广告，竖屏，年轻人喜欢的风格');
    expect(text).toMatch(/^风格：/m);
    expect(beats(text)).toMatch(/冰块哗啦落进杯中/);
    expect(beats(out('a cold beer on a summer porch'))).not.toMatch(/ice/i);
  });

  it('explainers for kids and about cats in boxes carry their answers', () => {
    expect(beats(out('how does an espresso machine work, explained for kids'))).toMatch(
      /pump pushes the hot water through the puck/,
    );
    expect(beats(out('为什么猫咪喜欢钻纸箱？'))).toMatch(/纸板能留住体温/);
  });

  it('a street interview asks strangers, and they answer', () => {
    const text = beats(
      out("street interview asking strangers what they'd do with one extra hour a day"),
    );
    expect(text).toMatch(/The interviewer asks strangers what they'd do/);
    expect(text).toMatch(/stranger laughs, thinks it over and answers/);
    expect(text).not.toMatch(/woulds|the they/);
    expect(beats(out('街头采访路人：如果每天多一个小时你会做什么'))).toMatch(/记者问路人/);
  });

  it('lights going out behind someone is horror, and the clip follows her', () => {
    const idea =
      'The lights in the hallway turn off one by one behind a girl walking home. She does not look back.';
    expect(analyse(idea).subject?.phrase).toBe('the girl');
    expect(analyse(idea).type).toBe('horror');
    expect(out(idea)).toMatch(/^Lighting: The lights going out one by one/m);
    expect(analyse('一个女孩在空荡荡的老医院走廊里，手电筒突然熄灭，远处传来孩子的笑声').type).toBe(
      'horror',
    );
    expect(analyse('凌晨三点，一个程序员在空荡荡的办公室里揉着眼睛').type).not.toBe('horror');
  });

  it('what is said is never staged as a doing, and a pizza slice is no verb', () => {
    expect(beats(out('采访一位做了四十年豆腐的老师傅，他说：“手艺不能丢。”'))).not.toMatch(
      /弧线|手臂后拉/,
    );
    expect(
      beats(
        out(
          'two friends arguing over the last slice of pizza, one says "you had three already" and the other says "that is not the point"',
        ),
      ),
    ).toMatch(/argue over the last slice of pizza/);
    expect(out('honey drizzling onto a stack of pancakes in slow motion')).not.toMatch(/rain/i);
  });
});

describe('analyse: session 25, review 12 (Chinese and sound)', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a look, a time before someone and a sound are no subject and no beat', () => {
    const idea = '日系动漫风格，放学后的少年骑自行车穿过海边小镇，夏天，蝉鸣';
    expect(analyse(idea).subject?.phrase).toBe('少年');
    expect(out(idea)).not.toMatch(/日系动漫出现在画面中|最后，蝉鸣/);
    expect(out(idea)).toMatch(/^声音：[^\n]*蝉鸣/m);
  });

  it('a time-lapse from dusk to a starry sky has its mountain and its stars', () => {
    const idea = '延时摄影：从黄昏到星空的雪山';
    expect(analyse(idea).subject?.phrase).toBe('雪山');
    expect(analyse(idea).transition).toEqual(['dusk', 'night']);
    expect(out(idea)).toMatch(/星星一颗颗亮起来/);
  });

  it('"no sound but her breathing" is the Audio line, in Fast too', () => {
    const idea =
      'astronaut repairing a satellite while Earth turns below, no sound but her breathing';
    expect(out(idea)).toMatch(/^Audio: Only her breathing, nothing else\.$/m);
    expect(expand(idea, { mode: 'fast', duration: '15s', seed: 1 }).prompt).toMatch(
      /^Audio: Only her breathing/m,
    );
    // Expanding the result again changes nothing.
    const once = out(idea);
    expect(out(once)).toBe(once);
  });
});

describe('analyse: session 25, review 13', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('the one asked answers: a pronoun after a line starts its own sentence', () => {
    const idea =
      'street interview: a reporter asks a man "what is the best advice you ever got?" he pauses and answers "never lend money to family"';
    expect(analyse(idea).dialogue.map((line) => line.speaker)).toEqual(['the reporter', 'the man']);
    expect(beats(out(idea))).not.toMatch(/a man he pauses|The reporter answers/);
  });

  it('a couple’s he and she are the man and the woman', () => {
    const idea =
      'an old couple dancing in their kitchen to a radio, he says "still got it" and she laughs';
    expect(beats(out(idea))).toMatch(/The old man says, "still got it"/);
    expect(beats(out(idea))).toMatch(/The old woman laughs/);
  });

  it('a reflection that does not blink is horror, creeping closer', () => {
    const idea = "a little girl's reflection in the mirror doesn't blink when she does";
    expect(analyse(idea).type).toBe('horror');
    expect(out(idea)).not.toMatch(/every detail sharp/);
  });

  it('a 口播 introducing a lipstick shows it to the lens, to lively music', () => {
    const text = out('竖屏口播，博主介绍一款新口红，语气活泼');
    expect(beats(text)).toMatch(/博主在手背上试用/);
    expect(text).toMatch(/^声音：[^\n]*轻快跳跃的流行节拍/m);
    expect(beats(text)).not.toMatch(/目光垂了下去|安静下来/);
  });

  it('a shot said as a clause is no beat; rain outside the window is heard', () => {
    expect(beats(out('ramen being poured into a bowl, steam rising, close up'))).not.toMatch(
      /Close up\./,
    );
    const breakup = out('两个人在咖啡馆分手，女生说：“我们就到这里吧。”男生低头沉默，窗外下着雨。');
    expect(breakup).toMatch(/^声音：[^\n]*雨/m);
  });

  it('the last train has its platform; lights going out 一盏盏 are the light', () => {
    expect(
      out('anime style: a schoolgirl running to catch the last train, cherry blossoms everywhere'),
    ).toMatch(/^Scene: a station platform/m);
    const corridor = out('恐怖片：深夜医院走廊，灯一盏盏熄灭，尽头站着一个穿白衣的小孩');
    expect(corridor).toMatch(/^光线：灯一盏接一盏熄灭/m);
    expect(corridor).not.toMatch(/自动售货机/);
  });

  it('a time-lapse shows the sun rise before the morning light, and trails after dark', () => {
    // The clouds roll before the sun comes up; the light's change is the Lighting line's.
    expect(beats(out('延时摄影：黄山云海日出'))).toMatch(/云海缓缓翻涌[\s\S]*太阳跃出天际/);
    expect(
      beats(out('time-lapse of a city skyline from day to night, traffic light trails')),
      // (Since session 36 the day comes first, then the lights, then the traffic's trails.)
    ).toMatch(/daylight[\s\S]*window by window[\s\S]*traffic streaming/);
  });
});

describe('analyse: session 25, review 14', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a panda is wildlife, not a pet (熊猫 is no 猫)', () => {
    expect(analyse('熊猫吃竹子').type).toBe('nature');
    expect(analyse('一只猫头鹰在夜里转头').type).not.toBe('cinematic');
  });

  it('镜头从下往上摇 is the Camera line’s tilt up, and a city spreads out instead of a texture', () => {
    const text = out('赛博朋克风格的重庆夜景，飞车穿过高楼之间，镜头从下往上摇');
    expect(text).toMatch(/^镜头：[^\n]*上摇/m);
    expect(text).not.toMatch(/滑行|表面的纹理/);
  });

  it('a drink is seen through its glass under the warm light asked for', () => {
    const text = out('一杯奶茶的广告，珍珠慢慢沉下去，暖色灯光');
    expect(text).toMatch(/^镜头：透过杯壁的侧面特写/m);
    expect(text).toMatch(/^光线：温暖的光线/m);
  });

  it('lights that flicker once are steady first; cold brew has its steps; a reveal is staged', () => {
    expect(
      out('An abandoned hospital corridor at 3am. The lights flicker once, then go out.'),
    ).toMatch(/^Lighting: Steady overhead lights that flicker once/m);
    expect(beats(out('how to make cold brew coffee at home'))).toMatch(/strains through a filter/);
    expect(
      beats(out('vertical video for TikTok: a girl reveals her thrifted outfit transformation')),
    ).toMatch(/finished outfit/);
  });

  it('the places people stand in are in the Scene: a hotpot, a stove, an elevator', () => {
    expect(out('两个人在火锅店吵架，女生说：“你根本没在听我说话。”')).toMatch(/红油锅底/);
    expect(out('采访一位街头卖烤红薯的大爷，他说：“干了三十年了。”')).toMatch(/汽油桶改的烤炉/);
    const lift = out('Three coworkers stuck in an elevator.');
    expect(lift).toMatch(/^Scene: a cramped elevator car/m);
    expect(lift).not.toMatch(/windows|stick in/);
  });
});

describe('analyse: session 25, own sampling', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('"satisfying" is how it feels to watch, and a fade is staged with its clippers', () => {
    const text = out('a barber giving a fresh fade, close ups, satisfying');
    expect(text).not.toMatch(/satisfies/);
    expect(beats(text)).toMatch(/the blend melts seamlessly/i);
    expect(text).toMatch(/^Audio: The steady buzz of clippers/m);
  });

  it('a boxer punch is the boxer punching, lit as asked, never an aerial shot', () => {
    const text = out('slow motion boxer punch, sweat flying, dramatic lighting');
    expect(
      analyse('slow motion boxer punch, sweat flying, dramatic lighting').subject?.phrase,
    ).toBe('the boxer');
    expect(text).toMatch(/^Lighting: Dramatic, hard side light/m);
    expect(text).not.toMatch(/aerial|following its flight|high strike/);
  });

  it('a library has shelves, not a blackboard', () => {
    const text = out('一个女孩在图书馆里睡着了，阳光洒在她脸上');
    expect(text).toMatch(/书架/);
    expect(text).not.toMatch(/黑板/);
  });
});

describe('analyse: session 25, review 15', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('late for a flight, running through the airport, is a run with its terminal and its hurry', () => {
    const text = out("POV: you're late for your flight running through the airport");
    expect(beats(text)).toMatch(/You run through the airport/);
    expect(text).not.toMatch(/own hands|at work/);
    expect(text).toMatch(/^Audio: Boarding calls[^\n]*driving percussion/m);
  });

  it('a voice is heard, never filmed: the clip shows the wardrobe it comes from', () => {
    const idea = "a child's voice whispers from inside the wardrobe in an empty house at 3am";
    expect(analyse(idea).subject?.phrase).toBe('the wardrobe');
    expect(out(idea)).not.toMatch(/Open on the child's voice|Closer on the voice/);
  });

  it('"a black sand beach" has no verb in it, and a loop of waves is heard and ends where it began', () => {
    const text = out('seamless loop of ocean waves on a black sand beach');
    expect(analyse('seamless loop of ocean waves on a black sand beach').actions).toEqual([]);
    expect(beats(text)).toMatch(/loop closes seamlessly\.$/);
    expect(text).toMatch(/^Audio: Gentle surf/m);
  });

  it('an abandoned helmet on Mars is outdoors on Mars, not a ruin with windows', () => {
    const text = out(
      'An astronaut discovers a flower growing inside the cracked visor of an abandoned helmet on Mars.',
    );
    expect(text).not.toMatch(/vines|windows|room tone/);
    expect(text).toMatch(/rust-red dust/);
  });
});

describe('analyse: session 25, review 15 (scenes and lines)', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a text overlay is no one’s line', () => {
    const idea =
      "vertical 9:16 video for TikTok: a barista pours latte art, text overlay 'Monday fuel'";
    expect(analyse(idea).dialogue).toEqual([]);
    expect(out(idea)).not.toMatch(/^Dialogue:/m);
  });

  it('a meeting has its room and a manager is "the manager"', () => {
    const text = out(
      'three coworkers in a meeting. Manager: "We need this by Friday." Dev: "Which Friday?"',
    );
    expect(text).toMatch(/^Scene: a glass-walled meeting room/m);
    expect(beats(text)).toMatch(/The manager says/);
  });

  it('a hotpot close-up has no diners; an engine is heard once; 川藏线 has its plateau', () => {
    expect(out('火锅沸腾的特写')).not.toMatch(/两人之间/);
    const ride = out('第一人称视角骑摩托车穿越川藏线');
    expect(ride).toMatch(/公路在高原上层层盘绕/);
    expect(ride.match(/引擎/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('analyse: session 25, Chinese sampling', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a drop falling into still water is staged by its splash and rings', () => {
    expect(beats(out('慢镜头：一滴水落进平静的湖面'))).toMatch(/皇冠般的水花[\s\S]*涟漪/);
  });

  it('by the station’s window is inside: the ship hums, there is no vacuum', () => {
    const text = out('宇航员在空间站的窗边看地球日出');
    expect(text).toMatch(/^声音：[^\n]*舱内设备/m);
    expect(text).not.toMatch(/^声音：[^\n]*(?:真空|头盔)/m);
  });
});

describe('analyse: session 25, the words a creator leaves out', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('"cat knocks glass off table" gets its articles; "product spins 360" is the earbuds turning', () => {
    expect(beats(out('cat knocks glass off table'))).toMatch(
      // (Since session 28 the fall goes on in the push's own beat, told once.)
      /knocks the glass off the table; the glass topples/,
    );
    expect(beats(out('wireless earbuds ad, floating in zero gravity, product spins 360'))).toMatch(
      /The earbuds spin 360 degrees/,
    );
  });

  it('"Studio Ghibli style" is a look, not part of the girl’s name', () => {
    expect(
      analyse('Studio Ghibli style anime girl riding a bicycle through a summer countryside')
        .subject?.phrase,
    ).toBe('the girl');
  });
});

describe('analyse: session 25, review 16', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a rapper performing to camera in a music video is a performance, under its strobes', () => {
    const idea =
      'music video, neon-lit rooftop, a rapper performs to camera while the crowd jumps behind him, handheld, strobe lights';
    expect(analyse(idea).type).toBe('music-video');
    expect(out(idea)).toMatch(/^Lighting: [^\n]*hard strobes/m);
    expect(out(idea)).not.toMatch(/Documentary interview|piano/);
  });

  it('"It" after "for the first time" is the puppy; "shot from low angle" is the camera', () => {
    const text = out(
      'A golden retriever puppy sees snow for the first time. It hesitates at the back door, then bounds out and rolls in it. Shot from low angle, soft overcast light.',
    );
    expect(text).not.toMatch(/The (?:first )?time /);
    expect(text).toMatch(/^Lighting: Soft overcast light/m);
  });

  it('a street interview about the subway is outside; Brooklyn is a real place', () => {
    const idea =
      'street interview: a reporter asks an old man in Brooklyn what he thinks of the new subway line, he shrugs and says "it is late, just like the old one"';
    expect(out(idea)).not.toMatch(/window light|room tone/i);
    expect(out(idea)).toMatch(/the real place shown as it is/);
  });

  it('a surface is no surf; an earbuds case opens onto what is inside; a seaside town has streets', () => {
    const text = out('earbuds case opening on wet slate surface, rim light');
    expect(text).not.toMatch(/wave|sports|screen/i);
    expect(beats(text)).toMatch(/sits revealed in its cradle/);
    const town = out(
      'Studio Ghibli style girl riding a bicycle through a seaside town, summer clouds',
    );
    expect(town).toMatch(/^Style: Hand-drawn anime/m);
    expect(town).not.toMatch(/wet sand/);
  });
});

describe('analyse: session 25, review 16 (Chinese interview, explainer sound)', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('他 after a question is the one asked, in the beats and the Dialogue block', () => {
    const idea =
      '采访：记者问一位外卖小哥“你一天送多少单？”他笑着说“今天还没开张呢。”然后他的手机响了，他说“来了来了！”';
    expect(analyse(idea).dialogue.map((line) => line.speaker)).toEqual([
      '记者',
      '外卖小哥',
      '外卖小哥',
    ]);
    expect(beats(out(idea))).not.toMatch(/记者笑着说/);
  });

  it('an explainer about crying has the answer and no crying in its audio', () => {
    const text = out('why do onions make you cry');
    expect(beats(text)).toMatch(/light gas/);
    expect(text).not.toMatch(/^Audio: [^\n]*crying/m);
  });
});

describe('analyse: session 25, a job interview', () => {
  it('"A third person, the HR manager, whispers" is the HR manager; a job interview is a scene', () => {
    const idea =
      'Job interview gone wrong: the interviewer asks "Where do you see yourself in five years?" and the candidate answers "In your chair." The interviewer laughs nervously. A third person, the HR manager, whispers "hire her".';
    expect(analyse(idea).dialogue.map((line) => line.speaker)).toEqual([
      'the interviewer',
      'the candidate',
      'the HR manager',
    ]);
    expect(analyse(idea).type).not.toBe('interview');
  });
});

describe('analyse: session 25, Chinese horror', () => {
  it('a reflection a beat behind creeps and holds; no one sighs with relief', () => {
    const text = expand('深夜的老宅，镜子里的人比我慢了一拍', {
      mode: 'advanced',
      duration: '15s',
      seed: 1,
    }).prompt;
    // Since session 26 the reflection is staged: it copies, lags, then stares into the lens.
    expect(beats(text)).toMatch(/直直盯着镜头/);
    expect(text).not.toMatch(/舒了口气|手上的动作/);
  });
});

describe('analyse: session 25, review 17', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('a cooked shrimp is food, and its oil sizzles in the beats', () => {
    const text = out('sizzling garlic butter shrimp in a cast iron pan');
    expect(analyse('sizzling garlic butter shrimp in a cast iron pan').type).toBe('food');
    expect(text).not.toMatch(/follows the animal|Natural-history/);
    expect(beats(text)).toMatch(/Hot oil bubbles and spits in the pan/);
  });

  it('a kickflip named as a thing is the skateboarder landing it', () => {
    expect(beats(out('slow motion skateboard kickflip at sunset'))).toMatch(
      /The skateboarder lands a kickflip/,
    );
  });

  it('a rollercoaster POV climbs, drops and screams to urgent music', () => {
    const text = out("POV: you're riding a rollercoaster's first drop");
    expect(beats(text)).toMatch(/lift hill[\s\S]*The drop/);
    expect(text).toMatch(/^Audio: The clack of the chain lift[^\n]*driving percussion/m);
  });

  it('Jules screams; a blizzard is snow; a door handle turning at night is horror; FPV is low', () => {
    const campfire = out(
      'three friends at a campfire telling ghost stories. Maya whispers "Did you hear that?" Leo says "It is just the wind." Then Jules screams.',
    );
    expect(beats(campfire)).toMatch(/Jules screams/);
    expect(out('snow leopard stalking across a cliff in a blizzard')).not.toMatch(/rain|thunder/i);
    expect(analyse('深夜独自在家，门把手慢慢转动').type).toBe('horror');
    expect(out('赛博朋克重庆夜景，无人机穿越高楼')).toMatch(/^镜头：贴着楼宇的低空视角/m);
  });

  it('a chef closing up alone is a story under tungsten light; a vlog in a café is not a pour', () => {
    const chef = out(
      'A tired chef closes her restaurant at 2am. She sits alone at the bar, pours a glass of wine. Warm tungsten light, locked-off wide shot.',
    );
    expect(chef).not.toMatch(/food-commercial|other diners/);
    expect(chef).toMatch(/^Lighting: Warm tungsten light/m);
    expect(out('竖屏短视频，女孩在咖啡馆对镜头说：“今天带你们探店！”')).not.toMatch(/液体缓缓倒入/);
  });
});

describe('analyse: session 25, palettes before the stock one', () => {
  const palette = (idea: string) =>
    expand(idea, { mode: 'advanced', duration: '15s', seed: 1 })
      .prompt.split('\n')
      .find((line) => /^(?:Palette|配色)[:：]/.test(line)) ?? '';

  it('honey, ice, a lotus leaf and people at home bring their own colours', () => {
    expect(palette('慢镜头，蜂蜜从勺子上流下来，滴在松饼上')).toMatch(/蜂蜜金/);
    expect(palette('an ice sculpture melting in the sun, timelapse')).toMatch(/ice blue/i);
    expect(palette('无缝循环，雨滴落在荷叶上')).toMatch(/荷叶绿/);
    expect(
      palette('kid opens a birthday present, finds a puppy inside and screams with joy'),
    ).toMatch(/warm lamp amber/i);
    // What the idea names still comes first: a snowy yard keeps its snow.
    expect(palette('kids build a snowman in the backyard')).toMatch(/snow white/i);
  });
});

describe('analyse: session 25, read-through of ten fresh outputs', () => {
  const out = (idea: string) => expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

  it('"pixar style" is 3D animation; fairy lights are the light; asleep on the subway is no quiet room', () => {
    expect(out('a lonely robot waters the last flower on a ruined earth, pixar style')).toMatch(
      /^Style: Stylised 3D animation/m,
    );
    expect(out("a wedding couple's first dance under fairy lights, guests cheering")).toMatch(
      /^Lighting: Warm fairy lights/m,
    );
    expect(out('一个男生在地铁上睡着了，头慢慢靠到旁边陌生人的肩膀上')).not.toMatch(/屋里很安静/);
  });

  it('a watchmaker is a person with hands of their own', () => {
    expect(analyse('close-up of a watchmaker fixing a tiny gear with tweezers').subject?.kind).toBe(
      'person',
    );
  });
});

describe('analyse: session 26, review 18', () => {
  it('the player dunks in "slow motion of …", and a sports arena is a court, not a stage', () => {
    const plan = analyse('slow motion of a basketball player dunking, sweat flying, arena lights');
    expect(plan.subject?.phrase).toBe('the basketball player');
    expect(plan.actions[0]?.verb).toBe('dunk');
    expect(plan.setting.env).toBe('stadium');
    expect(advanced('slow motion of a basketball player dunking, sweat flying')).not.toMatch(
      /stage/,
    );
  });

  it('a singer in a silver jacket lip-syncing is the subject, not the rooftop', () => {
    const plan = analyse(
      'music video, neon-lit rooftop, female singer in a silver jacket lip-syncing, camera circles her, rain',
    );
    expect(plan.subject?.head).toBe('singer');
    expect(plan.actions.map((action) => action.verb)).toEqual(['lip-sync']);
  });

  it('a vendor in Bangkok flipping pad thai in a wok cooks: food, a wok toss, a real city', () => {
    const idea =
      'street food vendor in Bangkok flipping pad thai in a huge wok at night, flames jumping, handheld close-ups';
    const plan = analyse(idea);
    expect(plan.type).toBe('food');
    expect(plan.actions[0]?.verb).toBe('flip');
    const text = advanced(idea);
    expect(beats(text)).toMatch(/wok/);
    expect(text).not.toMatch(/quiet night|drops back into the pan/);
    expect(text).toMatch(/the real place shown as it is/);
    expect(advanced('街边大叔颠勺炒河粉，火光冲天')).not.toMatch(/俯拍/);
  });

  it('"lights flicker", "top down" and "cool blue rim light" are no doings of the subject', () => {
    const girl = analyse(
      'horror: a little girl in an empty hallway slowly turns her head toward camera, lights flicker',
    );
    expect(girl.actions[1]?.who?.phrase).toBe('the lights');
    expect(girl.setting.place).toBe('in an empty hallway');
    const koi = analyse('seamless loop of koi fish swimming in a circle in a pond, top down');
    expect(koi.actions.map((action) => action.verb)).toEqual(['swim']);
    expect(koi.setting.place).toBe('in a pond');
    expect(advanced('seamless loop of koi fish swimming in a circle in a pond, top down')).toMatch(
      /^Camera: [^\n]*locked-off/m,
    );
    const earbuds = analyse(
      'Product ad for a matte black wireless earbud case opening slowly on a wet slate surface, macro shots, cool blue rim light. End on the logo.',
    );
    expect(earbuds.actions.map((action) => action.verb)).toEqual(['open']);
  });

  it('"anime style girl" is a girl; a suspect who stammers says her own line', () => {
    expect(analyse('anime style girl running to catch the train').subject?.phrase).toBe('the girl');
    const room = advanced(
      'A detective, a nervous suspect, and a lawyer in an interrogation room. The detective says "Where were you on Friday?" The suspect stammers "At home, I swear." The lawyer cuts in: "My client is done talking."',
    );
    expect(room).toMatch(/- The suspect: "At home, I swear\."/);
    expect(room).toMatch(/^Lighting: A single hard lamp over the table/m);
    expect(room).not.toMatch(/window light|two-shot/);
  });
});

describe('analyse: session 26, review 18 (backdrops, textures, mirrors, vehicles)', () => {
  it('a named backdrop leads the Scene line and sets the palette; the ad names its product', () => {
    const sneaker = advanced('sneaker ad against a bright yellow wall');
    expect(lineIn(sneaker, /^Scene:/)).toMatch(
      /^Scene: a bright yellow wall filling the frame behind the sneaker/,
    );
    // (Session 32: a sneaker is shown on a foot, so the camera pushes in rather than orbits.)
    expect(beats(sneaker)).toMatch(/^1\. .*Close on the sneaker/);
    expect(lineIn(sneaker, /^Palette:/)).not.toMatch(/silver|soft grey/);
    const perfume = advanced('一瓶香水的广告，金色液体缓缓流动，背景是黑色丝绸，顶光');
    expect(lineIn(perfume, /^场景：/)).toMatch(/^场景：黑色丝绸铺满香水身后的画面/);
    expect(lineIn(perfume, /^配色：/)).not.toMatch(/纯白|浅灰/);
    expect(lineIn(perfume, /^光线：/)).toMatch(/^光线：顶光从正上方/);
    expect(perfume).not.toMatch(/背景是黑色丝绸。\n/);
  });

  it('the texture named is the close detail', () => {
    expect(advanced('lipstick ad, close-up, velvet texture, red background')).toMatch(
      /A closer look at the velvet texture of the lipstick/,
    );
    expect(advanced('口红广告，特写，丝绒质感，红色背景')).toMatch(/口红的丝绒质感清晰可见/);
  });

  it('a reflection that does not follow is staged and filmed from in front of the mirror', () => {
    const text = advanced('恐怖片：深夜的老宅，镜子里的人影没有跟着我动');
    expect(lineIn(text, /^镜头：/)).toMatch(/第一人称视角，正对镜子/);
    expect(text).toMatch(/直直盯着镜头/);
    expect(text).not.toMatch(/老宅表面的纹理|画面在老宅上停留/);
  });

  it('a place named first is where the flying car goes; a car speeds past the lens', () => {
    expect(analyse('赛博朋克城市雨夜，一辆飞车穿过霓虹灯').subject?.phrase).toBe('飞车');
    const text = advanced('赛博朋克城市雨夜，一辆飞车穿过霓虹灯');
    expect(text).toMatch(/飞车从镜头前一掠而过/);
    expect(text).not.toMatch(/雨夜表面的纹理/);
    expect(advanced('a red sports car speeds down a coastal road')).toMatch(/whips past the lens/);
  });
});

describe('analyse: session 26, review 19', () => {
  it('"skateboarder lands kickflip slow motion": the skater lands a kickflip', () => {
    const plan = analyse('skateboarder lands kickflip slow motion');
    expect(plan.subject?.head).toBe('skateboarder');
    expect(plan.actions[0]).toMatchObject({ verb: 'land', rest: 'a kickflip' });
  });

  it('he who replies is the grandson the idea named', () => {
    const text = advanced(
      'grandma teaching her grandson to make dumplings, she says "fold it like a little boat" and he replies "mine looks like a rock"',
    );
    expect(text).toMatch(/- The grandson: "mine looks like a rock"/);
    expect(lineIn(text, /^Scene:/)).toMatch(/dumplings/);
  });

  it('a vibe is no doing; a smile is no laughing fit; lipstick goes on the lips', () => {
    const anime = advanced(
      'anime style girl running to catch the last train, cherry blossoms, Makoto Shinkai vibes',
    );
    expect(beats(anime)).not.toMatch(/vibes/);
    expect(lineIn(anime, /^Lighting:/)).toMatch(/backlit/);
    const lipstick = advanced('新款口红产品广告，竖屏，模特涂抹后对镜头微笑');
    expect(beats(lipstick)).not.toMatch(/前仰后合|憋着/);
    expect(beats(lipstick)).toMatch(/口红/);
    expect(lineIn(lipstick, /^镜头：/)).toMatch(/唇部/);
    expect(lineIn(lipstick, /^配色：/)).toMatch(/口红红/);
  });

  it('a billboard is no ad; home alone is where the door opens; the door is shut until then', () => {
    const city = advanced('赛博朋克城市夜景，飞车穿过霓虹广告牌，镜头从高空俯冲');
    expect(city).not.toMatch(/产品|微距/);
    const door = advanced('深夜独自在家，走廊尽头的门慢慢打开');
    expect(beats(door)).not.toMatch(/人独自在家|一个人出现/);
    expect(door).not.toMatch(/虚掩/);
  });

  it('a hospital hallway keeps its fluorescent tubes and closes in; a sneaker unboxing is staged', () => {
    const hall = advanced(
      'abandoned hospital hallway, a wheelchair rolls by itself toward the camera, flickering fluorescent lights',
    );
    expect(lineIn(hall, /^Lighting:/)).toMatch(/fluorescent/);
    expect(hall).not.toMatch(/wider view/);
    expect(
      beats(advanced('vertical 9:16 tiktok of a guy unboxing new sneakers, fast cuts')),
    ).toMatch(/out of the box/);
  });
});

describe('analyse: session 26, review 19 (scenes and stills)', () => {
  it('a group is kept in view as faces; a fisherman has boats behind him', () => {
    const pizza = advanced(
      'three friends arguing over the last slice of pizza at 2am. Maya: "I called it." Leo: "You called it yesterday." Sam just eats it.',
    );
    expect(lineIn(pizza, /^Scene:/)).not.toMatch(/on the face\b/);
    expect(
      lineIn(
        advanced(
          'street interview: a reporter asks an old fisherman "What has changed here in 50 years?" and he answers "Fewer fish, more phones."',
        ),
        /^Scene:/,
      ),
    ).toMatch(/fishing boats/);
  });

  it('black velvet is under the watch and darkens the palette; a hard rim light is no soft light', () => {
    const watch = advanced(
      'luxury watch rotating on black velvet, macro, slow dolly in, single hard rim light',
    );
    expect(lineIn(watch, /^Scene:/)).toMatch(/black velvet under the watch/);
    expect(lineIn(watch, /^Palette:/)).not.toMatch(/pure white/);
    expect(watch).not.toMatch(/soft light tracing/);
  });

  it('a hot bowl on show is lifted from and steams; a hot pot is chilli red', () => {
    expect(advanced('steaming ramen bowl closeup')).toMatch(/lift a tangle of noodles/);
    expect(lineIn(advanced('火锅特写，红油翻滚，筷子夹起毛肚'), /^配色：/)).toMatch(/辣油红/);
  });
});

describe('analyse: session 26, review 20', () => {
  it('"ramen steam close up" is the ramen, not "the close"', () => {
    expect(analyse('ramen steam close up').subject?.phrase).toBe('the ramen');
    expect(beats(advanced('ramen steam close up'))).not.toMatch(/\bclose\b/);
  });

  it('the northern lights are night and light the wolf; a wide shot stays wide; no crickets in snow', () => {
    const wolf = advanced(
      'a lone wolf howling on a snowy ridge under the northern lights, wide shot',
    );
    expect(analyse('a lone wolf howling on a snowy ridge under the northern lights').time).toBe(
      'night',
    );
    expect(lineIn(wolf, /^Lighting:/)).toMatch(/aurora/);
    expect(lineIn(wolf, /^Palette:/)).toMatch(/aurora green/i);
    expect(beats(wolf)).not.toMatch(/Closer on/);
    expect(wolf).not.toMatch(/crickets/i);
  });

  it("the daughter's line is hers; the interviewer asks, the old man answers", () => {
    const kitchen = advanced(
      '母亲和女儿在厨房包饺子。女儿说：“妈，我明年不回来了。”妈妈停了一下，说：“那你多带点饺子走。”',
    );
    expect(kitchen).toMatch(/- 女儿：“妈，我明年不回来了。”/);
    const street = advanced(
      '竖屏短视频：街头采访路人，问“你今天开心吗？”，一个大爷笑着回答“开心啊，退休了！”',
    );
    expect(street).toMatch(/- 记者：“你今天开心吗？”/);
    expect(street).toMatch(/- 大爷：“开心啊，退休了！”/);
  });

  it('a black hole and an asteroid field are space, lit and set as such; no wind in space', () => {
    const hole = advanced('宇宙飞船穿越黑洞，科幻大片感');
    expect(lineIn(hole, /^光线：/)).toMatch(/吸积盘/);
    expect(lineIn(hole, /^场景：/)).toMatch(/吸积盘/);
    expect(hole).not.toMatch(/一阵风|风声|风吹/);
    const rocks = advanced('a spaceship flies through an asteroid field');
    expect(rocks).not.toMatch(/grass|fence|fields/);
    expect(rocks).not.toMatch(/\bair\b|wind/);
  });

  it('cool-toned light asked for is written; a band plays its song; a music video keeps its track in Fast', () => {
    expect(lineIn(advanced('手机广告，新品从水中升起，镜头环绕，冷色调灯光'), /^光线：/)).toMatch(
      /冷色调/,
    );
    const band = advanced(
      'music video: indie band playing on a rooftop in the rain, neon city behind, handheld',
    );
    expect(beats(band)).toMatch(/drummer|chorus|chord/);
    expect(band).toMatch(/^Audio: /m);
    const fast = expand(
      'music video for a synthwave song, woman driving a convertible down a neon highway, retro 80s, VHS grain',
      { mode: 'fast', duration: '15s', seed: 1 },
    ).prompt;
    expect(fast).toMatch(/^Audio: /m);
    expect(fast.length).toBeLessThanOrEqual(500);
  });
});

describe('analyse: session 26, review 20 (one person, a scream, a garage)', () => {
  it('one chef has one face; a speaker is named without where they sit', () => {
    expect(
      lineIn(
        advanced('a chef flambés a pan and the flames light up his face, then he plates the dish'),
        /^Lighting:/,
      ),
    ).not.toMatch(/the faces/);
    const garage = advanced(
      'Interview with a retired firefighter in his garage talking about his first rescue. He says: "I didn\'t feel brave, I felt late."',
    );
    expect(garage).toMatch(/^- The retired firefighter: "/m);
    expect(lineIn(garage, /^Scene:/)).toMatch(/workbench/);
  });

  it('a campfire is firelight and a scream is heard', () => {
    const campfire = advanced(
      'Three kids at a campfire telling ghost stories. Maya whispers "Did you hear that?", Leo says "It\'s just the wind," and Sam screams.',
    );
    expect(lineIn(campfire, /^Palette:/)).toMatch(/firelight orange/i);
    expect(lineIn(campfire, /^Audio:/)).toMatch(/scream/);
  });
});

describe('analyse: session 26, review 21', () => {
  it('an ad that ends on its logo ends there, and its own length is said again', () => {
    const ad = advanced(
      '30 second ad for a matte black wireless earbud, slow orbit, hard rim light, ends on the logo',
    );
    // (The orbit is told beat by beat; the last beat is the logo's, at the clip's end.)
    expect(beats(ad)).toMatch(/\[\d+-30s\] End on the logo, crisp and centred\.$/);
    expect(beats(ad)).toMatch(/The orbit begins on the front/);
    expect(ad).toMatch(/^Technical: 30s, 16:9\.$/m);
  });

  it('silence asked for is the sound; knocking is heard; found footage is raw, never still', () => {
    expect(
      lineIn(
        advanced(
          'astronaut repairing a satellite while Earth turns below, silence, then a bolt floats away',
        ),
        /^Audio:/,
      ),
    ).toMatch(/^Audio: Silence, only breathing inside the helmet/);
    const closet = advanced(
      'found footage: a babysitter hears knocking from inside the closet at 3am',
    );
    expect(lineIn(closet, /^Style:/)).toMatch(/Found-footage/);
    expect(closet).not.toMatch(/stillness|creeps closer|ajar/);
    expect(lineIn(closet, /^Audio:/)).toMatch(/knocks/);
    expect(lineIn(advanced('cat knocks glass off table'), /^Audio:/)).not.toMatch(/knocks/);
  });

  it('a car driving is staged; rain on the windshield is the scene; "hands only" is a framing', () => {
    const car = advanced(
      'music video for a synthwave song, neon car driving at night, handheld, heavy rain on the windshield',
    );
    expect(lineIn(car, /^Scene:/)).toMatch(/windshield/);
    expect(beats(car)).toMatch(/whips past the lens/);
    const chef = advanced(
      'A chef explains how to fold dumplings step by step, hands only, overhead camera. Then she holds up the finished plate and says "That\'s it, fourteen pleats."',
    );
    expect(beats(chef)).not.toMatch(/hands only/);
    expect(lineIn(chef, /^Camera:/)).toMatch(/Overhead/);
  });

  it('golden liquid moves; a GRWM keeps the beat under her voice', () => {
    expect(beats(advanced('一瓶香水的广告，金色液体，黑色背景，微距镜头'))).toMatch(
      /金色液体在瓶中缓缓流转/,
    );
    expect(
      lineIn(
        advanced(
          'vertical 9:16 tiktok of a girl doing a get ready with me routine, talking to camera',
        ),
        /^Audio:/,
      ),
    ).toMatch(/under the voice/);
  });

  it('someone at the end of the corridor stands there; the master pulls noodles', () => {
    const hall = advanced('深夜的医院走廊，灯光一闪一闪，尽头有个穿白衣服的小孩');
    expect(lineIn(hall, /^光线：/)).toMatch(/忽明忽暗/);
    expect(beats(hall)).toMatch(/小孩站在尽头/);
    expect(hall).not.toMatch(/门都关着/);
    const noodles = analyse('一碗热腾腾的兰州拉面，师傅现场拉面，竖屏短视频');
    expect(noodles.subject?.phrase).toBe('师傅');
    expect(beats(advanced('一碗热腾腾的兰州拉面，师傅现场拉面，竖屏短视频'))).toMatch(/面丝/);
  });
});

describe('analyse: session 26, loose ground and left-out articles', () => {
  it('rolling in snow or sand, a leap into leaves and a puddle jump show what the ground does', () => {
    expect(beats(advanced('熊猫宝宝在雪地里打滚'))).toMatch(/雪花从毛上飞散/);
    expect(beats(advanced('a golden retriever rolls in the sand'))).toMatch(
      /sand flying from its coat/,
    );
    const leaves = beats(advanced('a kid jumps into a pile of autumn leaves'));
    expect(leaves).toMatch(/Leaves burst up/);
    expect(leaves).not.toMatch(/steady and sure/);
    const puddle = advanced('a little girl in yellow rain boots jumps in a puddle');
    expect(analyse('a little girl in yellow rain boots jumps in a puddle').subject?.phrase).toBe(
      'the little girl in yellow rain boots',
    );
    expect(beats(puddle)).toMatch(/muddy water sprays out/);
  });

  it('"catches frisbee at beach" gets its articles; a station has one train, waiting', () => {
    expect(beats(advanced('golden retriever catches frisbee at beach'))).toMatch(
      /catches the frisbee at the beach/,
    );
    const station = advanced(
      'Two old friends meet at a train station after 20 years. She says "You kept the scarf." He laughs and says "You told me to."',
    );
    expect(station).not.toMatch(/a train sliding in/);
  });
});

describe('analyse: session 26, review 22', () => {
  it('a camera move before the product leads in; the product sits on its marble counter', () => {
    const idea =
      'slow dolly in on a matte black wireless earbud case opening on a marble counter, soft rim light, 8 seconds';
    expect(analyse(idea).subject?.head).toBe('case');
    expect(lineIn(advanced(idea), /^Scene:/)).toMatch(/a marble counter under the case/);
  });

  it('Mission control says its own line; an astronaut is no flight to follow', () => {
    const text = advanced(
      'An astronaut repairs a solar panel on the ISS while Earth rotates below. Suddenly a piece of debris flies past and she ducks. Mission control: "Sarah, are you okay?"',
    );
    expect(text).toMatch(/^- Mission control: "Sarah, are you okay\?"/m);
    expect(lineIn(text, /^Camera:/)).not.toMatch(/following its flight/);
  });

  it('clouds towering are clouds; a pebble beach has pebbles; nobody passes an empty alley', () => {
    expect(
      beats(
        advanced(
          'Studio Ghibli style girl riding a bicycle through a summer countryside, clouds towering',
        ),
      ),
    ).not.toMatch(/girl clouds/);
    const pebbles = advanced('seamless loop of waves lapping on a pebble beach');
    expect(pebbles).not.toMatch(/sand/);
    expect(lineIn(pebbles, /^Scene:/)).toMatch(/pebbles/);
    expect(
      advanced(
        'music video: singer in a red suit dancing alone in an empty bowling alley under neon lights',
      ),
    ).not.toMatch(/passers-by/);
  });

  it('35mm film is a look, not a lens; "no music" is the sound asked for', () => {
    const party = advanced(
      'a child blows out birthday candles, no music, no text on screen, shot on 35mm film',
    );
    expect(lineIn(party, /^Style:/)).toMatch(/35mm film/);
    expect(lineIn(party, /^Camera:/)).not.toMatch(/35mm lens/);
    expect(lineIn(party, /^Audio:/)).toMatch(/^Audio: No music/);
  });

  it('light through the water and live-stream light are the light, not beats; a hot pot bubbles', () => {
    const perfume = advanced('香水广告，玻璃瓶在水中缓缓旋转，金色光线透过水面');
    expect(lineIn(perfume, /^光线：/)).toMatch(/水纹/);
    expect(beats(perfume)).not.toMatch(/金色光线透过水面/);
    const live = advanced(
      '竖屏短视频，主播手拿一支口红介绍：“这个颜色超级显白，姐妹们冲！”，直播间灯光',
    );
    expect(beats(live)).not.toMatch(/直播间灯光/);
    expect(lineIn(live, /^光线：/)).toMatch(/环形灯/);
    const hotpot = advanced('火锅店里，服务员端上一锅红油翻滚的火锅，一家人举杯说“干杯！”');
    expect(lineIn(hotpot, /^配色：/)).toMatch(/辣油红/);
    expect(lineIn(hotpot, /^声音：/)).toMatch(/咕嘟/);
  });
});

describe('analyse: session 26, things done to in order', () => {
  it('"broth poured, chashu laid, egg sliced open" are steps, each done to the thing', () => {
    const text = expand(
      'close-up of ramen being assembled: broth poured, chashu laid, soft-boiled egg sliced open, steam rising',
      { mode: 'advanced', duration: '15s', seed: 1 },
    ).prompt;
    expect(text).toMatch(/The broth is poured\./);
    expect(text).toMatch(/The chashu is laid\./);
    expect(text).toMatch(/The soft-boiled egg is sliced open/);
    expect(text).not.toMatch(/chashu lays/);
  });
});

describe('analyse: session 26, a where-clause', () => {
  it('"a hallway where the lights turn off one by one" stages the lights going out', () => {
    const plan = analyse(
      'found footage of a hallway where the lights turn off one by one towards the camera',
    );
    expect(plan.actions[0]?.who?.phrase ?? plan.subject?.phrase).toBe('the lights');
    expect(
      expand('found footage of a hallway where the lights turn off one by one towards the camera', {
        mode: 'advanced',
        duration: '15s',
        seed: 1,
      }).prompt,
    ).toMatch(/The final light winks out/);
  });
});

describe('analyse: session 26, review 23', () => {
  it('something breathing under the bed is horror, heard, and filmed on the bed', () => {
    const text = advanced('something is breathing under the bed');
    expect(analyse('something is breathing under the bed').type).toBe('horror');
    expect(beats(text)).toMatch(/Open on the bed/);
    expect(beats(text)).not.toMatch(/on something/);
    expect(lineIn(text, /^Audio:/)).toMatch(/breathing/);
  });

  it('a named place keeps its name; "有个小女孩" is the girl', () => {
    expect(beats(advanced('drone flying over the Faroe Islands at golden hour'))).not.toMatch(
      /the Islands/,
    );
    expect(
      beats(
        advanced(
          '废弃医院走廊，灯忽明忽暗，尽头有个小女孩背对镜头站着。镜头慢慢推进，她突然转头。',
        ),
      ),
    ).toMatch(/小女孩突然转头/);
  });

  it('a website background is a use, not a backdrop; a delivery is no pizza night; a water town is no street', () => {
    expect(advanced('seamless loop of a koi pond, top-down, for a website background')).not.toMatch(
      /website background filling/,
    );
    expect(advanced("POV: you're a pizza delivery guy climbing a 40 floor stairwell")).not.toMatch(
      /one slice left/,
    );
    const town = advanced('第一人称视角骑自行车穿过江南水乡小巷');
    expect(lineIn(town, /^配色：/)).toMatch(/黛瓦/);
    expect(lineIn(town, /^声音：/)).not.toMatch(/车流/);
  });
});

describe('analyse: session 26, a role named alone', () => {
  it('a lone driver drives and a ballerina dances, staged, not "a small, natural movement"', () => {
    expect(advanced('A lone driver on a neon highway at night, rain on the windshield')).toMatch(
      /hands on the wheel/,
    );
    const ballet = advanced('a ballerina on an empty stage, single spotlight');
    expect(ballet).toMatch(/sweeping turn/);
    expect(ballet).not.toMatch(/small, natural movement/);
  });
});

describe('analyse: session 26, a list of three', () => {
  it('"a barista, a customer and the manager argue": all three argue', () => {
    expect(
      analyse('a barista, a customer and the manager argue over a spilled latte.').subject?.phrase,
    ).toBe('the barista, the customer and the manager');
  });
});

describe('analyse: session 26, review 24', () => {
  it('a barista named alone pours the latte art', () => {
    expect(beats(advanced('barista, latte art, slow motion'))).toMatch(/pattern blooming/);
  });

  it('moody overcast is the light and the palette; crashing waves are no gentle surf; no footprints from a drone', () => {
    const iceland = advanced(
      "drone shot over Iceland's black sand beach, waves crashing, moody overcast",
    );
    expect(lineIn(iceland, /^Lighting:/)).toMatch(/overcast/);
    expect(lineIn(iceland, /^Palette:/)).not.toMatch(/turquoise|aqua/);
    expect(iceland).not.toMatch(/gentle surf|footprints/);
  });

  it('bicycle gears are explained: the lever, the derailleur, the cog', () => {
    const gears = beats(
      advanced('how does a bicycle gear shifting work, explained with close-ups'),
    );
    expect(gears).toMatch(/derailleur/);
    expect(gears).not.toMatch(/explains with/);
  });

  it('an abandoned space station with something in the vents is horror, with no stars in view', () => {
    const idea =
      'abandoned space station, emergency lights flicker red. Something moves in the vents.';
    expect(analyse(idea).type).toBe('horror');
    expect(advanced(idea)).not.toMatch(/stars that do not twinkle|vast scale/);
  });
});

describe('analyse: session 26, review 24 (names shown, sunsets)', () => {
  it('a logo text or a brand name is shown, never said', () => {
    const watch = advanced(
      "luxury watch ad: the watch spins on black glass, a single rim light sweeps across the dial. End on the logo text 'ORBIT'.",
    );
    expect(watch).not.toMatch(/^Dialogue:/m);
    expect(beats(watch)).toMatch(/End on the logo, 'ORBIT', crisp and centred/);
    const earbuds = advanced(
      '新款蓝牙耳机广告，竖屏，白色背景，耳机缓缓旋转，最后出现品牌名"声浪"',
    );
    expect(earbuds).not.toMatch(/^对白：/m);
    expect(beats(earbuds)).toMatch(/品牌名“声浪”浮现在画面中央/);
  });

  it('a sunset named is the light, not an overcast day', () => {
    expect(
      lineIn(
        advanced(
          '两个老同学在火车站重逢，男生说："你一点都没变。"女生说："你骗人。"镜头慢慢拉远，夕阳西下。',
        ),
        /^光线：/,
      ),
    ).not.toMatch(/阴天/);
  });
});

describe('analyse: session 26, a fox mousing', () => {
  it('a fox pouncing headfirst dives into the snow', () => {
    expect(beats(advanced('red fox hunting mice in deep snow, pouncing headfirst'))).toMatch(
      /plunges headfirst into the snow/,
    );
  });
});

describe('analyse: session 26, review 25', () => {
  it('the question an interviewer asks is the interviewer’s line', () => {
    const text = advanced(
      '竖屏短视频，街头采访路人：“你觉得幸福是什么？”一个老大爷说：“能吃能睡就是幸福。”',
    );
    expect(text).toMatch(/- 记者：“你觉得幸福是什么？”/);
  });

  it('a question asked in a quoted line is no explainer', () => {
    expect(
      analyse('妈妈在厨房包饺子，女儿问：“妈，为什么每年都要包饺子？”妈妈笑着说：“因为团圆。”')
        .type,
    ).toBe('drama');
  });

  it('a lighthouse keeper is ashore; a found-footage vibe is no doing; a door that opens is shut before', () => {
    const keeper = advanced(
      'A lighthouse keeper climbs the spiral stairs in a storm. He lights the lamp just as a ship appears through the fog.',
    );
    expect(keeper).not.toMatch(/on deck|the bow|the hull/);
    const hall = advanced(
      'a little girl in a hallway at night, the door at the end slowly opens by itself. horror, found footage vibe',
    );
    expect(hall).not.toMatch(/finds footage|ajar|vending machine/);
  });
});

describe('analyse: session 26, review 25 (the rest)', () => {
  it('ramen is served in a bowl; the rain is the scene from the start; a move is said once', () => {
    expect(advanced('close-up of ramen being served, steam rising')).not.toMatch(/plate|linen/);
    expect(beats(advanced('赛博朋克风格的未来城市，飞车穿梭，霓虹灯下下着雨'))).not.toMatch(
      /下着雨/,
    );
    const barista = advanced(
      'vertical 9:16 tiktok of a barista doing latte art, handheld, fast cuts',
    );
    expect(lineIn(barista, /^Camera:/)).not.toMatch(/handheld[^\n]*handheld/i);
    expect(beats(barista)).toMatch(/pattern blooming/);
  });
});

describe('analyse: session 26, named cities', () => {
  it('Chongqing and San Francisco are set by their own streets', () => {
    expect(lineIn(advanced('第一人称视角骑摩托穿过重庆的山城街道'), /^场景：/)).toMatch(/轻轨/);
    expect(
      lineIn(advanced("POV: you're skateboarding downhill through San Francisco"), /^Scene:/),
    ).toMatch(/cable-car/);
  });
});

describe('analyse: session 26, review 26', () => {
  it('"Ana, calmly:" says her own line; a girl who answers is the girl', () => {
    const room = advanced(
      'Three coworkers in a meeting room. Priya: "The server is down." Tom: "Which one?" Ana, calmly: "All of them."',
    );
    expect(room).toMatch(/^- Ana: "All of them\."/m);
    expect(lineIn(room, /^Camera:/)).not.toMatch(/two-shot/);
    const street = advanced(
      '街头采访：记者问路人“你今年最开心的事是什么？”一个女孩回答：“考上研究生了！”',
    );
    expect(street).toMatch(/- 女孩：“考上研究生了！”/);
    expect(beats(street)).not.toMatch(/“记者问路人/);
  });

  it('"shot low at puppy eye level" and "warm afternoon light" are written out', () => {
    const puppy = advanced(
      'A golden retriever puppy tries to climb stairs for the first time, falls, then tries again and makes it. Shot low at puppy eye level, warm afternoon light.',
    );
    expect(lineIn(puppy, /^Camera:/)).toMatch(/eye level/);
    expect(lineIn(puppy, /^Lighting:/)).toMatch(/afternoon/);
  });
});

describe('analyse: session 26, read-through', () => {
  it('skipping stones is no skiing; a skier still skis', () => {
    expect(
      analyse('a grandfather teaches his grandson to skip stones on a lake at sunset').type,
    ).not.toBe('sports');
    expect(analyse('a skier carves down fresh powder').type).toBe('sports');
  });
});

describe('analyse: session 27, review 27', () => {
  it('a milk tea ad films 奶茶, not "奶茶的", in its own colours', () => {
    const tea = advanced('一杯奶茶的产品广告，冰块掉进杯子里，慢动作');
    expect(beats(tea)).not.toMatch(/奶茶的/);
    expect(lineIn(tea, /^配色：/)).toMatch(/焦糖|奶茶/);
  });

  it('why a cat pushes things off a table is filmed with the cat, and answered', () => {
    for (const idea of ['为什么猫喜欢推东西下桌子？', 'why do cats knock things off tables?']) {
      const text = advanced(idea);
      expect(beats(text)).toMatch(/猎手|hunter/);
      expect(lineIn(text, /^(?:Scene|场景)：?:?/)).not.toMatch(/diagrams|示意图/);
    }
    expect(analyse('为什么猫喜欢推东西下桌子？').subject?.phrase).toBe('猫');
  });

  it('an animal habit no table knows is filmed, then marked; "tilt its head" is the verb', () => {
    const dog = beats(advanced('why does my dog tilt its head'));
    expect(dog).toMatch(/^1\. \[0-4s\] Open on the dog, filmed close as it tilts its head\./m);
    expect(beats(advanced('为什么狗喜欢追自己的尾巴'))).toMatch(/近距离拍下狗追自己的尾巴/);
  });

  it('the palette follows golden hour, sunrise and neon, not fog, rock or a mood word', () => {
    const faroe = advanced(
      'drone shot over the Faroe Islands cliffs at golden hour, waves crashing far below, mist rolling in',
    );
    expect(lineIn(faroe, /^Palette:/)).toMatch(/amber|gold/i);
    const synth = advanced(
      'music video for a moody synthwave track, a woman driving a convertible through neon-lit Tokyo at night, handheld',
    );
    expect(lineIn(synth, /^Palette:/)).not.toMatch(/slate|fog/i);
    expect(lineIn(advanced('日出时的黄山云海延时摄影'), /^配色：/)).toMatch(/玫瑰金|蜜桃/);
  });
});

describe('analyse: session 27, review 27 (doings)', () => {
  it('a skydive, three outfits, a panda with bamboo and a stinky-tofu tasting are staged', () => {
    const sky = advanced("POV: you're skydiving over Dubai");
    expect(beats(sky)).toMatch(/canopy/);
    expect(lineIn(sky, /^Camera:/)).not.toMatch(/hands/);
    expect(lineIn(sky, /^Scene:/)).toMatch(/desert|palm/i);
    expect(
      beats(advanced('vertical 9:16 tiktok of a girl trying on three outfits, quick cuts')),
    ).toMatch(/second outfit[\s\S]*third outfit/);
    expect(beats(advanced('熊猫吃竹子'))).toMatch(/竹皮|外皮/);
    expect(beats(advanced('竖屏短视频：美食博主试吃街边臭豆腐，表情夸张'))).toMatch(/皱/);
  });

  it('the idea’s short sentence carries the closer detail when it has no beat of its own', () => {
    expect(beats(advanced('a surfer rides a huge wave at sunset'))).toMatch(
      /The surfer rides a huge wave; their board cuts a white line/,
    );
    expect(beats(advanced('熊猫吃竹子'))).toMatch(/熊猫吃竹子，用牙撕下/);
    // A verb that names the result ("knocks over") keeps its detail for before it.
    expect(beats(advanced('cat knocks over coffee'))).toMatch(
      /The cat knocks over the cup of coffee;/,
    );
    expect(beats(advanced('小猫把杯子推下桌子'))).toMatch(/小猫把杯子推下桌子，翻过边缘/);
  });

  it('three coworkers get a group shot; a dunk is seen whole; a horror corridor is deep', () => {
    const room = advanced(
      'three coworkers in a meeting room. The manager says "We\'re cutting the budget." Sam says "Again?" and Priya just sighs.',
    );
    expect(lineIn(room, /^Camera:/)).not.toMatch(/two-shot/);
    expect(lineIn(advanced('basketball player dunks in slow motion'), /^Camera:/)).toMatch(/wide/);
    expect(
      lineIn(advanced('深夜的宿舍走廊，灯一盏一盏熄灭，尽头站着一个穿红衣服的人'), /^镜头：/),
    ).toMatch(/纵深/);
    expect(beats(advanced('古风女子在竹林里舞剑，衣袖飘飘'))).toMatch(/女子收剑/);
  });
});

describe('analyse: session 27, review 27 (sound and the last beat)', () => {
  it('an alarm in a spacesuit is heard; rain on a loop needs no soundbed; latte art is held', () => {
    const suit = advanced(
      'An astronaut repairs a cracked solar panel outside the station. Her oxygen alarm starts beeping. She glances at the gauge and keeps working.',
    );
    expect(lineIn(suit, /^Audio:/)).toMatch(/beep/);
    expect(
      lineIn(advanced('seamless loop of a cat sleeping by a rainy window'), /^Audio:/),
    ).not.toMatch(/soundbed/);
    expect(
      beats(
        advanced(
          'close-up of coffee being poured into a glass of milk, latte art forming, overhead shot, soft window light',
        ),
      ),
    ).toMatch(/Hold on the latte art/);
  });
});

describe('analyse: session 27, review 28', () => {
  it('"He says" is the retired boxer, not his granddaughter; a lesson is no sports ad', () => {
    const idea =
      'A retired boxer teaches his granddaughter to throw a jab in a dusty garage. He says "keep your elbow in." She misses, laughs, and tries again.';
    expect(analyse(idea).dialogue[0]?.speaker).toMatch(/boxer/i);
    expect(analyse(idea).type).toBe('drama');
    expect(analyse(idea).people).toBe(2);
  });

  it('arguing about who ate the last slice is one doing, and the box is empty', () => {
    const idea =
      'two old friends arguing about who ate the last slice of pizza, one says "you had three already" and the other says "those were small slices"';
    expect(analyse(idea).actions[0]?.rest).toBe('about who ate the last slice of pizza');
    expect(lineIn(advanced(idea), /^Scene:/)).not.toMatch(/slice left/);
  });
});

describe('analyse: session 27, review 28 (what the camera finds, Mars)', () => {
  it('what the camera pushes toward comes into view, last', () => {
    const faroe = beats(
      advanced(
        'Drone shot over the Faroe Islands cliffs, fog rolling in, golden hour. The camera pushes forward toward a tiny village with a red-roofed church.',
      ),
    );
    expect(faroe).toMatch(/The tiny village with a red-roofed church comes into view\.$/);
  });

  it('Mars has a dusty sky, a thin wind, and a flower found is shown', () => {
    const mars = advanced('宇航员在火星上发现了一朵花');
    expect(mars).not.toMatch(/真空/);
    expect(beats(mars)).toMatch(/蹲下/);
    expect(beats(mars)).not.toMatch(/手上的动作/);
    expect(advanced('an astronaut on Mars finds a tiny green sprout in the red dust')).not.toMatch(
      /vacuum/,
    );
  });
});

describe('analyse: session 27, review 28 (surfaces and endings)', () => {
  it('a wet stone is a surface, not a beach; "product" is no part of the earbuds', () => {
    const buds = advanced(
      'wireless earbuds product ad, matte black case, slow orbit shot on a wet stone',
    );
    expect(lineIn(buds, /^Scene:/)).toMatch(/a wet stone under the earbuds/);
    expect(lineIn(buds, /^Scene:/)).not.toMatch(/wave/);
    expect(beats(buds)).toMatch(/The orbit begins on the front of the wireless earbuds/);
  });

  it('marble under a bottle is not its texture; a landed kickflip is not said twice', () => {
    const bottle = advanced('luxury perfume bottle on wet black marble, slow dolly in, rim light');
    expect(beats(bottle)).not.toMatch(/marble texture/);
    expect(beats(advanced('skateboarder lands kickflip slow-motion'))).toMatch(
      /The skateboarder lands a kickflip\.$/,
    );
  });
});

describe('analyse: session 27, review 28 (vox pops, cities into night)', () => {
  it('a street interview has no score under it; a sit-down interview keeps its piano', () => {
    const vox = advanced(
      'street interview: reporter asks a stranger "what\'s the best advice you ever got?" and he answers "never trust a quiet dog"',
    );
    expect(lineIn(vox, /^Audio:/)).not.toMatch(/piano|score/);
    expect(
      lineIn(
        advanced(
          'documentary interview with an old fisherman on his boat, he says "The sea gave me everything"',
        ),
        /^Audio:/,
      ),
    ).toMatch(/piano/);
  });

  it('a city from day to night gets both colours, its lights coming on, and the Bund', () => {
    const bund = advanced('延时摄影：上海外滩从白天到夜晚');
    expect(lineIn(bund, /^配色：/)).toMatch(/钠灯/);
    expect(lineIn(bund, /^场景：/)).toMatch(/黄浦江/);
    expect(beats(bund)).toMatch(/白天[\s\S]*灯光一盏盏亮起/);
    expect(beats(advanced('time-lapse of a city skyline from day to night'))).toMatch(/flick on/);
  });
});

describe('analyse: session 27, review 28 (a fitted sheet, a delivery POV, a GRWM)', () => {
  it('folding a fitted sheet has its real steps; a delivery rider rides and hands over', () => {
    expect(beats(advanced('how to fold a fitted sheet'))).toMatch(/corner/);
    const rider = beats(
      advanced("POV you're a pizza delivery driver in Tokyo at night in the rain"),
    );
    expect(rider).toMatch(/handlebars/);
    expect(rider).not.toMatch(/job in front of you/);
  });

  it('a GRWM talking to camera is not at a mirror', () => {
    const grwm = advanced(
      'vertical 9:16 tiktok, girl doing a get ready with me makeup routine talking to camera',
    );
    expect(beats(grwm)).not.toMatch(/mirror/);
    expect(beats(grwm)).toMatch(/camera|lens/);
  });
});

describe('analyse: session 27, review 28 (wontons, dutch angles)', () => {
  it('a bowl of chilli-oil wontons is lifted by a spoon, not left steaming as a beat', () => {
    const zh = advanced('一碗红油抄手的特写，热气腾腾');
    expect(beats(zh)).toMatch(/勺子/);
    expect(beats(zh)).not.toMatch(/^\d\.【[^】]+】热气腾腾。$/m);
    expect(lineIn(zh, /^场景：/)).not.toMatch(/亚麻布/);
    expect(beats(advanced('chili oil wontons close up'))).toMatch(/spoon/);
  });

  it('"dutch angles" is the camera line’s', () => {
    expect(
      lineIn(
        advanced(
          'music video for a synthwave track, a woman drives a convertible through a neon city at night, handheld, dutch angles',
        ),
        /^Camera:/,
      ),
    ).toMatch(/dutch angle/i);
  });
});

describe('analyse: session 27, review 29', () => {
  it('a glass of water that freezes is the glass, frozen in stages, in ice colours', () => {
    const glass = advanced(
      'a glass of water that freezes from the bottom up as someone watches, handheld, no music',
    );
    expect(beats(glass)).toMatch(/^1\. \[0-5s\] Open on the glass of water/m);
    expect(beats(glass)).toMatch(/frost/);
    expect(lineIn(glass, /^Palette:/)).toMatch(/ice/i);
  });

  it('"step by step" asks for the steps and tells none; a fitted sheet still folds', () => {
    expect(beats(advanced('how to fold a fitted sheet, step by step'))).toMatch(/corner/);
    expect(beats(advanced('how to fold a fitted sheet, step by step'))).not.toMatch(/, step/);
  });

  it('a dark hallway seen first-person is horror; an open fridge at 3am is the light', () => {
    const hall = advanced('POV walking down a dark hallway, door at the end slowly creaks open');
    expect(
      analyse('POV walking down a dark hallway, door at the end slowly creaks open').type,
    ).toBe('horror');
    expect(lineIn(hall, /^Audio:/)).not.toMatch(/acoustic groove/);
    const fridge = advanced('POV: you open the fridge at 3am and something is looking back');
    expect(lineIn(fridge, /^Lighting:/)).toMatch(/fridge/);
  });

  it('a lipstick ad turns its bullet up; 金色光线 is the light', () => {
    const lip = advanced('口红产品广告，特写，慢动作，金色光线');
    expect(lineIn(lip, /^光线：/)).toMatch(/金色/);
    expect(beats(lip)).toMatch(/膏体缓缓旋出/);
    expect(beats(lip)).not.toMatch(/出现在画面中/);
  });
});

describe('analyse: session 27, review 29 (sound and riders)', () => {
  it('a tool drifting away in orbit gets no playful score; a station argument hears the trains', () => {
    const orbit = advanced(
      'An astronaut repairs a satellite while Earth turns below. A tool slips from her glove and drifts away into the dark. She watches it go, then keeps working.',
    );
    expect(lineIn(orbit, /^Audio:/)).not.toMatch(/playful|pizzicato/);
    const station = advanced(
      '两个人在地铁站吵架，女生说：“你根本不在乎我。”男生说：“我在乎，只是我太累了。”',
    );
    expect(lineIn(station, /^声音：/)).toMatch(/列车|站台/);
  });

  it('a motorbike POV has handlebars and a driving beat; the other fisherman stays the other', () => {
    const ride = advanced('第一人称视角骑摩托车穿过重庆的夜景');
    expect(beats(ride)).toMatch(/车把/);
    expect(lineIn(ride, /^声音：/)).not.toMatch(/木吉他/);
    const dock = advanced(
      'Two old fishermen on a dock at dawn. One says "They\'re not biting today." The other laughs and says "They never bite when you talk."',
    );
    expect(beats(dock)).toMatch(/The other fisherman says, "They never bite/);
  });
});

describe('analyse: session 27, review 29 (petals, flares, a poured bowl)', () => {
  it('lens flares are the light; cherry blossoms are in the scene; petals fall all along', () => {
    expect(
      lineIn(
        advanced(
          'music video for a synthwave track, neon car driving through rain at night, lens flares',
        ),
        /^Lighting:/,
      ),
    ).toMatch(/lens flares/);
    expect(
      lineIn(
        advanced('anime girl on a rooftop at sunset, wind blowing her hair, cherry blossoms'),
        /^Scene:/,
      ),
    ).toMatch(/petals/);
    const sword = advanced('古风少女在竹林中舞剑，花瓣飘落');
    expect(lineIn(sword, /^场景：/)).toMatch(/花瓣/);
    expect(beats(sword)).not.toMatch(/最后，花瓣飘落/);
  });

  it('ramen poured into a bowl clinks no cup and ends on the ramen, not the steam', () => {
    const ramen = advanced('sizzling ramen being poured into a bowl, steam rising, overhead shot');
    expect(lineIn(ramen, /^Audio:/)).not.toMatch(/cup/);
    expect(beats(ramen)).not.toMatch(/Hold on the steam/);
  });
});

describe('analyse: session 27, review 29 (a reveal)', () => {
  it('someone just standing in a horror corridor is revealed when the lights come back', () => {
    const ward = beats(advanced('恐怖片：深夜医院走廊，灯光闪烁，一个小女孩背对镜头站着'));
    expect(ward).toMatch(/空荡荡/);
    expect(ward).toMatch(/灯光再亮起时，小女孩背对镜头站着/);
  });
});

describe('analyse: session 27, review 30', () => {
  it('a camera that follows from below and cranes up is said as one move; the storm comes into view', () => {
    const keeper = advanced(
      'A lone lighthouse keeper climbs the spiral stairs at dusk, lantern in hand. The camera follows from below in a single continuous shot, then cranes up past the top to reveal a storm rolling in over the sea.',
    );
    expect(lineIn(keeper, /^Camera:/)).toMatch(/following from below, then craning up/);
    expect(lineIn(keeper, /^Camera:/)).not.toMatch(/tracking shot alongside/);
    expect(beats(keeper)).toMatch(/The storm rolling in over the sea comes into view\./);
    expect(beats(keeper)).not.toMatch(/The cranes/);
  });

  it('黄山日出云海 is the sea of clouds at sunrise; flying cars weave, they fill no lanes', () => {
    const lapse = beats(advanced('黄山日出云海延时摄影'));
    expect(lapse).not.toMatch(/黄山日出云海/);
    expect(lapse).toMatch(/黄山云海/);
    const cars = advanced('未来城市，飞行汽车穿梭在高楼之间，赛博朋克风格，夜景');
    expect(beats(cars)).not.toMatch(/车道/);
    // (Flying cars weave between towers, far above any roadside: blind review 46.)
    expect(lineIn(cars, /^镜头：/)).not.toMatch(/路边/);
  });

  it('a ramen shop is a restaurant, not a store, and it is not a hushed night', () => {
    const shop = advanced(
      'ramen being made in a tiny Tokyo shop at night, steam rising, close-up of noodles being pulled',
    );
    expect(lineIn(shop, /^Scene:/)).not.toMatch(/shelves/);
    expect(lineIn(shop, /^Audio:/)).not.toMatch(/hushed/);
  });
});

describe('analyse: session 27, review 30 (the rest)', () => {
  it('a drone over Norwegian fjords hears the wind up high, keeps its capital and its real place', () => {
    const fjords = advanced('drone shot over Norwegian fjords at golden hour');
    expect(beats(fjords)).toMatch(/the Norwegian fjords/);
    expect(lineIn(fjords, /^Audio:/)).toMatch(/wind/i);
    expect(lineIn(fjords, /^Audio:/)).not.toMatch(/sounds of the action/);
    expect(beats(fjords)).not.toMatch(/breeze stirs/);
    expect(lineIn(fjords, /^Safety:/)).toMatch(/real place/);
  });

  it('a girl running to catch a train makes it; a buzzer beater is seen wide', () => {
    const train = beats(advanced('anime-style girl running to catch a train, cherry blossoms'));
    expect(train).toMatch(/doors/);
    expect(
      lineIn(
        advanced('basketball player hits a buzzer beater, slow motion, crowd erupts'),
        /^Camera:/,
      ),
    ).toMatch(/wide/i);
  });

  it('a sleeping cat’s loop closes on the frame; an earbud case opens and ends on its logo', () => {
    const cat = advanced('seamless loop of a cat sleeping by a fireplace');
    expect(beats(cat)).toMatch(/The last frame matches the first/);
    expect(lineIn(cat, /^Audio:/)).not.toMatch(/soundbed/);
    const buds = beats(
      advanced(
        '30-second ad for a matte black wireless earbud case, slow dolly in, soft rim light, ends on logo',
      ),
    );
    expect(buds).toMatch(/lid flips open/);
    expect(buds).toMatch(/End on the logo/);
  });

  it('在长城上, not 在长城里', () => {
    expect(beats(advanced('航拍：清晨的长城，云海翻涌'))).toMatch(/在长城上/);
  });
});

describe('analyse: session 27, openings between people', () => {
  it('a scene between two speakers opens on both of them', () => {
    expect(
      beats(advanced('咖啡馆里，男生对女生说：“我要去北京了。”女生低头说：“那你还会回来吗？”')),
    ).toMatch(/开场：男生和女生在咖啡馆里，一时谁也没开口/);
    expect(
      beats(
        advanced(
          'street interview, a reporter asks a teenager "What\'s your biggest fear?" and she answers "Being boring."',
        ),
      ),
    ).toMatch(/Open on the reporter and the teenager/);
  });
});

describe('analyse: session 27, review 31', () => {
  it('the one sound asked for is the Audio line, in Advanced and in Fast', () => {
    const idea =
      'An astronaut repairs a solar panel outside a space station while Earth rotates below. A bolt drifts away and she reaches for it. Quiet, only breathing in the helmet.';
    expect(lineIn(advanced(idea), /^Audio:/)).toBe(
      'Audio: Only breathing inside the helmet, nothing else.',
    );
    expect(expand(idea, { mode: 'fast', duration: '15s', seed: 1 }).prompt).toMatch(
      /^Audio: Only breathing/m,
    );
    expect(
      lineIn(advanced('第一人称视角，骑摩托车穿越西藏的318国道，风声很大'), /^声音：/),
    ).toMatch(/风声/);
  });

  it('an old man keeps his age when he answers', () => {
    const vox = advanced(
      "street interview, a reporter asks an old man 'What's the secret to a long life?' and he laughs and says 'Never stop dancing.'",
    );
    expect(beats(vox)).toMatch(/The old man says/);
  });
});

describe('analyse: session 27, review 32', () => {
  it('cuts on the beat and a turntable are directions, not doings; a rim light has no dark backdrop', () => {
    const drive = advanced(
      'Music video for a synthwave track: a woman in a red jacket drives a convertible through a neon city at night, rain on the windshield, cuts on the beat',
    );
    expect(beats(drive)).not.toMatch(/cuts on the beat/);
    const buds = advanced(
      'Product ad for a matte black wireless earbud case, slow 360 turntable, soft rim light, white seamless background, no text on screen',
    );
    expect(lineIn(buds, /^Camera:/)).toMatch(/turntable/);
    expect(lineIn(buds, /^Lighting:/)).not.toMatch(/darker background/);
    expect(beats(buds)).not.toMatch(/Hands slow/);
  });

  it('a drone flyover is aerial; found footage has no score', () => {
    expect(
      lineIn(
        advanced('Drone flyover of Norwegian fjords at sunrise, mist over the water'),
        /^Camera:/,
      ),
    ).toMatch(/aerial|drone/i);
    expect(
      lineIn(
        advanced('found footage of a babysitter hearing footsteps upstairs in an empty house'),
        /^Audio:/,
      ),
    ).not.toMatch(/drone that never resolves|strings|score/);
  });
});

describe('analyse: session 27, review 32 (the light is not the subject)', () => {
  it('a flickering light is an event; the girl standing at the end is revealed in full', () => {
    const ward = advanced('深夜医院走廊，灯一闪一闪，尽头站着一个穿病号服的小女孩');
    expect(analyse('深夜医院走廊，灯一闪一闪，尽头站着一个穿病号服的小女孩').subject?.head).toBe(
      '小女孩',
    );
    expect(beats(ward)).not.toMatch(/灯出现在画面中/);
    expect(beats(ward)).toMatch(/灯光再亮起时，穿病号服的小女孩站在尽头/);
  });
});

describe('analyse: session 27, review 32 (a radio call)', () => {
  it('Mission control radios its own line, heard over the breathing, never on screen', () => {
    const idea =
      'An astronaut repairs a cracked solar panel on a space station while Earth rotates below. Her visor reflects the sun. Mission control radios: "Thirty seconds of oxygen left."';
    expect(analyse(idea).dialogue[0]?.speaker).toBe('Mission control');
    const text = advanced(idea);
    expect(beats(text)).toMatch(/Mission control radios, "Thirty seconds/);
    expect(beats(text)).not.toMatch(/Open on the astronaut and Mission control/);
    expect(lineIn(text, /^Audio:/)).toMatch(/radio/);
  });
});

describe('analyse: session 27, review 32 (nouns that are doings, uses that are no doing)', () => {
  it('a dunk named as a noun is a player dunking, in a gym with a hoop', () => {
    const dunk = advanced('Slow-motion basketball dunk in an empty gym');
    expect(beats(dunk)).toMatch(/player leaps/);
    expect(beats(dunk)).not.toMatch(/dunk holds the frame/);
    expect(lineIn(dunk, /^Scene:/)).not.toMatch(/weights/);
  });

  it('a lonely lighthouse keeper climbs to light the lamp, in his lighthouse', () => {
    const keeper = advanced('A lonely lighthouse keeper');
    expect(beats(keeper)).toMatch(/climbs the spiral stairs/);
    expect(lineIn(keeper, /^Scene:/)).toMatch(/lamp room/);
  });

  it('"perfect loop for a background" says what the clip is for, not what it shows', () => {
    const waves = advanced(
      'seamless loop of ocean waves hitting a rock, perfect loop for a background',
    );
    expect(waves).not.toMatch(/a for a background|perfect loop for a background\./);
  });
});

describe('analyse: session 27, reviews 31 and 32 (leftovers)', () => {
  it('a lip-syncing singer walking a flooded neon alley is no lipstick close-up', () => {
    const mv = advanced(
      'music video, a singer in a red dress walks through a flooded neon alley, lip syncing, handheld, 35mm film grain',
    );
    expect(lineIn(mv, /^Camera:/)).not.toMatch(/lips and face/);
    expect(lineIn(mv, /^Palette:/)).not.toMatch(/lipstick|blush/i);
    expect(lineIn(mv, /^Scene:/)).toMatch(/water/);
    expect(lineIn(mv, /^Lighting:/)).toMatch(/neon/i);
    expect(beats(mv)).not.toMatch(/the lip syncs/);
  });

  it('Studio Ghibli is no studio; a skydive out of the plane door opens at the door', () => {
    expect(
      analyse('Studio Ghibli style anime girl riding a bicycle down a hill in summer').setting.env,
    ).not.toBe('studio');
    const jump = advanced('第一人称视角跳伞，从飞机舱门跳出，俯瞰云层');
    expect(beats(jump)).toMatch(/机舱门口/);
    expect(lineIn(jump, /^声音：/)).not.toMatch(/木吉他/);
  });

  it('a skateboard POV looks at the board; a game of xiangqi has its board', () => {
    expect(
      lineIn(advanced("POV: you're a skateboarder bombing a San Francisco hill"), /^Camera:/),
    ).toMatch(/board/);
    expect(
      lineIn(
        advanced('两个老人在公园下象棋，一个说：“将军！”另一个笑着说：“你又悔棋了。”'),
        /^场景：/,
      ),
    ).toMatch(/棋/);
  });
});

describe('analyse: session 27, reviews 33 and 34', () => {
  it('a cowboy rides a horse; a girl on a bike through the countryside rides it', () => {
    expect(
      beats(advanced('Wide shot of a lone cowboy riding across a desert at golden hour')),
    ).toMatch(/horse|hooves|reins/);
    const bike = beats(
      advanced(
        'anime style girl on a bike through a summer countryside, cherry petals, Studio Ghibli feel',
      ),
    );
    expect(bike).toMatch(/pedal/);
    expect(bike).not.toMatch(/makes a small, natural movement/);
  });

  it('"用动画解释" is how the moon is explained, not a doing that stops the answer', () => {
    expect(beats(advanced('为什么月亮会有阴晴圆缺？用动画解释'))).toMatch(/月球/);
  });

  it('an elevator has no window, no corridor, no vending machine', () => {
    const lift = advanced('深夜独自在电梯里，镜子里的自己突然眨了眼睛');
    expect(lift).not.toMatch(/窗帘|售货机|走廊/);
    expect(lineIn(lift, /^光线：/)).toMatch(/电梯/);
  });

  it('what the camera pushes in on is doing something; an empty station has no trains', () => {
    const violin = advanced(
      'The camera slowly pushes in on an old violinist playing alone in an empty subway station. Halfway through, a little boy stops and drops a coin in the case. The violinist smiles without missing a note.',
    );
    expect(beats(violin)).toMatch(/^1\. \[0-4s\] The old violinist plays alone/m);
    expect(violin).not.toMatch(/train sliding in|rattle of a train|light from windows/);
  });
});

describe('analyse: session 27, reviews 33 and 34 (kitchen and watch)', () => {
  it('butter basting a steak in a cast-iron pan is the steak basted, in its own pan and colours', () => {
    const steak = advanced('sizzling steak in a cast iron pan, butter basting, close-up macro');
    expect(beats(steak)).toMatch(/basted in foaming butter/);
    expect(beats(steak)).not.toMatch(/The butter bastes/);
    expect(lineIn(steak, /^Scene:/)).toMatch(/cast-iron/);
    expect(lineIn(steak, /^Palette:/)).not.toMatch(/cheese/);
  });

  it('a waterproof watch is shown wet', () => {
    expect(beats(advanced('新款智能手表广告，展示防水功能'))).toMatch(/水花/);
  });
});

describe('analyse: session 27, review 33 (the rest)', () => {
  it('what an interviewee talks about is no part of who he is', () => {
    const dock = beats(
      advanced(
        'Interview with an old fisherman on a dock about how the sea has changed. He says "Forty years ago, the nets came up full."',
      ),
    );
    expect(dock).not.toMatch(/about how the sea has/);
  });

  it('showing three outfits is staged like trying them on; a sunbathing cat keeps its grammar', () => {
    expect(
      beats(advanced('vertical 9:16 TikTok of a girl showing three outfits for fall, quick cuts')),
    ).toMatch(/third outfit/);
    expect(beats(advanced('一只橘猫在窗台上晒太阳'))).not.toMatch(/，的/);
  });
});

describe('analyse: session 27, reviews 35 and 36', () => {
  it('"Sam, mouth full:" and "Sam, whispering:" are Sam’s lines', () => {
    const dinner = analyse(
      'three friends at a dinner table. Maya: "Who ate the last dumpling?" Leo: "Not me." Sam, mouth full: "...maybe me."',
    );
    expect(dinner.dialogue.at(-1)?.speaker).toBe('Sam');
    const fire = analyse(
      'three friends at a campfire telling ghost stories. Mia: "Did you hear that?" Jake: "It\'s just the wind." Sam, whispering: "There\'s no wind tonight."',
    );
    expect(fire.dialogue.at(-1)?.speaker).toBe('Sam');
    expect(
      lineIn(
        advanced(
          'three friends at a dinner table. Maya: "Who ate the last dumpling?" Leo: "Not me." Sam, mouth full: "...maybe me."',
        ),
        /^Scene:/,
      ),
    ).not.toMatch(/pizza/);
  });

  it('a cookie left for a fox is no food film; depth of field is no field; "no music just ticking"', () => {
    expect(
      analyse(
        'A little girl leaves a cookie on the windowsill for a fox. The fox approaches cautiously, sniffs it, then grabs it and runs into the snowy woods.',
      ).type,
    ).not.toBe('food');
    const watch = advanced(
      'a watchmaker assembling a tiny mechanical movement, macro, shallow depth of field, no music just ticking',
    );
    expect(watch).not.toMatch(/fields|telegraph/);
    expect(lineIn(watch, /^Audio:/)).toBe('Audio: No music, only the ticking.');
    expect(beats(watch)).not.toMatch(/no music ticks/);
  });
});

describe('analyse: session 27, reviews 35 and 36 (drone, mirror)', () => {
  it('a drone flying through Chongqing is the camera, not a product on screen', () => {
    const night = beats(advanced('赛博朋克风格的重庆夜景，无人机穿梭在高楼之间'));
    expect(night).not.toMatch(/无人机表面|无人机出现在画面中/);
    expect(night).toMatch(/重庆/);
  });

  it('a shadow in the mirror that is not mine is horror', () => {
    expect(analyse('老宅里的镜子中出现了一个不属于我的影子').type).toBe('horror');
  });
});

describe('analyse: session 27, read-through', () => {
  it('a torched crème brûlée has no steam and is caramel, not tomato', () => {
    const brulee = advanced('a chef torches a crème brûlée until the sugar cracks');
    expect(brulee).not.toMatch(/steam/i);
    expect(lineIn(brulee, /^Palette:/)).not.toMatch(/tomato/i);
  });

  it('why we dream is answered', () => {
    expect(beats(advanced('explainer: why do we dream'))).toMatch(/REM/);
    expect(beats(advanced('为什么人会做梦'))).toMatch(/快速眼动/);
  });
});

describe('analyse: session 27, review 36 (kitchen, a POV doing alone)', () => {
  it('a Michelin kitchen with cold blue light is steel and shouting, not a warm farmhouse ad', () => {
    const pass = advanced(
      'A chef in a busy Michelin kitchen plates a dessert with tweezers while the head chef shouts orders behind her. The camera slowly pushes in until only her steady hands are in frame. Cold blue light, shallow depth of field.',
    );
    expect(lineIn(pass, /^Style:/)).not.toMatch(/Warm/);
    expect(lineIn(pass, /^Scene:/)).not.toMatch(/worn wooden counter/);
    expect(lineIn(pass, /^Audio:/)).toMatch(/kitchen|orders/);
  });

  it('第一人称视角跳伞 is you, skydiving', () => {
    const jump = beats(advanced('第一人称视角跳伞'));
    expect(jump).toMatch(/伞/);
    expect(jump).not.toMatch(/神情清晰可见/);
  });
});

describe('analyse: session 27, final read-through', () => {
  it('a hummingbird at a flower drinks nectar, not water; a dog at a puddle still laps', () => {
    const bird = beats(advanced('a hummingbird drinks from a red flower, macro, slow motion'));
    expect(bird).toMatch(/bill dips/);
    expect(bird).not.toMatch(/water|ears alert/);
    expect(beats(advanced('a dog drinks from a puddle'))).toMatch(/tongue laps/);
  });

  it('睡衣 is a noun; a model stretching in a silk ad is staged', () => {
    const silk = beats(advanced('丝绸睡衣广告，模特在晨光里伸懒腰'));
    expect(silk).not.toMatch(/睡衣广告。/);
    expect(silk).toMatch(/双臂高高举过头顶/);
  });
});
