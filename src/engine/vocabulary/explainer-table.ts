/** The shape of an explainer topic and how its readable tables become steps. */

/** English and Chinese, side by side, so the two stay the same step. */
export interface Step {
  en: string;
  zh: string;
  /** Marked "~" in a table: a clip too short for every step leaves this one out first. */
  optional: boolean;
}

export interface ExplainerTopic {
  /** A short name, for tests and notes. */
  id: string;
  /** Matched against the whole idea, in either language. */
  asks: RegExp;
  /** What the clip opens on: a noun phrase ("the Moon as a thin crescent", "一弯月牙"). */
  open: Step;
  /** What the explainer shows, in order: 4 steps, each one beat. */
  steps: readonly Step[];
}

/**
 * A table's lines: "English | 中文" on each, "~" before a step a short clip may leave out (a
 * table a person can read and correct, which arrays of string pairs are not).
 */
export function tableSteps(table: string): Step[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const optional = line.startsWith('~ ');
      const [en = '', zh = ''] = line.replace(/^~ /, '').split(' | ');
      return { en: en.trim(), zh: zh.trim(), optional };
    });
}

const NONE: Step = { en: '', zh: '', optional: false };

/** A topic from its table: the opening picture first, then the steps. */
export function topic(id: string, asks: RegExp, table: string): ExplainerTopic {
  const [open = NONE, ...steps] = tableSteps(table);
  return { id, asks, open, steps };
}
