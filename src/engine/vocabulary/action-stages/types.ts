/** The shape of an action stage (see ../action-stages.ts) and the doers entries name. */

/** before, during, peak, after. */
export type StageLines = readonly [string, string, string, string];

/** Who an entry suits; a subject is one or more of these. */
export type Doer = 'person' | 'child' | 'animal' | 'bird' | 'swimmer' | 'thing' | 'aircraft';

export interface ActionStaging {
  /** English base verbs. */
  en?: RegExp;
  /** What must follow the English verb ("play" + guitar). */
  rest?: RegExp;
  /** The Chinese verb phrase ("在厨房包饺子"). */
  zh?: RegExp;
  /** Words that rule the entry out, in the English rest or the Chinese verb phrase. */
  not?: RegExp;
  /** The doer's own name, when the entry is only about it (a candle, 海浪). */
  head?: RegExp;
  /** Doers the entry never suits, by name (coffee beans do not pour like a liquid). */
  unlike?: RegExp;
  /** Words anywhere in the idea that rule the entry out (a Tokyo ramen shop pulls no lamian). */
  notIn?: RegExp;
  /** Words the idea must have somewhere for the entry to fit (a ship drifts in space only there). */
  onlyIn?: RegExp;
  /** A quoted line that announces this doing stages it ("today: a three-minute make-up"). */
  said?: RegExp;
  /** A doer called this needs no `rest` (a surfer "rides" a wave even when it goes unsaid). */
  doer?: RegExp;
  who: readonly Doer[];
  enLines: StageLines;
  zhLines: StageLines;
}

export const PEOPLE: readonly Doer[] = ['person'];
export const ALIVE: readonly Doer[] = ['person', 'animal'];
export const ANIMALS: readonly Doer[] = ['animal'];
export const THINGS: readonly Doer[] = ['thing'];
/** A doing only a person does, even when the idea's words leave the doer's kind unclear. */
export const HANDS: readonly Doer[] = ['person', 'thing'];

export const INSTRUMENT =
  /guitar|ukulele|banjo|bass|piano|keys|keyboard|violin|cello|viola|fiddle|drums?|harp|guzheng|zither|flute|sax/i;

export const SURF: readonly [StageLines, StageLines] = [
  [
    'paddling hard as the swell lifts behind {them}',
    '{their} board cuts a white line across the face of the wave, spray trailing',
    '{s} <crouch> low as the lip curls over {them}',
    '{s} <kick> out over the back of the wave, arms high',
  ],
  [
    '趴在板上奋力划水，浪头在身后涌起',
    '{s}脚下的板子贴着浪面疾驰，身后水花飞溅',
    '{s}压低身子，钻进卷起的浪管',
    '{s}从浪尾冲出，高举双臂',
  ],
];
export const SKATE: readonly [StageLines, StageLines] = [
  [
    'one foot on the board, the other pushing off',
    '{their} wheels rumble over the concrete as {they} <pick> up speed',
    '{s} <pop> the board up and <hang> in the air for a split second',
    '{s} <land> clean and <roll> away',
  ],
  [
    '一只脚踩着滑板，另一只脚蹬地',
    '{s}脚下的轮子碾过地面，越滑越快',
    '{s}起跳，滑板在脚下翻转腾空',
    '{s}稳稳落板，顺势滑远',
  ],
];
