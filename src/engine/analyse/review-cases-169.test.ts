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

describe('what the idea names is in the scene', () => {
  it('a train passing below a rooftop: its tracks, its sound, and the clip ends on her', () => {
    const prompt = advanced(
      'anime girl on a rooftop at dusk, her scarf blowing as a train passes below',
    );
    expect(lineIn(prompt, /^Scene:/)).toMatch(/railway tracks/);
    expect(lineIn(prompt, /^Audio:/)).toMatch(/train rumbling/);
    expect(beats(prompt)).not.toMatch(/Hold on the train/);
  });

  it('a bike down a steep Lisbon street: Lisbon, the speed and the brakes, the cobbles heard', () => {
    const prompt = advanced('POV: riding a bike down a steep cobblestone street in Lisbon');
    expect(lineIn(prompt, /^Scene:/)).toMatch(/yellow tram/);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/azulejo blue/);
    expect(beats(prompt)).not.toMatch(/pump the pedals/);
    expect(beats(prompt)).toMatch(/brakes/);
    expect(lineIn(prompt, /^Audio:/)).toMatch(/cobblestones/);
    // A hill past rice fields is no street.
    expect(
      beats(
        advanced(
          'Studio Ghibli-style anime: a girl rides her bicycle down a hill past rice fields in summer',
        ),
      ),
    ).not.toMatch(/houses flashing/);
  });

  it('Earth rising behind rises behind; a sandcastle is on the sand', () => {
    expect(
      lineIn(
        advanced('astronaut repairing a solar panel on a space station, Earth rising behind'),
        /^Scene:/,
      ),
    ).toMatch(/rising behind/);
    const sand = advanced(
      'two kids build a sandcastle, a wave washes it away, and they laugh and start again',
    );
    expect(lineIn(sand, /^Scene:/)).toMatch(/sand/);
    expect(beats(sand)).not.toMatch(/their mouth/);
  });

  it('sunlight through blinds on a perfume moves across it; the orbit is not frozen', () => {
    const prompt = beats(
      advanced('一瓶香水放在大理石台面上，阳光透过百叶窗洒下条纹光影，镜头缓慢环绕'),
    );
    expect(prompt).not.toMatch(/阳光表面|镜头定格/);
    expect(prompt).toMatch(/明暗的边界缓缓滑过/);
  });

  it('walking a lit place in first person: the eyes ahead, the way in, the view at a railing', () => {
    const prompt = advanced('第一人称视角：在重庆洪崖洞夜景中穿行');
    expect(lineIn(prompt, /^镜头：/)).not.toMatch(/手上的动作/);
    expect(beats(prompt)).toMatch(/栏杆边/);
    // Riding through is no walk with the crowd.
    expect(
      beats(
        advanced(
          '赛博朋克城市里，一个外卖小哥骑着飞行摩托穿梭在高楼之间。雨夜，霓虹灯倒映在积水里。',
        ),
      ),
    ).not.toMatch(/人流/);
  });
});

describe('Chinese doings read whole (reviews 171-172)', () => {
  it('which bite is no one: the second bite and its thumbs-up are told', () => {
    const told = beats(
      advanced('竖屏短视频：女生在街头试吃臭豆腐，第一口皱眉，第二口竖起大拇指。'),
    );
    expect(told).toMatch(/第二口竖起大拇指/);
    expect(told).not.toMatch(/最后，第一口皱眉/);
  });

  it('every swordsman’s move is a beat: 黑衣人后退一步 is kept', () => {
    expect(
      beats(
        advanced('古风武侠：两个剑客在竹林里对决，白衣少年先出剑，黑衣人后退一步，最后竹叶纷飞'),
      ),
    ).toMatch(/黑衣人后退一步/);
  });

  it('边走边吃 in a long place name is one stroll with a bite, not two beats', () => {
    const told = beats(advanced('第一人称视角：在东京街头的夜市里边走边吃'));
    expect(told).not.toMatch(/最后，你一边吃/);
    expect(told).toMatch(/一边走，一边吃/);
  });

  it('ice melting in an iced coffee in the sun: the ice melts into the drink, in sunlight', () => {
    const prompt = advanced('一杯冰美式咖啡在阳光下慢慢融化的冰块，特写。');
    expect(beats(prompt)).toMatch(/开场：冰美式咖啡里的冰块/);
    expect(beats(prompt)).not.toMatch(/一滩水|咖啡慢慢塌下/);
    expect(lineIn(prompt, /^光线：/)).toMatch(/阳光/);
    // A child's laughter heard is still heard.
    expect(
      beats(advanced('一个女孩在空荡荡的老医院走廊里，手电筒突然熄灭，远处传来孩子的笑声')),
    ).toMatch(/远处传来孩子的笑声/);
  });

  it('why the Moon always shows one face is answered (tidal locking)', () => {
    const zh = advanced('为什么月亮总是同一面朝向地球？做一个科普动画');
    expect(beats(zh)).toMatch(/潮汐锁定/);
    expect(beats(zh)).not.toMatch(/做一个科普动画/);
    expect(beats(advanced('why do we only ever see one side of the moon? explainer'))).toMatch(
      /tidal locking/,
    );
  });
});

describe('reviews 171-174: who, what and where', () => {
  it('a toddler and a dog share a popsicle: eaten together, not told', () => {
    const told = beats(advanced('A toddler and a golden retriever share a popsicle on the porch.'));
    expect(told).not.toMatch(/words|thoughts/);
    expect(told).toMatch(/popsicle passing back and forth/);
    // Sharing a story is still telling.
    expect(beats(advanced('an old sailor shares a story about the sea'))).toMatch(/thoughts/);
  });

  it('a 5-second transition is a moment, not the clip: 9:16 and 15 seconds are written', () => {
    const prompt = advanced(
      'Vertical 9:16 TikTok: a girl does a 5-second outfit transition from pajamas to streetwear',
    );
    expect(lineIn(prompt, /^Technical:/)).toMatch(/15s, 9:16/);
    expect(lineIn(advanced('a 10-second clip of rain on a window'), /^Technical:/)).toMatch(/10s/);
  });

  it('回答 alone is the woman answering; two people are a two-shot', () => {
    const prompt = advanced(
      '雨夜的老街，男人对女人说：“我明天就走了。”女人沉默片刻，回答：“那你别回来了。”',
    );
    expect(prompt).toMatch(/- 女人：“那你别回来了。”/);
    expect(prompt).not.toMatch(/回答说|群像/);
    expect(
      lineIn(
        advanced(
          'In a cramped kitchen at 3 am, a tired nurse named Maya tells her younger brother Leo, "You can\'t keep doing this." Leo stares at the floor and says, "I know. I\'m sorry." She pulls him into a hug.',
        ),
        /^Camera:/,
      ),
    ).toMatch(/two-shot/);
  });

  it('her brother Leo is he; eyes on the floor are lowered, not taking in details', () => {
    const told = beats(
      advanced(
        'In a cramped kitchen at 3 am, a tired nurse named Maya tells her younger brother Leo, "You can\'t keep doing this." Leo stares at the floor and says, "I know. I\'m sorry." She pulls him into a hug.',
      ),
    );
    expect(told).toMatch(/Leo stares at the floor; his eyes lowered/);
    expect(told).not.toMatch(/taking in every detail/);
  });

  it('"lights the lamp" is a doing; an inside-outside light is said as asked', () => {
    const prompt = advanced(
      'A lighthouse keeper climbs the stairs at dusk, lights the lamp, and watches a ship pass safely through the storm. Shot on 35mm, warm tungsten interior against cold blue exterior.',
    );
    expect(beats(prompt)).toMatch(/lights the lamp/);
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/cold blue light outside/);
    // "under the stadium lights" is still where the pitch is thrown.
    expect(
      beats(advanced('The pitcher winds up and throws a curveball under the stadium lights')),
    ).toMatch(/front leg kicks high/);
  });

  it('a falling drop is gone by the end: the clip ends on the bottle', () => {
    expect(
      beats(advanced('Perfume bottle on wet black stone, single drop of water falls, macro.')),
    ).not.toMatch(/Hold on the single drop/);
  });

  it('a model in a perfume ad is filmed as a person; a hood camera rides with the car', () => {
    const ad = advanced(
      'Cinematic perfume ad. A woman in a red silk dress walks through a hall of mirrors at golden hour; low-angle dolly, shallow depth of field. She turns, sprays the perfume, and smiles at the camera.',
    );
    expect(ad).not.toMatch(/macro/i);
    const drive = advanced(
      'Synthwave music video: a woman in a chrome jacket drives a convertible down a neon highway, camera locked on the hood',
    );
    expect(lineIn(drive, /^Camera:/)).toMatch(/Hood-mounted/);
    expect(beats(drive)).not.toMatch(/into the distance/);
  });

  it('drizzled condensed milk is no rain; a street vendor works at a cart', () => {
    const prompt = advanced(
      'Street vendor in Bangkok flips a mango sticky rice crepe onto a paper plate, drizzles condensed milk, then hands it to a smiling tourist.',
    );
    expect(prompt).not.toMatch(/rain|linen/i);
    expect(lineIn(prompt, /^Scene:/)).toMatch(/street-food cart/);
  });

  it('a street interview is on the street; storms talked about are not in the shot', () => {
    const barista = advanced(
      'Street interview: a barista in Brooklyn talks about her favorite latte art',
    );
    expect(barista).not.toMatch(/espresso machine|steam wand/);
    expect(
      lineIn(
        advanced('street interview with an old fisherman about how the harbor has changed'),
        /^Scene:/,
      ),
    ).toMatch(/dock|boats/);
    expect(
      advanced(
        'Sit-down interview with an elderly fisherman on his boat, he talks about the storms he survived.',
      ),
    ).not.toMatch(/whitecaps|thunder/);
  });

  it('a couple racing through a cornfield, laughing, is play in a field, not a row in a room', () => {
    const prompt = advanced(
      'Handheld, 35mm film look, a teenage couple runs through a summer cornfield at golden hour, laughing. She shouts "Race you to the river!" and he chases her. They reach the water and jump in.',
    );
    expect(lineIn(prompt, /^Audio:/)).not.toMatch(/voices rising|room tone/);
    expect(lineIn(prompt, /^Scene:/)).not.toMatch(/blurred background/);
  });
});

describe('reviews 175-176: the payoff kept, the camera as asked', () => {
  it('a fox that pops up with snow on its face keeps the snow', () => {
    expect(
      beats(
        advanced(
          'A red fox hunts mice in fresh snow at dawn: it freezes, cocks its head listening, leaps high and dives nose-first into the drift, then pops up with snow on its face.',
        ),
      ),
    ).toMatch(/pops up with snow on its face/);
  });

  it('pops and locks is one dance, not two beats', () => {
    const told = beats(
      advanced(
        'vertical 9:16 video: a street dancer in Seoul pops and locks under neon signs, crowd cheering',
      ),
    );
    expect(told).not.toMatch(/The dancer locks\./);
    expect(told).toMatch(/pop-and-lock/);
  });

  it('a camera style the person refuses is not written, nor made a beat', () => {
    const prompt = advanced(
      'drone flyover of Iceland black sand beach, waves crashing, handheld feel is NOT wanted, smooth and slow',
    );
    expect(lineIn(prompt, /^Camera:/)).not.toMatch(/handheld/i);
    expect(beats(prompt)).not.toMatch(/NOT wanted/);
  });

  it('a mooncake cut open: one slow cut, the custard flows, no steam, moon colours', () => {
    const prompt = advanced('中秋节月饼广告，切开流心奶黄，慢镜头');
    expect(beats(prompt)).toMatch(/流心从切口缓缓淌出/);
    expect(prompt).not.toMatch(/砧板|热气|完整地/);
    expect(lineIn(prompt, /^配色：/)).toMatch(/月光银/);
    // A lava lamp is no lava cake.
    expect(beats(advanced('seamless loop of a lava lamp blob splitting and merging'))).not.toMatch(
      /blade/,
    );
  });

  it('off the blocks: the gun, the drive, the track', () => {
    const prompt = advanced('slow motion sprint, athlete bursts off the starting blocks');
    expect(beats(prompt)).toMatch(/gun cracks/);
    expect(lineIn(prompt, /^Scene:/)).toMatch(/running track/);
    expect(lineIn(prompt, /^Audio:/)).toMatch(/starting gun/);
  });

  it('shot from a cliff on a long lens is high and far, not rolling alongside', () => {
    expect(
      lineIn(
        advanced(
          'A surfer paddles out at Nazaré, waits for the set, drops into a giant wave and disappears into the whitewater. Shot from a cliff with a long lens.',
        ),
        /^Camera:/,
      ),
    ).toMatch(/clifftop/);
  });

  it('a latte swan takes shape wings first, then the neck, then sits finished, in order', () => {
    const told = beats(
      advanced('vertical 9:16 TikTok, a barista pours latte art swan in one take'),
    );
    expect(told.indexOf('wings')).toBeLessThan(told.indexOf('neck'));
    expect(told.indexOf('neck')).toBeLessThan(told.indexOf('finished'));
    expect(told.match(/wings/g)?.length).toBe(1);
  });

  it('a lighthouse in a storm: the sea breaks below, the beam sweeps; a fire moves itself', () => {
    const told = beats(advanced('lighthouse in a storm'));
    expect(told).toMatch(/Waves burst white/);
    expect(told).toMatch(/beam sweeps/);
    expect(beats(advanced('循环视频：壁炉里的火焰'))).not.toMatch(/光线缓缓扫过/);
  });

  it('a snowy night in ink is moonlit and snowy; 国风 is a look, not wind', () => {
    const prompt = advanced('国风动画：少年剑客在雪夜竹林中拔剑');
    expect(lineIn(prompt, /^光线：/)).toMatch(/月光/);
    expect(lineIn(prompt, /^场景：/)).toMatch(/雪/);
  });

  it('a cook smiling at the lens and a backlit steaming cup are not shot from straight above', () => {
    expect(
      lineIn(
        advanced(
          'A chef torches a crème brûlée, cracks the sugar crust with a spoon, and smiles at the camera.',
        ),
        /^Camera:/,
      ),
    ).not.toMatch(/Overhead/);
    expect(lineIn(advanced('一杯冒着热气的手冲咖啡，清晨窗边，逆光'), /^镜头：/)).not.toMatch(
      /俯拍/,
    );
  });

  it('a night-market walk with a skewer in hand: the skewer is held along the way, not a last beat', () => {
    const told = beats(advanced('第一人称视角：在夜市里穿行，手里拿着烤串'));
    expect(told).not.toMatch(/最后，手里拿着烤串/);
    expect(told).toMatch(/摊位/);
  });
});

describe('reviews 177-178: one word does not drag in another place', () => {
  it('chilli oil poured at a late-night stall is no watering can; 麻辣烫摊 is a stall', () => {
    const told = beats(advanced('深夜街边的麻辣烫摊，热气腾腾，老板娘往碗里浇红油'));
    expect(told).not.toMatch(/壶嘴|泥土|麻辣出现/);
    expect(told).toMatch(/滋啦一声/);
  });

  it('an astronaut at the airlock handrail is in space, not on a street', () => {
    const prompt = advanced(
      'An astronaut floats out of the airlock, grabs the handrail, and looks back at Earth',
    );
    expect(prompt).not.toMatch(/street|concrete steps|passers-by/i);
  });

  it('riding the last train home is in the carriage, lo-fi and quiet', () => {
    const prompt = advanced(
      'Lo-fi music video: a guy in a hoodie rides the last train home, headphones on, rain on the window',
    );
    expect(lineIn(prompt, /^Scene:/)).toMatch(/carriage/);
    expect(prompt).not.toMatch(/next room|performance-driven|orbit around/);
    expect(beats(prompt)).toMatch(/slumped against the window/);
    expect(lineIn(advanced('a tired nurse walks home through the rain'), /^Lighting:/)).not.toMatch(
      /window/,
    );
  });

  it('a delivery rider in a rainstorm who then climbs stairs is lit by the storm outside', () => {
    const prompt = advanced(
      '外卖小哥在暴雨中骑电动车送餐，先闯过积水，然后爬楼梯，最后把外卖递给顾客',
    );
    expect(prompt).not.toMatch(/窗外透进|室内底噪/);
  });

  it('city lights flickering on at dusk are lights coming on, not a failing bulb', () => {
    expect(
      lineIn(
        advanced('Anime girl on a rooftop at dusk, her scarf blowing, city lights flickering on'),
        /^Lighting:/,
      ),
    ).not.toMatch(/Flickering/);
    expect(
      lineIn(advanced('abandoned hospital hallway, the lights flicker'), /^Lighting:/),
    ).toMatch(/Flickering/);
  });

  it("answering an interviewer's questions is an interview", () => {
    const prompt = advanced(
      "A chef in a white apron answers an interviewer's questions in her empty restaurant before service",
    );
    expect(lineIn(prompt, /^Camera:/)).toMatch(/Static/);
    expect(prompt).not.toMatch(/clinking cutlery/);
  });
});

describe('reviews 177-178: a cold drink opened', () => {
  it('a cola on a picnic table is a drinks shot outdoors, opened with a hiss', () => {
    const prompt = advanced('一瓶冰镇可乐在夏日野餐桌上冒着水珠，特写，慢动作开盖');
    expect(prompt).not.toMatch(/窗光|室内/);
    expect(lineIn(prompt, /^配色：/)).toMatch(/可乐红/);
    expect(beats(prompt)).toMatch(/嗤/);
    const soda = beats(advanced('an ice-cold soda can cracked open in slow motion'));
    expect(soda).toMatch(/sharp hiss/);
    expect(beats(advanced('she cracks open a cold soda on the porch'))).toMatch(
      /a cold drink in hand/,
    );
  });
});

describe('reviews 179-180: who speaks, what it is made of', () => {
  it('the daughter-in-law answers; 婆婆 does not say her line', () => {
    const prompt = advanced(
      '婆婆对儿媳说："这个家还轮不到你做主。"儿媳放下碗，冷冷地回答："那我走。"',
    );
    expect(prompt).toMatch(/- 儿媳：“那我走。”/);
    expect(prompt).not.toMatch(/婆婆冷冷地回答/);
  });

  it('一个人 is how the clerk works, not part of the clerk', () => {
    expect(beats(advanced('深夜便利店，店员一个人在整理货架，外面下着雨，暖黄灯光'))).not.toMatch(
      /店员一个人/,
    );
  });

  it('paper cut-out stop-motion is paper, and the whale swims through its city', () => {
    const prompt = advanced(
      'Paper cutout stop-motion of a whale swimming through a city made of newspaper',
    );
    expect(lineIn(prompt, /^Style:/)).toMatch(/Paper cut-out/);
    expect(beats(prompt)).toMatch(/The whale swims/);
    expect(beats(prompt)).not.toMatch(/stop-motion|makes of/);
    // What someone says is made of stays as said.
    expect(
      advanced(
        'claymation: a tiny robot offers a flower to a cactus. The cactus says, "I\'m prickly, you know." The robot replies, "I\'m made of metal."',
      ),
    ).toMatch(/"I'm made of metal\."/);
  });

  it('a penguin has feet, not paws', () => {
    expect(beats(advanced('Claymation penguin trying to fly off an iceberg'))).not.toMatch(/paws/);
  });
});

describe('review 180: knocks are heard', () => {
  it('something that knocks three times from inside the wall is heard knocking', () => {
    expect(
      lineIn(
        advanced(
          'Found-footage horror: a night-vision camera in a basement, something knocks three times from inside the wall',
        ),
        /^Audio:/,
      ),
    ).toMatch(/knocks/);
  });
});

describe('reviews 181-182: the place the idea names', () => {
  it('a time-lapse from dusk to night of the lights is the place, changing with the hours', () => {
    const told = beats(advanced('延时摄影：上海陆家嘴从黄昏到夜晚的灯光变化'));
    expect(told).not.toMatch(/变化的|灯光变化/);
    expect(told).toMatch(/上海陆家嘴的灯光一盏接一盏亮起/);
  });

  it('a bus stop is no train platform; a hospital parking lot is outside', () => {
    expect(advanced('雨夜的公交站，男人对女人说：“别等了。”女人说：“再等一班。”')).not.toMatch(
      /列车/,
    );
    expect(
      lineIn(
        advanced('two brothers argue in a rain-soaked hospital parking lot at night'),
        /^Scene:/,
      ),
    ).not.toMatch(/plastic chairs|corridor/);
  });

  it('a skateboarder carves the street, not the snow', () => {
    expect(
      beats(advanced('Skateboarder ollies over a rail, lands, then carves away down the street')),
    ).not.toMatch(/snow/);
  });

  it('a cabin with a sleeping cat by the fire is inside, lit by the fire', () => {
    const prompt = advanced(
      'Cozy cabin at night with a sleeping cat by the fireplace, snow falling outside',
    );
    expect(lineIn(prompt, /^Scene:/)).not.toMatch(/fence|tall grass/);
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/fire/);
  });
});

describe('read-through, session 38: fresh ideas', () => {
  it('a beekeeper lifts the frame from a smoked hive; a snail glides on its foot', () => {
    expect(
      beats(advanced('a beekeeper lifts a frame heavy with honey, bees crawling over her gloves')),
    ).toMatch(/smoke/);
    expect(
      beats(advanced('macro shot of a snail crawling across a wet leaf after rain')),
    ).not.toMatch(/paws/);
  });

  it('mist that has not lifted is the morning, not the last beat', () => {
    expect(beats(advanced('老爷爷在公园里打太极，晨雾还没散'))).not.toMatch(/最后，晨雾还没散/);
  });
});

describe('reviews 183-184: a sentence before a colon, a frame shape before the doing', () => {
  it('"A chef plates a dessert: first …" is the chef plating, not a subject called "first"', () => {
    const told = beats(
      advanced(
        'A chef plates a dessert: first a swoosh of raspberry sauce, then a quenelle of vanilla ice cream, then a dusting of gold leaf. Handheld close-up, warm tungsten light.',
      ),
    );
    expect(told).not.toMatch(/The first/);
    expect(told).toMatch(/The chef plates a dessert/);
  });

  it('竖屏 before an unboxing is the frame; the unboxing still has its beats', () => {
    const told = beats(advanced('竖屏开箱新款折叠屏手机'));
    expect(told).toMatch(/掀开盒盖/);
    expect(told).toMatch(/展开/);
  });
});

describe('review 184: a skater rolls away on a board', () => {
  it('a skateboarder rolling away down the street has no bike', () => {
    expect(
      beats(
        advanced(
          'skateboarder grinds a handrail, kickflips off the end, lands and rolls away down the street',
        ),
      ),
    ).not.toMatch(/bike|handlebars/);
  });
});
