import type { Context, Draft, Rule } from '../context.ts';
import { withoutOverlaps } from '../context.ts';
import { clauseAround, removeSpan } from '../edit.ts';
import { WRITTEN_LABELS, listOf } from '../messages.ts';
import type { Span, TermMatch } from '../prompt-text.ts';
import { readDialogue } from '../shots.ts';
import {
  ACTION_TERMS,
  AMBIENT,
  CAMERA_TERMS,
  LIGHT_TERMS,
  CUT_TERMS,
  STATIVE,
  actionOf,
  moveOf,
} from '../vocabulary.ts';

const within = (span: Span, outer: Span) => span.start >= outer.start && span.end <= outer.end;

/** Seconds as a person reads them: whole, or with one decimal. */
const seconds = (value: number) => Math.round(value * 10) / 10;

/** Words before a camera move that belong to it: "and then a slow", "然后缓缓". */
const LEAD_IN =
  /(?:\s*(?:,|，)?\s*(?:\b(?:and|then|and then|before|while|as)\s+)?(?:\b(?:a|an|the)\s+)?(?:\b(?:slow|slowly|quick|quickly|gentle|gently|smooth|smoothly|steady|fast|rapid|subtle|sudden|dramatic)\s+)*|(?:然后|接着|再|并|并且)?(?:缓缓|缓慢|慢慢|轻轻|快速|迅速|平稳)?地?)$/i;

/** A move's phrase with the words that lead into it. */
export function moveWithLeadIn(text: string, move: Span): Span {
  const before = text.slice(Math.max(0, move.start - 40), move.start);
  const lead = LEAD_IN.exec(before)?.[0] ?? '';
  return { start: move.start - lead.length, end: move.end };
}

/** The distinct moves of one shot, in order (a move named twice is one move). */
function distinctMoves(moves: readonly TermMatch[]): TermMatch[] {
  const seen = new Set<unknown>();
  return moves.filter((move) => {
    const kind = moveOf(move.text) ?? move.text;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/** Whether a position is inside a Hailuo bracket command ("[Pan left, Zoom in]"). */
export function inBrackets(text: string, position: number): boolean {
  const open = text.lastIndexOf('[', position);
  return (
    open !== -1 && text.lastIndexOf(']', position - 1) < open && text.indexOf(']', position) !== -1
  );
}

/**
 * More than one camera move in one shot (warning). The fix keeps the first: a later move goes
 * with its clause when the clause says nothing else, or alone ("and pan left") when it does.
 */
export const cameraMovesPerShot: Rule = (context) => {
  const { pt, shots, moves, profile } = context;
  const drafts: Draft[] = [];
  for (const shot of shots.shots) {
    // Hailuo's bracket commands are its way of chaining moves: they are read, not counted.
    const own = moves.filter(
      (move) =>
        within(move, shot) &&
        !(profile.cameraSyntax === 'brackets' && inBrackets(pt.text, move.start)),
    );
    const distinct = distinctMoves(own);
    if (distinct.length < 2) continue;
    const [first] = distinct as [TermMatch, ...TermMatch[]];
    const later = own.filter((move) => moveOf(move.text) !== moveOf(first.text));
    let prompt = pt.text;
    for (const move of [...later].reverse()) {
      const clause = clauseAround(pt.text, move);
      const crowded =
        own.some((other) => other !== move && within(other, clause) && !later.includes(other)) ||
        pt.find(ACTION_TERMS, clause).length > 0;
      prompt = removeSpan(prompt, crowded ? moveWithLeadIn(pt.text, move) : clause);
    }
    drafts.push({
      rule: 'camera-moves-per-shot',
      params: {
        count: distinct.length,
        moves: listOf(
          distinct.map((move) => move.text),
          context.language,
        ),
      },
      span: { start: (distinct[1] as TermMatch).start, end: (distinct[1] as TermMatch).end },
      fix: { label: 'keepFirstMove', params: { first: first.text }, prompt },
    });
  }
  return drafts;
};

const CLAUSE_EDGE = /[,，、;；.。!！?？:：\n]/;

const DETERMINER_BEFORE = /\b(?:a|an|the|its|his|her|their|this|that|some)\s+$/i;
const PROGRESSIVE_BEFORE = /\b(?:is|are|was|were|keeps?)\s+$/i;
/** "is set down", "are revealed": a passive says how things stand, not what someone does. */
const PASSIVE_BEFORE = /\b(?:is|are|was|were|gets?|being)\s+$/i;
/** Verb forms that name a thing here: "dance music", "rose pink", "melted-cheese yellow". */
const NAMES_THING_AFTER =
  /^(?:-\w|\s+(?:music|video|floor|studio|routine|class|party|battle|moves|number)\b)/i;
const COLOUR_ROSE = /^rose\s+(?:pink|gold|red|quartz|petals?|garden)\b/i;
const COLOUR_BEFORE = /\b(?:dusty|old|pale|soft|deep|tea|antique|muted|warm)\s+$/i;
/**
 * Chinese phrases that hold a verb but name no action: "第一秒就抓住眼球" (grabs attention),
 * "一盏接一盏" (one after another).
 */
const FIGURATIVE_ZH = /^(?:抓住眼球|吸引眼球|接一)/;

/**
 * Words that name no action of their own: a verb form after "a", "the"… is a thing ("a pour",
 * "the spinning wheel"); an -ing word describes what goes on meanwhile ("steam rising", "a
 * sizzling pan", "pours boiling water"), unless it is the verb itself ("she is running"); a
 * passive says how things stand; a Chinese verb before 的 describes a thing (亮起的招牌).
 */
function describesThing(text: string, match: TermMatch): boolean {
  const before = text.slice(Math.max(0, match.start - 8), match.start);
  const after = text.slice(match.end, match.end + 12);
  if (FIGURATIVE_ZH.test(text.slice(match.start, match.start + 4))) return true;
  if (/^[\u4e00-\u9fff]/.test(match.text)) return after.startsWith('的');
  // "pounces to catch a mouse": the purpose belongs to the action before it.
  if (DETERMINER_BEFORE.test(before) || /\bto\s+$/i.test(before)) return true;
  if (NAMES_THING_AFTER.test(after) || COLOUR_ROSE.test(text.slice(match.start, match.end + 12))) {
    return true;
  }
  // "dusty rose", "old rose": a colour in a palette, not something that rose.
  if (/^rose$/i.test(match.text) && COLOUR_BEFORE.test(before)) return true;
  if (PASSIVE_BEFORE.test(before) && !/ing$/i.test(match.text)) return true;
  return /ing$/i.test(match.text) && !PROGRESSIVE_BEFORE.test(before);
}

/** A clause whose subject is the frame itself: "画面稳稳收住", "the frame settles". */
const FRAME_SUBJECT = /^\s*(?:画面|(?:the )?(?:frame|picture)\b)/i;

/**
 * A clause that sets up the camera ("全景，装在防水壳里的 16mm 广角镜头", "a slow push toward
 * the speaker") or ends the shot ("画面收住"): its verbs move the camera, not the story.
 */
function aboutCamera(context: Context, match: TermMatch): boolean {
  const clause = clauseAround(context.pt.text, match);
  return (
    FRAME_SUBJECT.test(context.pt.text.slice(clause.start, clause.end)) ||
    context.pt.has(CAMERA_TERMS, clause) ||
    context.moves.some((move) => move.start >= clause.start && move.end <= clause.end)
  );
}

/**
 * A clause where the light does it ("城市的灯光从车窗上滑过", "sunlight spills across the
 * floor"): it tells how the shot is lit, not what anyone does. A lamp someone switches on comes
 * after its verb and still counts.
 */
function lightDoesIt(context: Context, match: TermMatch): boolean {
  const clause = clauseAround(context.pt.text, match);
  return context.pt.has(LIGHT_TERMS, { start: clause.start, end: match.start });
}

/** "旁白说：", "Narrator says:": a voice over the picture speaks, and nothing on screen moves. */
const VOICE_OVER_BEFORE = /(?:旁白|画外音|\bnarrator|\bvoice-?over)\s*$/i;

function voiceOverSays(text: string, match: TermMatch): boolean {
  return VOICE_OVER_BEFORE.test(text.slice(Math.max(0, match.start - 12), match.start));
}

/** Lines that tell what happens: the person's own lines, motion and beats. */
function tellsAction(context: Context, position: number): boolean {
  const label = context.pt.lineAt(position).label;
  return label === undefined || label === 'motion' || label === 'beats';
}

/**
 * More actions than the clip can show (warning): about one distinct action per 3–4 s of a
 * shot, so a shot of S seconds holds max(1, round(S / 3)). No fix: which action goes is a
 * choice. Only verbs count that move the story on (see describesThing).
 */
export const tooManyActions: Rule = (context) => {
  const { pt, shots, moves, clipSeconds, active, quoted, negated } = context;
  const drafts: Draft[] = [];
  for (const shot of shots.shots) {
    const length = shot.seconds ?? clipSeconds / shots.shots.length;
    // "About one action per 3–4 s": a 5 s clip holds two, an 8 s clip three, 15 s five.
    const allowed = Math.max(1, Math.round(length / 3));
    const found = pt.find(ACTION_TERMS, shot).filter(
      (match) =>
        tellsAction(context, match.start) &&
        active(match.start) &&
        // "[Push in, Pull out]": Hailuo's commands move the camera.
        !inBrackets(pt.text, match.start) &&
        !quoted(match.start) &&
        !negated(match.start) &&
        !describesThing(pt.text, match) &&
        !voiceOverSays(pt.text, match) &&
        !aboutCamera(context, match) &&
        !lightDoesIt(context, match) &&
        !moves.some((move) => match.start < move.end && match.end > move.start),
    );
    const actions: { name: string; match: TermMatch }[] = [];
    const kept = withoutOverlaps(found);
    for (const [index, match] of kept.entries()) {
      // 握着女儿的手, 笑着说, 骑着电动车穿过: a verb marked by 着 is a state or says how the
      // next one is done, never an action of its own; so is riding on the way through (骑车穿过).
      const next = kept[index + 1];
      const marked = pt.text.charAt(match.end) === '着' || match.text.endsWith('着');
      const rides =
        match.text === '骑' &&
        next !== undefined &&
        !CLAUSE_EDGE.test(pt.text.slice(match.end, next.start));
      if (marked || rides) continue;
      // "slice open", 表演倒立: a verb right after another finishes the same action.
      const previous = kept[index - 1];
      if (previous && /^\s*$/.test(pt.text.slice(previous.end, match.start))) continue;
      const name = actionOf(match.text);
      if (STATIVE.has(name) || AMBIENT.has(name)) continue;
      if (!actions.some((action) => action.name === name)) actions.push({ name, match });
    }
    if (actions.length <= allowed) continue;
    const extra = (actions[allowed] as { match: TermMatch }).match;
    drafts.push({
      rule: 'too-many-actions',
      params: {
        count: actions.length,
        seconds: seconds(length),
        actions: listOf(
          actions.slice(0, 6).map((action) => action.match.text),
          context.language,
        ),
      },
      span: { start: extra.start, end: extra.end },
    });
  }
  return drafts;
};

/** Dialogue over the clip's speech budget (warning): 2.5 words/s in English, 4 characters/s in Chinese. */
export const dialogueOverBudget: Rule = ({ pt, clipSeconds, active }) => {
  const lines = readDialogue(pt.text).filter((line) => active(line.start));
  let total = 0;
  for (const line of lines) {
    total += line.seconds;
    if (total > clipSeconds) {
      const need = lines.reduce((sum, each) => sum + each.seconds, 0);
      return [
        {
          rule: 'dialogue-over-budget',
          params: { need: seconds(need), seconds: seconds(clipSeconds) },
          span: { start: line.start, end: line.end },
        },
      ];
    }
  }
  return [];
};

/** Several shots written for Seedance without 镜头N numbers (tip); the fix numbers them. */
export const seedanceShotNumbers: Rule = ({ pt, shots, profile }) => {
  if (profile.shotSyntax !== 'numbered' || shots.numbered || shots.shots.length < 2) return [];
  const label = WRITTEN_LABELS.shot[pt.lang];
  const separator = pt.lang === 'zh' ? '：' : ': ';
  const numbered = shots.shots.map((shot, index) => {
    let body = pt.text.slice(shot.start, shot.end);
    const cut = pt.find(CUT_TERMS, shot).find((match) => match.start === shot.start);
    if (cut) body = body.slice(cut.end - cut.start);
    body = body.replace(/^[\s,，、;；:：.。]+/, '').replace(/[\s,，、;；]+$/, '');
    const heading = pt.lang === 'zh' ? `${label}${index + 1}` : `${label} ${index + 1}`;
    return `${heading}${separator}${body.charAt(0).toUpperCase()}${body.slice(1)}`;
  });
  const firstCut = shots.cuts[0];
  return [
    {
      rule: 'seedance-shot-numbers',
      params: { count: shots.shots.length },
      ...(firstCut ? { span: { start: firstCut.start, end: firstCut.end } } : {}),
      fix: { label: 'numberShots', prompt: numbered.join('\n') },
    },
  ];
};
