/**
 * A short lead before a colon ("POV: …", "古风动画：…"): a format or a style, never the
 * subject. Split off before the idea is read.
 */

/** Someone in the family, or a cook, doing something: "妈妈包饺子", "外婆做月饼". */
const KIN_DOING_ZH =
  /^(?:妈妈|奶奶|外婆|姥姥|爷爷|外公|爸爸|老奶奶|老爷爷|阿婆|师傅|老师傅|厨师|大厨)\p{Script=Han}{2,8}$/u;

/** "POV: …", "古风动画：…": a short lead before a colon that is not a speaker's line. */
export function splitLabel(core: string): { label?: string; body: string } {
  // "vertical 9:16 get ready with me": a ratio's colon labels nothing.
  const match = /^\s*([^:：\n"“「]{1,24}?)\s*(?<!\d)[:：](?!\s*["“「])\s*(.+)$/s.exec(core);
  if (!match?.[1] || !match[2]) return { body: core };
  const label = match[1];
  const words = label.trim().split(/\s+/);
  const formatLead =
    /video|ad|commercial|explainer|tutorial|loop|pov|time-?lapse|animation|style|mv|动画|广告|视频|科普/i.test(
      label,
    );
  if (words.length > (formatLead ? 9 : 6) || /[,，。.]/.test(label)) return { body: core };
  // ("A chef plates a dessert: first …, then …": a sentence with its own doing is no label.)
  if (
    !formatLead &&
    /^(?:an?|the|two|my)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+[a-z]+s\s+(?:an?|the|his|her|their|some)\b/i.test(
      label,
    )
  )
    return { body: `${label}, ${match[2]}` };
  // ("Unboxing wireless earbuds: open the case, …": what is unboxed is the subject, read whole.)
  if (/^\s*unbox(?:ing)?\s+\S/i.test(label)) return { body: core };
  // ("妈妈包饺子：擀皮、放馅、捏褶": someone doing something, then the steps; no label.)
  if (!formatLead && KIN_DOING_ZH.test(label)) return { body: `${label}，${match[2]}` };
  return { label, body: match[2] };
}
