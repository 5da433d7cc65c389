/**
 * Ideas from blind reviews 127-128 (session 35), and ideas like them, pinned where the engine
 * read them wrong: each test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { readVerb } from './verbs.ts';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('words that only look like verbs', () => {
  it('"bees crawling over his gloves" is the bees, not the beekeeper; "being" is still "be"', () => {
    expect(readVerb('bees')).toBeUndefined();
    expect(readVerb('being')).toEqual({ base: 'be', form: 'ing' });
    const plan = analyse('A beekeeper lifts a frame from the hive, bees crawling over his gloves');
    expect(plan.actions.at(-1)?.who?.phrase).toBe('the bees');
    expect(
      beats(advanced('A beekeeper lifts a frame from the hive, bees crawling over his gloves')),
    ).not.toMatch(/beekeeper crawls/i);
    // A passive with "being" keeps its staging.
    expect(beats(advanced('sourdough bread being sliced'))).toMatch(/serrated knife/);
  });

  it('"five spicy noodle brands" ends at its plural: "brands" is no second doing', () => {
    const plan = analyse(
      'vertical 9:16 TikTok of a girl trying five spicy noodle brands, reacting to each one',
    );
    expect(plan.actions.map((action) => action.verb)).toEqual(['try', 'react']);
    expect(plan.actions[0]?.rest).toBe('five spicy noodle brands');
    expect(analyse('a girl showing her 3 favorite lip glosses').actions).toHaveLength(1);
  });

  it('a coffee can is a tin: "can" before a noun is no modal verb', () => {
    const plan = analyse('Cold brew coffee can product ad, condensation dripping down the can');
    expect(plan.subject?.phrase).toBe('the cold brew coffee can');
    expect(analyse('a soda can rolling down the street').actions[0]?.verb).toBe('roll');
    expect(analyse('The robot can dance').actions[0]?.verb).toBe('can');
    // "Cold brew" is not old: it is lit cold, never by a grandmother's window.
    const prompt = advanced(
      'Cold brew coffee can product ad, condensation dripping down the can, slow motion pour into a glass full of ice',
    );
    expect(lineIn(prompt, /^Lighting:/)).not.toMatch(/window|warm/i);
  });

  it('"pull out the camera" is a step of the unboxing, not a camera pull-out', () => {
    const plan = analyse(
      'Unboxing a vintage Polaroid camera: lift the lid, pull out the camera, load the film',
    );
    expect(plan.actions.map((action) => action.verb)).toEqual(['unbox', 'lift', 'pull', 'load']);
    // "pull back to reveal …" is still the camera's.
    expect(
      analyse('Start on a close-up, then pull back to reveal the valley').actions.map(
        (action) => action.verb,
      ),
    ).not.toContain('pull');
  });

  it('"a detective named Rosa" is Rosa; "the sisters June and May" are both', () => {
    const rosa = analyse(
      'A detective named Rosa confronts a suspect, Marcus, in an interrogation room.',
    );
    expect(rosa.subject?.phrase).toBe('Rosa');
    expect(rosa.subject?.kind).toBe('person');
    expect(analyse('A girl called Mia waves to her dog').subject?.phrase).toBe('Mia');
    expect(analyse('the sisters June and May argue').subject?.phrase).toBe('June and May');
  });

  it('"late at night" is a time: no "late" left in the doing', () => {
    const told = beats(
      advanced('A group of friends raise their glasses at a hot pot restaurant late at night'),
    );
    expect(told).not.toMatch(/restaurant late\b/);
  });

  it('", warm desk lamp" names a light; no hands warm it', () => {
    const told = beats(
      advanced('Unboxing a retro game console, hands only, top-down, warm desk lamp'),
    );
    expect(told).not.toMatch(/warm desk lamp/i);
  });
});

describe('unboxings that say their own steps', () => {
  it('a vintage unboxing gets no tissue paper, and the steps named take no stock detail', () => {
    const told = beats(
      advanced(
        'Unboxing a vintage Polaroid camera: lift the lid, pull out the camera, load the film',
      ),
    );
    expect(told).not.toMatch(/tissue paper/);
    expect(told).toMatch(/Hands pull out the camera/);
    expect(told).not.toMatch(/lid eases up[\s\S]*lift the lid/);
    // With no steps of its own, a vintage unboxing is an old box, still staged.
    expect(beats(advanced('Unboxing a retro game console, hands only, top-down'))).toMatch(
      /old box|worn/,
    );
    // A new one keeps the feed's tissue paper when no steps follow.
    expect(
      beats(advanced('vertical tiktok of a guy unboxing new sneakers, talking to camera')),
    ).toMatch(/box on the table/);
  });
});

describe('review 128: what the idea is about', () => {
  it('a taste test is staged: the line-up, the first verdict, quick cuts, the winner', () => {
    const told = beats(advanced('a guy taste tests 4 different hot sauces'));
    expect(told).toMatch(/line-up/);
    expect(told).toMatch(/Quick cuts through the rest/);
    expect(told).not.toMatch(/guy taste\b(?!-)/);
    expect(beats(advanced('竖屏：女孩试吃五款辣条'))).toMatch(/快切过剩下几款/);
  });

  it('fireworks with no doing climb and burst, in firework colours, with no face below', () => {
    const prompt = advanced('fireworks over a frozen lake, handheld, grainy 16mm film look');
    expect(beats(prompt)).toMatch(/first shell bursts/);
    expect(beats(prompt)).not.toMatch(/breeze|light shifts/);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/firework gold/i);
    expect(lineIn(prompt, /^Lighting:/)).not.toMatch(/face/);
    // The creator's 16mm stays 16mm.
    expect(lineIn(prompt, /^Style:/)).toMatch(/16mm/);
    expect(lineIn(prompt, /^Style:/)).not.toMatch(/35mm/);
    expect(beats(advanced('烟花'))).toMatch(/第一朵烟花炸开/);
  });

  it('a named city with no one in it still gets beats', () => {
    expect(beats(advanced('rainy Tokyo night'))).toMatch(/Tokyo/);
    expect(beats(advanced('雨夜的东京'))).toMatch(/东京/);
  });

  it('one person has nothing "between them"; a table of friends has one hotpot', () => {
    expect(lineIn(advanced('grandma rolling out dumplings at dawn'), /^Scene:/)).not.toMatch(
      /between them/,
    );
    expect(beats(advanced('grandma rolling out dumplings at dawn'))).toMatch(/pleat/);
    // Rolling out the dough is the rolling pin's, not the pleats'.
    expect(
      beats(advanced('A grandmother rolls out dumpling dough, fills each one with pork')),
    ).toMatch(/rolling pin/);
    const hotpot = advanced('深夜的火锅店，热气腾腾，一群朋友举杯');
    expect(lineIn(hotpot, /^场景：/)).not.toMatch(/两人之间/);
    expect(lineIn(hotpot, /^场景：/).match(/红油锅底/g)).toHaveLength(1);
  });

  it('a toast at a hotpot table is the friends, raising their glasses; not a food commercial', () => {
    const plan = analyse('深夜的火锅店，热气腾腾，一群朋友举杯');
    expect(plan.subject?.phrase).toBe('一群朋友');
    expect(plan.type).not.toBe('food');
    expect(beats(advanced('深夜的火锅店，热气腾腾，一群朋友举杯'))).toMatch(/碰出清脆的一声/);
    expect(
      beats(
        advanced('A group of friends raise their glasses at a hot pot restaurant late at night'),
      ),
    ).toMatch(/meet in the middle with a clink/);
    // A thing's doing before someone alive still makes the thing the subject.
    expect(analyse('刚出锅的小笼包，筷子轻轻一夹，汤汁流出来').subject?.phrase).toBe(
      '刚出锅的小笼包',
    );
  });

  it('翻个身 is a doing: the panda rolls over, not a roll-over that falls asleep', () => {
    const plan = analyse('大熊猫在竹林里啃竹子，然后翻个身睡着了');
    expect(plan.actions.at(-1)?.who).toBeUndefined();
    expect(beats(advanced('大熊猫在竹林里啃竹子，然后翻个身睡着了'))).toMatch(/大熊猫翻个身/);
  });
});

describe('review 127: horror that keeps its dread', () => {
  it('a babysitter who opens the closet and finds nothing there is horror, staged with dread', () => {
    const idea =
      'A babysitter hears knocking from inside the closet. She slowly opens the door. Nothing is there, but the knocking continues behind her.';
    expect(analyse(idea).type).toBe('horror');
    const prompt = advanced(idea);
    expect(lineIn(prompt, /^Style:/)).toMatch(/horror/i);
    expect(beats(prompt)).toMatch(/hinges creaking/);
    expect(beats(prompt)).not.toMatch(/grin|smil|laugh|easy, steady rhythm/);
    expect(
      beats(
        advanced(
          'Horror. A babysitter hears the baby monitor whisper her name. She slowly walks upstairs.',
        ),
      ),
    ).not.toMatch(/easy, steady rhythm/);
  });
});

describe('reviews 129-130: space, drones and asides', () => {
  it('a calm spacewalk out of the airlock is staged as one; only someone adrift tumbles', () => {
    const calm = beats(
      advanced(
        'An astronaut floats out of the ISS airlock, tethered, Earth turning below, then waves at the camera',
      ),
    );
    expect(calm).not.toMatch(/broken tether|tumbling/);
    expect(calm).toMatch(/hatch swinging open/);
    // The wave is the astronaut's, never Earth's.
    expect(calm).toMatch(/The astronaut waves at the camera/);
    expect(calm).not.toMatch(/Earth waves/);
    const adrift = beats(advanced("An astronaut's tether snaps and she drifts away into the dark"));
    expect(adrift).toMatch(/tumbling end over end/);
    expect(
      analyse('An astronaut floats outside the ISS, tethers snap, she spins toward Earth')
        .actions[1]?.who?.phrase,
    ).toBe('the tethers');
    // Out of a lander onto a red planet is a first step, not a spacewalk.
    expect(beats(advanced('宇宙飞船降落在一颗红色星球上，宇航员走出舱门'))).not.toMatch(/安全绳/);
    // "tethers to the hull" is a doing.
    expect(
      analyse(
        'Astronaut floats out of the airlock, tethers to the hull, and looks down at Earth',
      ).actions.map((action) => action.verb),
    ).toEqual(['float', 'tether', 'look']);
  });

  it('"A man, exhausted, walks home": an aside between commas is how he is; the verb is his', () => {
    expect(analyse('A man, exhausted, walks home').actions.map((action) => action.verb)).toEqual([
      'walk',
    ]);
    expect(
      analyse('An astronaut, tethered to the station, repairs a panel').actions.map(
        (action) => action.verb,
      ),
    ).toEqual(['repair']);
    // Told in the past, a one-word doing is still a doing.
    expect(
      analyse('She opened the door, paused, and listened.').actions.map((action) => action.verb),
    ).toEqual(['open', 'pause', 'listen']);
  });

  it('a drone that pushes over a ridge is the camera; with other doings it opens on the view', () => {
    const ridge = beats(
      advanced(
        'Sunrise over the Dolomites, drone pushes slowly over the ridge as clouds spill into the valley',
      ),
    );
    expect(ridge).not.toMatch(/Open on the drone|The drone pushes/);
    const faroe = beats(
      advanced(
        'drone flying over the Faroe Islands cliffs at golden hour. Waves crash below and sheep graze on the edge.',
      ),
    );
    // (Session 37: the flight glides in, and the waves and sheep are seen far below it.)
    expect(faroe).toMatch(/The view glides in over the Faroe Islands cliffs/);
    expect(faroe).toMatch(/Far below, the waves crash; the sheep graze/);
    // Alone, the flight is the clip: the aerial beats open out below.
    expect(beats(advanced('drone flying over the Faroe Islands at golden hour'))).toMatch(
      /opening out below/,
    );
    expect(
      lineIn(advanced('Drone over the Faroe Islands cliffs at golden hour'), /^Palette:/),
    ).toMatch(/turf green/i);
  });

  it('a drone unboxed is the product: no aerial glide on a tabletop', () => {
    expect(lineIn(advanced('开箱一台新的无人机，手部特写，桌面简洁'), /^镜头：/)).not.toMatch(
      /无人机|滑行/,
    );
    expect(lineIn(advanced('unboxing a new drone on a desk'), /^Camera:/)).not.toMatch(
      /aerial|glide/,
    );
    expect(lineIn(advanced('无人机飞过梯田'), /^镜头：/)).toMatch(/无人机/);
  });

  it('friends toasting at a hotpot in Chengdu are a story, not a travel film', () => {
    const plan = analyse('成都街头的火锅店，红油翻滚，朋友们举杯大笑');
    expect(plan.type).not.toBe('travel');
    expect(lineIn(advanced('成都街头的火锅店，红油翻滚，朋友们举杯大笑'), /^镜头：/)).not.toMatch(
      /无人机/,
    );
  });

  it('a door that creaks shut narrows; a music box lid lifts before its dancer turns', () => {
    const told = beats(
      advanced(
        "Horror: a child's music box starts playing by itself in an abandoned nursery, the door creaks shut",
      ),
    );
    expect(told).toMatch(/gap narrows/);
    expect(told).not.toMatch(/gap widens/);
    expect(told).toMatch(/lid lifts a crack, and the tiny dancer/);
    expect(beats(advanced('the bedroom door slowly creaks open'))).toMatch(/gap widens/);
  });

  it('"ASMR sounds" asks for sound: the Audio line says which', () => {
    expect(
      lineIn(
        advanced('Unboxing a new mechanical keyboard on a wooden desk, hands only, ASMR sounds'),
        /^Audio:/,
      ),
    ).toMatch(/keys/);
  });

  it('Nazaré is a real place; paper planes are no aircraft; planes are no plans', () => {
    expect(
      lineIn(
        advanced('Surfer drops into a massive wave at Nazaré, gets barreled, and rides out'),
        /^Safety:/,
      ),
    ).toMatch(/real place/);
    const told = beats(
      advanced('Anime girl on a rooftop at dusk, wind in her hair, paper planes flying over Tokyo'),
    );
    expect(told).toMatch(/The paper planes fly over Tokyo/);
    expect(told).not.toMatch(/vapour|wingtips|Hold on the paper as/);
    expect(readVerb('planes')).toBeUndefined();
    expect(readVerb('tapes')).toEqual({ base: 'tape', form: 's' });
  });

  it('a hospital corridor is lit and coloured as a hospital; a spoken "she" names no one there', () => {
    const idea =
      'In a hospital corridor, a young nurse grabs the doctor\'s arm and says "You knew she wouldn\'t make it." The doctor looks away.';
    expect(analyse(idea).setting.env).toBe('hospital');
    expect(lineIn(advanced(idea), /^Palette:/)).toMatch(/pale green|cold white/i);
    expect(beats(advanced(idea))).not.toMatch(/The doctor looks away; her/);
  });

  it('a fisherman on his own boat has no quay behind him; a rider has nothing underfoot', () => {
    expect(
      lineIn(
        advanced('Interview with an old fisherman on his boat about how the sea has changed'),
        /^Scene:/,
      ),
    ).not.toMatch(/quay/);
    expect(
      lineIn(advanced('POV: riding a mountain bike down a forest trail'), /^Scene:/),
    ).not.toMatch(/underfoot/);
    // "35mm" after the topic is the lens, not what he talks about.
    expect(
      beats(
        advanced(
          'Street interview with a young skateboarder about why he started skating, 35mm, natural light',
        ),
      ),
    ).not.toMatch(/skating, 35mm/);
  });

  it('"drops of water" are many; the cells named twice take one "as"', () => {
    expect(
      beats(
        advanced('Luxury perfume bottle on wet black stone, drops of water sliding down, macro'),
      ),
    ).toMatch(/The drops of water slide down/);
    expect(
      beats(
        advanced(
          'Explainer: how a sourdough starter works, with cartoon yeast cells eating flour and burping out bubbles',
        ),
      ),
    ).toMatch(/eat flour and burp out bubbles/);
  });
});

describe('reviews 131-132: things done to, lights and names', () => {
  it('ice floats: it bobs back up, it never sinks; pearls still sink', () => {
    const ice = beats(advanced('一杯冰美式咖啡，冰块落入杯中溅起水花，产品广告'));
    expect(ice).not.toMatch(/沉向杯底/);
    expect(ice).toMatch(/浮了上来/);
    expect(ice).not.toMatch(/溅起水花，溅起/);
    expect(beats(advanced('一杯奶茶的广告，慢镜头，珍珠掉进杯子'))).toMatch(/珍珠慢慢沉向杯底/);
  });

  it('a corn dog is food: dipped and bitten are done to it, never by a dog', () => {
    const idea =
      'Sizzling Korean street corn dog dipped in sugar, then bitten in half, cheese stretching';
    expect(analyse(idea).subject?.kind).toBe('object');
    const told = beats(advanced(idea));
    expect(told).toMatch(/is dipped in sugar/);
    expect(told).toMatch(/The corn dog is bitten in half/);
    expect(told).not.toMatch(/The dog bites/);
    // A thing's passive doing is staged by an entry about the thing.
    expect(beats(advanced('Fresh strawberry dunked into melted chocolate'))).toMatch(
      /thickly coated/,
    );
    // An assembled bowl has no hands of its own.
    expect(beats(advanced('ramen being assembled'))).not.toMatch(/its hands|sits back/);
  });

  it('a spicy challenge is staged and coloured chilli red; a taste test stays a taste test', () => {
    const prompt = advanced(
      'Vertical 9:16 clip for TikTok: a girl tries a spicy chili challenge, reacts, then grabs a glass of milk.',
    );
    expect(beats(prompt)).toMatch(/the heat lands/);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/chilli red/i);
    expect(beats(advanced('竖屏：小伙挑战变态辣火鸡面'))).toMatch(/辣劲上来/);
    expect(beats(advanced('竖屏：女孩试吃五款辣条'))).toMatch(/快切过剩下几款/);
  });

  it('a sword drawn is drawn, then raised; 拔剑 opens on the hand on the hilt', () => {
    expect(beats(advanced('古风动画：一位白衣剑客在雪夜的屋檐上拔剑'))).toMatch(/手按剑柄/);
    expect(beats(advanced('古风动画：一位白衣剑客在雪夜的屋檐上拔剑'))).not.toMatch(/剑尖垂地/);
  });

  it('neon and a river are how a place looks: the place stays the subject', () => {
    expect(analyse('雨夜的上海外滩，霓虹倒映在湿漉漉的地面上').subject?.phrase).toBe('上海外滩');
    const told = beats(advanced('重庆洪崖洞夜景，航拍，灯火辉煌，江面倒映'));
    expect(told).toMatch(/江面倒映着两岸的灯火/);
    expect(told).not.toMatch(/表面的纹理/);
    // Lights coming on are a doing: the lights-on time-lapse stays staged.
    expect(beats(advanced('延时摄影：上海外滩从黄昏到夜晚，灯光亮起'))).toMatch(/夜色完全降临/);
    expect(beats(advanced('延时摄影：上海外滩从黄昏到夜晚，灯光亮起'))).not.toMatch(
      /灯光完全沉入夜色/,
    );
  });

  it('names are kept: "his daughter Amy" answers as Amy, "A mother, Ruth, sits" sits', () => {
    const prompt = advanced(
      'In a cramped kitchen, an old man named Walter tells his daughter Amy, "You never called." She looks down and answers, "I didn\'t know how."',
    );
    expect(prompt).toMatch(/- Amy: "I didn't know how\."/);
    expect(beats(prompt)).toMatch(/Amy looks down; her eyes drop/);
    expect(
      analyse('Kitchen at 3am. A mother, Ruth, sits at the table. Her son Daniel comes in.')
        .actions[0]?.verb,
    ).toBe('sit');
    expect(
      beats(
        advanced(
          'Two old friends, Maya and Leo, meet on a train platform in the rain. Maya says, "You came back."',
        ),
      ),
    ).not.toMatch(/Hands meet/);
  });

  it('a product rising out of ink has an ink pool: no plinth, no white sweep', () => {
    const prompt = advanced(
      'Matte black wireless earbuds rising out of a pool of ink, slow orbit, studio rim light',
    );
    expect(lineIn(prompt, /^Scene:/)).toMatch(/pool of black ink/);
    expect(prompt).not.toMatch(/plinth|seamless white/);
  });

  it('the light the creator names is lit: sodium vapour, night vision', () => {
    const car = advanced(
      'Two detectives in a rainy car at night. The older one says, "She lied." Handheld, sodium-vapor light.',
    );
    expect(lineIn(car, /^Lighting:/)).toMatch(/sodium/i);
    expect(lineIn(car, /^Palette:/)).toMatch(/sodium orange/i);
    expect(
      lineIn(
        advanced('Found-footage horror: a night-vision camera in an empty hospital corridor'),
        /^Lighting:/,
      ),
    ).toMatch(/night vision/);
  });

  it('Chinese places and doings: 车站 is a station; 转身上了火车 is leaving; 镜头跟随 tracks', () => {
    const station = advanced(
      '雨夜的车站，女孩对男孩说：“你还会回来吗？”男孩沉默了一下，说：“会的。”然后转身上了火车。',
    );
    expect(station).not.toMatch(/店铺招牌/);
    expect(beats(station)).not.toMatch(/头慢慢转了过来/);
    expect(
      lineIn(
        advanced('赛博朋克城市，飞车穿过高楼之间，镜头跟随，霓虹灯倒影在湿漉漉的街道上'),
        /^镜头：/,
      ),
    ).toMatch(/跟拍/);
  });

  it('a downhill mountain bike is already fast; a lunge is a verb, not a gym set', () => {
    expect(
      beats(advanced("POV: you're riding a mountain bike down a forest trail at full speed")),
    ).toMatch(/already rolling fast/);
    const bolt = advanced(
      'An astronaut repairs a solar panel on the ISS while Earth turns below, then a bolt floats away and she lunges to catch it',
    );
    expect(lineIn(bolt, /^Audio:/)).not.toMatch(/rep/);
    expect(beats(bolt)).toMatch(/The astronaut lunges to catch it/);
  });
});

describe('reviews 132-134: who is who, and one doer in one sentence', () => {
  it('"the older one" of two sisters is the older sister; the two stay the subject', () => {
    const idea =
      'Two detectives in a parked car at 3 am. The older one says, "He\'s lying." The younger one replies, "Then why did he call us?"';
    expect(analyse(idea).subject?.phrase).toMatch(/^the two detectives/);
    const prompt = advanced(idea);
    expect(prompt).toMatch(/- The older detective: "He's lying\."/);
    expect(beats(prompt)).toMatch(/Open on the two detectives/);
  });

  it("one doer's two doings in a beat are one sentence", () => {
    const told = beats(
      advanced(
        'Two brothers argue in a kitchen at 3 am. The older one says "You sold Dad\'s watch?" and the younger one whispers "I needed the money." Then he walks out and slams the door.',
      ),
    );
    expect(told).toMatch(/The younger brother walks out and slams the door/);
    expect(told).not.toMatch(/; then the younger brother/);
  });

  it('"Then silence." comes after the words; the lines are still set out', () => {
    const prompt = advanced(
      'Two brothers argue in a kitchen at 3 am. The older one says "You sold Dad\'s watch?" and the younger one answers "I needed the money, Sam." Then silence.',
    );
    expect(lineIn(prompt, /^Audio:/)).toMatch(/then a long, heavy silence/);
    expect(prompt).toMatch(/Dialogue:\n- The older brother:/);
  });

  it('"grandma\'s dumplings" is Grandma making them, in a home-cooking look', () => {
    const plan = analyse("grandma's dumplings");
    expect(plan.subject?.phrase).toBe('Grandma');
    expect(plan.actions[0]?.verb).toBe('make');
    const prompt = advanced("grandma's dumplings");
    expect(beats(prompt)).toMatch(/pleat/);
    expect(lineIn(prompt, /^Style:/)).toMatch(/home-cooking/);
    expect(lineIn(advanced('奶奶在厨房包饺子'), /^风格：/)).toMatch(/家常/);
  });

  it('a handheld game console is no handheld camera', () => {
    expect(
      lineIn(
        advanced('unboxing a retro handheld game console on a wooden desk, hands only, top-down'),
        /^Camera:/,
      ),
    ).not.toMatch(/handheld|sway/);
    expect(lineIn(advanced('street dance battle, handheld'), /^Camera:/)).toMatch(/handheld/);
  });

  it('Chinese crafts and strolls: 做糖画 is his doing; 一路吃过去 walks and shows no face', () => {
    const sugar = advanced('老街上一位老爷爷在做糖画，先画一条龙，再插上竹签，递给一个小男孩');
    expect(analyse('老街上一位老爷爷在做糖画').subject?.phrase).toBe('老爷爷');
    expect(lineIn(sugar, /^镜头：/)).not.toMatch(/无人机/);
    expect(beats(sugar)).not.toMatch(/出现在画面中/);
    const stroll = beats(advanced('第一人称视角：在夜市里一路吃过去'));
    expect(stroll).toMatch(/边嚼边往前走/);
    expect(stroll).not.toMatch(/一脸|眯起/);
  });

  it('一杯手冲咖啡 alone is brewed; 窗边的暖光 is window light', () => {
    const coffee = advanced('一杯手冲咖啡，慢镜头，清晨窗边的暖光');
    expect(beats(coffee)).toMatch(/热水细细绕圈注入/);
    expect(lineIn(coffee, /^光线：/)).toMatch(/窗光/);
  });

  it('a waterfall dropping straight into the sea drops; a named place from a drone is travel', () => {
    const idea =
      'Drone over the Faroe Islands at dawn, sea cliffs, waterfall dropping straight into the ocean';
    expect(analyse(idea).actions.map((action) => action.verb)).toContain('drop');
    expect(analyse(idea).type).toBe('travel');
    expect(
      analyse('drone over Yellowstone, bison herd crossing a river').actions[0]?.who?.phrase,
    ).toBe('the bison herd');
    expect(analyse('a shepherd and his dogs herd sheep').actions[0]?.verb).toBe('herd');
    expect(analyse('Tokyo at night in the rain').subject?.phrase).toBe('Tokyo');
  });

  it('an old inn in a period drama has its oil lamps, and no wet raincoats', () => {
    const inn = advanced(
      '古装剧：雨夜客栈，掌柜对书生说："公子，今夜不宜赶路。"书生答："我等不起了。"',
    );
    expect(lineIn(inn, /^场景：/)).toMatch(/客栈/);
    expect(lineIn(inn, /^光线：/)).toMatch(/油灯/);
    expect(lineIn(inn, /^配色：/)).not.toMatch(/湿外套/);
  });
});

describe('reviews 135-136: Chinese readings, durations and first times', () => {
  it('乒乓球老教练 keeps his 乒, and a first time he cries telling about is no discovery', () => {
    const idea = '采访一位乒乓球老教练，他讲到第一次带队夺冠时忍不住哭了';
    expect(analyse(idea).subject?.phrase).toBe('乒乓球老教练');
    expect(beats(advanced(idea))).not.toMatch(/好奇地打量|惊喜/);
    expect(beats(advanced('小狗第一次见到雪'))).toMatch(/嗅/);
  });

  it('a minute is sixty seconds, but not the last minute of a match', () => {
    expect(lineIn(advanced('为什么天空是蓝色的？做一个一分钟的科普短片'), /^技术参数：/)).toMatch(
      /60 秒/,
    );
    expect(lineIn(advanced('a one-minute explainer on why cats purr'), /^Technical:/)).toMatch(
      /60s/,
    );
    expect(lineIn(advanced('足球比赛最后一分钟，前锋起脚射门，球进了'), /^技术参数：/)).toMatch(
      /15 秒/,
    );
  });

  it('妈妈包饺子：擀皮… is her doing, then its steps; boiling dumplings never sizzle', () => {
    const plan = analyse('妈妈包饺子：擀皮、放馅、捏褶，最后下锅');
    expect(plan.subject?.phrase).toBe('妈妈');
    expect(plan.actions.map((action) => action.verb)).toContain('擀皮');
    expect(lineIn(advanced('妈妈包饺子：擀皮、放馅、捏褶，最后下锅'), /^声音：/)).not.toMatch(
      /热油/,
    );
  });

  it('no window light at a pool or on a stone bridge; a phone is no bowl of pho', () => {
    const pool = advanced(
      '9:16 TikTok hook: a girl drops her phone into a pool and it comes out glowing',
    );
    expect(lineIn(pool, /^Lighting:/)).not.toMatch(/window/);
    expect(lineIn(pool, /^Palette:/)).not.toMatch(/broth|scallion/i);
    expect(
      lineIn(advanced('竖屏短视频，穿汉服的女孩在古镇石桥上转圈，裙摆飞起来'), /^光线：/),
    ).not.toMatch(/窗光/);
  });

  it('"puppy\'s first time seeing snow" is a puppy seeing snow; star trails wheel', () => {
    expect(analyse("Golden retriever puppy's first time seeing snow").actions[0]?.verb).toBe('see');
    expect(beats(advanced("Golden retriever puppy's first time seeing snow"))).toMatch(/sniff/);
    expect(beats(advanced('延时摄影：雪山上空的星轨'))).toMatch(/北极星/);
    expect(beats(advanced('time-lapse of star trails over a desert'))).toMatch(/pole star/);
    expect(beats(advanced('time-lapse of star trails over a desert'))).not.toMatch(/light shifts/);
  });
});

describe('reviews 137-138: labels, slams and sequence words', () => {
  it('"hero shot for a product ad" is no hero shooting', () => {
    expect(
      beats(
        advanced(
          'Matte black wireless earbuds rise out of a splash of ink on a white studio floor, hero shot for a product ad',
        ),
      ),
    ).not.toMatch(/hero shoots/i);
  });

  it('a dashboard slammed is no slam dunk; "slam dunks the ball" is one', () => {
    expect(
      beats(
        advanced(
          'Two detectives argue in a parked car at night. The younger one slams the dashboard and says "Then we bring him back."',
        ),
      ),
    ).not.toMatch(/ball/);
    expect(beats(advanced('a player slam dunks the ball'))).toMatch(/hangs on the rim/);
    expect(beats(advanced('basketball player dunks in the final second'))).toMatch(/rim/);
  });

  it('"First she …, and finally they laugh" are doings in order, not names', () => {
    const told = beats(
      advanced(
        'A grandmother teaches her granddaughter to knead dough. First she shows the fold, then the girl tries, flour everywhere, and finally they laugh together.',
      ),
    );
    expect(told).toMatch(/The grandmother shows the fold/);
    expect(told).toMatch(/They laugh together/);
    expect(told).not.toMatch(/The first she|the finally|flour everywhere and/i);
  });
});
