import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../domain/data/templates/all-templates.ts';
import faqEn from '../../i18n/locales/en/faq.json';
import { featuredCards, faqTeaserItems, homeLoader } from './home-loader.ts';

describe('featured cards', () => {
  it('shows at most six featured templates, most popular first', () => {
    const cards = featuredCards('en');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(6);
    const byId = new Map(TEMPLATES.map((t) => [t.id, t]));
    for (const card of cards) expect(byId.get(card.id)?.featured).toBe(true);
    const popularity = cards.map((c) => byId.get(c.id)?.popularity ?? 0);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('is localized and small: a 150-character preview, not the whole prompt', () => {
    const [en] = featuredCards('en');
    const [zh] = featuredCards('zh');
    const template = TEMPLATES.find((t) => t.id === en?.id);
    expect(en?.title).toBe(template?.title.en);
    expect(zh?.title).toBe(template?.title.zh);
    expect(zh?.categoryName).toMatch(/[\u4e00-\u9fff]/);
    expect(en?.categoryName).not.toMatch(/[\u4e00-\u9fff]/);
    for (const card of featuredCards('en')) {
      expect([...card.preview].length).toBeLessThanOrEqual(151);
      expect(Object.keys(card).sort()).toEqual(
        ['aspectRatio', 'categoryName', 'duration', 'id', 'preview', 'title'].sort(),
      );
    }
  });

  it('takes only featured templates and stops at six', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      ...TEMPLATES[0]!,
      id: `cin-${String(100 + i)}`,
      popularity: i,
      featured: i !== 8,
    }));
    const cards = featuredCards('en', many);
    expect(cards.map((c) => c.id)).toEqual([
      'cin-107',
      'cin-106',
      'cin-105',
      'cin-104',
      'cin-103',
      'cin-102',
    ]);
  });
});

describe('faq teaser', () => {
  it('takes the first six questions of the FAQ page, in each language', () => {
    expect(faqTeaserItems('en')).toEqual(faqEn.items.slice(0, 6));
    expect(faqTeaserItems('zh')).toHaveLength(6);
    expect(faqTeaserItems('zh')[0]?.question).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is what the loader hands the page', () => {
    const data = homeLoader('zh')();
    expect(data.faq).toEqual(faqTeaserItems('zh'));
    expect(data.featured).toEqual(featuredCards('zh'));
  });
});
