/**
 * Moving a choice to what a model offers (issue 16, point 4): a clip length or an aspect
 * ratio the newly picked model does not take becomes the nearest one it does. Pure and
 * zod-free: the pages call it on every model change.
 */

/**
 * The offered length closest to `seconds`; on a tie the shorter one (a model's shorter clip
 * keeps every beat the person wrote within its time, a longer one would pad it). The asked
 * value itself when it is offered or nothing is.
 */
export function nearestDuration(offered: readonly number[], seconds: number): number {
  if (offered.length === 0 || offered.includes(seconds)) return seconds;
  return offered.reduce((best, candidate) => {
    const gap = Math.abs(candidate - seconds);
    const bestGap = Math.abs(best - seconds);
    return gap < bestGap || (gap === bestGap && candidate < best) ? candidate : best;
  });
}

/** "16:9" → 16/9; NaN for anything that is not "w:h". */
export function ratioValue(ratio: string): number {
  const [width, height] = ratio.split(':').map(Number);
  return width && height ? width / height : Number.NaN;
}

type Shape = 'wide' | 'tall' | 'square';
const shapeOf = (value: number): Shape => (value > 1 ? 'wide' : value < 1 ? 'tall' : 'square');

/**
 * The offered ratio closest to `ratio`: the same one when offered; else one of the same shape
 * (a vertical clip stays vertical), the nearest by how much wider or taller it is; else the
 * nearest of any shape. The asked value itself when nothing is offered.
 */
export function nearestRatio<R extends string>(offered: readonly R[], ratio: string): R | string {
  if (offered.length === 0 || (offered as readonly string[]).includes(ratio)) return ratio;
  const asked = ratioValue(ratio);
  if (Number.isNaN(asked)) return offered[0] as R;
  // Distance on a log scale: 2:1 is as far from 1:1 as 1:2 is.
  const distance = (candidate: R) => Math.abs(Math.log(ratioValue(candidate) / asked));
  const sameShape = offered.filter(
    (candidate) => shapeOf(ratioValue(candidate)) === shapeOf(asked),
  );
  const pool = sameShape.length > 0 ? sameShape : offered;
  return pool.reduce((best, candidate) =>
    distance(candidate) < distance(best) ? candidate : best,
  );
}
