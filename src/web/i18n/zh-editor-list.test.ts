import { describe, expect, it } from 'vitest';
import { VOICE_ACCENTS } from '../../domain/data/options/audio-options.ts';
import { COLOR_GRADES, LIGHTING_STYLES } from '../../domain/data/options/visual-options.ts';
import { SAFETY_RULE_CATEGORIES } from '../../domain/data/safety-rules.ts';
import { TEMPLATES } from '../../domain/data/templates/all-templates.ts';
import type { Template } from '../../domain/schemas/template.ts';
import enGuide from './locales/en/guide.json';
import zhBuilder from './locales/zh/builder.json';
import zhCommon from './locales/zh/common.json';
import zhFaq from './locales/zh/faq.json';
import zhGuide from './locales/zh/guide.json';
import zhHome from './locales/zh/home.json';
import zhTemplates from './locales/zh/templates.json';

/**
 * Issue 19, item 5: the native editor's list (2026-11-24), each item pinned where it is text in
 * the repository. The glossary test (src/domain/glossary) forbids the retired wordings
 * everywhere; this file pins each fixed wording where the editor found it, so a rewrite that
 * drops it (or brings back the old mistake in other words) fails here.
 */

const template = (id: string): Template => {
  const found = TEMPLATES.find((each) => each.id === id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

/** Latin-letter words, apart from units and the ratio and lens marks Chinese text keeps. */
const englishWords = (text: string) =>
  (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !['mm', 'fps', 'AI'].includes(word));

const label = (options: readonly { value: string; label: { zh: string } }[], value: string) =>
  options.find((option) => option.value === value)?.label.zh;

describe('the editor’s list (issue 19, item 5)', () => {
  it('the home page’s structured and vague prompts are Chinese on the Chinese page', () => {
    const { structuredPrompt, vaguePrompt } = zhHome.comparison;
    expect(englishWords(structuredPrompt)).toEqual([]);
    expect(structuredPrompt).toMatch(/^夜晚，/u);
    expect(structuredPrompt).toContain('镜头：低角度跟拍');
    expect(englishWords(vaguePrompt)).toEqual([]);
  });

  it('the rainbow template gives red ≈ 42° and violet ≈ 40° to the incoming light', () => {
    const rainbow = template('edu-002');
    const zh = rainbow.physicsConstraints.zh.join('\n');
    const en = rainbow.physicsConstraints.en.join('\n');
    expect(zh).toContain('红光离开水滴时与入射光约成 42°，紫光约成 40°');
    expect(en).toMatch(/Red .* about 42° to the incoming light, violet at about 40°/);
    // The old line put red's angle as an "exit angle greater than violet's", with no violet.
    expect(zh).not.toContain('出射角大于紫光');
  });

  it('the guide’s dolly example keeps its clause (“as she hears the news”)', () => {
    expect(enGuide.glossary.items.dolly.example).toContain('as she hears the news');
    expect(zhGuide.glossary.items.dolly.example).toContain('听到消息的那一刻');
    expect(zhGuide.glossary.items.dolly.example).toContain('推向她的脸');
  });

  it('tilt is a camera move (上下摇), not a low- or high-angle shot', () => {
    const { term, text, example } = zhGuide.glossary.items.tilt;
    expect(term).toBe('上下摇（Tilt）');
    expect(text).toContain('镜头向上或向下转动');
    expect(`${text}${example}`).not.toMatch(/仰拍|俯拍|俯仰/u);
    expect(example).toContain('向上摇');
  });

  it('safety-rule sources are named in Chinese on Chinese pages', () => {
    const sources = new Set(
      SAFETY_RULE_CATEGORIES.flatMap((category) => category.rules.map((rule) => rule.source.zh)),
    );
    expect([...sources].sort()).toEqual([
      'OpenAI 使用政策',
      'Promptreel 社区规范',
      'Sora 2 系统卡',
    ]);
  });

  it('UI wording: 按标题排序, 页面出错了, 动作描述, and the ellipsis as ……', () => {
    expect(zhTemplates.sort.title).toBe('按标题排序');
    expect(zhCommon.error.title).toBe('页面出错了');
    expect(zhBuilder.fields.motion.label).toBe('动作描述');
    expect(zhBuilder.errors.motionRequired).toContain('动作描述');
    expect(zhCommon.actions.loading).toBe('加载中……');
  });

  it('template wording: 重量感, 灯塔看守人, 240fps 高速摄影般的慢动作, 画面缓慢向右横向卷动', () => {
    const all = TEMPLATES.map((each) => JSON.stringify(each)).join('\n');
    expect(all).toContain('重量感');
    expect(template('cin-002').subject.zh).toContain('灯塔看守人');
    expect(template('prod-004').motion.zh).toContain('240fps 高速摄影般的慢动作水花');
    expect(template('anim-004').camera.zh).toContain('画面缓慢向右横向卷动');
  });

  it('builder options: 动机光, 留银（跳漂）, 台湾腔普通话', () => {
    expect(label(LIGHTING_STYLES, 'motivated')).toBe('动机光');
    expect(label(COLOR_GRADES, 'bleach bypass')).toBe('留银（跳漂）');
    expect(label(VOICE_ACCENTS, 'Taiwanese Mandarin')).toBe('台湾腔普通话');
  });

  it('sunlight and moonlight are 光线, not 灯光, in the Chinese prompts', () => {
    const lit = TEMPLATES.filter((each) => /月光|阳光|日光|天光/u.test(each.promptZh));
    expect(lit.length).toBeGreaterThan(5);
    for (const each of lit) {
      expect(each.promptZh, each.id).toMatch(/^光线(与色调)?：/mu);
      expect(each.promptZh, each.id).not.toMatch(/^灯光/mu);
    }
  });

  it('no subject a person reads is “虚构成年…”: 虚构 stays in the safety notes', () => {
    expect(zhBuilder.fields.subject.placeholder).toBe('例如：穿黄色雨衣的年轻女人');
    for (const each of TEMPLATES) {
      const { safety, promptZh, ...read } = each;
      expect(JSON.stringify(read), each.id).not.toMatch(/虚构(的)?成年/u);
      const outsideSafety = promptZh.split('\n').filter((line) => !line.startsWith('安全：'));
      expect(outsideSafety.join('\n'), each.id).not.toMatch(/虚构(的)?成年/u);
      expect(safety.zh.length, each.id).toBeGreaterThan(0);
    }
  });

  it('the FAQ says template prompts come in Chinese as well as English', () => {
    const answers = zhFaq.items.map((item) => item.answer).join('\n');
    expect(answers).not.toContain('模板库里的提示词用英文撰写');
    expect(answers).toContain('模板库里的每条提示词都有中文版和英文版');
  });
});
