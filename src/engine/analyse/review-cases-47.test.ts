/**
 * Ideas from blind reviews 46 onward (session 29), pinned where the engine read them wrong:
 * each test names the review and says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { expand } from '../expand.ts';
import { analyse } from './analyse.ts';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('blind reviews 46–48: the place’s own light, and what a cat knocks over', () => {
  it('a place named outdoors by day is lit as that place, not as "soft natural daylight"', () => {
    const lit = (idea: string) => lineIn(advanced(idea), /^(?:Lighting:|光线：)/);
    expect(lit('古风女子在竹林中舞剑，落叶纷飞')).toMatch(/斑驳/);
    expect(lit('第一人称视角骑摩托车穿越川藏线，雪山和经幡')).toMatch(/高原/);
    expect(lit('kids flying kites on a beach')).toMatch(/water/);
    expect(lit('hiking up a mountain trail')).toMatch(/mountain sun/);
    // The season named keeps its own light; the night keeps the night's.
    expect(lit('a walk through an autumn forest')).toMatch(/autumn/);
    expect(lit('a walk through the forest at night')).not.toMatch(/sunlight/);
  });

  it('a cat knocking things off a table is at home, and the thing it knocks is named', () => {
    expect(analyse('cat knocks over glass').actions[0]?.object).toBe('the glass');
    const glass = advanced('cat knocks over glass');
    expect(beats(glass)).toMatch(/eyes fixed on the glass/);
    expect(beats(glass)).toMatch(/knocks over the glass/);
    expect(beats(glass)).not.toMatch(/\bit\b/);
    expect(lineIn(glass, /^Lighting:/)).toMatch(/windows/);
    // The cat's own colours, not the room's.
    expect(lineIn(glass, /^Palette:/)).toMatch(/ginger/i);
    expect(analyse('一只橘猫把桌上的杯子推下去').setting.env).toBe('home');
    // "runs down the hill" runs; the hill is no thing run over.
    expect(analyse('a girl runs down the hill').actions[0]?.object).toBeUndefined();
  });
});

describe('blind reviews 47–48: a planet’s surface, and one doing with things around it', () => {
  it('a dead or red planet someone stands on has air, dust and a pale sky, not the void', () => {
    const robot = advanced(
      'A lonely robot waters the last flower on a dead planet. Dust storm approaching. Wide shot, then slow push-in to the flower.',
    );
    expect(robot).not.toMatch(/vacuum|do not twinkle|nebula|helmet/);
    expect(lineIn(robot, /^Scene:/)).toMatch(/wall of dust/);
    const landing = advanced('宇宙飞船降落在一颗红色星球上，宇航员走出舱门，远处有巨大的废墟');
    expect(landing).not.toMatch(/真空|不会闪烁|星云/);
    expect(lineIn(landing, /^配色：/)).toMatch(/锈红/);
  });

  it('the sword dance is staged and the leaves fall through its peak, not as the last event', () => {
    const dance = beats(advanced('古风少女在竹林里舞剑，落叶纷飞'));
    expect(dance.split('\n')).toHaveLength(4);
    expect(dance).toMatch(/旋身一刺[^\n]*落叶纷飞/);
    expect(dance).not.toMatch(/最后，落叶纷飞/);
    expect(dance).toMatch(/收剑而立/);
  });

  it('a crowd’s answer ends the staged doing, said once', () => {
    const buzzer = beats(advanced('篮球比赛最后三秒，他投出绝杀球，全场沸腾，慢镜头'));
    expect(buzzer).toMatch(/空心入网/);
    expect(buzzer.match(/沸腾/g)).toHaveLength(1);
    const band = beats(
      advanced('rock band plays on a rooftop at sunset while the crowd below cheers'),
    );
    expect(band.split('\n').at(-1)).toMatch(/the crowd below cheers\.$/);
    // (A sword drawn is drawn, then raised: the petals fall round its peak.)
    const samurai = beats(advanced('a samurai draws his sword as cherry petals fall'));
    expect(samurai).toMatch(/raises the blade[^\n]*the cherry petals fall/);
  });
});

describe('blind reviews 47–48: the person’s own camera, and ideas typed as bare nouns', () => {
  it('"Static wide shot" and "no camera movement" hold the frame; a wide shot keeps the dock', () => {
    const dock = advanced(
      'An elderly fisherman mends his net on a dock while his granddaughter asks him "Grandpa, were you ever scared of the sea?" He smiles and says "Every single day." Static wide shot, overcast light.',
    );
    expect(lineIn(dock, /^Camera:/)).toMatch(/locked-off, no camera move/);
    expect(lineIn(dock, /^Camera:/)).not.toMatch(/push-in/);
    expect(lineIn(dock, /^Scene:/)).not.toMatch(/blurred background/);
    expect(lineIn(advanced('two friends talk on a bench, no camera movement'), /^Camera:/)).toMatch(
      /locked-off/,
    );
  });

  it('"your parachute won’t open" will not open, and skydiving is the viewer’s', () => {
    expect(advanced("POV: you're skydiving and your parachute won't open")).not.toMatch(/wills/);
    expect(beats(advanced('POV: skydiving over Dubai'))).toMatch(/You skydive over Dubai/);
  });

  it('a format word inside the name of the picture is no part of it', () => {
    expect(analyse('city intersection time-lapse from day to night').subject?.phrase).toBe(
      'the city intersection',
    );
    expect(analyse('drone Faroe cliffs golden hour').subject?.phrase).toBe('the Faroe cliffs');
    expect(beats(advanced('Sourdough rising time-lapse in a glass bowl'))).toMatch(
      /twice its size/,
    );
    expect(beats(advanced('延时摄影：面团发酵'))).toMatch(/两倍大/);
  });
});

describe('blind reviews 47–48: a seamless loop goes round, it never eases off', () => {
  it('a loop’s beats are the doing as it goes, then the first frame again', () => {
    for (const idea of [
      'seamless loop of a coffee cup steaming on a rainy window sill',
      'seamless loop of a campfire crackling in a dark forest',
    ]) {
      const told = beats(advanced(idea));
      expect(told).not.toMatch(/Open on|motion eases|settles/);
      expect(told.split('\n').at(-1)).toMatch(/loop closes seamlessly/);
    }
    const zh = beats(advanced('循环动画：一只猫在键盘上睡觉，尾巴轻轻摇摆'));
    expect(zh).toMatch(/^1\.【[^】]+】一只猫在键盘上睡觉/);
    expect(zh.split('\n').at(-1)).toMatch(/循环无缝衔接/);
  });
});

describe('blind reviews 47–48: several doings, each shown as it goes', () => {
  it('a doing the tables stage shows how it goes in its own beat, when the beat has room', () => {
    const friends = beats(
      advanced(
        'Two old friends meet at a train station after twenty years. She says "You haven\'t changed at all." He laughs and says "Liar."',
      ),
    );
    expect(friends).toMatch(/He laughs; [^\n]*eyes crinkl/);
    const argue = beats(
      advanced(
        '两个人在咖啡馆吵架，女生说：“你根本不在乎我。”男生沉默了很久，说：“我在乎，只是不会说。”',
      ),
    );
    expect(argue).toMatch(/吵架，声音越来越高/);
    // Someone else crying is not the nurse's tear; a cat looking into the lens tracks nothing.
    expect(beats(advanced('护士给哭闹的小朋友打针，然后给他一颗糖'))).not.toMatch(/眼泪/);
    // A doing left undone or one that names its end is told as written.
    expect(beats(advanced('She walks to the door. She does not look back.'))).not.toMatch(
      /look back;/,
    );
  });

  it('远处有巨大的废墟 comes into view instead of "existing" as the last event', () => {
    const landing = beats(
      advanced('宇宙飞船降落在一颗红色星球上，宇航员走出舱门，远处有巨大的废墟'),
    );
    expect(landing).toMatch(/远处，巨大的废墟渐渐映入眼帘/);
  });

  it('an ellipsis before a capital ends the sentence', () => {
    const astronaut = analyse(
      'An astronaut repairs a solar panel… Her tether snaps and she drifts away, reaching for the rail.',
    );
    expect(astronaut.actions[0]?.rest).toBe('a solar panel');
    expect(astronaut.actions[1]?.who?.head).toBe('tether');
  });
});

describe('blind reviews 46–48: kids, arguments, a bus stop, a café', () => {
  it('kids squabbling or plotting are a bright family comedy, heard as kids', () => {
    const pizza = advanced(
      'three kids argue over the last slice of pizza. Mia: "I called it!" Leo: "You called it yesterday." Sam just eats it.',
    );
    expect(lineIn(pizza, /^Style:/)).toMatch(/family-comedy/);
    expect(lineIn(pizza, /^Audio:/)).toMatch(/kids’ voices/i);
    expect(lineIn(pizza, /^Palette:/)).not.toMatch(/denim/);
    const tree = advanced(
      'Three kids in a treehouse plan a cookie heist. Mia: "We go at midnight." Leo: "Mom falls asleep at ten."',
    );
    expect(lineIn(tree, /^Scene:/)).toMatch(/plank walls/);
  });

  it('an argument is raised voices; a rainy bus stop has its shelter; a café its own colours', () => {
    const cafe = advanced(
      '两个人在咖啡馆吵架，女生说：“你根本不在乎我。”男生沉默了很久，说：“我在乎，只是不会说。”',
    );
    expect(lineIn(cafe, /^声音：/)).toMatch(/争吵声/);
    expect(lineIn(cafe, /^配色：/)).toMatch(/咖啡/);
    const stop = advanced(
      'Two old friends meet at a rainy bus stop. She says "You never called." He answers "I wrote every week."',
    );
    expect(lineIn(stop, /^Scene:/)).toMatch(/bus shelter/);
    expect(lineIn(stop, /^Palette:/)).toMatch(/rain grey/i);
  });
});

describe('blind reviews 49–50: an age is no decade; where a sound comes from is no one', () => {
  it('"a man in his 70s" is his age, not a vintage look', () => {
    const plan = analyse(
      'street interview: a reporter asks a man in his 70s "What is the best advice you ever got?" and he answers "Never trust a cheap umbrella."',
    );
    expect(plan.style).toBeUndefined();
    expect(analyse('a woman in her early 80s dances').style).toBeUndefined();
    expect(analyse('neon Miami in the 80s').style).toBe('synthwave');
  });

  it('远处传来脚步声: the corridor is empty, the lights flicker, and footsteps come', () => {
    const corridor = beats(advanced('废弃医院走廊，灯光忽明忽暗，远处传来脚步声'));
    expect(corridor).not.toMatch(/远处出现在画面|逼近远处|远处一动不动/);
    expect(corridor).toMatch(/空荡荡的/);
    expect(corridor).toMatch(/灯光忽明忽暗/);
    expect(corridor).toMatch(/远处传来脚步声/);
  });
});

describe('blind reviews 48–50: the hook first, one unbroken shot, a noir office', () => {
  it('a creator talking to camera opens on the line: it is the hook', () => {
    const tiktok = beats(
      advanced(
        'vertical 9:16 tiktok of a girl doing a skincare routine, talking to camera: "okay step one is always sunscreen"',
      ),
    );
    expect(tiktok.split('\n')[0]).toMatch(/says straight to the camera, "okay step one/);
    expect(tiktok).not.toMatch(/talks to camera,/);
  });

  it('a singer orbited in the rain: no "every cut", and the neon is wet', () => {
    const video = advanced(
      'music video, neon-lit rooftop, a singer in a silver jacket lip-syncs while the camera orbits her, rain falling',
    );
    expect(lineIn(video, /^Audio:/)).not.toMatch(/every cut/);
    expect(lineIn(video, /^Lighting:/)).toMatch(/wet surfaces/);
  });

  it('a 1940s detective is noir, his blinds are the light, and the door opens unseen', () => {
    const office = advanced(
      'A detective in a 1940s office pours whiskey and stares at the rain. Harsh venetian blind shadows across his face. He does not notice the door behind him slowly opening.',
    );
    expect(lineIn(office, /^Style:/)).toMatch(/noir/i);
    expect(lineIn(office, /^Lighting:/)).toMatch(/blinds/);
    expect(lineIn(office, /^Scene:/)).not.toMatch(/coffee/);
    expect(lineIn(office, /^Audio:/)).not.toMatch(/cup/);
    expect(beats(office)).toMatch(/his eyes/);
    expect(beats(office)).toMatch(/Behind him, the door slowly opens; the detective never notices/);
  });
});

describe('blind reviews 49–50: a Tokyo ramen stall, a lipstick, a 相声 stage', () => {
  it('ramen in Tokyo is lifted from the pot, not pulled like lamian, and heard at its counter', () => {
    const ramen = advanced(
      'ramen being made at a tiny Tokyo stall, steam everywhere, chef pulls noodles',
    );
    expect(beats(ramen)).not.toMatch(/dough looping|doubling with each pass|empty bowl/);
    expect(lineIn(ramen, /^Audio:/)).not.toMatch(/dough|rolling pin/);
    expect(lineIn(ramen, /^Audio:/)).toMatch(/stockpot/);
  });

  it('新款口红 is the lipstick in the beats', () => {
    const lipstick = beats(advanced('新款口红产品广告，特写，柔光，旋转展示'));
    expect(lipstick).not.toMatch(/新款/);
    expect(lipstick).toMatch(/口红旋转展示/);
  });

  it('a 相声 act is a live stage comedy, lit and laughed at as one', () => {
    const act = advanced(
      '两个相声演员在台上对话，甲说：“你知道我为什么胖吗？”乙说：“因为你吃得多。”观众大笑。',
    );
    expect(lineIn(act, /^风格：/)).toMatch(/舞台喜剧/);
    expect(lineIn(act, /^场景：/)).toMatch(/折扇/);
    expect(lineIn(act, /^光线：/)).not.toMatch(/窗光|烟雾/);
    expect(lineIn(act, /^配色：/)).toMatch(/舞台金/);
    const bomb = advanced('a stand-up comedian bombs at an open mic, silence, one cough');
    expect(lineIn(bomb, /^Scene:/)).not.toMatch(/laughter/);
  });
});

describe('blind reviews 47–50: Fast keeps a sound; snow seen is snow lying', () => {
  const fast = (idea: string) => expand(idea, { mode: 'fast', duration: '15s', seed: 1 }).prompt;

  it('Fast takes a shorter Style line rather than no Audio line', () => {
    const puppy = fast(
      'A golden retriever puppy sees snow for the first time. It sniffs, hesitates, then leaps in and rolls around. Handheld, shallow depth of field, soft morning light.',
    );
    expect(lineIn(puppy, /^Audio:/)).toMatch(/snow/);
    expect(lineIn(puppy, /^Style:/)).not.toBe('');
    expect(puppy.length).toBeLessThanOrEqual(500);
    const tiktok = fast(
      'vertical 9:16 tiktok of a girl doing a skincare routine, talking to camera: "okay step one is always sunscreen"',
    );
    expect(lineIn(tiktok, /^Audio:/)).toMatch(/voice/);
    expect(lineIn(tiktok, /^Style:/)).not.toBe('');
  });

  it('a puppy seeing snow for the first time has snow on the ground and none falling', () => {
    const plan = analyse('A golden retriever puppy sees snow for the first time.');
    expect(plan.weather).toBeUndefined();
    expect(plan.after).toBe('snow');
    expect(analyse('snow falling on a quiet village at night').weather).toBe('snow');
  });
});

describe('blind reviews 51–52: directions, speakers, a parking garage, a storm', () => {
  it('"End on a wide reveal of the village" is the edit’s, not the sheep’s', () => {
    const faroe = beats(
      advanced(
        'drone flying over the Faroe Islands cliffs at golden hour. Waves crash below and sheep graze on the edge. End on a wide reveal of the village.',
      ),
    );
    expect(faroe).not.toMatch(/sheep end/i);
    expect(faroe).toMatch(/End on a wide reveal of the village/);
  });

  it('"The first says …, the second whispers …" are two kids speaking in their beats', () => {
    const campfire = beats(
      advanced(
        'three kids at a campfire telling ghost stories. The first says "Did you hear that?", the second whispers "It is just the wind", and the youngest screams.',
      ),
    );
    expect(campfire).toMatch(/The first kid says, "Did you hear that\?"/);
    expect(campfire).toMatch(/The second kid whispers/);
  });

  it('a singer in a big parking garage is the singer; "music video, singer …" is no music', () => {
    expect(analyse('dancer in an empty parking garage').subject?.head).toBe('dancer');
    expect(analyse('a fishing boat at dawn').subject?.head).toBe('boat');
    const garage = advanced(
      'music video: neon-lit synthwave singer in a rain-soaked parking garage, handheld, slow push-in, lip syncing the chorus',
    );
    expect(lineIn(garage, /^Scene:/)).not.toMatch(/workbench/);
    expect(lineIn(garage, /^Camera:/)).not.toMatch(/dolly/);
    expect(beats(garage)).toMatch(/head back on the big line/);
    const alley = beats(
      advanced('music video, singer in a neon-lit rain alley, handheld, lip-syncing'),
    );
    expect(alley).not.toMatch(/music/);
    expect(alley).toMatch(/lips shape every word/);
  });

  it('a storm at a lighthouse is no moonlit, hushed night; the Lofoten are fjords, not prairie', () => {
    const keeper = advanced(
      'a lighthouse keeper climbs the stairs at night during a storm. He lights the lamp just as a ship appears out of the fog.',
    );
    expect(keeper).not.toMatch(/lantern on deck|quiet night/);
    const lofoten = advanced(
      'drone shot over Lofoten islands at golden hour, fishing villages, calm fjord',
    );
    expect(lineIn(lofoten, /^Scene:/)).toMatch(/fjord/);
    expect(lineIn(lofoten, /^Scene:/)).not.toMatch(/tall grass|fence|pavement/);
  });

  it('a horror sound is heard; a dorm closet opening by itself is horror; 镜头缓慢上升 cranes up', () => {
    const walls = advanced(
      'an old woman hears scratching inside the walls of her farmhouse at 3am. She presses her ear to the wallpaper. Something scratches back.',
    );
    expect(lineIn(walls, /^Audio:/)).toMatch(/scratching/);
    expect(analyse('深夜独自在宿舍，衣柜门慢慢打开，里面传出敲击声').type).toBe('horror');
    const city = advanced(
      '赛博朋克风格的上海夜景，飞行汽车穿梭在高楼之间，霓虹灯倒映在雨水中。镜头缓慢上升。',
    );
    expect(lineIn(city, /^镜头：/)).toMatch(/升起/);
    expect(lineIn(city, /^镜头：/)).not.toMatch(/路边/);
    expect(city).not.toMatch(/真实地点按实景呈现|被速度拉成模糊/);
  });
});

describe('blind reviews 52–54: questions, a whisper, a robot, a hot pot, a swatch', () => {
  it('"how does a bill become law? explain with icons" asks its question and answers it', () => {
    const bill = beats(advanced('how does a bill become law? explain with simple animated icons'));
    expect(bill).not.toMatch(/bill become\b|explain with simple/);
    expect(bill).toMatch(/committee/);
    expect(beats(advanced('为什么猫喜欢踩奶？'))).toMatch(/小奶猫/);
  });

  it('a whisper out of the dark is off-screen; "cracks it" cracks what was hit', () => {
    const closet = advanced(
      'found footage: a babysitter hears scratching from inside the wall, points her flashlight at it, and the scratching stops. Then a whisper says "behind you."',
    );
    expect(closet).toContain('- A whisper (off-screen): "behind you."');
    expect(beats(closet)).not.toMatch(/The whisper says/);
    const visor = beats(
      advanced(
        'astronaut repairing a satellite while Earth rotates below, then a piece of debris hits her visor and cracks it',
      ),
    );
    expect(visor).toMatch(/cracks her visor/);
  });

  it('a robot eats with metal fingers; a dog reacting to a cucumber startles; a bottle reassembles', () => {
    expect(beats(advanced('赛博朋克城市，雨夜，机器人在街边小摊吃面'))).not.toMatch(
      /腮帮子|舔了舔嘴唇/,
    );
    const dog = beats(
      advanced('vertical 9:16 TikTok of a golden retriever reacting to a cucumber'),
    );
    expect(dog).toMatch(/startled/);
    expect(dog).toMatch(/the cucumber/);
    const perfume = beats(advanced('perfume bottle shattering in reverse, luxury ad'));
    expect(perfume).toMatch(/snap together/);
    expect(perfume).not.toMatch(/moment before|moment after/);
  });

  it('a hot pot slice is dipped and lifted; a lipstick swatch is shown; soft top light stays soft', () => {
    expect(beats(advanced('火锅沸腾，筷子夹起毛肚，特写'))).toMatch(/七上八下/);
    const swatch = beats(advanced('竖屏短视频，美妆博主介绍口红试色，对着镜头说话'));
    expect(swatch).toMatch(/手背上/);
    expect(swatch).not.toMatch(/最后，美妆博主对着镜头说话/);
    const watch = advanced(
      'a luxury watch rotating on a turntable, macro, 100mm lens, soft top light, black background, 8 seconds',
    );
    expect(lineIn(watch, /^Lighting:/)).toMatch(/soft top light/i);
    expect(lineIn(watch, /^Audio:/)).toMatch(/tick/);
  });

  it('the delivery rider is 外卖小哥, and rainy days he talks about put no rain on screen', () => {
    const rider = advanced(
      '采访一位外卖小哥，他说：“最难的是下雨天。”记者问：“那你为什么还坚持？”',
    );
    expect(rider).not.toMatch(/位外卖小哥说|雨中/);
    expect(lineIn(rider, /^场景：/)).toMatch(/保温箱/);
  });
});

describe('blind reviews 55–56: what is not in the picture, and one doing after another', () => {
  it('"no people, no boats" names nothing and puts no boat on screen; asides are no doings', () => {
    const faroe = advanced('drone flyover of the Faroe Islands cliffs in fog, no people, no boats');
    expect(beats(faroe)).not.toMatch(/\bno\b/i);
    expect(lineIn(faroe, /^Scene:/)).not.toMatch(/bow|deck/);
    expect(analyse('luxury watch ad, slow dolly in, black background, rim light').actions).toEqual(
      [],
    );
    expect(
      analyse(
        'Wireless earbuds floating around a runner at sunrise, 9:16 for TikTok, bold and energetic',
      ).actions[0]?.rest,
    ).toBe('around a runner');
  });

  it('a watch on show sweeps its seconds hand; a BASE jump leaves from the roof, not a plane', () => {
    expect(beats(advanced('luxury watch ad, slow dolly in, black background, rim light'))).toMatch(
      /seconds hand/,
    );
    const jump = advanced('第一人称视角：从高楼跳伞，城市在脚下');
    expect(beats(jump)).toMatch(/楼顶边缘/);
    expect(jump).not.toMatch(/机舱|云层在脚下/);
  });

  it('模特涂上口红后对镜头微笑 puts the lipstick on first, then smiles; 三个人分别回答 answer', () => {
    const ad = beats(advanced('新款口红广告，模特涂上口红后对镜头微笑，粉色背景，柔光'));
    expect(ad).toMatch(/涂上口红[\s\S]*对镜头微笑/);
    expect(ad).not.toMatch(/手背/);
    expect(analyse('延时摄影：黄山云海日出，云层翻滚，太阳从山峰后慢慢升起').actions).toHaveLength(
      2,
    );
    expect(
      beats(advanced('竖屏短视频：街头采访路人，问“你今年最开心的一件事是什么”，三个人分别回答')),
    ).toMatch(/三个人分别回答/);
  });

  it('a doing that is no way of speaking says its line after it; "Teen at the door:" speaks', () => {
    const car = advanced(
      'Teen at the door: "Can I borrow the car?" Dad, not looking up from the paper: "Define borrow."',
    );
    expect(car).toContain('- Teen: "Can I borrow the car?"');
    expect(car).toContain('- Dad: "Define borrow."');
    expect(
      beats(
        advanced(
          'Two friends argue in a diner at 2am. Maya says "You never call me back." Leo shrugs: "I\'m calling now, aren\'t I?"',
        ),
      ),
    ).toMatch(/Leo shrugs and says, "I'm calling now/);
  });
});

describe('blind reviews 56–58: a pigeon in flight, a failing lamp, a family kitchen', () => {
  it('a pigeon flying through Times Square flies, lit by the billboards', () => {
    const pigeon = advanced("POV: you're a pigeon flying through Times Square");
    expect(lineIn(pigeon, /^Camera:/)).toMatch(/in flight/);
    expect(beats(pigeon)).toMatch(/wings/);
    expect(lineIn(pigeon, /^Lighting:/)).toMatch(/billboards/);
    expect(pigeon).toMatch(/the real place shown as it is/);
  });

  it('a lamp that fails sweeps no beam, is lit by hand, and the person’s flicker is the light', () => {
    const keeper = advanced(
      'A lone lighthouse keeper climbs the spiral stairs at dusk. The lamp fails as a storm rolls in, and he has to light it by hand. Handheld close-ups, flickering orange light.',
    );
    expect(lineIn(keeper, /^Lighting:/)).toMatch(/flickering orange/i);
    expect(lineIn(keeper, /^Scene:/)).not.toMatch(/beam sweeping/);
    expect(beats(keeper)).toMatch(/lights the lamp by hand/);
    expect(beats(keeper)).not.toMatch(/flickers orange light|has to/);
    expect(analyse('a ship drifts past Saturn where no ship should be').actions).toHaveLength(1);
  });

  it('mum is not the one steaming; a warm family kitchen is a family look; 一个人 is 他 after', () => {
    const kitchen = advanced('妈妈在厨房包饺子，热气腾腾，温馨的家庭氛围');
    expect(beats(kitchen)).not.toMatch(/妈妈热气腾腾/);
    expect(lineIn(kitchen, /^风格：/)).toMatch(/家庭/);
    const house = beats(
      advanced('深夜，一个人独自在老房子里，听见楼上有脚步声，他慢慢走上楼梯，手电筒的光在颤抖。'),
    );
    expect(house).toMatch(/他慢慢走上楼梯/);
    expect(house).not.toMatch(/不紧不慢/);
  });
});

describe('blind reviews 57–60: a style named after someone, a petal storm, words on screen', () => {
  it('"Wes Anderson style" is the look, not the subject; a storm of petals is no rain', () => {
    expect(analyse('Wes Anderson style symmetrical shot of a bakery').subject?.head).toBe('bakery');
    expect(
      analyse('anime style: a samurai girl faces a storm of cherry blossoms, dramatic wind')
        .weather,
    ).not.toBe('storm');
  });

  it('words on screen at the end are the edit’s; 做成科普动画 asks for the explainer', () => {
    const ad = advanced(
      "Coffee brand ad — hands pour latte art, cozy morning light, text 'Wake up slower' at the end",
    );
    expect(ad).not.toMatch(/The hands text|- The hands:/);
    expect(beats(ad)).toMatch(/End on the words on screen: "Wake up slower"/);
    expect(beats(advanced('为什么月亮会有阴晴圆缺？做成科普动画'))).toMatch(/一半被照亮/);
  });

  it('a mountain biker bombs a trail on a bike, not a board; late-afternoon light is kept', () => {
    const biker = beats(advanced('POV mountain biker bombing down a rocky forest trail'));
    expect(biker).not.toMatch(/board|street/);
    expect(biker).toMatch(/roots and rocks/);
    const bike = advanced(
      'A grandfather teaches his granddaughter to ride a bike in a suburban street. She wobbles, he lets go without telling her, and she keeps going. Warm late-afternoon light, shot on 35mm.',
    );
    expect(lineIn(bike, /^Lighting:/)).toMatch(/late-afternoon/i);
  });
});

describe('session 29 read-through: reading by a rainy window', () => {
  it('"rain outside" is seen from indoors, and reading by the window is staged with a book', () => {
    const window = advanced('a girl reads by the window, warm lamp light, rain outside');
    expect(lineIn(window, /^Scene:/)).toMatch(/window/);
    expect(lineIn(window, /^Scene:/)).not.toMatch(/streaking the air/);
    expect(beats(window)).toMatch(/pages/);
    expect(beats(window)).not.toMatch(/every small movement/);
  });
});

describe('session 29 read-through: a lift is a noun, a strong wind roars, bees hum', () => {
  it('a beekeeper who lifts a frame is in no elevator, and his bees are heard', () => {
    const bees = advanced('a beekeeper lifts a frame of honeycomb buzzing with bees');
    expect(bees).not.toMatch(/elevator/);
    expect(lineIn(bees, /^Audio:/)).toMatch(/bees/);
    expect(lineIn(advanced('three coworkers stuck in an elevator'), /^Audio:/)).toMatch(/elevator/);
    expect(lineIn(advanced('孩子们在海边放风筝，风很大'), /^声音：/)).toMatch(/大风/);
  });
});
