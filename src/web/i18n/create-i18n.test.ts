import { describe, expect, it } from 'vitest';
import { addPageStrings, createI18n } from './create-i18n.ts';
import commonEn from './locales/en/common.json';
import commonZh from './locales/zh/common.json';
import inviteEn from './locales/en/invite.json';
import inviteZh from './locales/zh/invite.json';
import faqEn from './locales/en/faq.json';

describe('createI18n', () => {
  it('reads nested keys of the namespace it was asked for', () => {
    const i18n = createI18n('en', commonEn);
    const t = i18n.getFixedT('common');
    expect(t('nav.language')).toBe(commonEn.nav.language);
  });

  it('fills {{name}} placeholders and picks the plural form by count (en: one/other)', () => {
    const i18n = createI18n('en', commonEn);
    addPageStrings(i18n, 'invite', inviteEn);
    const t = i18n.getFixedT('invite');
    const one = t('card.copies', { count: 1 });
    const many = t('card.copies', { count: 3 });
    expect(one).toBe(inviteEn.card.copies_one.replace('{{count}}', '1'));
    expect(many).toBe(inviteEn.card.copies_other.replace('{{count}}', '3'));
  });

  it('uses the other form in Chinese whatever the count', () => {
    const i18n = createI18n('zh', commonZh);
    addPageStrings(i18n, 'invite', inviteZh);
    const t = i18n.getFixedT('invite');
    expect(t('card.copies', { count: 1 })).toBe(
      inviteZh.card.copies_other.replace('{{count}}', '1'),
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
    addPageStrings(i18n, 'invite', inviteEn);
    addPageStrings(i18n, 'invite', { ...inviteEn, header: { ...inviteEn.header, title: 'x' } });
    expect(i18n.getFixedT('invite')('header.title')).toBe(inviteEn.header.title);
  });
});
