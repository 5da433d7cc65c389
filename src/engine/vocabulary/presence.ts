/**
 * What counts as "the input already has it". English entries are regex alternations matched
 * as whole words, Chinese entries are substrings. Generous on purpose: a false "present" only
 * means one line fewer, a false "missing" means a duplicate, which the product promises never
 * to write.
 */
/** After "handheld": a thing held in the hand ("a retro handheld game console"), not the camera. */
export const NOT_HELD_THING =
  '(?! (?:game|gaming|consoles?|devices?|fans?|vacuums?|mirrors?|blenders?|mixers?|scanners?|radios?|computers?|pcs?)\\b)';

export const PRESENCE = {
  style: {
    en: 'style|styled|aesthetic|cinematic|photoreal\\w*|hyperreal\\w*|documentary|anime|animated|animation|cartoon\\w*|claymation|stop[- ]motion|watercolou?r|oil painting|noir|vintage|retro|film grain|35mm film|16mm|vhs|cyberpunk|steampunk|surreal\\w*|minimalist|pixel art|3d render\\w*|cel[- ]shaded|low[- ]poly|live[- ]action',
    zh: '风格|电影感|写实|纪录片|动画|卡通|水彩|油画|胶片|复古|赛博朋克|画风|质感|二次元|像素',
  },
  move: {
    en: `(?<!camera )dolly(?! grip)(?:[- ]?(?:in|out|zoom|shot|move|forward|back))?|dollies|dollying|(?:camera |slow |quick |whip[- ]?|whip |)pan(?:s|ning)? (?:left|right|across|up|down|over|to|from|past|along|slowly)|(?:camera|slow|whip|quick) pans?|panning shot|pan shot|tilt(?:s|ing)? (?:up|down)|(?:camera|slow) tilts?|crane (?:shot|up|down|move|rises)|craning|hand-?held${NOT_HELD_THING}|steadicam|gimbal|drone shot|drone footage|drone view|drone flying|drone (?:flies|rises|sweeps|pulls|pushes|glides)|aerial|fpv|zoom\\w*|tracking|(?:camera|slow|360[- ]degree|180[- ]degree|slow 360|slow 180) orbit\\w*|orbit shot|orbiting shot|arc shot|push[- ]?in|pushes in|push(?:es|ing)? forward|(?:camera|drone) (?:dives|swoops|plunges|drops|rises|lifts|climbs)|(?:pull[- ]?|pulls )(?:out|back)(?! (?:the|a|an|his|her|their|my|its|some|one)\\b)|whip[- ]?pan|dutch (?:angles?|tilt)|canted (?:angles?|frames?)|locked[- ]off|static (?:shot|camera)|tripod|camera (?:\\w+ly )?(?:moves|follows|glides|circles|rises|pans|tilts|tracks|pushes|pulls|drifts|orbits)`,
    zh: '推镜|拉镜|推近|拉远|摇镜|横摇|俯仰|跟拍|航拍|无人机|环绕|手持|斯坦尼康|稳定器|升降|摇臂|变焦|甩镜|运镜|固定机位|平移|俯冲|拉升|镜头推进|往上摇|往下摇|上摇|下摇',
  },
  shot: {
    en: "(?:extreme |medium )?close[- ]?ups?|wide shot|medium shot|long shot|full shot|establishing shot|over[- ]the[- ]shoulder|point[- ]of[- ]view|pov|bird'?s[- ]eye|low[- ]angle|high[- ]angle|eye[- ]level|macro|insert shot|two[- ]shot|top[- ]down|overhead shot|(?:shot|filmed|seen) from (?:above|below|overhead)",
    zh: '特写|近景|中景|全景|远景|俯拍|仰拍|鸟瞰|过肩|主观镜头|微距|顶拍|平视',
  },
  lens: {
    en: '\\d{2,3} ?mm|lens|lenses|fisheye|anamorphic|telephoto|wide[- ]angle|f/\\d(?:\\.\\d)?',
    zh: '广角|长焦|鱼眼|变形宽银幕|微距镜头|定焦|焦段',
  },
  lighting: {
    // Light as a look the idea already directs. A time of day alone ("golden hour", "3 am",
    // "moonlit") is not: the lighting line then writes what that light does.
    en: '(?:warm|cold|cool|soft|hard|harsh|natural|window|neon|street|candle|lamp|studio|ambient|dim|low|diffused?|moody|dramatic|stage|rim|key|fill|back|side|top|practical) ?light(?:s|ing)?|lighting|backlit|back-lit|backlight\\w*|rim[- ]light\\w*|key light|fill light|lit by|neon-lit|candlelight|candlelit|lamplight|softbox|volumetric|god rays|chiaroscuro|high[- ]key|low[- ]key|silhouetted|spotlight|light source|shafts? of light|golden light|golden hour light|sunlight (?:streams|pours|falls|through)|moonlight (?:streams|pours|falls|through)|(?:lights?|bulbs?) (?:flicker\\w*|strobes?)|flickering (?:lights?|bulbs?|lamps?)|through the blinds|chandeliers? (?:flicker\\w*|glow\\w*)|flickering chandeliers?|strobe lights?|strobes|strobing|overcast light|fairy lights|string lights|tungsten|lights?(?: in the \\w+)? (?:go|goes|turn|turns) (?:off|out) one by one|lantern ?light|flashlights?|torch ?light|firelight',
    zh: '暖色光|冷色光|暖光|冷光|暖黄光|冷白光|自然光|灯光|光线|逆光|侧光|顶光|柔光|硬光|烛光|光影|布光|打光|轮廓光|体积光|丁达尔|光束|阳光透过|阳光洒|月光透过|月光洒|灯一闪|灯忽明忽暗|灯光闪烁|百叶窗|手电筒|灯笼光|火光|霓虹灯光|窗光|灯一盏|灯一盏盏|吊灯忽明忽暗|吊灯闪烁|频闪|阴天的光',
  },
  palette: {
    en: 'palette|colou?r grad\\w*|colou?r scheme|teal and orange|monochrome|monochromatic|pastels?|desaturated|black and white|sepia|tones|hues',
    zh: '色调|配色|调色|色板|色彩|黑白',
  },
  audio: {
    // ("ASMR sounds", "with sound": asked for, not said; the Audio line says which. "a boat horn
    // sounds" is the horn blaring: the Audio line still says the rest.)
    en: 'audio|(?<!\\basmr |\\bwith |\\bsatisfying |\\b(?:horn|siren|bell|alarm|whistle|gong|buzzer|foghorn|trumpet|it|that|this|which) )sound(?!\\s+(?:asleep|on\\b))\\w*|music(?!\\s+(?:video|box)|ians?\\b)\\w*|soundtrack|score|ambien\\w*|voice[- ]?over|narrat\\w*|sfx|foley|silence|silent',
    zh: '音乐|音效|声音|配乐|对白|旁白|环境音|背景音|台词|歌声|音频|无声',
  },
  safety: {
    en: 'safety|no real (?:people|persons?)|public figures?|copyright\\w*|consent|family[- ]friendly|age[- ]appropriate|guidelines',
    zh: '安全|合规|版权|真人|公众人物|授权',
  },
  physics: {
    en: 'physics|physical\\w*|gravity|momentum|inertia|weight|weighty|collisions?|cloth simulation|fluid dynamics|buoyan\\w*',
    zh: '物理|重力|惯性|碰撞|动量|重量感',
  },
  beats: {
    en: '(?:beat|shot) ?\\d|\\d{1,2} ?[-–] ?\\d{1,2} ?s',
    zh: '分镜|第一幕|镜头一|节拍',
  },
} as const;
export type PresenceKey = keyof typeof PRESENCE;

/** Durations written in an input: "10s", "10 sec", "10-second", "10秒". */
export const DURATION_RE =
  /(?<![\d.:])(?<!(?:her|his|their|the|our|my|your|mid|early|late)[ -])(\d{1,3}) ?-? ?(?:s|secs?|seconds?)\b|(\d{1,3}) ?秒/i;
/** Aspect ratios written in an input. */
export const RATIO_RE =
  /(?<![\d.])(?:16 ?: ?9|9 ?: ?16|1 ?: ?1|4 ?: ?3|3 ?: ?4|4 ?: ?5|21 ?: ?9|3 ?: ?2|2 ?: ?3|2\.39 ?: ?1|2\.4 ?: ?1|2\.35 ?: ?1|1\.85 ?: ?1)(?![\d.])/;
/** Hints that the clip is meant to be vertical. */
export const VERTICAL_RE = /\bvertical\b|\bportrait mode\b|竖屏|竖版/i;
