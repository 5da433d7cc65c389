import type { Draft, Rule } from '../context.ts';
import { removeLines } from '../edit.ts';
import type { LabelKind, Line } from '../prompt-text.ts';

/**
 * Labelled lines in the order they go when a prompt is too long: texture and palette first,
 * the subject's own lines (style, camera, light, dialogue) last. Unlabelled lines are the
 * person's words and are never dropped here.
 */
const DROP_ORDER: readonly LabelKind[] = [
  'texture',
  'palette',
  'physics',
  'scene',
  'lens',
  'audio',
  'technical',
  'safety',
  'beats',
  'motion',
  'lighting',
  'camera',
  'style',
  'dialogue',
];

/** Over the model's length limit (error): the fix drops added lines by importance. */
export const lengthOverLimit: Rule = ({ pt, profile }) => {
  const { text } = pt;
  const limit =
    pt.lang === 'zh' && profile.promptLimitZh !== undefined
      ? profile.promptLimitZh
      : profile.promptLimit;
  if (text.length <= limit) return [];
  const draft: Draft = {
    rule: 'length-over-limit',
    params: { length: text.length, limit },
    span: { start: limit, end: text.length },
  };
  const labelled = pt.lines.filter((line): line is Line & { label: LabelKind } =>
    DROP_ORDER.includes(line.label as LabelKind),
  );
  labelled.sort((a, b) => DROP_ORDER.indexOf(a.label) - DROP_ORDER.indexOf(b.label));
  const dropped: Line[] = [];
  let length = text.length;
  for (const line of labelled) {
    if (length <= limit) break;
    dropped.push(line);
    length -= line.end - line.start + 1;
  }
  if (length <= limit) {
    return [{ ...draft, fix: { label: 'trimLines', prompt: removeLines(text, dropped) } }];
  }
  // The person's own words are longer than the limit: cut at the last sentence that fits.
  const fits = pt.sentences.filter((sentence) => sentence.end <= limit).at(-1);
  const cut = (fits ? text.slice(0, fits.end) : text.slice(0, limit)).trimEnd();
  return [{ ...draft, fix: { label: 'cutToLimit', params: { limit }, prompt: cut } }];
};
