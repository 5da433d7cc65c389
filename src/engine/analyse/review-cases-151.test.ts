/**
 * Ideas from blind reviews 151-152 (session 37) and ideas like them, pinned where the engine
 * read them wrong: each test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('openings and endings that film something', () => {
  it('a product stands in its light and ends whole; a dish is set out and ends close enough to taste', () => {
    const tea = beats(advanced('一杯奶茶的广告，珍珠慢慢沉下去，暖色灯光'));
    expect(tea).not.toMatch(/出现在画面中|停留片刻/);
    expect(tea).toMatch(/开场：奶茶摆在眼前/);
    expect(tea).toMatch(/让人忍不住想尝一口/);
    const watch = beats(advanced('新款智能手表广告，白色背景，产品缓慢旋转'));
    expect(watch).toMatch(/一束光慢慢落在它身上/);
    expect(watch).toMatch(/完整地立在画面中央/);
  });

  it('a thing still being made, or on its way, is not set out before the lens', () => {
    expect(beats(advanced('平底锅里煎一个溏心蛋，蛋白慢慢凝固，撒上一点黑胡椒'))).not.toMatch(
      /摆在眼前/,
    );
    expect(beats(advanced('一款新能源汽车在雪山公路上行驶的广告，航拍'))).not.toMatch(/静静立/);
    expect(beats(advanced('深夜街边烧烤摊，羊肉串在炭火上滋滋冒油，特写'))).not.toMatch(
      /烧烤摊(?:完整地)?摆在眼前/,
    );
  });

  it('an interviewee settles in to speak; the one asking does not; a horror place is empty but for them', () => {
    expect(beats(advanced('采访一位做了四十年豆腐的老师傅，他说“豆腐要用心磨”。'))).toMatch(
      /老师傅在镜头前坐定/,
    );
    expect(beats(advanced('竖屏短视频，街头采访年轻人：你最怕什么？'))).not.toMatch(/坐定/);
    expect(beats(advanced('深夜便利店，店员听到身后有人叫他的名字，回头却没有人'))).toMatch(
      /只有店员一个人/,
    );
    // Someone the idea says is gone is not there to be alone.
    expect(beats(advanced('深夜宿舍，室友的床帘后面传来笑声，但她明明已经回家了'))).not.toMatch(
      /只有室友/,
    );
  });

  it('a time-lapse of a city opens on its whole view at its hour', () => {
    const night = beats(advanced('夜晚的重庆洪崖洞，延时摄影'));
    expect(night).toMatch(/开场：夜晚的重庆洪崖洞全景/);
    expect(night).not.toMatch(/出现在画面中|停留片刻/);
  });
});

describe('ideas that name no subject still have beats', () => {
  it('a place at an hour, in a format’s words, is the place', () => {
    const prompt = beats(advanced('雪山上的日出延时摄影'));
    expect(prompt).toMatch(/开场：黎明的雪山/);
    expect(prompt).toMatch(/雪山沐浴在清晨的光里/);
  });

  it('someone alone, never named, is that one person', () => {
    const prompt = beats(advanced('深夜独自在家，听到衣柜里传来敲门声，镜头缓缓推近衣柜门'));
    expect(prompt).toMatch(/开场：在家里，只有一个人/);
    expect(prompt).toMatch(/一个人听到衣柜里传来敲门声/);
  });
});

describe('a drama is played where it happens', () => {
  it('a funeral is shown: portrait and flowers, mourners, grey light, mourning colours', () => {
    const prompt = advanced(
      `Two estranged sisters meet at their father's funeral. The older one, Maya, says "You didn't even call." Leah answers "I couldn't."`,
    );
    expect(lineIn(prompt, /^Scene:/)).toMatch(/casket/);
    expect(lineIn(prompt, /^Lighting:/)).not.toMatch(/window/i);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/black/i);
    expect(lineIn(prompt, /^Palette:/)).not.toMatch(/denim/i);
    const zh = advanced('葬礼上，哥哥对弟弟说："爸走之前一直在等你。"');
    expect(lineIn(zh, /^场景：/)).toMatch(/遗像/);
    expect(lineIn(zh, /^配色：/)).not.toMatch(/牛仔/);
  });

  it('a crime scene has its tape and patrol lights, not a blurred background and window light', () => {
    const prompt = advanced(
      'A detective in a trench coat says to his partner, "We\'re too late." The partner looks at the body.',
    );
    expect(lineIn(prompt, /^Scene:/)).toMatch(/police tape/);
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/patrol/);
    expect(prompt).not.toMatch(/softly blurred|window light|denim/i);
  });

  it('a boss and an intern talk at work', () => {
    const prompt = advanced(
      '老板对实习生说："这个方案明天必须交。"实习生小声回答："可是我还没吃晚饭。"',
    );
    expect(lineIn(prompt, /^场景：/)).not.toMatch(/虚化/);
    expect(lineIn(prompt, /^场景：/)).toMatch(/文件/);
  });
});

describe('an unboxing that names its steps', () => {
  it('opens on the sealed box, then the hands do each step, the first keystroke last', () => {
    const prompt = beats(
      advanced(
        'Unboxing a new mechanical keyboard on a wooden desk: cut the tape, lift the lid, pull out the keyboard, press the first key',
      ),
    );
    expect(prompt).toMatch(/1\. \[[^\]]+\] The sealed box of the new mechanical keyboard/);
    expect(prompt).toMatch(/Hands cut the tape\./);
    expect(prompt).not.toMatch(/^\d\. \[[^\]]+\] Cut the tape/m);
    expect(prompt).toMatch(/test clicks/);
  });

  it('a console powered on wakes its screen, named by its head noun', () => {
    const prompt = beats(
      advanced(
        'unboxing a retro handheld game console on a wooden desk: cut the tape, lift the lid, pull out the console, power it on',
      ),
    );
    expect(prompt).toMatch(/hands power the console on; the old screen flickers back to life/);
  });

  it('in Chinese the box opens the clip, not the film', () => {
    const prompt = beats(advanced('开箱一台新手机：撕开包装膜，取出手机，开机'));
    expect(prompt).toMatch(/开场：手机的包装盒还封着/);
    expect(prompt).not.toMatch(/包装膜出现在画面中/);
    expect(prompt).toMatch(/双手撕开包装膜/);
    expect(prompt).toMatch(/屏幕(?:第一次亮起|醒来)/);
  });
});

describe('reviews 153-154', () => {
  it('a speaker label with how they say it is the speaker, never a character called "the not"', () => {
    const prompt = advanced(
      'In a cramped kitchen, Maya slams a letter on the table. Maya: "You knew for two years and said nothing?" Her father, not looking up: "I was protecting you."',
    );
    expect(prompt).not.toMatch(/the not\b/i);
    expect(prompt).toMatch(/- The father: "I was protecting you\."/);
    expect(beats(prompt)).toMatch(/The father says, "I was protecting you\."/);
    // "Sam, holding a sausage:" is Sam.
    expect(
      advanced(
        'Three kids in a treehouse plan a heist. Maya: "We go at midnight." Leo: "What about the dog?" Sam, holding a sausage: "Leave the dog to me."',
      ),
    ).toMatch(/- Sam: "Leave the dog to me\."/);
  });

  it('running a coffee cart, talked about in an interview, is no sprint', () => {
    const prompt = advanced(
      'Street interview: a barista talks about her first year running a coffee cart',
    );
    expect(beats(prompt)).not.toMatch(/stride|full speed/);
    expect(beats(prompt)).toMatch(/talks about her first year running a coffee cart/);
    expect(beats(advanced('a girl runs through the rain'))).toMatch(/stride/);
  });

  it('a guitarist on a rooftop is who the clip is about, not the city lights', () => {
    const prompt = beats(
      advanced(
        'Neon synthwave music video: a lone guitarist on a rooftop at night, city lights pulsing to the beat',
      ),
    );
    expect(prompt).not.toMatch(/whole of the guitarist/);
    expect(prompt).toMatch(/close on their face/);
  });

  it('a drone over a place sees the waves far below, and the figures the idea names', () => {
    const prompt = beats(
      advanced(
        'Drone shot over the Faroe Islands at golden hour, waves hitting black cliffs, a lone hiker on the ridge',
      ),
    );
    expect(prompt).toMatch(/The view glides in over the Faroe Islands/);
    expect(prompt).toMatch(/Far below, the waves hit black cliffs/);
    expect(prompt).toMatch(/lone hiker/);
    expect(prompt).not.toMatch(/crest curling|Open on the waves/);
    const sheep = beats(
      advanced(
        'Drone flyover of Faroe Islands cliffs at sunrise, waves crashing below, sheep on the green edge',
      ),
    );
    expect(sheep).not.toMatch(/The sheep on the green edge\./);
    expect(sheep).toMatch(/Sheep graze/);
  });

  it('a coffee still being poured opens on its cup, ready, not the finished drink', () => {
    const prompt = beats(advanced('一杯手冲咖啡的特写，热水慢慢注入，蒸汽升起'));
    expect(prompt).not.toMatch(/摆在眼前|出现在画面中/);
    expect(prompt).toMatch(/开场：手冲咖啡的杯子已经摆好/);
  });
});

describe('reviews 155-156', () => {
  it('a player who dunks in mid-air (空中, no 在) is the one who dunks: the clip has beats', () => {
    const prompt = beats(advanced('篮球运动员空中扣篮，慢动作'));
    expect(prompt).toMatch(/开场：篮球运动员/);
    expect(prompt).toMatch(/扣进篮筐/);
  });

  it('a smartwatch ad that names its features shows each one working, in the idea’s order', () => {
    const prompt = beats(advanced('新款智能手表产品广告，展示心率监测和防水功能'));
    expect(prompt).not.toMatch(/展示心率监测和防水功能。/);
    expect(prompt.indexOf('红心')).toBeGreaterThan(-1);
    expect(prompt.indexOf('红心')).toBeLessThan(prompt.indexOf('泼'));
    // An ad that ends on its logo still does.
    expect(
      beats(
        advanced('smartwatch ad, sleek, for runners, show heart rate on screen, ending on logo'),
      ),
    ).toMatch(/red heart pulses[\s\S]*End on the logo/);
  });

  it('a ridge in Ladakh is a real place; a station above Jupiter is no place to show as it is', () => {
    expect(
      lineIn(
        advanced('Snow leopard stalking across a rocky ridge in Ladakh, long lens'),
        /^Safety:/,
      ),
    ).toMatch(/real place shown as it is/);
    expect(
      lineIn(advanced('a derelict space station slowly rotating above Jupiter'), /^Safety:/),
    ).not.toMatch(/real place/);
  });

  it('a skater who rolls away cheering cheers himself: no crowd; his friends cheering are heard', () => {
    expect(
      lineIn(
        advanced('Skateboarder ollies down a ten-stair set, lands, and rolls away cheering'),
        /^Audio:/,
      ),
    ).not.toMatch(/crowd/i);
    expect(
      lineIn(
        advanced(
          'A skateboarder ollies down a ten-stair set, lands it clean, and raises a fist as his friends cheer',
        ),
        /^Audio:/,
      ),
    ).toMatch(/cheering/i);
  });

  it('raindrops on a lotus leaf are rain: heard and lit as rain', () => {
    const prompt = advanced('无缝循环：雨滴落在荷叶上');
    expect(lineIn(prompt, /^声音：/)).toMatch(/雨/);
    expect(lineIn(prompt, /^光线：/)).toMatch(/雨/);
  });

  it('a ramen shop at midnight is a place, not a bowl shot from above', () => {
    const prompt = advanced('Ramen shop at midnight');
    expect(lineIn(prompt, /^Camera:/)).not.toMatch(/overhead|top-down/i);
    expect(lineIn(prompt, /^Scene:/)).toMatch(/counter/);
    expect(beats(prompt)).not.toMatch(/texture of the shop/);
  });

  it('how and when are no part of a name: 公主含泪, 昙花夜间; chashu slices are no doing', () => {
    const drama = advanced(
      '古装剧：将军对公主说："此去边关，不知何日归来。"公主含泪回答："我等你。"',
    );
    expect(drama).not.toMatch(/公主含泪：|将军和公主含泪/);
    expect(beats(advanced('延时摄影：一朵昙花夜间绽放'))).not.toMatch(/昙花夜间/);
    expect(
      beats(
        advanced(
          'Ramen shop at midnight, chef ladles broth into a steaming bowl, chashu slices, soft warm tungsten light',
        ),
      ),
    ).not.toMatch(/The chashu slices\./);
  });
});

describe('generic beats replaced by the idea’s own', () => {
  it('her face scrunching up is a doing of its own, not part of the candy', () => {
    const prompt = beats(
      advanced('Vertical 9:16 for TikTok: a girl tries a sour candy and her face scrunches up'),
    );
    expect(prompt).toMatch(/Her face scrunches up\./);
    expect(prompt).not.toMatch(/A wider view takes in/);
  });

  it('a bottle sweating on a counter beads and runs, not "every detail sharp"', () => {
    const prompt = beats(
      advanced(
        'A bottle of cold brew coffee sweating on a marble counter, slow push in, morning window light',
      ),
    );
    expect(prompt).toMatch(/drop breaks loose/);
    expect(prompt).not.toMatch(/every detail sharp|A wider view/);
  });

  it('a backpacker is a person, walked through the market', () => {
    const prompt = beats(
      advanced('backpacker walks through Marrakech night market, handheld, lanterns glowing'),
    );
    expect(prompt).toMatch(/stalls slide past/);
    expect(prompt).not.toMatch(/every detail sharp/);
  });
});

describe('reviews 157-158', () => {
  it('swordsmen duel with swords, not sabres', () => {
    const prompt = beats(advanced('古风武侠：两个剑客在竹林中对决，落叶纷飞'));
    expect(prompt).toMatch(/剑/);
    expect(prompt).not.toMatch(/刀/);
  });

  it('a served bowl of noodles shimmers and is lifted; it does not boil from the bottom of a pot', () => {
    const prompt = beats(advanced('一碗热腾腾的重庆小面，红油翻滚，特写'));
    expect(prompt).not.toMatch(/锅底/);
    expect(prompt).toMatch(/筷子/);
    expect(beats(advanced('火锅沸腾'))).toMatch(/锅底/);
  });

  it('a panda cub and its mother are wildlife, not a family drama', () => {
    const prompt = advanced('熊猫宝宝爬树然后摔下来，妈妈把它抱回去');
    expect(lineIn(prompt, /^风格：/)).not.toMatch(/剧情/);
    expect(lineIn(prompt, /^配色：/)).not.toMatch(/肤色/);
  });

  it('a detective under a streetlamp is outdoors at night', () => {
    const prompt = advanced(
      'A detective in a trench coat lights a cigarette under a streetlamp and whispers, "She was never here." Handheld camera, 35mm film look.',
    );
    expect(prompt).not.toMatch(/window light|room tone|softly blurred/i);
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/street/i);
  });

  it('what is plated from a wok of fried rice is the rice', () => {
    const prompt = beats(
      advanced(
        'A chef flips a flaming wok of fried rice in a busy night-market stall, then plates it and slides it to a customer.',
      ),
    );
    expect(prompt).toMatch(/plates the fried rice/);
    expect(prompt).not.toMatch(/plates the flaming wok|slides the flaming wok/);
  });

  it('a cozy rainy bookstore is lamplit and warm inside, with its shelves', () => {
    const prompt = advanced('Cozy rainy bookstore');
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/warm lamplight/i);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/amber/i);
    expect(lineIn(prompt, /^Scene:/)).toMatch(/shelves/);
    // A cabin with a fire keeps the fire's light.
    expect(
      lineIn(
        advanced('seamless loop of a cozy cabin window with rain falling, fireplace crackling'),
        /^Lighting:/,
      ),
    ).toMatch(/fire/i);
  });
});

describe('horror heard and staged', () => {
  it('found footage in a corridor opens on the corridor; the flicker stutters, the door is heard slamming', () => {
    const prompt = advanced(
      'Found footage in an abandoned hospital corridor, flashlight flickering, a door slams at the end',
    );
    expect(beats(prompt)).toMatch(/Open on the abandoned hospital corridor\./);
    expect(beats(prompt)).toMatch(/stutters/);
    expect(lineIn(prompt, /^Audio:/)).toMatch(/slamming/);
    // Neon that flickers is no failing light.
    expect(beats(advanced('赛博朋克城市夜景，飞车穿梭，霓虹灯闪烁'))).not.toMatch(/明明灭灭/);
  });

  it('a vertical skincare routine keeps its format words out of the doing', () => {
    expect(beats(advanced('vertical 9:16 skincare routine, morning light, for TikTok'))).toMatch(
      /does a skincare routine/,
    );
  });
});

describe('reviews 159-160', () => {
  it('a known question asked first is answered, whatever the idea says about showing it', () => {
    const lock = beats(
      advanced(
        'How does a lock and key actually work? Show the pins lifting inside a cutaway lock.',
      ),
    );
    expect(lock).toMatch(/pins/);
    expect(lock).not.toMatch(/The pins lock\.|The key works as/);
    const watch = beats(
      advanced(
        'How does a mechanical watch work? Macro close-ups of the gears, balance wheel ticking, clean studio light',
      ),
    );
    expect(watch).toMatch(/mainspring/);
  });

  it('after closing is a time, not her closing something', () => {
    expect(
      beats(
        advanced(
          'A chef sits in her empty restaurant after closing and talks to the camera about losing her first restaurant to a fire',
        ),
      ),
    ).not.toMatch(/The chef closes\./);
  });

  it('a time-lapse of a place with its mist moving is the place through the hours', () => {
    const prompt = beats(advanced('延时摄影：桂林山水从清晨到黄昏，云雾流动'));
    expect(prompt).toMatch(/开场：黎明的桂林山水/);
    expect(prompt).toMatch(/雾气缓缓流动/);
    expect(prompt).not.toMatch(/纹理和细节|出现在画面中/);
    expect(beats(advanced('延时摄影：上海外滩从白天到夜晚，云在快速移动'))).toMatch(
      /云层在天空中飞快掠过/,
    );
  });

  it('an old block’s stairwell (楼道) is a stairwell, not a hotel corridor with a vending machine', () => {
    const prompt = advanced('深夜独自走在老旧小区的楼道里，声控灯突然熄灭，身后传来脚步声');
    expect(lineIn(prompt, /^场景：/)).toMatch(/楼道/);
    expect(prompt).not.toMatch(/自动售货机|两侧排着一扇扇门/);
  });
});

describe('places as they are (reviews 159-160)', () => {
  it('a drone flying low skims the ground; its own glide is the frame, the waves and fog are below', () => {
    const prompt = advanced(
      'Drone flying low over the Faroe Islands cliffs at dawn, waves crashing below, fog rolling in.',
    );
    expect(lineIn(prompt, /^Camera:/)).toMatch(/^Camera: Low aerial/);
    expect(beats(prompt)).toMatch(/The view glides in over the Faroe Islands cliffs/);
    expect(beats(prompt)).not.toMatch(/the low|drone flying/);
  });

  it('a village the idea gives red roofs keeps them: no turf roofs', () => {
    expect(
      advanced(
        'Drone shot over the Faroe Islands at dawn, fog rolling off the cliffs, a tiny red-roofed village below',
      ),
    ).not.toMatch(/turf-roofed/);
  });

  it('a mountain biker on Moab’s red rock rides bare rock: no trees, roots or snow', () => {
    const prompt = advanced(
      'Mountain biker bombs down a red rock ridge in Moab, hits a drop, lands clean, and skids to a stop in a cloud of dust',
    );
    expect(prompt).not.toMatch(/\btrees?\b|\broots\b|snow white/i);
    expect(lineIn(prompt, /^Palette:/)).toMatch(/orange/i);
    // A cowboy riding across a desert hears no tyres.
    expect(
      lineIn(
        advanced('Wide shot of a lone cowboy riding across a desert at golden hour'),
        /^Audio:/,
      ),
    ).not.toMatch(/tyres/i);
  });
});

describe('reviews 161-162', () => {
  it('you run on feet, not paws', () => {
    expect(
      beats(advanced('POV: you’re running through a crowded market in Marrakech, chasing a thief')),
    ).not.toMatch(/paws/);
  });

  it('a robot baking a cake handles no noodles; the cake bursts out of the oven', () => {
    const prompt = beats(advanced('Claymation robot tries to bake a cake, it explodes, he laughs'));
    expect(prompt).not.toMatch(/noodles|chopsticks/);
    expect(prompt).toMatch(/oven door bangs open/);
    expect(beats(advanced('a robot eats ramen at a noodle stall'))).toMatch(/chopsticks/);
  });

  it('a frontside grind scrapes along the edge; a bail sends the board away; neither is a kickflip', () => {
    const prompt = beats(
      advanced(
        'Skateboarder drops into an empty swimming pool, carves the wall, does a frontside grind and bails',
      ),
    );
    expect(prompt).toMatch(/trucks lock onto the edge/);
    expect(prompt).toMatch(/board shoots out/);
    expect(prompt).not.toMatch(/spinning once/);
    expect(beats(advanced('skateboarder lands a kickflip down eight stairs'))).toMatch(
      /spinning once/,
    );
    // A rider who falls off an e-bike has no skateboard.
    expect(
      beats(advanced('外卖小哥在暴雨中骑车送餐,摔倒后爬起来,继续前进,最后把外卖交给顾客时笑了')),
    ).not.toMatch(/滑板/);
  });

  it('灯闪了一下 is the light flashing once; 镜子里多出一个人 is in the mirror, in a lift', () => {
    const prompt = beats(advanced('深夜老小区的电梯里，灯闪了一下，镜子里多出一个人'));
    expect(prompt).toMatch(/镜子里多出一个人/);
    expect(prompt).not.toMatch(/身后的房间/);
  });
});

describe('shapes and art are things', () => {
  it('"does latte art, a swan" makes the swan, told in the beat', () => {
    expect(
      beats(
        advanced(
          'Vertical video for TikTok: a barista does latte art, a swan, then slides the cup toward the camera',
        ),
      ),
    ).toMatch(/a swan/);
  });

  it('a latte art swan or a toy dinosaur has no eyes and feet of its own', () => {
    expect(beats(advanced('latte art swan pour, close up'))).not.toMatch(/eyes and feet/);
    expect(beats(advanced('a toy dinosaur stomps across the desk'))).not.toMatch(
      /paws|eyes and feet/,
    );
  });
});

describe('reviews 163-164', () => {
  it('"俯拍，只出现手" frames the unboxing; the foldable opens out at the end', () => {
    const prompt = beats(advanced('开箱一台新款折叠屏手机，俯拍，只出现手'));
    expect(prompt).not.toMatch(/只出现手。|出现在画面中/);
    expect(prompt).toMatch(/折叠的屏幕缓缓展开/);
  });

  it('a drive and a layup beat the defender and lay the ball off the glass, no jump shot', () => {
    const prompt = beats(advanced('篮球运动员突破上篮，慢动作，观众欢呼'));
    expect(prompt).toMatch(/甩开防守/);
    expect(prompt).toMatch(/打板/);
    expect(prompt).not.toMatch(/高高的弧线|捡反弹/);
  });
});

describe('reviews 165-166', () => {
  it('"it freezes, then pounces" after a snow leopard stalks across a ridge is the leopard', () => {
    const prompt = beats(
      advanced(
        'Snow leopard stalking across a rocky ridge in the Himalayas, long lens, it freezes, then pounces on a blue sheep.',
      ),
    );
    expect(prompt).not.toMatch(/ridge freezes|ridge pounces/i);
    expect(prompt).toMatch(/pounces on a blue sheep/);
  });

  it('"at 2 a.m. The older one says" ends a sentence: each brother has his own line', () => {
    const prompt = advanced(
      'Two brothers argue in a kitchen at 2 a.m. The older one says "You sold Dad\'s watch?" and the younger one answers "I had no choice, Mark." Then silence.',
    );
    expect(prompt).toMatch(/- The older brother: "You sold Dad's watch\?"/);
    expect(prompt).not.toMatch(/The two brothers: "You sold/);
  });

  it('someone talking about why (谈她为什么…) is interviewed, not asked the idea as a question', () => {
    const prompt = advanced('街头采访：一位年轻白领谈她为什么选择离开大城市回老家。');
    expect(prompt).not.toMatch(/问路人/);
    expect(beats(prompt)).toMatch(/年轻白领在镜头前坐定/);
  });

  it('花朵从花苞到盛开的过程 is the flower blooming, no thing called 花朵过程', () => {
    const prompt = beats(advanced('延时摄影：花朵从花苞到盛开的过程。'));
    expect(prompt).not.toMatch(/花朵过程/);
    expect(prompt).toMatch(/花瓣一片片松开/);
  });
});

describe('reviews 167-168', () => {
  it('a time-lapse from sunrise to sunset runs the whole day', () => {
    const prompt = advanced('time-lapse of a sunflower field from sunrise to sunset');
    expect(lineIn(prompt, /^Lighting:/)).toMatch(/dawn to dusk/);
    expect(beats(prompt)).toMatch(/settles into dusk/);
  });

  it('"lighthouse keeper’s last night" is the keeper, climbing to light the lamp', () => {
    const prompt = beats(advanced('lighthouse keeper’s last night'));
    expect(prompt).toMatch(/climbs the spiral stairs to light the lamp/);
  });

  it('a cyclist down an alpine pass rides the road’s hairpins, not a forest trail', () => {
    const prompt = beats(
      advanced(
        'POV: you’re a cyclist bombing down an alpine pass, hairpin turns, cows on the road',
      ),
    );
    expect(prompt).toMatch(/hairpins/);
    expect(prompt).not.toMatch(/roots|trees|The hairpin (?:turns|bends)/);
    expect(beats(advanced('Mountain biker bombs down a forest trail'))).toMatch(/roots/);
  });
});
