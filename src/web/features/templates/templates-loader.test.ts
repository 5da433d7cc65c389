import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../domain/data/categories.ts';
import { TEMPLATES } from '../../../domain/data/templates/all-templates.ts';
import { templateListData } from './templates-loader.ts';

describe('templateListData', () => {
  it('has one card per template, in the page language', () => {
    const zh = templateListData('zh');
    expect(zh.cards).toHaveLength(TEMPLATES.length);
    const first = zh.cards[0]!;
    const template = TEMPLATES.find((t) => t.id === first.id)!;
    expect(first.title).toBe(template.title.zh);
    expect(first.categoryName).toBe(CATEGORIES.find((c) => c.id === template.categoryId)!.name.zh);
  });

  it('offers every category that has templates, in display order, with localized names', () => {
    const en = templateListData('en');
    expect(en.choices.categories.map((c) => c.value)).toEqual(CATEGORIES.map((c) => c.id));
    expect(en.choices.categories[0]).toEqual({ value: 'cinematic', label: 'Cinematic' });
  });

  it('offers only the durations, ratios and difficulties some template has', () => {
    const { choices } = templateListData(
      'en',
      TEMPLATES.filter((t) => t.duration === '10s'),
    );
    expect(choices.durations).toEqual([{ value: '10s', label: '10s' }]);
    const used = new Set(TEMPLATES.map((t) => t.aspectRatio));
    expect(
      templateListData('zh')
        .choices.aspectRatios.map((c) => c.value)
        .sort(),
    ).toEqual([...used].sort());
    expect(templateListData('zh').choices.aspectRatios[0]!.label).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps the library out of the card: no author, no bilingual fields', () => {
    const card = templateListData('en').cards[0]!;
    expect(Object.keys(card)).not.toContain('author');
    expect(typeof card.title).toBe('string');
  });
});
