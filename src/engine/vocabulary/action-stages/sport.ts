/** Action stages (see ../action-stages.ts): Body practice and sport: tai chi, sword, boards, bikes, horses, cars. */
import { PEOPLE, ANIMALS, SURF, SKATE, type ActionStaging, type StageLines } from './types.ts';
import { DESERT_ROCK, HOOD_MOUNT, RUSH_HOUR } from '../fit.ts';

/** A skier or a snowboarder on the slope. */
const SKI: readonly [StageLines, StageLines] = [
  [
    'poised at the top, looking down the slope',
    '{their} edges carve the snow, throwing up a fine spray',
    '{s} <drop> into a steep turn, snow fanning out behind {them}',
    '{s} <skid> to a stop in a burst of powder',
  ],
  [
    '站在坡顶，俯身望向雪道',
    '{s}的雪板切过雪面，扬起细细的雪雾',
    '{s}压低重心，划出一个又深又急的大弯',
    '{s}一个急停，溅起一片雪花',
  ],
];

/** Paragliding, said as its verb or as a glide with the wing named. */
const PARAGLIDING = {
  enLines: [
    'standing at the cliff edge, the wing rising and filling overhead',
    'a few running steps and the ground drops away, the lines taut above',
    '{s} <float> out over the open air, the whole view spread wide below',
    '{s} <bank> into a slow, wide turn, the wind steady on {their} face',
  ],
  zhLines: [
    '站在崖边，身后的伞翼升起、鼓满了风',
    '往前跑几步，脚下的地面忽然落空，头顶的伞绳绷紧',
    '{s}悠悠飘出去，整片风景在脚下铺开',
    '{s}缓缓压出一个大弧度的转弯，风稳稳地吹在脸上',
  ],
} as const;

export const SPORT: readonly ActionStaging[] = [
  // Off the blocks: set, the gun, the drive out low, upright and away down the lane.
  {
    en: /^(?:burst|explode|launch|push|drive|spring|start|blast)$/,
    rest: /\b(?:starting )?blocks?\b|\boff the line\b|\bstart(?:ing)? line\b/i,
    zh: /起跑|蹬离起跑器|冲出起跑线/,
    who: PEOPLE,
    enLines: [
      'crouched in the blocks, fingertips on the line, utterly still',
      'the gun cracks and {they} <drive> out low, legs pumping, spikes biting the track',
      '{s} <rise> out of the drive phase, arms pumping, stride opening up',
      '{s} <power> away down the lane, the blocks left rattling behind',
    ],
    zhLines: [
      '蹲在起跑器上，指尖压着起跑线，一动不动',
      '发令枪一响，{s}压低身子蹬离起跑器，双腿猛蹬，钉鞋咬住跑道',
      '{s}逐渐抬起上身，双臂摆动，步幅越拉越大',
      '{s}沿着跑道一路冲远，身后的起跑器还在微微晃动',
    ],
  },
  // A bike or a board sliding through a corner: the lean, the back end stepping out, caught.
  {
    en: /^(?:skid|slide|drift|rail|carve|whip)$/,
    rest: /\b(?:through|round|around|into) (?:a |the )?(?:[\w-]+ )?(?:corner|turn|berm|bend|switchback)\b/i,
    zh: /(?:漂移|侧滑|压弯)(?:过|通过|冲过)?(?:[^，。]{0,4})?(?:弯道|弯|拐角)/,
    who: PEOPLE,
    enLines: [
      'leaning hard into the turn',
      'the back wheel steps out, throwing a fan of dirt across the frame',
      '{s} <catch> the slide, one foot dabbing the ground',
      '{s} <straighten> up and <power> out of the turn',
    ],
    zhLines: [
      '{s}压低身子，重重切进弯道',
      '后轮甩了出去，扬起一片泥土扑向镜头',
      '{s}一脚点地，稳住了侧滑',
      '{s}扶正车身，加速冲出弯道',
    ],
  },
  // Running across rooftops: the edge, the run-up over the tiles, the leap, running on.
  {
    en: /^(?:run|sprint|race|dash|leap|jump|parkour)$/,
    rest: /\b(?:across|over|along|on) (?:the )?(?:\w+ )?roof(?:top)?s?\b/i,
    zh: /屋顶上(?:奔跑|飞奔|跑)|(?:屋顶|房顶|屋檐)上?跑酷|飞檐走壁/,
    who: PEOPLE,
    enLines: [
      'at the edge of one roof, the next a gap away',
      'feet pounding over the tiles, the gap rushing closer',
      '{s} <leap> the gap and <land> rolling on the far roof',
      '{s} <come> up running, the rooftops stretching on ahead',
    ],
    zhLines: [
      '站在一片屋顶的边缘，下一片隔着一道空隙',
      '脚步在瓦片上咚咚作响，空隙越来越近',
      '{s}一跃而过，在对面的屋顶上翻滚落地',
      '{s}起身继续奔跑，屋顶一片接一片向前铺开',
    ],
  },
  // Poling a bamboo raft down a river: the pole sinks, the raft slides on.
  {
    en: /^(?:pole|punt)$/,
    rest: /\b(?:raft|boat|punt|river|down|along|across)\b|^$/i,
    zh: /撑竹筏|撑篙|撑船|划竹筏|撑着竹筏/,
    who: PEOPLE,
    enLines: [
      'standing at the end of the raft, a long bamboo pole in hand',
      '{their} pole sinks into the river and the raft slides forward under {them}',
      'the raft glides across the reflection of the peaks, ripples fanning out behind',
      '{s} <lift> the pole, water streaming off it, and <drift> on downstream',
    ],
    zhLines: [
      '站在竹筏一头，手握长长的竹篙',
      '{s}把竹篙插进水里，身子一压，竹筏向前滑去',
      '竹筏滑过山峰的倒影，水纹一圈圈荡开',
      '{s}提起竹篙，水珠顺着竹篙滴落，竹筏缓缓漂远',
    ],
  },
  // A platform dive: the stillness, the spin, the clean entry.
  {
    en: /^(?:dive|enter|plunge|knife|spin|flip)$/,
    rest: /\b(?:platform|springboard|diving board|high board|1?0 ?m|3 ?m)\b/i,
    zh: /跳水|从跳台|从跳板/,
    who: PEOPLE,
    enLines: [
      'poised at the edge of the platform, arms raised, perfectly still',
      '{their} body folds into a tight tuck and spins through the air',
      '{s} <straighten> and <knife> into the water with barely a splash',
      'the surface closes over {them}, a few bubbles rising',
    ],
    zhLines: [
      '站在跳台边缘，双臂上举，纹丝不动',
      '{s}腾空抱膝，在空中飞速翻转',
      '{s}打开身体，笔直插入水中，只溅起一点点水花',
      '水面在{s}身后合拢，只冒起几个气泡',
    ],
  },
  // The end of a race: the last straight, the tape, the collapse.
  {
    en: /^(?:cross|break|hit|reach|run|sprint|stagger)$/,
    rest: /\bfinish(?:ing)? line\b|\bthe tape\b/i,
    zh: /冲过终点|冲线|撞线|跑过终点|到达终点/,
    who: PEOPLE,
    enLines: [
      'on the final straight, legs heavy, the finish arch ahead',
      '{their} stride lengthens as the roar of the crowd swells',
      '{s} <break> the tape, arms thrown wide, face to the sky',
      '{s} <stagger> to a stop, hands on knees, chest heaving',
    ],
    zhLines: [
      '冲进最后的直道，双腿沉重，终点拱门就在前方',
      '{s}的步子越迈越大，观众的呼喊声越来越响',
      '{s}撞线，张开双臂，仰起头',
      '{s}踉跄着停下，双手撑着膝盖，大口喘气',
    ],
  },
  // A bungee jump: the edge, the fall, the cord snapping taut, the long slow bounce.
  {
    en: /^(?:jump|leap|bungee-jump|dive)$/,
    rest: /\bbungee\b/i,
    zh: /蹦极/,
    who: PEOPLE,
    enLines: [
      'at the edge of the platform, the cord clipped to the ankles, the river far below',
      'a lean forward into nothing, the water rushing up, the wind roaring',
      'the cord snaps taut and flings the body back up, weightless for a heartbeat',
      '{s} <bounce> and <swing> slowly, upside down, the bridge high overhead',
    ],
    zhLines: [
      '{s}站在跳台边缘，绳索扣在脚踝上，脚下是远远的江面',
      '身体向前一倾坠入半空，江面飞快扑来，风声呼啸',
      '绳索猛地绷紧，把人又弹回半空，失重的一瞬',
      '{s}倒挂着上下弹了几下，慢慢摆荡，大桥高悬在头顶',
    ],
  },
  // A BASE jump: off a rooftop, a cliff or a bridge, the ground close, the chute thrown at once.
  {
    en: /^(?:jump|leap|skydive|parachute|base-jump)$/,
    rest: /\b(?:off|from) (?:a |the |an )?(?:tall |high )?(?:rooftop|roof|skyscraper|tower|building|cliff|bridge)\b/i,
    not: /\bbungee\b|蹦极/i,
    zh: /(?:从|在)(?:高楼|楼顶|大楼|天台|悬崖|大桥|桥上)[^，。]{0,4}(?:跳伞|跳下|跃下|纵身)/,
    who: PEOPLE,
    enLines: [
      'at the very edge of the roof, the city a sheer drop below, wind tugging at the straps',
      'one step out into the drop, the street rushing up between the towers',
      'the pilot chute flung out, the canopy cracking open just above the rooftops',
      '{s} <swing> under the canopy, drifting down between the buildings',
    ],
    zhLines: [
      '{s}站在楼顶边缘，脚下是笔直坠落的城市，风扯着背带',
      '向前一步踏空，街道在楼宇之间飞快地扑面而来',
      '引导伞甩出，主伞在楼顶上方猛地张开',
      '{s}挂在伞下晃了晃，在楼宇之间缓缓飘落',
    ],
  },
  {
    en: /^(?:skydive|parachute|freefall)$/,
    zh: /跳伞|从(?:飞机|机舱)(?:舱门|门)?(?:上)?(?:跳|跃)(?:出|下)|从舱门(?:跳|跃)(?:出|下)|(?:跳|跃)出(?:飞机|机舱|舱门)/,
    who: PEOPLE,
    enLines: [
      'at the open door of the plane, wind roaring, the ground a patchwork far below',
      '{their} arms spread wide in freefall, the horizon rolling level below',
      'the canopy snaps open overhead and the roar drops to a hush',
      '{s} <glide> down under the canopy, the landing field growing closer',
    ],
    zhLines: [
      '{s}站在大开的机舱门口，狂风呼啸，地面远在脚下',
      '{s}纵身跃出，张开双臂自由落体，地平线慢慢摆正',
      '伞衣在头顶猛地张开，呼啸声一下子安静下来',
      '{s}挂在伞下缓缓滑翔，着陆点越来越近',
    ],
  },
  {
    en: /^(?:do|practi[cs]e|perform)$/,
    rest: /tai ?chi|qigong/i,
    zh: /太极|气功/,
    who: PEOPLE,
    enLines: [
      'feet rooted, arms floating up in front of {them}',
      '{their} hands trace slow circles, weight shifting from foot to foot',
      '{s} <sink> into a low, wide stance, arms spreading',
      '{s} <draw> {their} hands down to rest, breathing out slowly',
    ],
    zhLines: [
      '双脚分开与肩同宽，两臂缓缓抬起',
      '{s}双手慢慢画着圆，重心在两脚间缓缓移动',
      '{s}重心下沉，双臂向两侧舒展',
      '{s}收势，长长呼出一口气',
    ],
  },
  {
    en: /^(?:do|practi[cs]e)$/,
    rest: /yoga|pilates|stretch/i,
    zh: /瑜伽|拉伸/,
    who: PEOPLE,
    enLines: [
      'standing tall on the mat, palms together',
      '{their} body flows from one pose into the next, breath steady',
      '{s} <balance> on one leg, arms reaching high',
      '{s} <fold> into a resting pose, eyes closed',
    ],
    zhLines: [
      '站在垫子上，双手合十',
      '{s}从一个体式流畅地过渡到下一个，呼吸平稳',
      '{s}单腿站稳，双臂向上舒展',
      '{s}俯身放松，闭目调息',
    ],
  },
  {
    en: /^(?:meditate|pray)$/,
    zh: /冥想|打坐|禅修|静坐|祈祷/,
    who: PEOPLE,
    enLines: [
      'settling into stillness, hands resting in {their} lap',
      '{their} shoulders rise and fall with each slow breath',
      'a deep calm settles over {their} face',
      '{s} slowly <open> {their} eyes',
    ],
    zhLines: [
      '盘腿坐好，双手搭在膝上',
      '{s}的肩膀随着缓慢的呼吸轻轻起伏',
      '{s}的眉头舒展开来，神情彻底平静',
      '{s}缓缓睁开眼睛',
    ],
  },
  // A sword drawn: the hand on the hilt, steel sliding free, the blade raised, the stance.
  {
    en: /^(?:draw|unsheathe)$/,
    rest: /sword|katana|blade|sabre|saber|rapier/i,
    zh: /拔剑|拔出(?:长)?剑|抽出(?:长)?剑|剑出鞘/,
    who: ['person', 'thing'],
    enLines: [
      'one hand resting on the hilt, eyes fixed ahead',
      'steel slides free of the scabbard with a thin ring',
      '{s} <raise> the blade, its edge catching the light',
      '{s} <settle> into a stance, the blade held ready',
    ],
    zhLines: [
      '手按剑柄，目光直视前方',
      '长剑缓缓出鞘，发出一声清鸣',
      '{s}举剑，剑刃映着寒光',
      '{s}摆开架势，横剑在前',
    ],
  },
  {
    en: /^(?:fence|duel|spar|wield|swing|fight|practi[cs]e|train|dance|draw|unsheathe|brandish|raise)$/,
    rest: /sword|katana|blade|sabre|saber|rapier/i,
    doer: /\b(?:samurai|swordsm[ae]n|swordswom[ae]n|fencers?)\b/,
    zh: /舞剑|练剑|挥剑|剑舞|比剑|斗剑|拔剑/,
    who: ['person', 'thing'],
    enLines: [
      'blade held low, body still',
      'steel flashes through a fast arc, the footwork quick and light',
      '{s} <spin> into one last thrust, the blade stopping dead in the air',
      '{s} <bring> the blade back to rest, holding the final pose',
    ],
    zhLines: [
      '剑尖垂地，凝神静立',
      '剑光划出一道道弧线，衣袖随之翻飞',
      '{s}旋身一刺，剑尖稳稳停在半空',
      '{s}收剑而立，气息渐渐平稳',
    ],
  },
  // Shadowboxing: punches at the air, slipping an imagined one; no bag and no spinning kick.
  {
    en: /^shadowbox$/,
    zh: /空击|打空拳|对着空气出拳/,
    who: PEOPLE,
    enLines: [
      'loose and bouncing on {their} toes, hands up',
      '{their} jabs and hooks snap out at the air, breath hissing with each one',
      '{s} <slip> an imagined punch and <fire> back a fast combination',
      '{s} <drop> {their} hands and <roll> {their} shoulders, breathing hard',
    ],
    zhLines: [
      '双手护在脸前，脚尖轻快地弹动',
      '{s}对着空气左右出拳，每一拳都伴着一声短促的呼气',
      '{s}侧身躲过一记想象中的来拳，随即打出一串快拳',
      '{s}放下双手，转了转肩膀，大口喘着气',
    ],
  },
  // A boxer on the bag: jabs and crosses into leather, the chain swinging; no spinning kick.
  {
    en: /^(?:do|practi[cs]e|train|spar|punch|box|hit|pound|work)$/,
    rest: /boxing|punching bag|heavy bag|\bbag\b|\bmitts\b/i,
    doer: /\b(?:boxers?|kickboxers?)\b/,
    zh: /拳击|打沙袋|打拳/,
    who: PEOPLE,
    enLines: [
      'gloves up, squared to the hanging bag',
      '{their} jabs and crosses thud into the bag, sending it swinging on its chain',
      '{s} <finish> with a hard hook, the bag jolting on its chain',
      '{s} <step> back, chest heaving, gloves dropping to {their} sides',
    ],
    zhLines: [
      '戴着拳套站在沙袋前，双拳护在身前',
      '{s}左右连击，一拳拳闷声砸进沙袋，沙袋在铁链上来回晃荡',
      '{s}一记重拳收尾，沙袋猛地一荡',
      '{s}退后一步，胸口起伏，慢慢放下双拳',
    ],
  },
  {
    en: /^(?:do|practi[cs]e|train|spar|punch|box|kick|shadowbox|perform)$/,
    rest: /kung ?fu|martial arts|karate|taekwondo|wushu|kickbox/i,
    doer: /\b(?:martial artists?)\b/,
    zh: /练拳|武术|功夫|出拳|练武/,
    who: PEOPLE,
    enLines: [
      'fists raised, weight on the balls of {their} feet',
      '{their} strikes snap out fast, each one cracking the air',
      '{s} <spin>, one leg whipping up into a high strike',
      '{s} <drop> back into stance, breath steady',
    ],
    zhLines: [
      '双拳护在身前，重心压低',
      '{s}出拳又快又狠，拳风呼呼作响',
      '{s}旋身腾空，踢出一记高腿',
      '{s}收势，缓缓吐出一口气',
    ],
  },
  // A squat shown for its form: a coach's cues, not a grinding max lift.
  {
    en: /^(?:show|demonstrate|demo|teach|explain|do)$/,
    rest: /\bsquats?\b[^.]*\b(?:form|correct|proper|right way|technique)\b|\b(?:correct|proper|right) squat\b/i,
    zh: /(?:示范|演示|教|讲解)[^，。]{0,6}深蹲|深蹲[^，。]{0,4}(?:正确姿势|标准动作|要领|教学)/,
    who: PEOPLE,
    enLines: [
      'side-on to the camera, feet shoulder-width apart, toes turned slightly out',
      '{their} hips push back and down as if sitting into a chair, chest up, knees tracking over the toes',
      '{s} <pause> at the bottom, thighs level with the floor, back straight',
      '{s} <drive> up through the heels and <point> to the knees to show the line again',
    ],
    zhLines: [
      '侧身对着镜头，双脚与肩同宽，脚尖微微外展',
      '{s}臀部向后向下坐，像坐椅子一样，挺胸，膝盖对准脚尖方向',
      '{s}在最低点停住，大腿与地面平行，背部挺直',
      '{s}脚跟发力站起，再指着膝盖示意发力路线',
    ],
  },
  {
    en: /^(?:lift|bench|press|deadlift|squat|train)$/,
    rest: /weight|barbell|dumbbell|kettlebell|^$|\bat the gym\b/i,
    zh: /举重|举铁|撸铁|卧推|硬拉|深蹲|举起杠铃/,
    not: /示范|演示|正确姿势|标准动作|要领|教学/,
    // (A squat at home with no weight lifts none.)
    notIn:
      /居家|徒手|自重|标准深蹲|相扑深蹲|跳跃深蹲|\bbodyweight\b|\bat home\b|\bjump squats?\b|\bair squats?\b/i,
    who: PEOPLE,
    enLines: [
      'hands chalked, breath steadying',
      '{their} arms trembling, the weight rises inch by inch',
      '{s} <lock> out at the top, jaw clenched',
      '{s} <lower> the weight with a thud and <exhale> hard',
    ],
    zhLines: [
      '双手抹上镁粉，调整呼吸',
      '{s}的手臂微微发抖，重量一点点被推起',
      '{s}咬紧牙关，稳稳锁定在最高点',
      '{s}把重量放回原处，重重地呼出一口气',
    ],
  },
  // A dog on a surfboard: paws planted, ears flapping, no arms to raise.
  {
    en: /^(?:surf|ride|catch)$/,
    rest: /wave|swell|board|^$/i,
    zh: /冲浪/,
    who: ANIMALS,
    enLines: [
      'balanced on the board, {feet} planted wide',
      'the board skims the face of the wave, spray flying past {their} ears',
      '{s} <ride> down the face of the wave, ears flapping in the wind',
      '{s} <ride> the last of the wave into the shallows and <hop> off',
    ],
    zhLines: [
      '稳稳站在冲浪板上，四只爪子分得很开',
      '{s}脚下的板子掠过浪面，水花从耳边飞过',
      '{s}顺着浪面冲下来，耳朵被风吹得直扇',
      '{s}顺着最后一段浪滑进浅水，一跃跳下板子',
    ],
  },
  {
    en: /^surf$/,
    zh: /冲浪/,
    who: PEOPLE,
    enLines: SURF[0],
    zhLines: SURF[1],
  },
  {
    // A wipeout: the board goes one way, the rider the other, the wave over them.
    en: /^wipe$/,
    rest: /^out\b/i,
    zh: /摔进(?:浪|水)里|被浪打翻|翻板落水/,
    who: PEOPLE,
    enLines: [
      'a fraction off balance, arms starting to windmill',
      'the board shoots out from under {them} and the lip folds over {their} head',
      '{s} <vanish> into the churning white water',
      'the board pops up alone on the foam, leash still tugging',
    ],
    zhLines: [
      '重心一偏，双臂开始乱挥',
      '脚下的板子猛地飞出去，浪头从头顶扣下来',
      '{s}一下子被卷进翻滚的白浪里',
      '板子独自浮上浪沫，脚绳还在一下下拽着',
    ],
  },
  // Waiting out the back for a wave: sat up on the board, eyes on the horizon.
  {
    en: /^wait$/,
    rest: /\b(?:waves?|swells?|sets?)\b/i,
    zh: /等浪|等待浪/,
    who: PEOPLE,
    enLines: [
      'sitting up on the board out past the break',
      '{their} board rising and falling on the swell, eyes on the horizon',
      '{s} <spot> a set building and <turn> the board toward the beach',
      '{s} <lie> flat, ready to paddle',
    ],
    zhLines: [
      '坐在冲浪板上，停在浪区外',
      '{s}随着涌浪起起伏伏，盯着远处的海平线',
      '{s}看见一组浪涌起，调转板头朝向岸边',
      '{s}趴回板上，准备划水',
    ],
  },
  // A surfer who stands up pops up on the wave: the drop, the first turn.
  {
    en: /^(?:stand|pop)$/,
    rest: /^up\b/i,
    // (A surfer: the head must be one, and the rest must say "up".)
    head: /\bsurfers?\b/,
    who: PEOPLE,
    enLines: [
      'hands on the rails as the wave takes the board',
      'one quick push and {they} <be> on {their} feet, the board dropping down the face of the wave',
      '{s} <lean> into the first turn, spray fanning off the tail',
      '{s} <ride> the wave toward the shore, arms out for balance',
    ],
    zhLines: [
      '双手扶住板边，浪推着板子往前走',
      '一撑就站了起来，板子顺着浪面滑下去',
      '{s}压板转出第一个弯，板尾甩出一片水花',
      '{s}张开双臂保持平衡，顺着浪滑向岸边',
    ],
  },
  {
    // Paddling out is getting past the break, not riding: the wave comes after.
    en: /^paddle$/,
    rest: /^out\b/i,
    zh: /划水出海|划出去|往外划/,
    who: PEOPLE,
    enLines: [
      'lying flat on the board at the water’s edge',
      'arms pulling through the water, white water breaking over the nose of the board',
      '{s} <push> through the last of the white water and out past the break',
      '{s} <sit> up on the board, watching the swell build',
    ],
    zhLines: [
      '趴在冲浪板上，停在浪花边上',
      '双臂一下下划水，白色的浪头打在板头上',
      '{s}冲过最后一道白浪，划到了浪区外',
      '{s}坐起身来，看着涌浪一点点堆高',
    ],
  },
  // Paddling hard for a wave that is coming: arms digging, the wave lifting the tail.
  {
    en: /^paddle$/,
    rest: /^(?:hard|fast|furiously|like mad|for it)\b(?!.*\binto\b)/i,
    head: /\bsurfers?\b/,
    zh: /拼命划水|奋力划水|用力划水/,
    who: PEOPLE,
    enLines: [
      'lying flat on the board, glancing back at the swell',
      'arms digging hard into the water as the wave lifts the tail of the board',
      '{s} <feel> the wave take the board and <surge> forward',
      '{s} <grab> the rails, ready to pop up',
    ],
    zhLines: [
      '趴在板上，回头望着涌来的浪',
      '双臂用力划水，浪头把板尾抬了起来',
      '{s}感到浪推着板子往前冲',
      '{s}双手扶住板边，准备起身',
    ],
  },
  {
    // ("paddles into a huge wave": paddling into it is catching it.)
    en: /^(?:carve|ride|catch|paddle|drop)$/,
    rest: /wave|swell|barrel/i,
    doer: /\bsurfers?\b/,
    zh: /冲浪/,
    who: PEOPLE,
    enLines: SURF[0],
    zhLines: SURF[1],
  },
  // Down bare desert rock (Moab's slickrock, a red canyon): no trees and no roots.
  {
    head: /\b(?:mountain )?bikers?\b|\bcyclists?\b|\bmtb\b|山地车|骑手/,
    en: /^(?:ride|bomb|descend|shred|race|fly|tear)$/,
    rest: /\b(?:down|trail|hill|slope|descent|ridge)\b/i,
    zh: /(?:冲下|骑下|飞驰下|下坡|下山)/,
    onlyIn: DESERT_ROCK,
    who: PEOPLE,
    enLines: [
      'at the top of the ridge, front wheel nosed over the drop, red rock falling away below',
      'the tyres grip and skitter across the bare sandstone, the bike bucking over every ledge',
      '{s} <launch> off a rock ledge and <land> hard, the suspension soaking it up',
      '{s} <skid> out wide at the bottom, red dust hanging in the air',
    ],
    zhLines: [
      '停在山脊顶端，前轮探出陡坡，红色岩壁在脚下铺开',
      '车轮在裸露的砂岩上抓地、打滑，车身一路颠簸',
      '{s}从一道岩坎上腾空，落地时避震猛地一沉',
      '{s}在坡底甩尾停下，红色的尘土还悬在空中',
    ],
  },
  // A road descent (an alpine pass, hairpins): tucked low, leaning into the bends, no trail.
  {
    head: /\b(?:road )?cyclists?\b|\briders?\b|\bbikers?\b|骑手|骑行者/,
    en: /^(?:ride|bomb|descend|race|fly|tear|speed)$/,
    rest: /\b(?:down|pass|road|hairpins?|switchbacks?)\b/i,
    zh: /(?:冲下|骑下|飞驰下|下坡|下山)/,
    onlyIn:
      /^(?![\s\S]*\b(?:trail|singletrack|mtb|mountain bik\w*|dirt)\b)[\s\S]*\b(?:pass|road|tarmac|asphalt|hairpins?|switchbacks?)\b|盘山公路|公路/i,
    who: PEOPLE,
    enLines: [
      'at the top of the pass, tucked low over the bars, the road dropping away below',
      'the road falls away in hairpins, the bike leaning hard into each bend',
      'the wind roars, the tarmac a grey blur beneath the front wheel',
      'out of the last bend, sitting up and braking at last, breathing hard',
    ],
    zhLines: [
      '停在山口，伏低身子压在车把上，公路在脚下一路向下',
      '公路一个发卡弯接着一个，车身压低，贴着弯道倾斜过去',
      '风声呼啸，柏油路面在前轮下拉成一片灰影',
      '冲出最后一个弯，直起身子，终于捏下刹车，大口喘气',
    ],
  },
  // A mountain biker down a trail: the drop-in, the roots and rocks, the jump, the skid.
  {
    head: /\b(?:mountain )?bikers?\b|\bcyclists?\b|\bmtb\b|山地车|骑手/,
    en: /^(?:ride|bomb|descend|shred|race|fly|tear)$/,
    rest: /\b(?:down|trail|hill|slope|descent)\b/i,
    zh: /(?:冲下|骑下|飞驰下|下坡|下山)/,
    who: PEOPLE,
    enLines: [
      'at the top of the trail, front wheel nosed over the drop',
      'the bike rattles over roots and rocks, trees whipping past on both sides',
      '{s} <launch> off a rock and <land> hard, the suspension soaking it up',
      '{s} <skid> out wide at the bottom, dust hanging in the air',
    ],
    zhLines: [
      '停在山道顶端，前轮探出陡坡',
      '车子在树根和石块上一路颠簸，两旁的树飞快后退',
      '{s}从一块石头上腾空，落地时避震猛地一沉',
      '{s}在坡底甩尾停下，尘土还悬在空中',
    ],
  },
  // Bombing a hill is speed, not a trick: the top, the rush, the wobble, the run-out.
  {
    en: /^(?:skate|skateboard|longboard|bomb)$/,
    rest: /\b(?:down|hill|slope|bomb)\b/i,
    not: /\b(?:ramp|rail|stairs?|half-?pipe)\b/i,
    // (A mountain biker bombing a trail rides a bike, not a board.)
    unlike: /\b(?:bikers?|cyclists?|riders?|mtb)\b/,
    notIn: /\b(?:mountain bike\w*|bikes?|bicycles?|mtb|cyclists?|bikers?)\b|自行车|山地车/i,
    zh: /(?:滑板|长板)[^，。]{0,6}(?:冲下|下坡|下山)|(?:冲下|下坡|下山)[^，。]{0,6}(?:滑板|长板)/,
    who: PEOPLE,
    enLines: [
      'at the top of the hill, the board pointed straight down',
      'the wheels roar as the slope steepens, the street rushing past',
      '{s} <crouch> low as the speed builds and the board starts to shimmy',
      '{s} <carve> out wide at the bottom and <roll> to a stop',
    ],
    zhLines: [
      '站在坡顶，板头正对着下坡',
      '坡越来越陡，轮子轰隆作响，街道飞速后退',
      '{s}压低重心，速度越来越快，板子开始发飘',
      '{s}在坡底大弧度一甩，慢慢滑停',
    ],
  },
  // A skater who bails: the board shoots away, the slide on the concrete, up again laughing.
  {
    en: /^(?:bail|wipe)$/,
    rest: /^(?:out)?$/i,
    doer: /\bskate(?:board)?(?:er|ers)\b|\bskaters?\b/,
    zh: /摔板/,
    onlyIn: /\bskat\w*|滑板/i,
    who: PEOPLE,
    enLines: [
      'committed, weight a little too far back',
      'the board shoots out from under {them} and clatters away',
      '{s} <hit> the concrete and <slide>, arms out to break the fall',
      '{s} <sit> up, wincing, then <laugh> and <reach> for the board',
    ],
    zhLines: [
      '{s}重心压得有点太靠后',
      '滑板从脚下飞了出去，哐啷啷滚远',
      '{s}摔在水泥地上滑出一段，双臂撑地',
      '{s}坐起身，龇了龇牙，又笑着去捡板子',
    ],
  },
  // A grind along coping, a ledge or a rail: the approach, the trucks locking on, the scrape.
  {
    en: /^(?:grind|do|hit|lock|land|try|pull)$/,
    rest: /\bgrind|\bcoping\b/i,
    zh: /磨(?:池沿|杆|台阶|边)|擦杆|滑杆/,
    who: PEOPLE,
    enLines: [
      'rolling up toward the edge, eyes on the lip',
      'the trucks lock onto the edge with a harsh metallic scrape',
      '{s} <grind> along it, the board steady beneath {them}',
      '{s} <drop> back off and <roll> away',
    ],
    zhLines: [
      '{s}朝边沿滑去，盯着那道边',
      '板桥卡上边沿，刺耳地擦出一声',
      '{s}沿着边沿一路磨过去，板子稳稳压住',
      '{s}落回地面，顺势滑开',
    ],
  },
  // A flip trick named is the peak: the board turns over beneath the rider, and is caught.
  {
    en: /^(?:kickflip|heelflip|land|do|nail|hit|throw|stick|pull|try|attempt)$/,
    rest: /\b(?:kick|heel|tre|varial|360)[- ]?flip/i,
    doer: /\bskate(?:board)?(?:er|ers)\b/,
    // (A fist thrown in the air after the trick is no flip; nor is a grind or a bail.)
    not: /\b(?:fists?|arms?|hands?|head|hat|board away|grinds?|boardslides?|slides?|bails?)\b/i,
    zh: /尖翻|跟翻|大乱|翻板/,
    who: PEOPLE,
    // (The flip itself is the detail: a roll-in told again after the trick reads backwards.)
    enLines: [
      'rolling in fast, knees bent, eyes on the spot',
      'the tail snaps down and the front foot flicks out, the board spinning once beneath {them}',
      '{s} <catch> the board with both feet at the top of the pop',
      '{s} <land> hard and <roll> away clean',
    ],
    zhLines: [
      '{s}快速滑来，膝盖微曲，盯着起跳点',
      '后脚踩下板尾，前脚一搓，滑板在脚下翻转一整圈',
      '{s}在空中双脚踩住翻转的滑板',
      '{s}稳稳落板，顺势滑远',
    ],
  },
  // An ollie down a set of stairs or a gap: the run-in, the pop, the hang, the landing.
  {
    en: /^(?:ollie|olly)$/,
    rest: /\b(?:stairs?|staircase|stairway|stair set|set|gap|curb|kerb|bench|ledge|steps)\b/i,
    zh: /豚跳(?:过|下)/,
    who: PEOPLE,
    enLines: [
      'rolling in fast toward the drop, knees bent',
      'the tail cracks down and the board pops up level beneath {them}',
      '{s} <hang> over the drop, knees tucked, the ground far below',
      '{s} <land> with a slap of wheels and <roll> on',
    ],
    zhLines: [
      '{s}快速滑向台阶，膝盖微曲',
      '后脚一磕板尾，滑板平平弹起',
      '{s}腾在台阶上空，膝盖收起',
      '{s}啪地落板，顺势滑远',
    ],
  },
  // A zipline: clipped in at the edge, the push off, skimming the treetops, the braking stop.
  {
    en: /^(?:ride|fly|zip|glide|whizz|whiz|race|speed|slide|take|go)$/,
    rest: /\bzip[- ]?lines?\b|\bzip ?wires?\b|\bflying fox\b/i,
    zh: /滑索|溜索|高空滑索/,
    who: PEOPLE,
    enLines: [
      'clipped in at the platform edge, gloved hands gripping the handle, the drop below',
      'the cable sings overhead as the trees rush past',
      '{s} <skim> over the treetops, leaves whipping by, the speed still building',
      'the far platform rushes up and {s} <brake> to a swinging stop',
    ],
    zhLines: [
      '在平台边缘扣好安全扣，戴着手套的手握紧把手，脚下是深深的落差',
      '头顶的钢索嗡嗡作响，树木飞快地向后掠去',
      '{s}贴着树梢飞过，枝叶呼呼地扫过，速度越来越快',
      '对面的平台迎面而来，{s}一拉制动，晃悠悠地停住',
    ],
  },
  // Paragliding: the wing filling at the edge, the running steps, the drop, the wide turn.
  {
    en: /^(?:paraglide|hang-?glide)$/,
    zh: /滑翔伞|飞伞/,
    who: PEOPLE,
    ...PARAGLIDING,
  },
  {
    en: /^(?:glide|fly|soar|launch|take|jump|leap|run)$/,
    rest: /\bparaglid\w*|\bparachute wing\b/i,
    doer: /\bparaglid\w*/i,
    who: PEOPLE,
    ...PARAGLIDING,
  },
  // Roller skates (no board): the push-off, the glide and the lean, a spin, the slow roll out.
  {
    en: /^(?:skate|circle|glide|cruise|spin|roll|dance|loop|weave|carve|twirl)$/,
    head: /\broller ?skat\w*|\brollerblad\w*|\binline skat\w*|轮滑|旱冰|溜冰/i,
    zh: /滑|转圈|绕圈|旋转|起舞/,
    who: PEOPLE,
    enLines: [
      'pushing off in long, easy strides, arms loose',
      '{their} wheels hum as {they} <lean> into a wide, easy curve',
      '{s} <spin> on one foot, arms lifting, the world wheeling past',
      '{s} <roll> out of the spin and <glide> on, slowing to a drift',
    ],
    zhLines: [
      '长长地蹬了几步，双臂放松',
      '脚下的轮子嗡嗡作响，{s}压低身子划出一道大弧线',
      '{s}单脚旋转，双臂扬起，周围的一切飞快掠过',
      '{s}从旋转中滑出，越滑越慢，悠悠地漂着',
    ],
  },
  {
    en: /^(?:skate|skateboard|ollie|kickflip)$/,
    zh: /滑板|翻板|豚跳|尖翻|板尾/,
    who: PEOPLE,
    enLines: SKATE[0],
    zhLines: SKATE[1],
  },
  {
    en: /^(?:grind|kick|ride|drop|roll|do|land|launch|pull|push|cruise|carve|jump|fly)$/,
    rest: /\b(?:skate)?board\b|kickflip|ollie|\bramp\b|\brail\b|\bhalf-?pipe\b/i,
    doer: /\bskate(?:board)?(?:er|ers)\b/,
    // (Rolling away after the landing is the end, not the run-up.)
    not: /^away\b/i,
    zh: /滑板|翻板|豚跳|尖翻|板尾/,
    who: PEOPLE,
    enLines: SKATE[0],
    zhLines: SKATE[1],
  },
  {
    en: /^(?:ski|snowboard)$/,
    zh: /滑雪|单板|双板|雪板/,
    who: PEOPLE,
    enLines: SKI[0],
    zhLines: SKI[1],
  },
  // (A chef carves a duck, a sculptor wood and a luthier a cello's scroll: only on snow is
  // carving a skier's; a skater or a surfer carves concrete or a wave.)
  {
    en: /^carve$/,
    not: /\b(?:duck|turkey|roast|ham|meat|beef|chicken|wood|stone|pumpkin|statue|ice sculpture|wax|soap)\b/i,
    notIn: /\bskat\w*|\bskateboard\w*|\bsurf\w*|\bbowl\b|滑板|冲浪/i,
    onlyIn: /\b(?:snow\w*|ski\w*|slopes?|pistes?|powder|off-piste)\b/i,
    who: PEOPLE,
    enLines: SKI[0],
    zhLines: SKI[1],
  },
  {
    en: /^(?:swim|paddle)$/,
    zh: /游泳|游过|游向|游到|游/,
    not: /游戏|游客|游览|旅游/,
    who: PEOPLE,
    enLines: [
      'arms stretched ahead, ready to pull',
      '{their} arms cut the water in long, steady strokes',
      '{s} <turn> {their} head for a breath, water streaming down {their} face',
      '{s} <glide> to a stop, treading water, catching {their} breath',
    ],
    zhLines: [
      '双臂向前伸直，准备划水',
      '{s}的手臂一次次划开水面，带起水花',
      '{s}侧头换气，水珠顺着脸颊滑落',
      '{s}慢慢停下，踩着水大口喘气',
    ],
  },
  {
    en: /^(?:breach|leap|jump|burst|launch)$/,
    zh: /跃出水面|跃出海面|冲出水面|跃出/,
    who: ['swimmer'],
    enLines: [
      'a dark shape rising fast beneath the surface',
      'water pouring off {their} body as {they} <clear> the surface',
      '{s} <hang> in the air for a heartbeat',
      '{s} <crash> back down in an explosion of spray',
    ],
    zhLines: [
      '在水面下飞快上浮，只见一道黑影',
      '{s}破水而出，水流顺着身体倾泻而下',
      '{s}在半空停了一瞬',
      '{s}重重砸回水里，浪花冲天',
    ],
  },
  // A jellyfish: no tail, no fins; the bell pulses and the tentacles trail.
  {
    head: /\bjellyfish\b|水母/,
    en: /^(?:swim|drift|pulse|float|glide|rise|hang|hover)$/,
    zh: /游|漂|飘|浮|悬|收缩/,
    who: ['swimmer', 'thing'],
    enLines: [
      'hanging in the dark water, its bell glowing faintly',
      'the bell closes and opens, pushing it slowly upward',
      'its long tentacles trail behind, rippling like ribbons',
      '{s} <drift> on into the blue, pulsing gently',
    ],
    zhLines: [
      '悬在幽暗的水里，伞盖隐隐发光',
      '伞盖一收一放，推着它缓缓上浮',
      '长长的触须拖在身后，像丝带一样飘动',
      '{s}一下一下地收缩着，慢慢漂进深蓝里',
    ],
  },
  {
    en: /^(?:swim|glide|dart|cruise|circle|drift)$/,
    zh: /游|游动|游过|游向|穿梭|巡游/,
    not: /游戏|游客|游览|旅游/,
    // (A jellyfish or an octopus has no tail to sweep.)
    unlike: /\b(?:jellyfish|octopus\w*|squids?|cuttlefish)\b|水母|章鱼|鱿鱼|墨鱼/,
    who: ['swimmer'],
    enLines: [
      'hanging still in the water',
      'each slow sweep of a tail sends ripples through the water',
      '{s} <turn> in a sudden, graceful arc',
      '{s} <glide> away, growing smaller',
    ],
    zhLines: [
      '静静悬在水中',
      '{s}轻轻摆动身体，划开一道道水纹',
      '{s}一个转身，灵巧地拐了个弯',
      '{s}缓缓远去，身影越来越小',
    ],
  },
  {
    en: /^(?:swim|paddle)$/,
    zh: /游泳|游过|游向|游到|游/,
    not: /游戏|游客|游览|旅游/,
    // (A duckling or a chick paddles with two webbed feet, not four legs.)
    unlike:
      /\b(?:ducks?|ducklings?|geese|goose|swans?|cygnets?|chicks?|penguins?|birds?)\b|鸭|鹅|鸡|企鹅|鸟/,
    who: ANIMALS,
    enLines: [
      'head held high above the water',
      '{their} legs paddle hard beneath the surface, ripples fanning out',
      '{s} <push> on, nose just above the water',
      '{s} <clamber> out, shaking off the water',
    ],
    zhLines: [
      '昂着头，鼻子露出水面',
      '{s}的四条腿在水下拼命划动，荡开一圈圈水纹',
      '{s}奋力向前，鼻尖贴着水面',
      '{s}上了岸，使劲抖落身上的水',
    ],
  },
  {
    en: /^(?:fish|angle|cast)$/,
    rest: /^(?!.*\b(?:spells?|nets?|glances?|shadows?|votes?)\b)/i,
    zh: /钓鱼|垂钓|甩竿|钓/,
    who: PEOPLE,
    enLines: [
      'rod in hand, watching the water',
      'the float bobs gently, {their} eyes fixed on it',
      'the line snaps taut and {s} <sweep> the rod up',
      '{s} <reel> in, a fish flashing at the end of the line',
    ],
    zhLines: [
      '握着鱼竿，静静盯着水面',
      '浮漂在水面上轻轻晃动，{s}目不转睛地盯着',
      '鱼线猛地一沉，{s}迅速扬竿',
      '{s}收起鱼线，一条鱼在线头上翻腾',
    ],
  },
  // Running for a train: through the station, the doors closing, in just in time.
  {
    en: /^(?:run|race|rush|sprint|dash|hurry)$/,
    rest: /\b(?:catch|make) (?:the |a |her |his |their )?(?:last )?(?:train|bus|tram|subway|metro)\b/i,
    zh: /赶(?:上)?(?:末班车|火车|地铁|公交|电车)|追(?:赶)?(?:火车|地铁|公交|电车)/,
    who: PEOPLE,
    enLines: [
      'bursting through the station entrance, bag bouncing at {their} side',
      '{their} feet pound down the platform as the doors begin to close',
      '{s} <slip> through the doors just as they slide shut',
      // (Aboard: a clip that leaves out the slip through the doors still ends inside.)
      '{s} <catch> {their} breath inside as the train pulls away, a smile breaking',
    ],
    zhLines: [
      '冲进车站入口，包在身侧一颠一颠',
      '{s}沿着站台一路狂奔，车门开始合上',
      '{s}在车门合上的前一刻闪身挤了进去',
      '{s}扶着扶手大口喘气，列车缓缓开动，嘴角露出笑意',
    ],
  },
  // A bike or a scooter through a narrow lane or a market: slow, close, the bell, people on foot.
  {
    en: /^(?:ride|rid|cycle|weave|squeeze|thread|scoot|cruise)$/,
    rest: /\b(?:alleys?|alleyways?|lanes?|hutongs?|markets?|souks?|bazaars?)\b/i,
    zh: /骑(?:着)?(?:摩托车?|机车|电动车|踏板车|电瓶车|自行车|单车)/,
    onlyIn:
      /\b(?:alleys?|alleyways?|lanes?|hutongs?|markets?|souks?|bazaars?)\b|小巷|巷子|胡同|城中村|弄堂|菜市场|市场|集市/i,
    who: PEOPLE,
    enLines: [
      'hands on the bars, turning slowly into the narrow way',
      'walls, stalls and washing lines brush past as {they} <ring> the bell twice',
      '{s} <slow> and <edge> around people on foot and a handcart coming the other way',
      'the far end opens into light and {s} <ride> out',
    ],
    zhLines: [
      '双手握着车把，慢慢拐进窄窄的路',
      '两边的墙、摊位和晾着的衣服从身边擦过，{s}按了两下车铃',
      '{s}放慢速度，侧身让过迎面来的行人和三轮车',
      '前方豁然一亮，{s}骑了出去',
    ],
  },
  // A scooter in rush-hour traffic: the wait at the light, threading through, the squeeze, the
  // gap (no open road in a jam).
  {
    en: /^(?:ride|rid|drive|weave|commute)$/,
    rest: /\b(?:motorbikes?|motorcycles?|scooters?|mopeds?|e-?bikes?|bikes?|bicycles?)\b|\btraffic\b/i,
    zh: /骑(?:着)?(?:摩托车?|机车|电动车|踏板车|电瓶车|自行车|单车)|穿过[^，。]{0,6}(?:车流|早高峰|晚高峰)/,
    // (车流 alone is traffic, heavy enough to thread through. An alley has no lights or buses.)
    onlyIn: new RegExp(`${RUSH_HOUR.source}|车流`, 'i'),
    notIn: /\b(?:alleys?|alleyways?|lanes?|hutongs?)\b|小巷|巷子|胡同|城中村|弄堂/i,
    who: PEOPLE,
    enLines: [
      'one foot down at the red light, engines idling all around',
      'the light turns green and {they} <thread> between the cars, mirrors inches away',
      '{s} <squeeze> through a gap between a bus and a taxi',
      '{s} <slip> into the bike lane and <pick> up speed at last',
    ],
    zhLines: [
      '停在红灯前，单脚撑地，四周全是怠速的车',
      '绿灯一亮，{s}在车流缝隙里穿行，后视镜几乎擦着车身',
      '{s}从公交车和出租车之间挤了过去',
      '{s}拐进非机动车道，终于提起了速度',
    ],
  },
  // A motorbike or a scooter: throttle, speed, a leaning bend, easing off.
  {
    en: /^(?:ride|rid|drive)$/,
    rest: /\b(?:motorbikes?|motorcycles?|scooters?|mopeds?|dirt ?bikes?)\b/i,
    zh: /骑(?:着)?(?:摩托车?|机车|电动车|踏板车|电瓶车)/,
    who: PEOPLE,
    enLines: [
      'gloved hands on the handlebars, the bike idling beneath {them}',
      '{their} speed builds, road markings streaming under the front wheel',
      '{s} <lean> into a long bend, the world sliding past on both sides',
      '{s} <ease> off the throttle as the road opens out ahead',
    ],
    zhLines: [
      '双手握住车把，车身在身下轻轻震动',
      '{s}一拧油门，路面的标线从前轮下飞快掠过',
      '{s}压着弯道一路倾斜，两侧的景物从身边滑过',
      '{s}松开油门，前方的路豁然开朗',
    ],
  },
  {
    en: /^(?:ride|rid|gallop)$/,
    rest: /horse|pony|stallion|mare/i,
    // A cowboy or a knight who rides is on a horse, said or not.
    doer: /\b(?:cowboys?|cowgirls?|jockeys?|knights?|horse(?:man|men|woman|women)|equestrians?|samurai|ranchers?)\b|牛仔|骑士|骑手/,
    zh: /骑马|策马|纵马/,
    who: PEOPLE,
    enLines: [
      'reins gathered, the horse shifting beneath {them}',
      'hooves pound the ground, {s} rising and falling with the stride',
      '{s} <lean> low over the horse’s neck at full speed',
      '{s} <rein> in, the horse slowing to a walk, snorting',
    ],
    zhLines: [
      '握紧缰绳，马在身下踱着步',
      '马蹄重重踏地，{s}随着马背起伏',
      '{s}俯身前倾，马儿撒开四蹄狂奔',
      '{s}勒住缰绳，马儿慢下来，打着响鼻',
    ],
  },
  // A mountain bike down a trail: already moving, roots and a berm, a drop landed.
  {
    en: /^(?:ride|rid|cycle|bike|bomb|race|tear|fly)$/,
    rest: /\b(?:mountain bike|mtb|downhill|trail|singletrack)\b/i,
    zh: /骑山地车|山地车速降|骑着山地车|速降/,
    // (Downhill through a village or a town is cobbles and lanes, not roots and berms.)
    not: /horse|pony|camel|motorbike|motorcycle|scooter|\b(?:village|town|city|street|streets|lanes?|cobbl\w*|piazza|alleys?)\b/i,
    who: PEOPLE,
    enLines: [
      'already rolling fast, the trail dropping away ahead',
      'the front wheel skips over roots, the bars bucking in {their} grip',
      '{s} <lean> hard into a berm, dirt spraying off the back wheel',
      '{s} <land> a small drop and <keep> the speed, the trail snaking on',
    ],
    zhLines: [
      '车速已经很快，山道在前方陡然下落',
      '前轮颠过一道道树根，车把在手里直跳',
      '{s}压弯冲进一个弯道，后轮扬起一片泥土',
      '{s}飞过一个小落差稳稳落地，速度不减，山道继续蜿蜒向前',
    ],
  },
  // Down a steep street (Lisbon, San Francisco): the drop ahead, the speed, a braked bend, the
  // street levelling out. (Pedalling hard is uphill work.)
  {
    en: /^(?:ride|rid|cycle|bike|bomb|roll|coast|fly|speed)$/,
    rest: /\bdown (?:a |the )?(?:[\w-]+ ){0,3}(?:street|hill|lane|alley|road)\b/i,
    // (A skater rolling away down the street is on a board, not a bike.)
    unlike: /\b(?:skat\w*|skateboard\w*|longboard\w*|rollerblad\w*)\b/,
    zh: /骑(?:车|着自行车|着单车)?(?:冲|滑|溜)?下(?:坡|陡坡|长坡)/,
    not: /horse|pony|camel|wave|motorbike|motorcycle|scooter|elephant|dragon|hoverbike/i,
    // (A hill past rice fields is a country lane: no houses flashing past.)
    onlyIn:
      /\b(?:streets?|lanes?|alleys?|cobble\w*|city|town|san francisco|lisbon|porto)\b|街|巷|城/i,
    notIn: /\b(?:trail|singletrack|mtb|mountain bik\w*|pass|hairpins?|switchbacks?)\b|山道|盘山/i,
    who: PEOPLE,
    enLines: [
      'at the top of the hill, the street dropping steeply away below',
      'the bike gathers speed, the handlebars rattling as the street rushes up',
      '{s} <squeeze> the brakes into a bend, houses flashing past on both sides',
      'the street levels out and {s} <coast> to a stop, breathing hard',
    ],
    zhLines: [
      '停在坡顶，街道在前方陡然向下',
      '车速越来越快，车把在手里嗡嗡发颤，街景扑面而来',
      '{s}捏着刹车压进一个弯，两边的房子飞快掠过',
      '路面渐渐平缓，{s}顺势滑行，慢慢停下，大口喘气',
    ],
  },
  {
    en: /^(?:ride|rid|cycle|bike|pedal)$/,
    rest: /bike|bicycle|cycle|^$|\b(?:along|down|through|across|past|up|around)\b/i,
    zh: /骑自行车|骑车|骑单车|骑行|骑着自行车|骑着单车/,
    not: /horse|pony|camel|wave|motorbike|motorcycle|scooter|elephant|dragon|hoverbike|wind fire|风火轮/i,
    who: PEOPLE,
    enLines: [
      'one foot on the pedal, ready to push off',
      '{their} legs pump the pedals, the wheels humming',
      '{s} <lean> into a curve, rising off the saddle',
      '{s} <coast>, legs still, letting the bike roll on',
    ],
    zhLines: [
      '一只脚踩上踏板，准备出发',
      '{s}双脚一圈圈蹬着踏板，车轮轻快地转动',
      '{s}压低身子拐过一个弯，车速快了起来',
      '{s}停下蹬踏，任车子自己往前滑',
    ],
  },

  {
    en: /^(?:gallop|canter|charge|stampede)$/,
    zh: /奔腾|疾驰|飞奔/,
    who: ANIMALS,
    enLines: [
      'head up, ears pricked',
      '{their} {feet} pound the ground, mane and tail streaming',
      '{s} <stretch> out at full speed, all four {feet} off the ground',
      '{s} <slow> to a trot, flanks heaving',
    ],
    zhLines: [
      '昂着头，竖起耳朵',
      '{s}的{feet}重重踏地，鬃毛向后飞扬',
      '{s}全速向前，四蹄同时离地',
      '{s}慢下来小跑，身体一起一伏喘着气',
    ],
  },
  // Racing on a bicycle: up on the pedals, legs pumping, level for a moment, the freewheel.
  {
    head: /\b(?:bikes?|bicycles?|cyclists?)\b|自行车|单车/,
    en: /^(?:race|chase|pedal|speed|sprint)$/,
    zh: /追着|赛跑|比赛|飞驰|冲刺/,
    who: PEOPLE,
    enLines: [
      'up on the pedals, the bike rocking from side to side',
      'legs pumping, the bike tearing along, the wind pulling at {their} hair',
      '{s} <pull> level for a moment, the wheels spinning flat out',
      '{s} <freewheel> at last, breathless and grinning',
    ],
    zhLines: [
      '站起来蹬车，车身左右摇摆',
      '双腿飞快地蹬着，车子一路狂飙，风把头发往后扯',
      '{s}一度与它并驾齐驱，车轮转得飞快',
      '{s}终于停下蹬踏，任车子滑行，气喘吁吁地笑了',
    ],
  },
  // The drive seen from a camera on the hood: the car never leaves the frame, so it ends on
  // the driver, the road's lights running over the glass.
  {
    en: /^(?:drive|cruise|race)$/,
    zh: /开车|驾驶|开着车|驾车|飙车/,
    onlyIn: HOOD_MOUNT,
    who: PEOPLE,
    enLines: [
      'hands on the wheel, eyes on the road ahead',
      'lights from the road slide up the windscreen and across {their} face',
      '{s} <press> down, the car surging and the lights streaking faster over the glass',
      '{s} <settle> back in the seat, one hand on the wheel, the road still rushing at the lens',
    ],
    zhLines: [
      '双手握着方向盘，望向前方的路',
      '路上的灯光一道道滑过挡风玻璃，掠过{s}的脸',
      '{s}一脚油门，车子猛地一蹿，玻璃上的光影流得更快',
      '{s}靠回座椅，单手扶着方向盘，前方的路还在迎面扑来',
    ],
  },
  {
    en: /^(?:drive|cruise|race)$/,
    rest: /car|convertible|truck|jeep|van|taxi|cab|^$|\b(?:down|along|through|across|past)\b/i,
    zh: /开车|驾驶|开着车|驾车|飙车/,
    // (A shepherd who drives his sheep herds them on foot: trades.ts.)
    not: /\bhorse|bike|bicycle|motorbike|motorcycle|^(?:his|her|their|the|a) (?:\w+ )?(?:sheep|flocks?|cattle|cows|goats|herds?|livestock|geese|ducks|reindeer)\b/i,
    // ("a girl on a bicycle races a train": the bicycle is hers, no wheel to hold.)
    unlike:
      /\b(?:bikes?|bicycles?|cyclists?|horses?|skateboards?|motorbikes?|motorcycles?|scooters?)\b/,
    who: PEOPLE,
    enLines: [
      'hands on the wheel, eyes on the road ahead',
      'the road streams past the windscreen, {their} hands steady on the wheel',
      '{s} <press> down and the car surges forward',
      '{s} <ease> off, the car gliding on into the distance',
    ],
    zhLines: [
      '双手握着方向盘，望向前方的路',
      '路面不断从车窗外掠过，{s}的手稳稳扶着方向盘',
      '{s}一脚油门，车子向前一蹿',
      '{s}松开油门，车子缓缓远去',
    ],
  },
];
