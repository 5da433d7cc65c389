/** The length rules of the refiner and variants prompt (spec 5 and 9). */
export interface LengthLimits {
  min: number;
  max: number;
  /** From this many characters the counter is highlighted. */
  warnAt: number;
}

/**
 * Where a prompt stands against its limits: too short to send, fine, close to the cap
 * (highlighted), or at the cap ("Limit reached!").
 */
export type LengthState = 'short' | 'ok' | 'warn' | 'limit';

export function lengthState(length: number, { min, max, warnAt }: LengthLimits): LengthState {
  if (length >= max) return 'limit';
  if (length >= warnAt) return 'warn';
  if (length < min) return 'short';
  return 'ok';
}

/**
 * Whether a prompt may be sent. Whitespace around it does not count towards the minimum:
 * ten spaces are not a prompt.
 */
export function canSubmitPrompt(text: string, { min, max }: LengthLimits, busy: boolean): boolean {
  const length = text.trim().length;
  return !busy && length >= min && length <= max;
}

/** 2000 → "2,000": the spec's counter text, the same in both languages. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
