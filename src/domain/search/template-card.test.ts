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

  it('joins Chinese lines with no space and ends a cut Chinese text in “……”', () => {
    expect(previewText('风格：黑色电影。\n大雨刚停，她走过窄巷。\n动作节拍：\n1. 她停下。')).toBe(
      '风格：黑色电影。大雨刚停，她走过窄巷。动作节拍：1. 她停下。',
    );
    const preview = previewText('夜'.repeat(200));
    expect(preview).toBe(`${'夜'.repeat(CARD_PREVIEW_LENGTH)}……`);
    // A mark just before the cut goes: “蓝光……”, not “蓝光；……”.
    expect(previewText(`${'夜'.repeat(CARD_PREVIEW_LENGTH - 1)}；后文`)).toBe(
      `${'夜'.repeat(CARD_PREVIEW_LENGTH - 1)}……`,
    );
    // English inside Chinese keeps its own spaces; a line ending in Latin letters joins with one.
    expect(previewText('35mm 镜头\nStyle: noir.')).toBe('35mm 镜头Style: noir.');
    expect(previewText('Style: noir.\n风格')).toBe('Style: noir. 风格');
  });

  it('no Chinese card preview has a space after a Chinese mark or a single “…”', () => {
    for (const template of TEMPLATES) {
      const preview = toTemplateCard(template, 'zh', '').preview;
      expect(preview, template.id).not.toMatch(/[。：；，！？”] /u);
      expect(preview, template.id).not.toMatch(/(?<!…)…(?!…)/u);
      expect(preview, template.id).not.toMatch(/[，、；：。]……$/u);
    }
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
