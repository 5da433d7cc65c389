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

describe('reviews 109-110: Chinese doings listed, fallen and said inside a clause', () => {
  it('揉面、拉面、下锅 are three doings in order, the noodles boiled (no hot oil), seen at the counter', () => {
    const idea = '老街上的手工拉面师傅，揉面、拉面、下锅，一气呵成，暖色灯光';
    expect(analyse(idea).actions.map((action) => action.verb)).toEqual(['揉面', '拉面', '下锅']);
    const prompt = advanced(idea);
    expect(beats(prompt)).toMatch(/揉面[\s\S]*拉面[\s\S]*下锅，面丝抖进滚水里/);
    expect(prompt).not.toMatch(/热油|正上方俯拍|面包皮/);
    expect(lineIn(prompt, /^镜头：/)).toMatch(/柜台高度的中景/);
  });

  it('掉下来 and 球空心入网 are doings, each told; a staged detail is told once', () => {
    const cub = analyse('熊猫幼崽爬树，掉下来，又爬上去');
    expect(cub.actions.map((action) => action.verb)).toEqual(['爬树', '掉下来', '又爬上去']);
    const told = beats(advanced('熊猫幼崽爬树，掉下来，又爬上去'));
    expect(told.match(/摸索着下一个支点/g)?.length).toBe(1);
    const shot = analyse('篮球运动员运球突破，转身后仰跳投，球空心入网');
    expect(shot.actions.at(-1)).toMatchObject({ verb: '空心入网', who: { phrase: '球' } });
  });

  it('第一人称视角 before the doing is the viewer riding, never "第一人" as someone', () => {
    const plan = analyse('赛博朋克城市的雨夜，第一人称视角骑摩托车穿过霓虹街道');
    expect(plan.subject?.kind).toBe('viewer');
    expect(advanced('赛博朋克城市的雨夜，第一人称视角骑摩托车穿过霓虹街道')).not.toMatch(
      /第一人(?!称)/,
    );
    // Someone named before it is followed: the rider, the blogger.
    expect(analyse('竖屏第一视角，外卖小哥骑电动车穿过暴雨中的街道').subject?.phrase).toBe(
      '外卖小哥',
    );
  });
});

describe('review 109: colours named, a logo space, a theme park, a clay fox', () => {
  it('"gold and amber tones" are colours for the Palette, not a doing; the clip ends on the logo space', () => {
    const idea =
      'Luxury perfume bottle on wet black marble, a single drop of water falls and ripples, gold and amber tones. End on the bottle with the logo space.';
    const prompt = advanced(idea);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/gold, amber/i);
    expect(beats(prompt)).not.toMatch(/tones/);
    expect(beats(prompt)).toMatch(/End on the bottle, clean space beside it left for the logo\.$/);
    // Teal and orange is a palette said whole: no line of ours.
    expect(advanced('a surfer at dawn, teal and orange tones')).not.toMatch(/^Palette:/m);
  });

  it('a neon theme park is no garden: no lawns, and its palette is its lights', () => {
    const prompt = advanced(
      "POV: you're riding a roller coaster at night through a neon theme park",
    );
    expect(prompt).not.toMatch(/lawns|flower beds|leaf green/);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/neon pink/i);
  });

  it('a claymation fox bakes as a person would, in stages', () => {
    const told = beats(advanced('claymation fox baking bread, flour everywhere, cozy'));
    expect(told).toMatch(/oven/);
    expect(told).not.toMatch(/every small movement clear|A wider view takes in/);
  });
});

describe('reviews 109-110: summits, arms up, a jump at the end, a device switched on', () => {
  it('a hiker at the ridge opens on the last steps; what she looks back at is not where she is', () => {
    const idea =
      'A lone hiker reaches the ridge of a misty fjord at sunrise, then turns to look back at the valley.';
    expect(analyse(idea).setting.place).not.toBe('at the valley');
    const told = beats(advanced(idea));
    expect(told).toMatch(/Open on the lone hiker, the last steep steps ahead/);
    expect(beats(advanced('a hiker reaches the summit and raises her arms'))).toMatch(
      /raises her arms; held high above her head/,
    );
  });

  it('a POV ride over roots and rocks ends on the jump it names', () => {
    const plan = analyse(
      'POV mountain biking down a forest trail, roots and rocks, a jump at the end',
    );
    expect(plan.actions.map((action) => action.verb)).toEqual(['ride', 'hit']);
    const told = beats(
      advanced('POV mountain biking down a forest trail, roots and rocks, a jump at the end'),
    );
    expect(told).toMatch(/over roots and rocks/);
    expect(told).toMatch(/You hit a jump at the end; the front wheel lifts off the lip/);
  });

  it('"peel the film, power it on": what is switched on is the console', () => {
    const told = beats(
      advanced(
        'unboxing a retro handheld game console, hands peel the film, power it on, first screen glows',
      ),
    );
    expect(told).toMatch(/power the retro handheld game console on/);
    expect(told).not.toMatch(/power the film/);
  });

  it('"latte art" alone, 拉花 alone: the art is poured', () => {
    expect(beats(advanced('latte art'))).toMatch(/steamed milk pours in/);
    expect(beats(advanced('拉花'))).toMatch(/咖啡师拉花/);
    expect(analyse('咖啡师拉花').subject?.phrase).toBe('咖啡师');
  });
});

describe('reviews 111-112: who speaks, who replies, and what is read as a noun', () => {
  it('"A woman in red steps out of the shadows: …" is hers; "He replies" is the detective (never the woman)', () => {
    const plan = analyse(
      'A detective in a rainy 1940s alley lights a cigarette. A woman in red steps out of the shadows: "You\'re late, Sam." He replies: "Traffic was murder."',
    );
    expect(plan.dialogue.map((line) => line.speaker)).toEqual([
      'the woman in red',
      'the detective in the rainy 1940s alley',
    ]);
    expect(plan.style).toBe('noir');
    // "woman" ends in "man", and is still no "he".
    expect(analyse('A man sits. A woman enters. He replies: "Traffic."').dialogue[0]?.speaker).toBe(
      'the man',
    );
    expect(
      lineIn(advanced('A detective in a rainy 1940s alley lights a cigarette.'), /^Lighting:/),
    ).toMatch(/low-key/);
  });

  it('"then surfaces laughing" is the surfer surfacing; paddling out and wiping out are staged as such', () => {
    const idea =
      'Surfer paddles out at dawn, catches a huge wave, wipes out, then surfaces laughing';
    expect(analyse(idea).actions.at(-1)).toMatchObject({ verb: 'surface' });
    const told = beats(advanced(idea));
    expect(told).toMatch(/paddles out; arms pulling through the water/);
    expect(told).toMatch(/wipes out; the board shoots out from under them/);
    expect(told).not.toMatch(/the surfaces laugh/);
  });

  it('an ollie down a stair set pops, a fist in the air is no flip and no throw', () => {
    const told = beats(
      advanced(
        'Skateboarder ollies a 10-stair set, lands, rolls away and throws a fist in the air',
      ),
    );
    expect(told).toMatch(/ollies a 10-stair set; the tail cracks down/);
    expect(told).not.toMatch(/spinning|pick up speed/);
  });

  it('ice cream beside a lava cake is no iced drink and no colour; "is placed" is the doing', () => {
    const idea =
      'Chocolate lava cake is cut with a spoon, the molten center spills onto the plate, then a scoop of vanilla ice cream is placed beside it.';
    expect(analyse(idea).colours).toEqual([]);
    const prompt = advanced(idea);
    expect(prompt).not.toMatch(/condensation|cool backlight|fresh herbs|is places/i);
    expect(beats(prompt)).toMatch(/The scoop of vanilla ice cream is placed beside it\./);
  });
});

describe('reviews 111-112: steps in order, the sun before the lights, what she grabs', () => {
  it('先撕掉保护膜，再按下第一颗键，最后打开灯效: every step is told; the keys are heard', () => {
    const idea = '竖屏短视频：开箱一台新的机械键盘，先撕掉保护膜，再按下第一颗键，最后打开灯效';
    expect(analyse(idea).actions.map((action) => action.verb)).toContain('再按下第一颗键');
    const prompt = advanced(idea);
    expect(lineIn(prompt, /^声音：/)).toMatch(/机械键盘清脆厚实的敲击声/);
    expect(prompt.replace(/\d+mm/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('a skyline from sunset to night: the sun goes down before the windows light up', () => {
    const told = beats(advanced('Time-lapse of a city skyline from sunset to night'));
    expect(told.indexOf('sun sinks')).toBeLessThan(told.indexOf('flick on'));
    // From day, the sun line is the Lighting line's; the lights still come on.
    expect(beats(advanced('Time-lapse of a city skyline from day to night'))).toMatch(/flick on/);
  });

  it('"A bolt drifts away. She reaches out and grabs it." — she grabs the bolt', () => {
    const told = beats(
      advanced(
        'Astronaut repairs a solar panel outside the space station while Earth turns below. A bolt drifts away. She reaches out and grabs it.',
      ),
    );
    expect(told).toMatch(/grabs the bolt\./);
    expect(told).not.toMatch(/out of reach/);
  });

  it('cat knocks cup: the cup goes over the edge', () => {
    expect(beats(advanced('cat knocks cup'))).toMatch(/topples over the edge/);
  });

  it('一朵花 is 花 when named again, and 花瓣 keeps its 花; a misty Li River is green and hushed', () => {
    const told = beats(advanced('延时摄影：一朵花从花苞到盛开'));
    expect(told).toMatch(/花瓣一片片松开/);
    expect(told.match(/一朵花/g)?.length).toBe(1);
    const river = advanced('桂林漓江清晨航拍，竹筏缓缓划过，薄雾笼罩山峰');
    expect(lineIn(river, /^配色：/)).toMatch(/喀斯特青绿/);
    expect(lineIn(river, /^声音：/)).not.toMatch(/呼啸/);
  });
});

describe('reviews 113-114: a cook in motion, what "it" is, what comes out of the clouds', () => {
  it('maple syrup drizzled is no rain; a flipping or flambéing cook is seen at the counter, not in macro', () => {
    const idea =
      'Chef flips a pancake, catches it in the pan, then drizzles maple syrup over the stack';
    expect(analyse(idea).weather).toBeUndefined();
    const prompt = advanced(idea);
    expect(prompt).not.toMatch(/rain|macro/i);
    expect(lineIn(prompt, /^Camera:/)).toMatch(/Medium shot at counter height/);
    expect(analyse('a cold drizzle falls on the harbour').weather).toBe('rain');
  });

  it('"flambés a pan of shrimp, the flame leaps high, he plates it": he plates the shrimp', () => {
    const told = beats(
      advanced(
        'A chef flambés a pan of shrimp, the flame leaps high, he plates it and wipes the rim',
      ),
    );
    expect(told).toMatch(/plates the shrimp/);
    expect(told).not.toMatch(/plates the (?:flame|pan)/);
  });

  it('a dragon out of the clouds, earbuds out of ink: the clip opens on what hides them', () => {
    const dragon = beats(advanced('水墨风格动画：一条龙从云中飞出'));
    // (A dragon has its own rise since session 36: the same hiding, then scales and a cry.)
    expect(dragon).toMatch(/^1\.【0-4 秒】开场：一条龙(?:的身影)?藏在翻涌的云/);
    expect(dragon).toMatch(/破云而出|云雾被撕开/);
    const earbuds = beats(
      advanced(
        'Matte black wireless earbuds rising out of a pool of ink, slow orbit, studio rim light',
      ),
    );
    expect(earbuds).toMatch(/only a dark shape beneath the still surface/);
    expect(earbuds).not.toMatch(/at rest/);
  });
});

describe('reviews 113-114: the heart, the shame, the tea, the gold light, the bottle on velvet', () => {
  it('a latte art heart is drawn, seen from above; "fast and punchy" is the look, no doing', () => {
    const idea = '9:16 TikTok of a barista pouring a latte art heart, fast and punchy';
    expect(analyse(idea).actions.map((action) => action.rest)).toEqual(['a latte art heart']);
    const prompt = advanced(idea);
    expect(beats(prompt)).toMatch(/becomes a heart/);
    expect(lineIn(prompt, /^Camera:/)).toMatch(/Overhead shot straight down into the cup/);
  });

  it('the son looks down in shame; the father pours a cup of tea (no leaves unfurling)', () => {
    const told = beats(
      advanced(
        'In a cramped kitchen, an old father says to his son, "You never call anymore." The son looks down and answers, "I know, Dad. I\'m sorry." Then the father pours him a cup of tea.',
      ),
    );
    expect(told).toMatch(/looks down; his eyes drop/);
    expect(told).not.toMatch(/taking in every detail|leaves/);
  });

  it('金色逆光 on a product is a gold light behind it, not golden hour; 放在黑色丝绒上 is where it stands', () => {
    const prompt = advanced('一瓶香水放在黑色丝绒上，缓缓旋转，金色逆光');
    expect(lineIn(prompt, /^光线：/)).toMatch(/金色的逆光从后方透过来/);
    expect(prompt).not.toMatch(/黄金时刻/);
    const told = beats(prompt);
    expect(told).toMatch(/^1\.【0-4 秒】开场：在黑色丝绒上/);
    expect(told).not.toMatch(/香水放在黑色丝绒上/);
  });

  it('droplets sliding down a cold bottle are staged', () => {
    expect(
      beats(advanced('cold beer bottle, condensation droplets slide down, slow motion')),
    ).toMatch(/breaks loose and slides down/);
  });
});

describe('review 114: a last-minute goal, a night market', () => {
  it('前锋 is a player: the dribble, the shot and the goal are staged, seen wide on a long lens, green and loud', () => {
    const idea = '足球比赛最后一分钟，前锋带球突破两名后卫，起脚射门，球进了';
    expect(analyse(idea).subject?.kind).toBe('person');
    const prompt = advanced(idea);
    const told = beats(prompt);
    expect(told).toMatch(/球贴着脚面从后卫身边溜过/);
    expect(told).toMatch(/前锋起脚射门，足球划出一道弧线/);
    expect(told).toMatch(/球网猛地一鼓/);
    expect(lineIn(prompt, /^镜头：/)).toMatch(/全景，侧面快速跟拍/);
    expect(lineIn(prompt, /^配色：/)).toMatch(/草皮绿/);
    expect(lineIn(prompt, /^声音：/)).toMatch(/看台/);
  });

  it('a night market is its stalls and woks: no skyline, no traffic', () => {
    const prompt = advanced(
      'POV: running through a crowded night market in Taipei, weaving between stalls',
    );
    expect(prompt).not.toMatch(/skyline|headlights|siren/);
    expect(lineIn(prompt, /^Audio:/)).toMatch(/vendors calling out/);
  });
});

describe('review 114: what a drone flies over is the picture', () => {
  it('the cliffs are the subject; the sheep graze on them', () => {
    const plan = analyse(
      'Aerial drone shot over the Faroe Islands cliffs at golden hour, waves crashing below, sheep grazing on the edge',
    );
    expect(plan.subject?.phrase).toBe('the Faroe Islands cliffs');
    expect(plan.actions.at(-1)).toMatchObject({ verb: 'graze', who: { phrase: 'the sheep' } });
  });
});

describe('read-through of fresh outputs (session 33)', () => {
  it('a bug fixed at night is no repair with tools, lit by the screen; a fire rescue is staged and heard', () => {
    const coder = advanced('深夜加班的程序员终于修好了bug，伸了个懒腰');
    expect(coder).not.toMatch(/工具/);
    expect(lineIn(coder, /^光线：/)).toMatch(/屏幕的冷光/);
    const rescue = advanced('a firefighter carries a child out of a burning house');
    expect(beats(rescue)).toMatch(/bursts out through the doorway/);
    expect(lineIn(rescue, /^Audio:/)).toMatch(/crackle and pop of the flames/);
  });

  it('teaching a grandson to fold paper cranes ends on the crane in his palm', () => {
    expect(
      beats(advanced('a grandmother teaches her grandson to fold paper cranes by the window')),
    ).toMatch(/paper crane stands up in the small palm/);
  });
});

describe('reviews 115-116: star trails, a drone shot, a tea shop, a pale shape', () => {
  it('星空旋转 is star trails, never a thing turning to face the lens', () => {
    const told = beats(advanced('延时摄影：星空在雪山上空旋转'));
    expect(told).toMatch(/星轨/);
    expect(told).not.toMatch(/转到正面|正对镜头/);
  });

  it('"Drone shot gliding over …" flies; the shot is nothing in the frame', () => {
    const prompt = advanced(
      'Drone shot gliding over the terraced rice fields of Bali at sunrise, mist in the valleys',
    );
    expect(beats(prompt)).not.toMatch(/drone shot|the Bali/i);
    expect(beats(prompt)).toMatch(/the fields spread out whole below/);
  });

  it('摇奶茶、封口、递给顾客 are three doings, the clerk named short after the first', () => {
    const told = beats(advanced('竖屏短视频：街头奶茶店店员摇奶茶、封口、递给顾客'));
    expect(told).toMatch(/冰块咣咣直撞[\s\S]*店员封口，封口机/);
  });

  it('"something pale crawls out" is a pale shape crawling out; slow motion on the peak is no mountain', () => {
    const horror = analyse(
      'horror: a hallway light flickers, a door at the end slowly creaks open, something pale crawls out',
    );
    expect(horror.actions.at(-1)).toMatchObject({
      verb: 'crawl',
      who: { phrase: 'the pale shape' },
    });
    const skate = analyse(
      'a skateboarder ollies down a ten-stair set, lands, rolls away, and throws his fist up, slow motion on the peak',
    );
    expect(skate.setting.env).toBeUndefined();
    expect(skate.formats).toContain('slow-motion');
  });

  it('an astronaut by the station window is inside it, Earth turning outside', () => {
    expect(beats(advanced('太空站窗外，地球缓缓转动，宇航员漂浮着喝水'))).toMatch(/太空站的舷窗边/);
  });
});

describe('reviews 117-118: a folding phone unboxed, pearls added', () => {
  it('开箱新款折叠屏手机，先撕膜，再展开屏幕，最后点亮 has its beats, the film peeled', () => {
    const told = beats(advanced('竖屏短视频：开箱新款折叠屏手机，先撕膜，再展开屏幕，最后点亮'));
    expect(told).toMatch(/先撕膜，保护膜顺滑地一口气撕下/);
    expect(told).toMatch(/再展开屏幕/);
    // (Lights that turn on are no phone woken.)
    expect(beats(advanced('time-lapse: the city lights turn on at dusk'))).not.toMatch(
      /power button/,
    );
  });

  it('倒入鲜奶，加入珍珠，摇匀: the pearls are added', () => {
    expect(
      analyse('奶茶广告：倒入鲜奶，加入珍珠，摇匀').actions.map((action) => action.verb),
    ).toEqual(['倒入鲜奶', '加入珍珠', '摇匀']);
  });
});

describe('reviews 117-118: beans, a walk and a bite', () => {
  it('coffee beans are dry: no steam', () => {
    expect(advanced('Coffee beans')).not.toMatch(/steam/i);
  });

  it('在夜市里边走边吃 is one doing, walking and eating at once', () => {
    expect(beats(advanced('第一人称视角：在夜市里边走边吃臭豆腐'))).toMatch(
      /你在夜市里一边走，一边吃臭豆腐/,
    );
  });
});
