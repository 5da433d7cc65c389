import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../data/templates/all-templates.ts';
import type { Language } from '../schemas/template.ts';
import { buildSearchIndex } from './search-index.ts';
import { toTemplateCard } from './template-card.ts';

/**
 * On the bundled library, the template a query names — by its title words, a tag, or a
 * misspelling of them — ranks in the top 3. The queries are what a user would type.
 */
const NAMED: Record<Language, Array<[query: string, id: string]>> = {
  en: [
    ['neon rain alley', 'cin-001'],
    ['lighthouse', 'anim-004'],
    ['lighthose', 'cin-002'],
    ["watchmaker's bench", 'cin-007'],
    ['photosynthesis', 'edu-003'],
    ['fotosynthesis', 'edu-003'],
    ['latte art', 'edu-005'],
    ['ferofluid', 'exp-005'],
    ['pendulum wave', 'loop-004'],
    ['synthwaev', 'music-002'],
    ['jazz trio', 'music-003'],
    ['wheat field', 'music-006'],
    ['sneakers', 'unbox-002'],
    ['auroa', 'travel-004'],
    ['knitted snial', 'anim-005'],
    ['chocolat', 'prod-006'],
    ['rice teraces', 'travel-001'],
    ['datamosh', 'exp-002'],
    ['sky whale', 'anim-003'],
    ['bakrey', 'cin-004'],
    ['cold brew', 'prod-001'],
    ['potery vlog', 'social-007'],
    ['tea sampler', 'unbox-005'],
    ['hot air balloon', 'travel-006'],
    ['houseplant', 'social-005'],
  ],
  zh: [
    ['霓虹雨巷', 'cin-001'],
    ['灯塔', 'cin-002'],
    ['拉花', 'edu-005'],
    ['磁流体', 'exp-005'],
    ['极光', 'travel-004'],
    ['鲸', 'anim-003'],
    ['梯田', 'travel-001'],
    ['陶艺', 'social-007'],
    ['巧克力', 'prod-006'],
    ['耳机开箱', 'unbox-001'],
    ['pendulum', 'loop-004'],
  ],
};

describe.each(['en', 'zh'] as const)('ranking on the bundled library (%s)', (language) => {
  const index = buildSearchIndex(TEMPLATES.map((t) => toTemplateCard(t, language, t.categoryId)));

  it.each(NAMED[language])('"%s" puts %s in the top 3', (query, id) => {
    // The library must still hold the template a query names, or this test proves nothing.
    expect(TEMPLATES.some((t) => t.id === id)).toBe(true);
    expect(index.search(query).slice(0, 3)).toContain(id);
  });

  it('also ranks it in the top 3 while the last word is still being typed', () => {
    for (const [query, id] of NAMED[language]) {
      if (/\p{Script=Han}/u.test(query) || query.length < 6) continue;
      const typing = query.slice(0, -1);
      expect(index.search(typing).slice(0, 3), typing).toContain(id);
    }
  });
});
