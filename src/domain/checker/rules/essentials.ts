import type { Context, Draft, Rule } from '../context.ts';
import type { LabelKind, Terms } from '../prompt-text.ts';
import {
  ACTION_TERMS,
  CAMERA_TERMS,
  LIGHT_TERMS,
  MOVE_TERMS,
  STYLE_TERMS,
  TIME_TRANSITION_TERMS,
} from '../vocabulary.ts';

/** Whether the prompt says it: a labelled line of the kind, or a meant (not negated) term. */
function says(context: Context, kinds: readonly LabelKind[], lists: readonly Terms[]): boolean {
  const { pt, active, negated } = context;
  if (pt.lines.some((line) => line.label !== undefined && kinds.includes(line.label))) return true;
  return lists.some((list) =>
    pt.find(list).some((match) => active(match.start) && !negated(match.start)),
  );
}

/**
 * The essentials the model's guide asks for (warning each): a subject doing something, and
 * where its section order has them, a shot or a camera move, light, a style. No fix: what to add is the person's choice, and a guess
 * (say, warm light in a night scene) would be worse than the warning.
 */
export const missingEssentials: Rule = (context) => {
  const { asks } = context.profile;
  const drafts: Draft[] = [];
  // A still place still moves when the camera does (a slow tilt up the palace wall) or time
  // does (a time-lapse from dusk to night): the guides count camera and scene motion too.
  const moves = context.moves.length > 0;
  if (!moves && !says(context, ['motion', 'beats'], [ACTION_TERMS, TIME_TRANSITION_TERMS])) {
    drafts.push({ rule: 'missing-subject-action' });
  }
  if (asks.camera && !says(context, ['camera', 'lens'], [CAMERA_TERMS, MOVE_TERMS])) {
    drafts.push({ rule: 'missing-camera' });
  }
  if (asks.light && !says(context, ['lighting'], [LIGHT_TERMS])) {
    drafts.push({ rule: 'missing-light' });
  }
  if (asks.style && !says(context, ['style'], [STYLE_TERMS])) {
    drafts.push({ rule: 'missing-style' });
  }
  return drafts;
};
