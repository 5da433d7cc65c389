import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import { en } from '../../i18n/locales/en/index.ts';
import { zh } from '../../i18n/locales/zh/index.ts';
import { MODEL_OPTIONS, modelOption } from './model-options.ts';
import { durationsText, limitFor, ratioLabel } from './model-text.ts';

function translator(language: 'en' | 'zh') {
  const i18n = createI18n(language);
  i18n.addResourceBundle('common', (language === 'en' ? en : zh).common);
  return i18n.getFixedT('common');
}

describe('model texts', () => {
  it('name every model in the strings as its profile does (pages show them without the data)', () => {
    for (const option of MODEL_OPTIONS) {
      expect(en.common.models.names[option.id]).toBe(option.names.en);
      expect(zh.common.models.names[option.id]).toBe(option.names.zh);
    }
  });

  it('writes a few lengths as a list and a run as a range', () => {
    const t = translator('en');
    expect(durationsText([4, 6, 8], t)).toBe('4, 6 or 8 s');
    expect(durationsText([5, 10], t)).toBe('5 or 10 s');
    expect(durationsText([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], t)).toBe('3–15 s');
    expect(durationsText([8], t)).toBe('8 s');
  });

  it('writes them in Chinese with Chinese joiners', () => {
    const t = translator('zh');
    expect(durationsText([4, 6, 8], t)).toBe('4、6 或 8 秒');
    expect(durationsText([2, 3, 4, 5], t)).toBe('2–5 秒');
  });

  it('holds a Chinese prompt to the Chinese limit where the model sets one', () => {
    const seedance = modelOption('seedance');
    const veo = modelOption('veo');
    if (!seedance || !veo) throw new Error('profiles missing');
    expect(limitFor(seedance, 'zh')).toBe(500);
    expect(limitFor(seedance, 'en')).toBe(2000);
    expect(limitFor(veo, 'zh')).toBe(1000);
  });

  it('names a ratio by its shape', () => {
    const t = translator('en');
    expect(ratioLabel('9:16', t)).toBe('9:16 vertical');
    expect(ratioLabel('21:9', t)).toBe('21:9 landscape');
    expect(ratioLabel('1:1', t)).toBe('1:1 square');
  });
});
