import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../data/templates/all-templates.ts';
import {
  CARD_MAX_TAGS,
  CARD_PREVIEW_LENGTH,
  previewText,
  toTemplateCard,
  visibleTags,
} from './template-card.ts';

describe('previewText', () => {
  it('keeps short text whole, on one line', () => {
    expect(previewText('Style: noir.\nA woman walks.')).toBe('Style: noir. A woman walks.');
  });

  it('cuts at 150 characters and adds an ellipsis', () => {
    const text = 'x'.repeat(200);
    const preview = previewText(text);
    expect(preview).toBe(`${'x'.repeat(CARD_PREVIEW_LENGTH)}…`);
    expect(previewText('y'.repeat(150))).toBe('y'.repeat(150));
  });

  it('never splits a character made of two code units', () => {
    const preview = previewText('🎬'.repeat(160));
    expect([...preview]).toHaveLength(CARD_PREVIEW_LENGTH + 1);
  });
});

describe('visibleTags', () => {
  it('shows at most 4 tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
    expect(visibleTags(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      hidden: 2,
    });
    expect(CARD_MAX_TAGS).toBe(4);
  });
});

describe('toTemplateCard', () => {
  const template = TEMPLATES.find((t) => t.audio) ?? TEMPLATES[0]!;

  it('takes the page language for what a person reads', () => {
    const en = toTemplateCard(template, 'en', 'Cinematic');
    const zh = toTemplateCard(template, 'zh', '电影感');
    expect(en.title).toBe(template.title.en);
    expect(zh.title).toBe(template.title.zh);
    expect(zh.scene).toBe(template.scene.zh);
    expect(zh.categoryName).toBe('电影感');
    // The Chinese page carries the Chinese prompt and tags; the English tags stay searchable.
    expect(zh.prompt).toBe(template.promptZh);
    expect(en.prompt).toBe(template.prompt);
    expect(zh.tags).toEqual(template.tags.zh);
    expect(zh.keywords).toEqual(template.tags.en);
    expect(en.tags).toEqual(template.tags.en);
  });

  it('carries what the filters, sorts and card read', () => {
    const card = toTemplateCard(template, 'en', 'x');
    expect(card).toMatchObject({
      id: template.id,
      categoryId: template.categoryId,
      duration: template.duration,
      aspectRatio: template.aspectRatio,
      difficulty: template.difficulty,
      hasAudio: template.audio !== undefined,
      featured: template.featured,
      popularity: template.popularity,
      createdAt: template.createdAt,
      tags: template.tags.en,
    });
    expect(card.preview.endsWith('…')).toBe(template.prompt.length > CARD_PREVIEW_LENGTH);
  });
});
