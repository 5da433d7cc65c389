import { describe, it, expect } from 'vitest';
import {
  CATEGORY_IDS,
  TEMPLATE_ID_PREFIX,
  TemplateSchema,
  type Duration,
  type LocalizedList,
  type Template,
} from '../../schemas/template.ts';
import { TEMPLATES, TEMPLATE_IDS, getTemplateById } from './all-templates.ts';

// ---------------------------------------------------------------------------------------------
// Denylists for the safety checklist (no-public-figures, no-copyright, no-minors, no-violence,
// no-adult-content). Matching is case-insensitive on whole words; terms written in Chinese are
// matched as substrings because Chinese has no word boundaries.
// Deliberately absent: words with an everyday meaning that templates use legitimately
// ("apple", "frozen", "minor" as in minor key, "baby" as in baby spinach, "shot" as in camera shot).
// ---------------------------------------------------------------------------------------------

// prettier-ignore
const PUBLIC_FIGURES = [
  'Donald Trump', 'Joe Biden', 'Barack Obama', 'Xi Jinping', 'Vladimir Putin', 'Emmanuel Macron',
  'Narendra Modi', 'Kim Jong Un', 'Elon Musk', 'Jeff Bezos', 'Mark Zuckerberg', 'Tim Cook',
  'Sam Altman', 'Bill Gates', 'Steve Jobs', 'Jensen Huang', 'Jack Ma', 'Taylor Swift', 'Beyoncé',
  'Rihanna', 'Drake', 'Kanye West', 'Lady Gaga', 'Billie Eilish', 'Ed Sheeran', 'BTS', 'Jay Chou',
  'Tom Cruise', 'Leonardo DiCaprio', 'Scarlett Johansson', 'Brad Pitt', 'Keanu Reeves', 'Zendaya',
  'Jackie Chan', 'Dwayne Johnson', 'Cristiano Ronaldo', 'Lionel Messi', 'LeBron James',
  'Michael Jordan', 'Serena Williams', 'Usain Bolt', 'Yao Ming', 'Wes Anderson',
  'Christopher Nolan', 'Hayao Miyazaki', 'Quentin Tarantino', '特朗普', '拜登', '马斯克', '周杰伦', '成龙',
  '刘德华', '姚明', '宫崎骏',
];

// prettier-ignore
const COPYRIGHTED_CHARACTERS_AND_FRANCHISES = [
  'Disney', 'Pixar', 'Marvel', 'Mickey Mouse', 'Spider-Man', 'Batman', 'Superman', 'Iron Man',
  'DC Comics', 'Pokémon', 'Pokemon', 'Pikachu', 'Harry Potter', 'Hogwarts', 'Star Wars',
  'Darth Vader', 'Jedi', 'Studio Ghibli', 'Ghibli', 'Totoro', 'Naruto', 'One Piece', 'Dragon Ball',
  'Goku', 'Sailor Moon', 'Hello Kitty', 'Super Mario', 'Zelda', 'Minecraft', 'Fortnite', 'Shrek',
  'Barbie', 'Transformers', 'Godzilla', 'Sonic the Hedgehog', 'Lord of the Rings', 'Gandalf',
  'James Bond', 'Minions', 'SpongeBob', 'Winnie the Pooh', 'Peppa Pig', 'Doraemon', 'Claymation',
  '迪士尼', '皮克斯', '漫威', '宝可梦', '皮卡丘', '哈利·波特', '哈利波特', '星球大战', '吉卜力', '龙珠', '海贼王', '哆啦A梦',
];

// prettier-ignore
const BRANDS = [
  'iPhone', 'iPad', 'AirPods', 'MacBook', 'Samsung', 'Nike', 'Adidas', 'Coca-Cola', 'Pepsi',
  'Starbucks', "McDonald's", 'Gucci', 'Louis Vuitton', 'Chanel', 'Rolex', 'Sony', 'PlayStation',
  'Xbox', 'Nintendo', 'Lego', 'BMW', 'Mercedes-Benz', 'Ferrari', 'Porsche', 'Red Bull', 'GoPro',
  'DJI', 'Nikon', 'Leica', 'Kodak', 'Fujifilm', 'Polaroid', 'Dyson', 'IKEA', 'Netflix', 'YouTube',
  'TikTok', 'Instagram', 'Google', 'Microsoft', 'Huawei', 'Prada', 'Sephora', "L'Oréal", '耐克',
  '阿迪达斯', '星巴克', '可口可乐', '华为', '抖音', '小红书', '宜家',
];

// prettier-ignore
const MINORS = [
  'child', 'children', 'kid', 'kids', 'toddler', 'toddlers', 'infant', 'teen', 'teens', 'teenager',
  'teenage', 'schoolgirl', 'schoolboy', 'underage', 'little girl', 'little boy', 'preteen', '儿童',
  '小孩', '孩子', '婴儿', '幼儿', '未成年', '小学生', '中学生', '女童', '男童',
];

// prettier-ignore
const VIOLENCE_AND_ADULT = [
  'gore', 'gory', 'blood', 'bloody', 'gun', 'guns', 'firearm', 'rifle', 'pistol', 'murder', 'kill',
  'killing', 'stab', 'stabbing', 'corpse', 'torture', 'massacre', 'grenade', 'bomb', 'weapon',
  'weapons', 'nude', 'nudity', 'naked', 'sex', 'sexual', 'sexy', 'erotic', 'porn', 'nsfw',
  'lingerie', 'topless', '血腥', '暴力', '枪支', '手枪', '谋杀', '尸体', '武器', '色情', '裸体', '裸露',
];

const DENYLISTS = {
  'public figures': PUBLIC_FIGURES,
  'copyrighted characters and franchises': COPYRIGHTED_CHARACTERS_AND_FRANCHISES,
  brands: BRANDS,
  minors: MINORS,
  'violence and adult content': VIOLENCE_AND_ADULT,
} as const;

const HAN = /\p{Script=Han}/u;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Terms of `list` found in `text`: whole words for Latin terms, substrings for Chinese ones. */
function findDenied(text: string, list: readonly string[]): string[] {
  return list.filter((term) => {
    if (HAN.test(term)) return text.includes(term);
    // Spaces and hyphens in a term match either separator, so "Spider Man" is caught too.
    const body = term
      .split(/[\s-]+/)
      .map((part) => escapeRegExp(part).replace(/'/g, "['’]"))
      .join('[\\s-]*');
    return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu').test(text);
  });
}

/** Every string a person can read in a template (prompt, bilingual fields, audio, tags). */
function readableText(template: Template): string {
  const parts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const { id: _id, categoryId: _category, createdAt: _date, author: _author, ...rest } = template;
  walk(rest);
  return parts.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Prompt structure helpers (the Sora 2 layout our prompt engine uses).
// ---------------------------------------------------------------------------------------------

const BEATS_BY_DURATION: Partial<Record<Duration, readonly [number, number]>> = {
  '5s': [1, 2],
  '10s': [2, 3],
  '15s': [3, 4],
  '20s': [4, 5],
  '25s': [5, 6],
};

const SECTION_ORDER = [
  'Style:',
  'Camera:',
  'Lighting & palette:',
  'Action beats:',
  'Technical:',
  'Safety:',
] as const;

function lines(template: Template): string[] {
  return template.prompt.split('\n').map((line) => line.trim());
}

function lineStartingWith(template: Template, label: string): string | undefined {
  return lines(template).find((line) => line.startsWith(label));
}

/** The numbered lines directly under "Action beats:". */
function actionBeats(template: Template): string[] {
  const all = lines(template);
  const start = all.indexOf('Action beats:');
  if (start === -1) return [];
  const beats: string[] = [];
  for (const line of all.slice(start + 1)) {
    if (!/^\d+\.\s+\S/.test(line)) break;
    beats.push(line);
  }
  return beats;
}

const LIST_FIELDS = ['visualStyle', 'camera', 'physicsConstraints', 'motion', 'safety'] as const;

// ---------------------------------------------------------------------------------------------

describe('template library: schema and ids', () => {
  it('every template parses with TemplateSchema', () => {
    const failures = TEMPLATES.flatMap((template) => {
      const result = TemplateSchema.safeParse(template);
      return result.success
        ? []
        : [`${template.id}: ${JSON.stringify(result.error.issues, null, 1)}`];
    });
    expect(failures).toEqual([]);
  });

  it('ids are unique', () => {
    const seen = new Map<string, number>();
    for (const { id } of TEMPLATES) seen.set(id, (seen.get(id) ?? 0) + 1);
    const duplicates = [...seen].filter(([, count]) => count > 1).map(([id]) => id);
    expect(duplicates).toEqual([]);
  });

  it("ids carry their category's prefix and run 001, 002, … without gaps", () => {
    const wrongPrefix = TEMPLATES.filter(
      (t) => t.id.split('-')[0] !== TEMPLATE_ID_PREFIX[t.categoryId],
    ).map((t) => t.id);
    expect(wrongPrefix).toEqual([]);
    for (const category of CATEGORY_IDS) {
      const ids = TEMPLATES.filter((t) => t.categoryId === category).map((t) => t.id);
      const expected = ids.map(
        (_, i) => `${TEMPLATE_ID_PREFIX[category]}-${String(i + 1).padStart(3, '0')}`,
      );
      expect(ids, category).toEqual(expected);
    }
  });

  it('lists templates in category order and exposes ids and lookup consistently', () => {
    const order = TEMPLATES.map((t) => CATEGORY_IDS.indexOf(t.categoryId));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect([...TEMPLATE_IDS]).toEqual(TEMPLATES.map((t) => t.id));
    for (const template of TEMPLATES) expect(getTemplateById(template.id)).toBe(template);
    expect(getTemplateById('cin-999')).toBeUndefined();
    expect(getTemplateById('')).toBeUndefined();
  });
});

describe('template library: coverage', () => {
  it('holds at least 60 templates', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CATEGORY_IDS)('category %s has at least 4 templates', (category) => {
    expect(TEMPLATES.filter((t) => t.categoryId === category).length).toBeGreaterThanOrEqual(4);
  });

  it('features 6–10 templates, only in the six featured categories, each of them covered', () => {
    const featured = TEMPLATES.filter((t) => t.featured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(10);
    const featuredCategories = CATEGORY_IDS.slice(0, 6);
    expect(featured.filter((t) => !featuredCategories.includes(t.categoryId))).toEqual([]);
    for (const category of featuredCategories) {
      expect(
        featured.some((t) => t.categoryId === category),
        category,
      ).toBe(true);
    }
  });

  it('mixes difficulties, aspect ratios, durations, and has audio on roughly half', () => {
    const distinct = <K extends keyof Template>(key: K) => new Set(TEMPLATES.map((t) => t[key]));
    expect(distinct('difficulty').size).toBe(3);
    expect(distinct('aspectRatio').size).toBe(4);
    expect(distinct('duration').size).toBeGreaterThanOrEqual(4);
    const withAudio = TEMPLATES.filter((t) => t.audio).length / TEMPLATES.length;
    expect(withAudio).toBeGreaterThan(0.35);
    expect(withAudio).toBeLessThan(0.75);
  });
});

describe('template library: fields', () => {
  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    '%s has equally long en and zh lists',
    (_id, template) => {
      for (const field of LIST_FIELDS) {
        const list: LocalizedList = template[field];
        expect(list.zh.length, field).toBe(list.en.length);
      }
      for (const field of ['visualStyle', 'camera', 'motion', 'safety'] as const) {
        expect(template[field].en.length, field).toBeGreaterThan(0);
      }
    },
  );

  it('tags: 4–9 per language, unique; English lower-case, Chinese in Chinese', () => {
    const problems = TEMPLATES.flatMap((t) => {
      const issues: string[] = [];
      for (const language of ['en', 'zh'] as const) {
        const tags = t.tags[language];
        if (tags.length < 4 || tags.length > 9) issues.push(`${tags.length} ${language} tags`);
        if (new Set(tags).size !== tags.length) issues.push(`duplicate ${language} tag`);
      }
      if (t.tags.en.some((tag) => tag !== tag.toLowerCase())) issues.push('upper-case tag');
      if (t.tags.en.some((tag) => HAN.test(tag))) issues.push('Chinese in an English tag');
      // Loanwords Chinese creators write in Latin letters (vlog, DJ) may stand in a Chinese tag.
      if (t.tags.zh.some((tag) => !HAN.test(tag) && !/^(vlog|dj)$/i.test(tag)))
        issues.push('English-only Chinese tag');
      return issues.map((issue) => `${t.id}: ${issue}`);
    });
    expect(problems).toEqual([]);
  });

  it('dates, author and popularity are in range; featured ones are more popular', () => {
    for (const t of TEMPLATES) {
      expect(new Date(`${t.createdAt}T00:00:00Z`).toISOString().slice(0, 10), t.id).toBe(
        t.createdAt,
      );
      expect(t.createdAt >= '2025-10-01' && t.createdAt <= '2026-10-31', t.id).toBe(true);
      expect(t.author, t.id).toBe('Promptreel Team');
      expect(t.popularity, t.id).toBeGreaterThanOrEqual(40);
      expect(t.popularity, t.id).toBeLessThanOrEqual(2400);
    }
    const mean = (list: Template[]) => list.reduce((s, t) => s + t.popularity, 0) / list.length;
    const featured = TEMPLATES.filter((t) => t.featured);
    const others = TEMPLATES.filter((t) => !t.featured);
    expect(mean(featured)).toBeGreaterThan(mean(others));
    expect(Math.min(...featured.map((t) => t.popularity))).toBeGreaterThanOrEqual(1000);
  });

  it('audio blocks are coherent with their type', () => {
    const problems = TEMPLATES.flatMap((t) => {
      if (!t.audio) return [];
      const { type, musicStyle, voice, lines: spoken } = t.audio;
      const issues: string[] = [];
      if (type.includes('music') !== Boolean(musicStyle)) issues.push('musicStyle vs type');
      const hasVoice = type.includes('voice');
      if (hasVoice !== Boolean(voice)) issues.push('voice vs type');
      if (hasVoice !== Boolean(spoken && spoken.length > 0)) issues.push('lines vs type');
      return issues.map((issue) => `${t.id}: ${issue}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('template library: prompts follow the Sora 2 layout', () => {
  it.each(TEMPLATES.map((t) => [t.id, t] as const))('%s', (_id, template) => {
    const { prompt } = template;
    expect(prompt.length).toBeGreaterThanOrEqual(350);
    expect(prompt.length).toBeLessThanOrEqual(1400);

    // Sections present, once each, in order; Safety closes the prompt.
    const all = lines(template);
    const positions = SECTION_ORDER.map((label) => all.findIndex((l) => l.startsWith(label)));
    expect(
      positions.every((p) => p >= 0),
      `sections ${positions.join(',')}`,
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const label of SECTION_ORDER) {
      expect(all.filter((l) => l.startsWith(label)).length, label).toBe(1);
    }
    expect(all[0]?.startsWith('Style:')).toBe(true);
    expect(all.at(-1)?.startsWith('Safety:')).toBe(true);

    // Technical line names this template's own duration and aspect ratio, and nothing else.
    const technical = lineStartingWith(template, 'Technical:') ?? '';
    const tokens = technical.replace(/^Technical:/, '').match(/\d+(?:\.\d+)?(?::\d+|s)\b/g) ?? [];
    expect(tokens.sort()).toEqual([template.duration, template.aspectRatio].sort());

    // Beats fit the duration and are numbered 1..n.
    const beats = actionBeats(template);
    const range = BEATS_BY_DURATION[template.duration];
    expect(range, `no beat rule for ${template.duration}`).toBeDefined();
    const [min, max] = range ?? [0, 0];
    expect(beats.length).toBeGreaterThanOrEqual(min);
    expect(beats.length).toBeLessThanOrEqual(max);
    expect(beats.map((b) => Number.parseInt(b, 10))).toEqual(beats.map((_, i) => i + 1));

    // The Audio line exists exactly when the template declares audio; dialogue is quoted in it.
    expect(Boolean(lineStartingWith(template, 'Audio:'))).toBe(Boolean(template.audio));
    for (const line of template.audio?.lines ?? []) {
      expect(prompt).toContain(`"${line.en}"`);
      expect(template.promptZh).toContain(`“${line.zh}”`);
    }

    // Lenses named in the structured camera list are the ones the Camera line names.
    const cameraLine = lineStartingWith(template, 'Camera:') ?? '';
    const lensesOf = (text: string) => new Set(text.match(/\d+mm/g) ?? []);
    expect(lensesOf(cameraLine)).toEqual(lensesOf(template.camera.en.join(' ')));
  });
});

describe('template library: safety checklist', () => {
  it('the denylist matcher catches whole words and ignores look-alikes', () => {
    expect(findDenied('A poster of TAYLOR SWIFT on the wall', PUBLIC_FIGURES)).toEqual([
      'Taylor Swift',
    ]);
    expect(findDenied('a spider man costume', COPYRIGHTED_CHARACTERS_AND_FRANCHISES)).toEqual([
      'Spider-Man',
    ]);
    expect(findDenied('kidney beans in a canteen, a kidskin-free bag', MINORS)).toEqual([]);
    expect(findDenied('kidney beans, a gunmetal case', VIOLENCE_AND_ADULT)).toEqual([]);
    expect(findDenied('两个小孩在公园', MINORS)).toEqual(['小孩']);
    expect(findDenied('sipping from a mcdonald’s cup', BRANDS)).toEqual(["McDonald's"]);
  });

  for (const [name, list] of Object.entries(DENYLISTS)) {
    it(`no template mentions ${name}`, () => {
      const hits = TEMPLATES.flatMap((t) =>
        findDenied(readableText(t), list).map((term) => `${t.id}: ${term}`),
      );
      expect(hits).toEqual([]);
    });
  }

  it('every prompt states a safety note and casts people as fictional adults', () => {
    for (const t of TEMPLATES) {
      const safety = lineStartingWith(t, 'Safety:') ?? '';
      expect(safety.length, t.id).toBeGreaterThan('Safety: '.length + 10);
      const mentionsPeople =
        /\b(woman|man|women|men|person|people|character|characters|host|dancer|singer|musician|hiker|baker|creator)\b/i.test(
          t.prompt.replace(safety, ''),
        );
      if (mentionsPeople) expect(t.prompt, t.id).toMatch(/fictional/i);
    }
  });
});

/** Latin-letter words a Chinese creator writes as is: units, acronyms, names, loanwords. */
const LATIN_IN_CHINESE = new Set([
  'mm',
  'fps',
  'BPM',
  'DJ',
  'MV',
  'T',
  'D',
  'App',
  'RGB',
  'IDM',
  'Rhodes',
  'vlog',
  'AI',
]);
const ZH_SECTIONS = [
  '风格：',
  '镜头：',
  '光线与色调：',
  '动作节拍：',
  '时长与画幅：',
  '安全：',
] as const;

describe('template library: the Chinese prompt (promptZh)', () => {
  it.each(TEMPLATES.map((t) => [t.id, t] as const))('%s', (_id, template) => {
    const all = template.promptZh.split('\n');
    // The same layout as the English prompt: sections once each, in order.
    const positions = ZH_SECTIONS.map((label) => all.findIndex((l) => l.startsWith(label)));
    expect(
      positions.every((p) => p >= 0),
      `sections ${positions.join(',')}`,
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(all[0]?.startsWith('风格：')).toBe(true);
    expect(all.at(-1)?.startsWith('安全：')).toBe(true);
    expect(all.some((l) => l.startsWith('音频：'))).toBe(Boolean(template.audio));
    // The same beats, and the template's own duration and ratio.
    const beats = all.filter((l) => /^\d+\. /.test(l));
    expect(beats.length).toBe(actionBeats(template).length);
    const seconds = template.duration.replace('s', ' 秒');
    expect(lineStartingWithZh(all, '时长与画幅：')).toBe(
      `时长与画幅：${seconds}，${template.aspectRatio}。`,
    );
    // Chinese throughout: no English words beyond units, acronyms and names, and full-width
    // punctuation (beat numbers "1. " and dialogue dashes "- " are how Chinese lists are typed).
    const text = all.map((l) => l.replace(/^(\d+\. |- )/, '')).join('\n');
    const english = (text.match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_IN_CHINESE.has(w));
    expect(english).toEqual([]);
    const halfWidth = text.replace(/\d+(\.\d+)?:\d+/g, '').match(/[,;:!?"()]|\.(?!\d)/g);
    expect(halfWidth).toBeNull();
  });

  it('no Chinese field a person reads says 虚构成年 outside the safety notes', () => {
    const found = TEMPLATES.filter((t) => /虚构成年|虚构的成年/.test(t.subject.zh)).map(
      (t) => t.id,
    );
    expect(found).toEqual([]);
  });
});

function lineStartingWithZh(lines: readonly string[], label: string): string | undefined {
  return lines.find((line) => line.startsWith(label));
}
