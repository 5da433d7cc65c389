/**
 * render: sections → the prompt text. The universal layout: the style line first, the person's
 * words verbatim, then one labelled line (or block) per section in LINE_ORDER.
 */
import type { Language } from '../domain/schemas/template.ts';
import type { Section } from './compose.ts';
import { labelled, sentence } from './text.ts';
import { LINE_ORDER } from './vocabulary/labels.ts';

/** A section as it is written: "Camera: …." or a label line followed by its lines. */
export function sectionText(section: Section, lang: Language): string {
  if (section.kind === 'beats' || section.kind === 'dialogue') {
    return [labelled(section.kind, lang, '').trimEnd(), ...section.lines].join('\n');
  }
  return labelled(section.kind, lang, sentence(lang, section.lines.join(' ')));
}

/** The person's text with the chosen sections around it, and the notes in the same order. */
export function renderUniversal(
  text: string,
  sections: readonly Section[],
  lang: Language,
): { prompt: string; enhancements: string[] } {
  const above: string[] = [];
  const below: string[] = [];
  const enhancements: string[] = [];
  for (const kind of LINE_ORDER) {
    for (const section of sections) {
      if (section.kind !== kind) continue;
      (kind === 'style' ? above : below).push(sectionText(section, lang));
      enhancements.push(section.note);
    }
  }
  return { prompt: [...above, text, ...below].join('\n'), enhancements };
}
