import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../data/categories.ts';
import * as audio from '../data/options/audio-options.ts';
import * as camera from '../data/options/camera-options.ts';
import * as formats from '../data/options/format-options.ts';
import * as motion from '../data/options/motion-options.ts';
import * as scene from '../data/options/scene-options.ts';
import * as visual from '../data/options/visual-options.ts';
import { SAFETY_CHECKLIST } from '../data/safety-checklist.ts';
import { SAFETY_RULE_CATEGORIES } from '../data/safety-rules.ts';
import { TEMPLATES } from '../data/templates/all-templates.ts';
import { GLOSSARY, glossaryMarkdown } from './glossary.ts';

const ROOT = join(import.meta.dirname, '../../..');

/** Every Chinese string under a value: `zh` of {en, zh} pairs, or every string in a zh file. */
function chineseStrings(value: unknown, where: string, all: boolean, out: [string, string][]) {
  if (typeof value === 'string') {
    if (all) out.push([where, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => chineseStrings(item, `${where}[${i}]`, all, out));
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const pair = !all && 'en' in record && 'zh' in record;
    for (const [key, item] of Object.entries(record)) {
      if (pair && key === 'en') continue;
      chineseStrings(item, `${where}.${key}`, all || (pair && key === 'zh'), out);
    }
  }
}

/** The Chinese text a person reads: UI strings and guide (zh locale files), builder options,
 * templates (every zh field and the Chinese prompt), safety rules, checklist and categories. */
function chineseTexts(): [string, string][] {
  const out: [string, string][] = [];
  const localeDir = join(ROOT, 'src/web/i18n/locales/zh');
  for (const file of readdirSync(localeDir).filter((name) => name.endsWith('.json'))) {
    chineseStrings(JSON.parse(readFileSync(join(localeDir, file), 'utf8')), file, true, out);
  }
  for (const [name, module] of Object.entries({ audio, camera, formats, motion, scene, visual })) {
    chineseStrings(module, `options/${name}`, false, out);
  }
  for (const template of TEMPLATES) {
    chineseStrings(template, template.id, false, out);
    out.push([`${template.id}.promptZh`, template.promptZh]);
  }
  chineseStrings(SAFETY_RULE_CATEGORIES, 'safety-rules', false, out);
  chineseStrings(SAFETY_CHECKLIST, 'safety-checklist', false, out);
  chineseStrings(CATEGORIES, 'categories', false, out);
  return out;
}

describe('glossary: one term for one thing', () => {
  const texts = chineseTexts();

  it('reads a real amount of Chinese text (the collection itself works)', () => {
    expect(texts.length).toBeGreaterThan(2000);
    expect(texts.some(([where]) => where.startsWith('templates.json'))).toBe(true);
    expect(texts.some(([where]) => where === 'cin-001.promptZh')).toBe(true);
    expect(texts.some(([where]) => where.startsWith('options/camera'))).toBe(true);
    expect(texts.every(([, text]) => typeof text === 'string')).toBe(true);
  });

  it('every retired pattern finds its own example and spares the kept term', () => {
    for (const entry of GLOSSARY) {
      for (const retired of entry.retired) {
        expect(retired.pattern.test(retired.example), retired.text).toBe(true);
        expect(retired.pattern.test(entry.zh), `${retired.text} in ${entry.zh}`).toBe(false);
      }
    }
  });

  it.each(GLOSSARY.map((entry) => [entry.zh, entry] as const))(
    'no retired variant of %s in the UI, guide, builder options or templates',
    (_term, entry) => {
      const found = texts.flatMap(([where, text]) =>
        entry.retired
          .filter((retired) => retired.pattern.test(text))
          .map((retired) => `${where}: ${retired.text} in "${text.slice(0, 60)}"`),
      );
      expect(found).toEqual([]);
    },
  );

  it('docs/glossary-zh.md is the glossary as written by scripts/write-glossary.ts', async () => {
    const path = join(ROOT, 'docs/glossary-zh.md');
    const options = await resolveConfig(path);
    const expected = await format(glossaryMarkdown(), { ...options, filepath: path });
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });
});
