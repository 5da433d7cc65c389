import { describe, expect, it } from 'vitest';
import { addPageStrings, createI18n } from './create-i18n.ts';
import commonEn from './locales/en/common.json';
import commonZh from './locales/zh/common.json';
import guideEn from './locales/en/guide.json';
import guideZh from './locales/zh/guide.json';
import faqEn from './locales/en/faq.json';

describe('createI18n', () => {
  it('reads nested keys of the namespace it was asked for', () => {
    const i18n = createI18n('en', commonEn);
    const t = i18n.getFixedT('common');
    expect(t('nav.language')).toBe(commonEn.nav.language);
  });

  it('fills {{name}} placeholders and picks the plural form by count (en: one/other)', () => {
    const i18n = createI18n('en', commonEn);
    addPageStrings(i18n, 'guide', guideEn);
    const t = i18n.getFixedT('guide');
    const one = t('compliance.rulesCount', { count: 1 });
    const many = t('compliance.rulesCount', { count: 3 });
    expect(one).toBe(guideEn.compliance.rulesCount_one.replace('{{count}}', '1'));
    expect(many).toBe(guideEn.compliance.rulesCount_other.replace('{{count}}', '3'));
  });

  it('uses the other form in Chinese whatever the count', () => {
    const i18n = createI18n('zh', commonZh);
    addPageStrings(i18n, 'guide', guideZh);
    const t = i18n.getFixedT('guide');
    expect(t('compliance.rulesCount', { count: 1 })).toBe(
      guideZh.compliance.rulesCount_other.replace('{{count}}', '1'),
    );
  });

  it('gives lists only with returnObjects, and the key for a missing string', () => {
    const i18n = createI18n('en', commonEn);
    addPageStrings(i18n, 'faq', faqEn);
    const t = i18n.getFixedT('faq');
    expect(t('items', { returnObjects: true })).toEqual(faqEn.items);
    // @ts-expect-error: a key that does not exist
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('registers a page namespace once (a second call keeps the first strings)', () => {
    const i18n = createI18n('en', commonEn);
    addPageStrings(i18n, 'guide', guideEn);
    addPageStrings(i18n, 'guide', { ...guideEn, header: { ...guideEn.header, title: 'x' } });
    expect(i18n.getFixedT('guide')('header.title')).toBe(guideEn.header.title);
  });
});
