/**
 * An idea asked as a question ("Why is the sky blue?", "How does a heat pump work?") is an
 * explainer of its statement. The English reader reads statements, so the question is turned
 * around first: "why the sky is blue", "how a heat pump works". Chinese questions keep their
 * words (the clause reader reads 天空是蓝色的 either way); only the format is told.
 */
import { readVerb } from './verbs.ts';

const BE = /^(?:is|are|was|were)$/i;
const DO = /^(?:do|does|did|can|could)$/i;
const PREPOSITION =
  /^(?:in|on|at|into|onto|through|over|under|from|to|with|across|around|of|for|by|near|behind|above|below|beside|during|after|before|when)$/i;
const DETERMINER = /^(?:the|a|an|my|our|your|their|his|her|its|this|that|these|those)$/i;

/** A sentence after a question that only says how to show it ("Explain it simply with visuals."). */
const HOW_SHOWN =
  /^(?:(?:an? )?(?:short |quick |simple |fun |animated |\d+[- ]?s(?:econd)? )*(?:explainer|explanation|animation|video|clip|cartoon)\b|explain(?:ed)? (?:it|this|simply|for|with|in)\b|(?:for|aimed at) (?:kids|children|students|beginners)\b|(?:use|with|using) (?:simple )?(?:visuals|diagrams|animation|icons)\b|(?:make it|keep it) (?:simple|short|fun)\b)[^.?!]*[.!]?\s*$/i;

/** "Why is the sky blue?" → "why the sky is blue"; anything else comes back as it was. */
export function questionAsStatement(text: string): string {
  // "how does a bill become law? explain with simple animated icons": the question ends at its
  // mark; what follows is how to show it.
  const asked = /^([^?？]+)[?？]+\s+(\S[\s\S]*)$/.exec(text);
  if (asked?.[1] && asked[2] && /^\s*(?:why|how|what)\b/i.test(asked[1])) {
    const statement = questionAsStatement(asked[1]);
    // ("Why do cats purr? Short explainer for kids.": how to show it is no more of the picture.)
    if (HOW_SHOWN.test(asked[2])) return statement;
    return statement === asked[1] ? text : `${statement}. ${asked[2]}`;
  }
  // "What happens when lightning strikes the sea?" → "lightning strikes the sea";
  // "What causes the northern lights?" → "the northern lights": what the clip shows.
  // "why is the sky blue, the narrator says "…"": the question is its first clause; what
  // follows (and anything quoted) is kept as written.
  const clause = /^(\s*(?:why|how|what)\b[^,;:"“]+?)(\s*[,;:][\s\S]*)$/i.exec(text);
  if (clause?.[1] && clause[2]) return `${questionAsStatement(clause[1])}${clause[2]}`;
  const what = /^\s*what (?:happens (?:when|if) |causes |makes )(.+?)\s*\?*\s*$/i.exec(text);
  if (what?.[1]) return what[1];
  const match = /^\s*(why|how)\s+(\w+)\s+(.+?)\s*\?*\s*$/i.exec(text);
  if (!match) return text;
  const [, wh = '', aux = '', rest = ''] = match;
  const words = rest.split(/\s+/);
  if (BE.test(aux) && words.length >= 2) {
    // The predicate is the last word ("blue", "salty"); what comes before it is the subject.
    const predicate = words.pop() as string;
    return `${wh.toLowerCase()} ${words.join(' ')} ${aux.toLowerCase()} ${predicate}`;
  }
  if (DO.test(aux) && words.length >= 2) {
    // The verb is the last word that reads as one after the subject's head ("a heat pump work");
    // "the moon change shape" reads wrong this way, and is rarer than a compound noun.
    const from = DETERMINER.test(words[0] ?? '') ? 2 : 1;
    // Nothing after a preposition is the verb ("stay in the air": not "air").
    const preposition = words.findIndex((word, i) => i >= from && PREPOSITION.test(word));
    const end = preposition === -1 ? words.length : preposition;
    let at = -1;
    for (let i = end - 1; i >= from; i -= 1) {
      // "tilt its head": a word after "its" or "the" is a noun, not the verb.
      if (DETERMINER.test(words[i - 1] ?? '')) continue;
      if (readVerb((words[i] ?? '').toLowerCase())?.form === 'base') {
        at = i;
        break;
      }
    }
    if (at === -1) return text;
    const verb = words[at] as string;
    const third = /^does$/i.test(aux) ? thirdPerson(verb) : verb;
    const subject = words.slice(0, at).join(' ');
    const tail = words.slice(at + 1).join(' ');
    return [wh.toLowerCase(), subject, third, tail].filter(Boolean).join(' ');
  }
  return text;
}

/** "work" → "works", "catch" → "catches", "fly" → "flies". */
function thirdPerson(verb: string): string {
  const irregular: Record<string, string> = { have: 'has', do: 'does', go: 'goes', be: 'is' };
  if (irregular[verb.toLowerCase()]) return irregular[verb.toLowerCase()] as string;
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** A question the idea asks: 为什么…, …是怎么形成的, Why …?, How does …? */
export const ASKS =
  /^\s*(?:why|how (?:is|are|do|does|did|can))\b|^\s*what (?:causes|makes|happens|is|are)\b.*\?\s*$|^\s*为什么|为什么.+[吗呢？?]?$|是(?:怎么|如何)\p{Script=Han}{1,6}的[？?]?\s*$/iu;

/** "how to tie a tie in 5 steps", "怎么叠纸鹤": the task a tutorial teaches, or undefined. */
export function howToTask(text: string): string | undefined {
  const body = text.replace(/^\s*[^:：\n]{1,24}[:：]\s*/, '').trim();
  const en =
    /^how to (.+?)(?:,? (?:step[- ]by[- ]step|for beginners|the easy way|the right way))?(?: in (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?: easy| simple| quick)? steps)?[?.!\s]*$/i.exec(
      body,
    );
  if (en?.[1]) return en[1];
  const zh = /^(?:如何|怎么|怎样)(.+?)(?:[？?。！\s]*)$/.exec(body);
  return zh?.[1] && !/^(?:形成|产生|来|工作|发生|运作)/.test(zh[1]) ? zh[1] : undefined;
}
