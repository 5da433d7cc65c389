import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../domain/data/templates/all-templates.ts';
import { TemplateSchema } from '../../../domain/schemas/template.ts';
import { exportFileName, templateJson, templateText } from './template-export.ts';

const template = TEMPLATES[0]!;
const LABELS = {
  category: 'Category',
  duration: 'Duration',
  aspectRatio: 'Aspect ratio',
  difficulty: 'Difficulty',
  prompt: 'Prompt',
  tags: 'Tags',
  safety: 'Safety notes',
};

describe('templateText', () => {
  it('holds title, category, duration, ratio, difficulty, prompt, tags and safety notes', () => {
    const text = templateText(template, 'en', LABELS, {
      categoryName: 'Cinematic',
      difficultyName: 'Intermediate',
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe(template.title.en);
    expect(text).toContain('Category: Cinematic\n');
    expect(text).toContain(`Duration: ${template.duration}\n`);
    expect(text).toContain(`Aspect ratio: ${template.aspectRatio}\n`);
    expect(text).toContain('Difficulty: Intermediate\n');
    expect(text).toContain(`Prompt:\n${template.prompt}\n`);
    expect(text).toContain(`Tags: ${template.tags.en.join(', ')}\n`);
    for (const note of template.safety.en) expect(text).toContain(`- ${note}\n`);
  });

  it('uses the page language for what a person reads', () => {
    const text = templateText(template, 'zh', LABELS, {
      categoryName: '电影感',
      difficultyName: '进阶',
    });
    expect(text.startsWith(template.title.zh)).toBe(true);
    expect(text).toContain(`${template.promptZh}\n`);
    expect(text).not.toContain(template.prompt);
    expect(text).toContain(template.tags.zh.join('、'));
    for (const note of template.safety.zh) expect(text).toContain(`- ${note}`);
  });
});

describe('templateJson', () => {
  it('is the template as the library holds it, and parses back', () => {
    const parsed: unknown = JSON.parse(templateJson(template));
    expect(parsed).toEqual(template);
    expect(TemplateSchema.safeParse(parsed).success).toBe(true);
  });
});

describe('exportFileName', () => {
  it('is the id with the extension', () => {
    expect(exportFileName('cin-001', 'txt')).toBe('cin-001.txt');
    expect(exportFileName('cin-001', 'json')).toBe('cin-001.json');
  });
});
