import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../domain/data/templates/all-templates.ts';
import { CAMERA_MOVEMENTS, SHOT_TYPES } from '../../../domain/data/options/camera-options.ts';
import {
  PHYSICS_CONSTRAINTS,
  SPECIAL_EFFECTS,
} from '../../../domain/data/options/motion-options.ts';
import {
  COLOR_GRADES,
  LIGHTING_STYLES,
  VISUAL_STYLES,
} from '../../../domain/data/options/visual-options.ts';
import { BuilderFormSchema } from '../../../domain/schemas/builder-form.ts';
import { matchOptions } from './template-form.ts';
import { templateToForm } from './template-to-form.ts';

describe('templateToForm', () => {
  it('maps every library template to a valid builder form', () => {
    for (const template of TEMPLATES) {
      const form = templateToForm(template.id, 'en');
      expect(BuilderFormSchema.safeParse(form).success, template.id).toBe(true);
    }
  });

  it('copies what maps one to one and matches free text to the option lists', () => {
    const form = templateToForm('cin-001', 'zh');
    expect(form).toMatchObject({
      categoryId: 'cinematic',
      duration: '15s',
      aspectRatio: '2.4:1',
      title: '霓虹雨巷',
      timeOfDay: 'night',
      lens: 'anamorphic',
      hasAudio: true,
    });
    // Free text goes in the prompt's language; options keep their English terms.
    expect(form?.scene).toMatch(/^大雨刚停的夜市窄巷/);
    expect(form?.subject).not.toMatch(/[A-Za-z]/);
    expect(form?.cameraMovement).toContain('tracking');
    expect(form?.motion).toContain('匀速步行');
    expect(form?.audio.sync).toMatch(/^她抬头/);
    const english = templateToForm('cin-001', 'en');
    expect(english?.scene).toMatch(/^A narrow night-market alley/);
    expect(english?.motion).toContain('Steady walking pace');
    expect(form?.audio.type).toBe('music+foley');
    // Free text that names no list entry is kept as is (the select shows it).
    expect(form?.audio.musicStyle).toMatch(/合成器贝斯/);
    expect(english?.audio.musicStyle).toMatch(/synth bass/);
  });

  it('keeps every physics note: as a matching option, or else as a motion entry', () => {
    for (const template of TEMPLATES) {
      const form = templateToForm(template.id, 'en')!;
      for (const note of template.physicsConstraints.en) {
        const matches = matchOptions(note, PHYSICS_CONSTRAINTS);
        if (matches.length > 0)
          expect(form.physicsConstraints).toEqual(expect.arrayContaining(matches));
        else expect(form.motion, `${template.id}: ${note}`).toContain(note);
      }
    }
  });

  it("keeps a look that names no option as free text, in the prompt's language", () => {
    // cin-001's look ("Neo-noir live action", …) matches none of the style options.
    const english = templateToForm('cin-001', 'en')!;
    expect(english.visualStyle).toEqual([
      'Neo-noir live action',
      '35mm anamorphic film look',
      'Fine grain and soft halation',
      'Magenta, teal and amber palette',
    ]);
    const chinese = templateToForm('cin-001', 'zh')!;
    expect(chinese.visualStyle).toEqual([
      '新黑色电影质感实拍',
      '35mm 变形宽银幕胶片感',
      '细腻颗粒与柔和光晕',
      '洋红、青色与琥珀色调',
    ]);
    // A look about light goes to lighting, beside the options that matched (cin-007).
    expect(templateToForm('cin-007', 'en')?.lighting).toEqual(['Warm tungsten look']);
    expect(templateToForm('cin-007', 'zh')?.lighting).toEqual(['暖色钨丝灯质感']);
    // "Light atmospheric haze" is haze, not light; options that matched stay options.
    const balloons = templateToForm('travel-006', 'en')!;
    expect(balloons.visualStyle).toContain('Light atmospheric haze');
    expect(balloons.lighting).not.toContain('Light atmospheric haze');
    expect(templateToForm('anim-001', 'en')?.visualStyle).toContain('stop-motion');
  });

  it("never drops a template's look: each entry names an option or is kept as free text", () => {
    const lists = [VISUAL_STYLES, LIGHTING_STYLES, COLOR_GRADES, SPECIAL_EFFECTS];
    for (const template of TEMPLATES) {
      for (const language of ['en', 'zh'] as const) {
        const form = templateToForm(template.id, language)!;
        template.visualStyle.en.forEach((entry, index) => {
          if (lists.some((options) => matchOptions(entry, options).length > 0)) return;
          const text = template.visualStyle[language][index];
          expect([...form.visualStyle, ...form.lighting], `${template.id}: ${entry}`).toContain(
            text,
          );
        });
      }
    }
  });

  it("takes the light of the template's prompt when its look names none", () => {
    // prod-002's look is "Minimal tech product render, clean photoreal CGI, soft gradients".
    expect(templateToForm('prod-002', 'en')?.lighting).toEqual([
      'Large overhead softbox, two thin strip lights tracing the edges, a faint cool kicker',
    ]);
    expect(templateToForm('prod-002', 'zh')?.lighting).toEqual([
      '大面积顶部柔光箱，两根细灯条勾勒边缘，一道淡淡的冷色侧逆光',
    ]);
    for (const template of TEMPLATES) {
      for (const language of ['en', 'zh'] as const) {
        const form = templateToForm(template.id, language)!;
        expect(form.lighting.length, `${template.id} ${language}`).toBeGreaterThan(0);
        if (language === 'zh') expect(form.lighting.join(''), template.id).not.toMatch(/palette/i);
      }
    }
  });

  it('keeps static only when nothing else moves (one shot cannot be both)', () => {
    // cin-007: "Shot 1: … slow push-in / Shot 2: macro insert, static".
    expect(templateToForm('cin-007', 'en')?.cameraMovement).toEqual(['push-in']);
    expect(templateToForm('loop-001', 'en')?.cameraMovement).toEqual(['static']);
  });

  it('returns null for an unknown id', () => {
    expect(templateToForm('zzz-999', 'en')).toBeNull();
  });
});

describe('matchOptions', () => {
  it('matches whole words, hyphens or spaces, and keeps the more specific term', () => {
    expect(matchOptions('Slow dolly in, then a whip pan', CAMERA_MOVEMENTS)).toEqual([
      'dolly-in',
      'whip-pan',
    ]);
    expect(matchOptions('Extreme close-up of the hands', SHOT_TYPES)).toEqual(['extreme close-up']);
    expect(matchOptions('a distracted crowd', CAMERA_MOVEMENTS)).toEqual([]);
  });
});
