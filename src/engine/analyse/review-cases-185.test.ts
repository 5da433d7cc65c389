/**
 * Ideas from blind reviews 185-186 (session 39), and from 200 fresh ideas a helper wrote that
 * no test had seen, pinned where the engine read them wrong: each test says what a prompt
 * writer expected.
 */
import { describe, expect, it } from 'vitest';
import { expand } from '../expand.ts';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('who says and does what', () => {
  it('小林对店员说 is 小林 speaking to the clerk; the clerk answers', () => {
    const prompt = advanced(
      '深夜便利店，小林对店员说："还有热的关东煮吗？"店员笑着回答："最后一份了。"',
    );
    expect(prompt).toMatch(/- 小林：“还有热的关东煮吗？”/);
    expect(prompt).toMatch(/- 店员：“最后一份了。”/);
    expect(prompt).not.toMatch(/小林对店员出现|小林对店员：/);
    // A trade that starts with a verb is still the one who speaks.
    expect(advanced('驾驶员对乘客说：“坐好。”')).toMatch(/- 驾驶员：“坐好。”/);
  });

  it('what the clerk sees at the door is seen there: a faceless figure is horror', () => {
    const prompt = advanced('深夜便利店，店员抬头，发现门口站着一个没有脸的人');
    expect(beats(prompt)).not.toMatch(/发现门口/);
    expect(beats(prompt)).toMatch(/没有脸的人站在门口/);
    expect(lineIn(prompt, /^风格：/)).toMatch(/恐怖/);
    expect(lineIn(advanced('a faceless man stands at the end of the hallway'), /^Style:/)).toMatch(
      /horror|dread|unsettling/i,
    );
  });

  it('a capitalised first word is a trade or the weather, not a name', () => {
    expect(beats(advanced("Taxidermist carefully brushing an owl's feathers"))).toMatch(
      /the taxidermist/,
    );
    const tornado = beats(advanced('Tornado forming over Kansas wheat fields'));
    expect(tornado).toMatch(/the tornado/i);
    expect(tornado).not.toMatch(/hands and face/);
    expect(beats(advanced('Lightning strikes a lone oak tree, slow motion, night.'))).toMatch(
      /bolt forks down/,
    );
    // A name is still a name.
    expect(beats(advanced('Kristen walks in'))).toMatch(/Kristen/);
  });

  it('plural things before their own verb are the subject ("rusty gears turn")', () => {
    expect(beats(advanced('Inside a clock tower, giant gears turning, dust drifting'))).toMatch(
      /giant gears/,
    );
    expect(beats(advanced('Rusty gears turn slowly'))).not.toMatch(/Rusty’s|Open on Rusty/);
    expect(beats(advanced('skateboarder lands kickflip'))).toMatch(/kickflip/);
    expect(beats(advanced('The clay takes shape on the wheel'))).toMatch(/takes shape/);
  });

  it('the northern lights are a sky, not a person called Northern', () => {
    const told = beats(advanced('Northern lights over a frozen lake in Lapland, time-lapse.'));
    expect(told).not.toMatch(/Northern\b|across the lights/);
    expect(told).toMatch(/curtains of light/);
  });

  it('a word after "an empty" is a noun: the tumbleweeds cross the whole highway', () => {
    expect(beats(advanced('Tumbleweeds rolling across an empty desert highway.'))).toMatch(
      /an empty desert highway/,
    );
  });

  it('a second doing a verb with "re-" names is still told ("then refolds")', () => {
    expect(
      beats(
        advanced(
          'Origami crane unfolds itself into a flat sheet, then refolds into a jumping frog.',
        ),
      ),
    ).toMatch(/refolds into a jumping frog/);
  });

  it('the waiter chases the dog that took the croissant, shouting the line', () => {
    const told = beats(
      advanced(
        'A beagle steals a croissant from a café table and bolts down a Paris street while the waiter chases it yelling "Arrête!"',
      ),
    );
    expect(told).toMatch(/chases the beagle, yelling "Arrête!"/);
    expect(told).not.toMatch(/chases the croissant|and says/);
  });
});

describe('a doing staged, not said again', () => {
  it('a train, a boat or a dragon on its way comes on, passes and goes on', () => {
    const train = beats(advanced('A steam train crosses a stone viaduct'));
    expect(train).toMatch(/small in the distance/);
    expect(train).toMatch(/into the distance/);
    expect(train).not.toMatch(/every detail sharp|A wider view/);
    const boat = beats(advanced('水墨风，一叶扁舟穿过烟雨江南，远处山峦若隐若现'));
    expect(boat).toMatch(/由远及近/);
    expect(boat).not.toMatch(/身影在画面中缓缓移动/);
    // Light, weather and the view are no travellers; nor is a journey seen from a drone.
    expect(beats(advanced('A piece of debris flies past the astronaut'))).not.toMatch(
      /draws nearer/,
    );
    expect(beats(advanced('a single rim light sweeps across the dial'))).not.toMatch(
      /draws nearer/,
    );
    expect(beats(advanced('A tiny robot vacuum rolls down the driveway'))).not.toMatch(
      /small in the distance/,
    );
  });

  it('a car on the road idles, pulls away, sweeps past and goes on', () => {
    const prompt = advanced(
      'Car commercial: a black SUV drives across a salt flat, low-angle tracking shot',
    );
    expect(beats(prompt)).toMatch(/engine idling/);
    expect(beats(prompt)).toMatch(/The SUV sweeps/);
    expect(beats(prompt)).not.toMatch(/tracks shot|the suv/);
    const zh = advanced('汽车广告，黑色SUV驶过盐湖，天空倒映在地面上，低角度跟拍');
    expect(lineIn(zh, /^镜头：/)).not.toMatch(/微距/);
    expect(beats(zh)).not.toMatch(/跟拍/);
  });

  it('a dragon hatches from an egg, and a tiny one is no epic', () => {
    const prompt = advanced('Tiny dragon hatching');
    expect(beats(prompt)).toMatch(/egg/);
    expect(beats(prompt)).not.toMatch(/moment before|moment after/);
    expect(lineIn(prompt, /^Style:/)).not.toMatch(/grand scale/);
    expect(beats(advanced('小龙破壳而出'))).toMatch(/蛋壳/);
  });

  it('a chick or a duckling paddles with webbed feet, not four legs', () => {
    const chick = beats(advanced('黏土风格的小鸡学游泳'));
    expect(chick).toMatch(/小脚掌/);
    expect(chick).not.toMatch(/四条腿|手臂|小鸡学出现|小鸡学表面/);
    expect(beats(advanced('A duckling swims across the pond'))).toMatch(/webbed feet/);
  });

  it('a hawker cries his wares; 吆喝 is no drink', () => {
    const told = beats(advanced('宋朝汴京街市，小贩吆喝，行人来来往往，清明上河图的画风'));
    expect(told).not.toMatch(/杯子|啜饮/);
    expect(told).toMatch(/小贩吆喝/);
  });

  it('a detail never does what a later doing of the same doer does', () => {
    const told = beats(
      advanced(
        'vertical 9:16 skincare routine: she applies serum, pats it in, then smiles at her reflection',
      ),
    );
    expect(told.match(/\bpat/g)?.length).toBe(1);
    // Petals turning are not her turning.
    expect(
      beats(
        advanced(
          'Anime girl on a rooftop at sunset, wind in her hair, cherry petals drifting past, she turns and smiles at the camera.',
        ),
      ),
    ).toMatch(/each one turns slowly/);
  });
});

describe('lines that fit the place and the light', () => {
  it('a girl on a rooftop: the wind in her hair opens, no pavement, no lit skyline yet', () => {
    const prompt = advanced(
      'anime girl on a rooftop at dusk, wind in her hair, city lights turning on below',
    );
    expect(beats(prompt)).toMatch(/wind lifting loose strands of her hair/);
    expect(lineIn(prompt, /^Scene:/)).not.toMatch(/pavement|skyline of lit windows|streaking/);
  });

  it('a cabin window with a candle is seen from inside', () => {
    const prompt = advanced(
      'Seamless loop of a cozy cabin window with rain falling and a candle flickering',
    );
    expect(prompt).not.toMatch(/tall grass|dirt track|open ground/);
  });

  it('morning bathroom light is the window over the sink, not a ring light', () => {
    const prompt = advanced('Vertical 9:16 skincare routine for TikTok, morning bathroom light');
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/bathroom window/);
    expect(prompt).not.toMatch(/ring-light/);
  });

  it('wind in a bamboo grove is wind, not a look ending in 风', () => {
    const told = beats(advanced('无缝循环：竹林里起风，竹叶沙沙摇动，阳光斑驳'));
    expect(told).not.toMatch(/竹林里起出现/);
    expect(told).toMatch(/起风/);
  });
});

describe('reviews 187-190', () => {
  it('a case that snaps shut closes: open first, then the click', () => {
    const told = beats(
      advanced(
        'A matte black wireless earbud case snaps shut on a marble counter, slow dolly in, soft window light from the left',
      ),
    );
    expect(told).toMatch(/lid up/);
    expect(told).toMatch(/rests closed/);
    expect(told).not.toMatch(/settles fully open|sits revealed/);
    expect(beats(advanced('the earbud case snaps open'))).toMatch(/fully open/);
  });

  it('one of the tiny doors is a door, not "the one"', () => {
    const told = beats(
      advanced(
        'An abandoned doll’s house in an attic; one of the tiny doors slowly opens by itself',
      ),
    );
    expect(told).toMatch(/The tiny door slowly opens/);
    expect(told).not.toMatch(/the one of/i);
  });

  it('"slow motion ripples" are ripples filmed slowly; two colours named are the palette', () => {
    const prompt = advanced(
      'luxury perfume bottle in black water, macro, slow motion ripples, gold and black',
    );
    expect(beats(prompt)).not.toMatch(/Motion ripples|on motion/);
    expect(lineIn(prompt, /^Palette:/)).not.toMatch(/pink/);
  });

  it('a field turning from green to gold is told colour by colour', () => {
    const told = beats(advanced('延时摄影：麦田从青到黄'));
    expect(told).toMatch(/青色一片片褪去/);
    expect(told).not.toMatch(/近景|表面的纹理/);
    expect(beats(advanced('Time-lapse: a maple forest turns from green to red'))).toMatch(
      /fully red/,
    );
  });

  it('a city at night glows by its own lights; a rapper raps', () => {
    expect(beats(advanced('重庆夜景，洪崖洞灯火，航拍'))).not.toMatch(/光线缓缓扫过/);
    expect(beats(advanced('rainy Tokyo alley at night'))).not.toMatch(/light shifts slowly/);
    const rapper = beats(
      advanced('music video, rapper in a neon-lit parking garage, handheld, red and blue lights'),
    );
    expect(rapper).toMatch(/raps the verse/);
  });

  it('walking in starts at the door; what is behind the shelves is the last beat', () => {
    const told = beats(advanced('深夜便利店,一个人走进来,灯光闪烁,货架后面有人影'));
    expect(told).not.toMatch(/静静站着/);
    expect(told).toMatch(/货架后面有人影/);
    expect(beats(advanced('A man walks into an empty bar at midnight'))).toMatch(/doorway/);
    // Walking into the rain is no doorway.
    expect(beats(advanced('A detective tears up the photo and walks into the rain.'))).not.toMatch(
      /door/,
    );
  });

  it('a foldable phone is unfolded; the blogger’s box is in front of her', () => {
    const told = beats(advanced('手机竖屏,博主开箱最新款折叠屏手机'));
    expect(told).toMatch(/屏幕缓缓展开/);
    expect(told).not.toMatch(/博主盒子/);
  });

  it('a noodle bowl in a rainy street is food, the chopsticks lifting the noodles', () => {
    const prompt = advanced('雨夜的重庆街头，一碗热气腾腾的小面，筷子挑起面条');
    expect(lineIn(prompt, /^风格：/)).toMatch(/美食/);
    expect(beats(prompt)).toMatch(/面条被高高挑起|汤汁/);
  });

  it('a gym transformation reel is a before, cuts and an after, in a weights gym', () => {
    const prompt = advanced('vertical 9:16 gym transformation reel');
    expect(beats(prompt)).toMatch(/before/);
    expect(beats(prompt)).toMatch(/after/);
    expect(lineIn(prompt, /^Scene:/)).not.toMatch(/court floor/);
    expect(lineIn(prompt, /^Lighting:/)).not.toMatch(/window/);
    expect(beats(advanced('sizzling smash burger'))).toMatch(/spatula presses it flat/);
  });

  it('a singer in a car is filmed through the windscreen; no neon signs on an empty highway', () => {
    const prompt = advanced(
      'Music video: a neon-lit synthwave drive down an empty coastal highway at night, the singer lip-syncs in the passenger seat',
    );
    expect(lineIn(prompt, /^Camera:/)).toMatch(/windscreen/);
    expect(prompt).not.toMatch(/orbit|Neon signs flicker/);
  });
});

describe('a second batch of fresh ideas', () => {
  it('doers named by their doing act, and a capitalised creature is no name', () => {
    expect(beats(advanced('Sumo wrestlers throwing salt before a bout, slow motion'))).toMatch(
      /wrestlers throw salt/,
    );
    expect(beats(advanced('Boxer shadowboxing alone in an empty gym at 5am'))).toMatch(
      /boxer shadowboxes/,
    );
    expect(beats(advanced('Tarantula molting'))).toMatch(/the tarantula/i);
    expect(beats(advanced('Tarantula molting'))).not.toMatch(/hands and face/);
  });

  it('someone’s hands are whom the clip follows, and cook like the cook', () => {
    const prompt = advanced(
      "grandma's hands knead dough, roll it flat, cut noodles, and drop them into boiling broth",
    );
    expect(beats(prompt)).toMatch(/Grandma's hands cut noodles/);
    expect(beats(prompt)).not.toMatch(/roll grandma's hands|are cut/);
    expect(lineIn(prompt, /^Style:/)).toMatch(/home-cooking/);
    expect(
      beats(advanced("Close-up of a fisherman's hands untangling a net on a boat in Hội An")),
    ).toMatch(/hands untangle a net on a boat in Hội An/);
  });

  it('felt animals are made of felt; a fire seen from a tower does not see', () => {
    expect(beats(advanced('Stop-motion felt animals running a tiny bakery'))).toMatch(
      /felt animals run a tiny bakery/,
    );
    expect(beats(advanced('Forest fire seen from a lookout tower, orange sky'))).not.toMatch(
      /fire sees/,
    );
  });
});

describe('reviews 191-194', () => {
  it('a vlogger’s morning is the vlogger’s, step by step', () => {
    const told = beats(advanced('竖屏vlog：早上七点起床，做早餐，出门赶地铁'));
    expect(told).toMatch(/博主起床/);
    expect(told).not.toMatch(/早餐出现|起床出现|表面的纹理/);
  });

  it('a carp that leaps and becomes a dragon ends as a dragon', () => {
    const told = beats(advanced('水墨风动画，一条锦鲤跃出水面化成龙'));
    expect(told).toMatch(/龙鳞/);
    expect(told).not.toMatch(/稳稳落下/);
  });

  it('tripe goes into the hot pot and is swished up and down', () => {
    expect(beats(advanced('火锅沸腾，毛肚下锅七上八下，特写'))).toMatch(/一上一下地涮着/);
  });

  it('a first-person bowl of noodles is noodles, not something crisp', () => {
    const told = beats(advanced('第一人称视角，在重庆的老街上穿梭，吃一碗小面'));
    expect(told).not.toMatch(/酥脆/);
    expect(told).toMatch(/筷子挑起一大口面/);
  });

  it('a car in an ad is shown whole; its headlights cut the dark', () => {
    const prompt = advanced('新款国产电动车广告，雨夜城市街道，车灯划破黑暗');
    expect(lineIn(prompt, /^镜头：/)).not.toMatch(/微距/);
    expect(beats(prompt)).toMatch(/两道光束/);
    expect(beats(prompt)).not.toMatch(/车灯表面的纹理/);
    // An e-bike ride is no engine roar.
    expect(advanced('第一人称视角骑电动车穿过重庆的雨夜街道')).not.toMatch(/引擎/);
  });

  it('glass that shatters bursts into shards; into petals or in reverse keeps its own story', () => {
    const told = beats(advanced('A glass vase shatters on the floor in slow motion'));
    expect(told).toMatch(/shards fanning out/);
    expect(told).not.toMatch(/moment before|moment after/);
    expect(beats(advanced('perfume bottle shattering in reverse, luxury ad'))).toMatch(
      /snap together/,
    );
  });

  it('the midnight sun is no night; an interviewed drummer talks', () => {
    const prompt = advanced('Drone flyover of Lofoten fishing villages under the midnight sun');
    expect(prompt).not.toMatch(/moonlight|stars/i);
    const told = beats(
      advanced('Sit-down interview with a retired jazz drummer in his cluttered apartment'),
    );
    expect(told).not.toMatch(/sticks|cymbal/);
  });

  it('a sigh that comes from somewhere is no door sighing; a place is no doing', () => {
    const told = beats(advanced('深夜老宅的走廊里，一扇门自己慢慢打开，然后传来一声叹息'));
    expect(told).not.toMatch(/一扇门传来/);
    expect(beats(advanced('一瓶新款防晒霜在海边沙滩上的产品广告'))).not.toMatch(
      /海边沙滩上的产品广告。/,
    );
  });

  it('sitting on a train is how you pass the buildings; one sitting by a window reads', () => {
    expect(beats(advanced('第一人称视角：坐在重庆的轻轨上穿过居民楼'))).toMatch(
      /你坐在重庆的轻轨上穿过居民楼/,
    );
    expect(beats(advanced('坐在窗边的女孩看书'))).toMatch(/女孩看书/);
  });
});

describe('more fresh ideas', () => {
  it('one of two old men slaps a piece down, the other answers', () => {
    const told = beats(
      advanced('北京胡同口，两个大爷下象棋。一个拍下棋子：“将军！”另一个慢悠悠地说：“你再看看。”'),
    );
    expect(told).toMatch(/两个大爷下象棋/);
    expect(told).toMatch(/其中一个大爷拍下棋子/);
    expect(told).not.toMatch(/另一个一个/);
  });

  it('tea sinking in a glass: the place ends before how it sinks', () => {
    expect(beats(advanced('无缝循环：茶叶在玻璃杯里缓缓下沉'))).not.toMatch(/缓缓下，/);
  });

  it('a talking-head opener is the poster speaking; 抖音 is a platform', () => {
    const prompt = advanced('抖音科普口播开头：“为什么高铁跑那么快，桌上的水却不洒？”');
    expect(prompt).toMatch(/- 博主：“为什么高铁跑那么快/);
    expect(beats(prompt)).not.toMatch(/音科普/);
  });

  it('a sneaker that freezes mid-step; a spirit made of moss steps out', () => {
    expect(
      beats(
        advanced('a sneaker squeaks across a gym floor, freezes mid-step, then the logo fades in'),
      ),
    ).toMatch(/The sneaker freezes mid-step/);
    expect(
      beats(
        advanced('Forest spirit made of moss and deer antlers stepping out from between two trees'),
      ),
    ).toMatch(/The forest spirit steps out/);
  });

  it('a routine of someone is that someone doing its steps', () => {
    const told = beats(
      advanced(
        'Morning routine of a lighthouse keeper on a Scottish island: boils the kettle, writes in the logbook, climbs the spiral stairs, wipes the lens.',
      ),
    );
    expect(told).toMatch(/keeper on the Scottish island boils the kettle/);
    expect(told).not.toMatch(/creator/);
  });

  it('a street interview question is put to passers-by', () => {
    const told = beats(
      advanced(
        'Gen Z street interview in London: "Rate your commute out of 10." Quick cuts, handheld.',
      ),
    );
    expect(told).toMatch(/asks passers-by, "Rate your commute out of 10."/);
    expect(told).not.toMatch(/handheld/i);
  });
});

describe('Fast keeps what a drama and a horror live by', () => {
  it('a long drama idea still gets a Style name and its first sound in Fast', () => {
    const fast = expand(
      'A detective and a suspect in an interrogation room. The detective slams a photo on the table: "Where were you on Friday night?" The suspect leans back: "Ask my lawyer."',
      { mode: 'fast', duration: '15s', seed: 1 },
    ).prompt;
    expect(fast).toMatch(/^Style: /m);
    expect(fast).toMatch(/^Audio: /m);
    const horror = expand(
      'abandoned hospital hallway, a wheelchair rolls by itself toward the camera, flickering fluorescent lights',
      { mode: 'fast', duration: '15s', seed: 1 },
    ).prompt;
    expect(horror).toMatch(/^Style: .*horror/m);
    expect(horror).toMatch(/^Audio: /m);
    expect(horror.length).toBeLessThanOrEqual(500);
  });
});

describe('reviews 197-198', () => {
  it('a candle brand ad is the candle', () => {
    expect(beats(advanced('Cozy candle brand ad'))).not.toMatch(/brand/);
  });

  it('downhill through a village is a ride through lanes, not a trail', () => {
    expect(beats(advanced('POV: riding a bike downhill through a village in Tuscany'))).not.toMatch(
      /roots|berm|trail/,
    );
  });

  it('a doll’s head that turns is horror', () => {
    expect(
      lineIn(
        advanced('An old doll’s head slowly turns to face the camera in a dusty attic'),
        /^Style:/,
      ),
    ).toMatch(/horror/i);
  });

  it('a pour-over is told as its making', () => {
    expect(
      beats(advanced('pour-over coffee, from grinding the beans to the last drip, close-up')),
    ).toMatch(/grinder/);
    expect(beats(advanced('一杯手冲咖啡的制作过程，从磨豆到注水，特写'))).toMatch(/注入|注下/);
  });
});

describe('reviews 199-200', () => {
  it('when the courier reaches the door the customer speaks; he answers', () => {
    const prompt = advanced(
      '外卖小哥在暴雨中骑电动车送餐，到门口时顾客说："辛苦了，快进来擦擦。"他笑着说："没事，下一单还等着呢。"',
    );
    expect(prompt).toMatch(/- 顾客：“辛苦了，快进来擦擦。”/);
    expect(prompt).toMatch(/- 外卖小哥：“没事，下一单还等着呢。”/);
    expect(prompt).not.toMatch(/- 到门口时顾客/);
  });

  it('out of the plane door is a skydive, not a hop that lands', () => {
    const told = beats(advanced('第一人称视角跳伞，从机舱门跃出'));
    expect(told).toMatch(/自由落体|伞衣/);
    expect(told).not.toMatch(/稳稳落下/);
  });
});

describe('a time-lapse over a place', () => {
  it('clouds over a mountain lake pass over the lake, never "over a mountain lake" as a name', () => {
    const told = beats(advanced('Time-lapse of clouds over a mountain lake from dawn to night'));
    expect(told).toMatch(/Open on the mountain lake/);
    expect(told).not.toMatch(/Open on over|the the/i);
  });
});
