/**
 * The camera the person asked for, in words the Camera line can say again: their shot size,
 * their moves in order, their lens. "slow dolly in" becomes "a slow dolly-in", 镜头缓缓推近
 * becomes 镜头缓缓推近, so the Camera line carries what they asked for instead of a stock
 * framing beside it (blind reviews scored "Camera: Medium shot, 35mm lens" under "slow dolly
 * in" as the tool ignoring them).
 */
import type { Language } from '../domain/schemas/template.ts';
import { AERIAL_ZH, CHEST_MOUNT, FPV, HOOD_MOUNT } from './vocabulary/fit.ts';
import { NOT_HELD_THING } from './vocabulary/presence.ts';

/** Filmed from a clifftop or a headland, far above the action. */
const FROM_A_HEIGHT =
  /\b(?:shot|filmed|seen|watched) from (?:a|the) (?:cliff|clifftop|cliff top|cliff edge|headland|hilltop)\b|从(?:悬崖|崖顶|山顶)(?:上)?(?:拍摄|俯拍|远拍)/i;

/** One camera word said in both languages. */
interface Said {
  en: string;
  zh: string;
}

interface Entry extends Said {
  /** English pattern (whole words, case-insensitive) or Chinese substrings. */
  pattern: RegExp;
  /** Entries of one family say the same thing: the first found wins. */
  family: string;
}

const e = (family: string, pattern: RegExp, en: string, zh: string): Entry => ({
  family,
  pattern,
  en,
  zh,
});

/** Shot sizes and angles, most specific first. */
const SHOTS: readonly Entry[] = [
  e('size', /\bextreme close[- ]?ups?\b|\bECU\b|大特写/i, 'extreme close-up', '大特写'),
  e('size', /\bmacro\b|微距/i, 'macro close-up', '微距特写'),
  // (A medium close-up is chest up, 中近景 or 近景 to a Chinese crew: never cut in to 特写.)
  e('size', /\bmedium close[- ]?ups?\b|\bMCU\b|中近景/i, 'medium close-up', '中近景'),
  e('size', /\bclose[- ]?ups?\b|特写/i, 'close-up', '特写'),
  e('size', /近景/, 'medium close-up', '近景'),
  e('size', /\bmedium shot\b|中景/i, 'medium shot', '中景'),
  e('size', /\b(?:wide|long|full|establishing) shots?\b|全景|远景/i, 'wide shot', '全景'),
  e(
    'angle',
    /\btop[- ]down\b|\boverhead (?:shot|camera|angle|view)\b|\bbird'?s[- ]eye\b|\b(?:seen|viewed|shot|filmed) from (?:directly )?above\b|俯拍|鸟瞰|顶拍/i,
    'overhead top-down angle',
    '俯拍视角',
  ),
  e(
    'angle',
    /\b(?:shot |filmed )?low,? at (?:the |its |a )?(?:\w+ )?eye[- ]level\b|\bat (?:the )?(?:puppy|dog|cat|kitten|child|kid|animal)(?:'s)? eye[- ]level\b|平视|与它视线齐平/i,
    'low, at its eye level',
    '贴低机位，与它视线齐平',
  ),
  e(
    'angle',
    /\blow[- ]angle\b|\b(?:filmed|shot|seen) from (?:below|the ground|ground level)\b|\bworm'?s[- ]eye\b|仰拍|从下往上拍/i,
    'low angle from below',
    '低角度仰拍',
  ),
  // "The camera stays low on the water": a low angle at the waterline.
  e(
    'angle',
    /\b(?:low on the water|at (?:the )?water ?line|skimming the water|just above the water)\b|贴着水面|贴近水面/i,
    'low angle at the waterline',
    '贴着水面的低机位',
  ),
  e('angle', /\bhigh[- ]angle\b/i, 'high angle', '高角度'),
  // "Shot from a cliff with a long lens": high on the clifftop, far from the action.
  e('angle', FROM_A_HEIGHT, 'high wide shot from the clifftop', '从崖顶高处拍摄的大全景'),
  // "camera locked on the hood": a car mount facing back at the driver, riding with the car.
  e(
    'angle',
    HOOD_MOUNT,
    'hood-mounted camera facing back through the windscreen',
    '摄影机固定在引擎盖上，透过挡风玻璃对着驾驶者',
  ),
  e(
    'angle',
    /\bdutch (?:angles?|tilt)\b|\bcanted (?:angles?|frames?)\b|荷兰角|倾斜构图/i,
    'dutch angle',
    '倾斜构图',
  ),
  e('angle', /\bover[- ]the[- ]shoulder\b|过肩/i, 'over-the-shoulder', '过肩镜头'),
  // "GoPro on the chest": first person from the chest, the hands and the bars in frame.
  e(
    'angle',
    CHEST_MOUNT,
    'chest-mounted action camera, the hands and handlebars in the bottom of frame',
    '胸前固定的运动相机，双手和车把在画面下方',
  ),
];

/** Camera moves. Speed words ("slow", 缓缓) are read separately. */
const MOVES: readonly Entry[] = [
  // "fast cuts": the edit moves, not the camera; no slow orbit under it.
  e(
    'cuts',
    /\b(?:fast|quick|rapid|jump|snappy|hard) cuts\b|快剪|快节奏剪辑|快速剪辑/i,
    'quick cuts between close angles',
    '快速切换多个近景角度',
  ),
  e(
    'handheld',
    // ("a retro handheld game console", 手持小风扇: a thing held in the hand, not the camera.)
    new RegExp(`\\bhand-?held\\b${NOT_HELD_THING}|手持(?!小?风扇|吸尘器|游戏机|电风扇)`, 'i'),
    'handheld, with a slight natural sway',
    '手持拍摄，画面带着自然的轻微晃动',
  ),
  e(
    'steady',
    /\bsteadicam\b|\bgimbal\b|斯坦尼康|稳定器/i,
    'a smooth Steadicam follow',
    '稳定器平稳跟随',
  ),
  e('aerial', FPV, 'a fast FPV flight threading between the buildings', '穿越机贴着楼宇间高速穿行'),
  e(
    'aerial',
    new RegExp(
      `\\bdrone (?:shot|footage|view|orbit|camera|flies|flying|flight|flyover|push|glide|rises|sweeps|pulls|pushes|glides|dives|over|above|across|along)\\b|\\baerial\\b|\\bfly-?over\\b|${AERIAL_ZH}`,
      'i',
    ),
    'a slow drone glide forward',
    '无人机缓缓向前滑行',
  ),
  // A turntable turns the product; the camera holds still (one move, and it is the table's).
  e(
    'orbit',
    /\b(?:slow )?(?:360[- ]?(?:degree )?)?turntable\b|转台|旋转台/i,
    'locked off as the product turns slowly on a turntable',
    '固定机位，产品在转台上缓缓旋转',
  ),
  e('orbit', /\b360[- ]degree\b|\bslow 360\b/i, 'a 360-degree orbit', '360 度环绕'),
  e(
    'orbit',
    /\b(?:camera|slow|drone|quick) orbit\w*|\borbit(?:ing)? shot\b|\barc shot\b|\bcamera (?:\w+ly )?(?:orbits|circles|orbiting|circling)\b|环绕/i,
    'an orbit around',
    '环绕',
  ),
  e(
    'dive',
    /\b(?:camera|drone) (?:dives|swoops|plunges|drops)\b|\b(?:diving|swooping) (?:camera|drone)\b|俯冲/i,
    'a swooping dive from high above',
    '从高空俯冲而下',
  ),
  e(
    'rise',
    /\b(?:camera|drone) (?:rises|lifts|climbs|ascends)\b|拉升/i,
    'a slow rise up and over',
    '缓缓拉升',
  ),
  e('in', /\bcrash zoom\b/i, 'a crash zoom', '急推变焦'),
  // Walking toward a camera that backs away in front: a leading shot, not one alongside.
  e(
    'track',
    /\b(?:camera )?(?:tracks?|tracking|dolly|dollies|moves|leads|pulls) backwards?\b|\breverse tracking\b|\bleading shot\b|倒退跟拍|后退跟拍|倒着跟拍/i,
    'a reverse tracking shot, backing away in front',
    '镜头在前方倒退跟拍',
  ),
  // A dolly zoom pushes in while the lens zooms out: neither a dolly-in nor a zoom-in.
  e(
    'in+zoom+out',
    /\bdolly[- ]zoom\b|\bvertigo (?:shot|effect|zoom)\b|\bcontra[- ]zoom\b|希区柯克变焦|滑动变焦/i,
    'a dolly zoom, pushing in as the lens zooms out',
    '滑动变焦：机位推近的同时镜头变焦拉远',
  ),
  e(
    'track',
    /\bdolly (?:alongside|beside|next to|parallel)\b/i,
    'a dolly alongside, keeping pace',
    '平行跟移，保持同速',
  ),
  e('in', /\bpush(?:es|ing)? forward\b/i, 'push forward', '向前推进'),
  e(
    'in',
    // ("dolly alongside the car" travels beside it: a tracking move, below.)
    /\bdolly(?![- ]?(?:out|back|alongside|beside|next to|along|parallel))(?:[- ]?(?:in|forward|shot|move))?\b|\bdollies\b|\bpush(?:es|ing)?[- ]?in\b|推近|推镜|推进/i,
    'dolly-in',
    '推镜头',
  ),
  e(
    'out',
    /\bdolly[- ]?(?:out|back)\b|\bzoom(?:s|ing)?[- ]out\b|\bpull(?:s|ing)?[- ]?(?:out|back)\b|拉远|拉镜/i,
    'pull-back',
    '拉远',
  ),
  e(
    'zoom',
    /\bzoom(?:s|ing)?(?:[- ]in)?\b(?![- ]out)(?! (?:past|by|away|off|down|through|around|across))|变焦/i,
    'zoom-in',
    '变焦推近',
  ),
  e('whip', /\bwhip[- ]?pans?\b|甩镜/i, 'a whip pan', '甩镜头'),
  e('pan', /\bpan(?:s|ning)? left\b/i, 'pan left', '向左横摇'),
  e('pan', /\bpan(?:s|ning)? right\b/i, 'pan right', '向右横摇'),
  e(
    'pan',
    /\bpan(?:s|ning)?(?: shot| across| over| along| slowly)\b|\b(?:camera|slow) pans?\b|横摇|摇镜/i,
    'pan across',
    '横摇',
  ),
  e('tilt', /\btilt(?:s|ing)? up\b|从下往上摇|由下往上摇|上摇/i, 'tilt up', '上摇'),
  e('tilt', /\btilt(?:s|ing)? down\b|从上往下摇|由上往下摇|下摇/i, 'tilt down', '下摇'),
  e(
    'crane',
    /\bcrane (?:shot|up)\b|\bcran(?:es|ed) up\b|\bcraning\b|摇臂|升降镜头|镜头(?:缓慢|缓缓|慢慢)?(?:上升|升起|拉升)/i,
    'a crane up',
    '摇臂升起',
  ),
  e('crane', /\bcrane down\b/i, 'a crane down', '摇臂降下'),
  // "follows from below …, then cranes up past the top": one continuous move, said as one.
  e(
    'track+crane',
    /\b(?:camera )?follows? (?:\w+ )?from below\b[^.]*\bcran(?:es|ing) up\b/i,
    'following from below, then craning up past the top in one continuous move',
    '从下方跟随，再一路升起越过顶部，一镜到底',
  ),
  e(
    'track',
    /\btracking\b|\bcamera (?:follows|tracks)\b|跟拍|镜头(?:一路)?跟(?:随|着)/i,
    'a tracking shot alongside',
    '跟拍',
  ),
  e('pan', FROM_A_HEIGHT, 'a slow pan following the action', '缓慢摇镜跟随动作'),
  e('mount', HOOD_MOUNT, 'locked to the car, moving with it', '随车移动，机位不变'),
  e(
    'still',
    /\blocked[- ]off\b|\bstatic (?:(?:wide|medium|close|long|full|establishing|overhead) )?(?:shot|camera|frame)\b|\b(?:still|fixed) camera\b|\bno camera (?:move|movement|motion)\b|\bcamera (?:stays|remains|holds) (?:still|static|fixed|low|where it is|put)\b|\btripod\b|固定机位|固定镜头|静止镜头|镜头(?:保持)?不动/i,
    'locked-off, no camera move',
    '固定机位，镜头不动',
  ),
];

const LENSES: readonly Entry[] = [
  e('lens', /\banamorphic\b|变形宽银幕/i, 'anamorphic lens', '变形宽银幕镜头'),
  e('lens', /\bfish-?eye\b|鱼眼/i, 'fisheye lens', '鱼眼镜头'),
  e('lens', /\btelephoto\b|\blong lens\b|长焦/i, 'long telephoto lens', '长焦镜头'),
  e('lens', /\bwide[- ]angle\b|广角/i, 'wide-angle lens', '广角镜头'),
];

const SLOW = /\b(?:slow|slowly|gentle|gently|gradual|creeping)\b|缓缓|慢慢|缓慢|徐徐/i;
const QUICK = /\b(?:quick|fast|rapid|sudden|snap)\b|快速|急速|猛地/i;

/** What the person said about the camera, said again in the output language. */
export interface CameraWords {
  shot?: string;
  moves: string[];
  lens?: string;
  /** A move from the air: the framing is wide and high. */
  aerial: boolean;
}

/** "no handheld", "handheld feel is NOT wanted", 不要手持: a camera word the person refuses. */
const REFUSED_BEFORE =
  /\b(?:no|not|without|avoid|never|don'?t want)\s+(?:\w+\s+)?$|(?:不要|别用|避免|不用)$/i;
const REFUSED_AFTER = /^[^,.;，。]*?\b(?:is|are)\s+not\s+wanted\b|^[^,.;，。]*?\bnot wanted\b/i;

function found(list: readonly Entry[], text: string): Entry[] {
  const hits = list
    .map((entry) => ({ entry, at: text.search(entry.pattern) }))
    .filter(
      (hit) =>
        hit.at >= 0 &&
        !REFUSED_BEFORE.test(text.slice(Math.max(0, hit.at - 16), hit.at)) &&
        !REFUSED_AFTER.test(text.slice(hit.at)),
    )
    .sort((a, b) => a.at - b.at);
  const families = new Set<string>();
  const out: Entry[] = [];
  for (const { entry } of hits) {
    // "track+crane" says both moves at once: neither is said again on its own.
    const own = entry.family.split('+');
    if (own.some((family) => families.has(family))) continue;
    for (const family of own) families.add(family);
    out.push(entry);
  }
  return out;
}

/** A move with its speed: "a slow dolly-in", 镜头缓缓推近. */
function withPace(entry: Entry, text: string, lang: Language, subject: string): string {
  const said = lang === 'zh' ? entry.zh : entry.en;
  const pace = QUICK.test(text) ? 'quick' : SLOW.test(text) ? 'slow' : '';
  if (entry.family === 'orbit' && entry.en === 'an orbit around') {
    if (lang === 'zh') return `${pace === 'quick' ? '快速' : '缓缓'}环绕${subject}`;
    const around = subject ? ` around ${subject}` : '';
    return `${pace === 'quick' ? 'a quick' : 'a slow'} orbit${around}`;
  }
  if (['in', 'out', 'zoom', 'pan', 'tilt'].includes(entry.family) && !said.startsWith('a')) {
    if (lang === 'zh') return `${pace === 'quick' ? '快速' : '缓慢'}${said}`;
    return `a ${pace || 'slow'} ${said}`;
  }
  return said;
}

/**
 * The camera words in the person's text, or nothing when they named none. `subject` is how the
 * Camera line names what an orbit goes around ("the climber", 机器人).
 */
/**
 * "Wide static shot, then a slow push in": a still frame before a move holds first, then
 * moves — never "no camera move" beside the move.
 */
function stillThenMove(moves: { family: string; said: string }[], lang: Language): string[] {
  const still = moves.findIndex((move) => move.family === 'still');
  // ("locked off as the product turns on a turntable" already holds the frame.)
  if (
    still !== -1 &&
    moves.some((move, index) => index !== still && /locked off|固定/.test(move.said))
  )
    return moves.filter((_, index) => index !== still).map((move) => move.said);
  if (still === -1 || still === moves.length - 1) return moves.map((move) => move.said);
  return moves.map((move, index) => {
    if (index === still) return lang === 'zh' ? '先固定机位不动' : 'held still at first';
    return index > still ? (lang === 'zh' ? `随后${move.said}` : `then ${move.said}`) : move.said;
  });
}

export function cameraWords(text: string, lang: Language, subject: string): CameraWords {
  // "camera slowly circles the drummer": the orbit goes round what the person named.
  const around =
    /\bcamera (?:\w+ly )?(?:orbits|circles|orbiting|circling)(?: around)? ((?:the|a|an|his|her|their) [\w' -]+?)(?=[,.;]|$)/i.exec(
      text,
    )?.[1];
  if (around && lang === 'en') subject = around.replace(/^an? /i, 'the ');
  const shots = found(SHOTS, text);
  // "no handheld shake, locked off tripod": a move the person rules out is no move of theirs.
  const moves = found(
    MOVES,
    text.replace(
      /\b(?:no|without|not|never|avoid)\s+(?:any\s+)?(?:handheld|hand-held|camera shake|shak\w*|zoom\w*|pans?|panning|drone|tracking)\b[^,.;]*/gi,
      ' ',
    ),
  );
  // ("shot on 35mm film" is a film stock, not a lens.)
  const lens = /(?<![\d.])(\d{2,3}) ?mm\b(?! film| stock| footage)/i.exec(text)?.[1];
  const named = found(LENSES, text)[0];
  const say = (entry: Entry) => (lang === 'zh' ? entry.zh : entry.en);
  const shot = shots.map(say).join(lang === 'zh' ? '，' : ', ');
  return {
    ...(shot ? { shot } : {}),
    // "drone shot … slow push forward": the aerial framing already says drone.
    moves: stillThenMove(
      moves
        .filter((entry) => entry.family !== 'aerial' || moves.length === 1)
        .map((entry) => ({ family: entry.family, said: withPace(entry, text, lang, subject) }))
        // "handheld, slow push-in": the operator walks in; no dolly beside a handheld camera.
        .map((move) =>
          move.family === 'in' && moves.some((entry) => entry.family === 'handheld')
            ? { ...move, said: move.said.replace('dolly-in', 'push-in on foot') }
            : move,
        ),
      lang,
    ),
    ...(lens
      ? { lens: lang === 'zh' ? `${lens}mm 镜头` : `${lens}mm lens` }
      : named
        ? { lens: say(named) }
        : {}),
    aerial: moves.some((entry) => entry.family === 'aerial'),
  };
}
