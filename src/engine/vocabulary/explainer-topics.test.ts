import { describe, expect, it } from 'vitest';
import { howToTask } from '../analyse/question.ts';
import { EXPLAINER_TOPICS, explainerTopic, type Step } from './explainer-topics.ts';
import { MORE_TOPICS } from './explainer-topics-more.ts';

const ALL = [...EXPLAINER_TOPICS, ...MORE_TOPICS];
import { TUTORIAL_TASKS, tutorialTask } from './tutorial-steps.ts';

/** A line a model would draw as words: on-screen text is never asked for. */
const ASKS_FOR_TEXT =
  /\b(?:text|label|labelled|caption|title|written|words?)\b|文字|字幕|标注|标签/i;

function wellWritten(step: Step) {
  expect(step.en, step.zh).not.toBe('');
  expect(step.zh, step.en).not.toBe('');
  expect(step.en).not.toMatch(/\p{Script=Han}|\|/u);
  // Chinese as a Chinese creator writes it: no English words, full-width punctuation.
  expect(step.zh).not.toMatch(/[A-Za-z]|[,;:!?()|]/);
  expect(`${step.en} ${step.zh}`).not.toMatch(ASKS_FOR_TEXT);
}

describe('the explainer topics', () => {
  it('about forty, each an opening picture and four steps, one a short clip may skip', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(50);
    for (const topic of ALL) {
      expect(topic.steps, topic.id).toHaveLength(4);
      expect(
        topic.steps.filter((step) => step.optional),
        topic.id,
      ).toHaveLength(1);
      for (const step of [topic.open, ...topic.steps]) wellWritten(step);
    }
    expect(new Set(ALL.map((topic) => topic.id)).size).toBe(ALL.length);
  });

  // The way people ask, in both languages: each finds its own topic and not a wider one
  // listed before it ("why do leaves change colour" is not the seasons).
  it.each([
    ['why are sunsets red?', 'sunset'],
    ['为什么猫咪喜欢钻纸箱？', 'cats-boxes'],
    ['how does an espresso machine work, explained for kids', 'espresso-machine'],
    ['why does ice float', 'ice-floats'],
    ['how do steel ships float', 'boats-float'],
    ['why does popcorn pop', 'popcorn'],
    ['极光是怎么形成的', 'aurora'],
    ['why do onions make you cry', 'onions-cry'],
    ['切洋葱为什么会流泪', 'onions-cry'],
    ['为什么晚霞是红色的？', 'sunset'],
    ['why is the sky blue', 'sky-blue'],
    ['天为什么是蓝的', 'sky-blue'],
    ['how do rainbows form', 'rainbow'],
    ['what happens in a lunar eclipse', 'lunar-eclipse'],
    ['日食是怎么形成的', 'solar-eclipse'],
    ['why does the moon change shape', 'moon-phases'],
    ['月亮为什么有阴晴圆缺', 'moon-phases'],
    ['how do stars die', 'stars-die'],
    ['黑洞是怎么形成的', 'black-hole'],
    ['why does the sun shine', 'stars-shine'],
    ['为什么会有四季', 'seasons'],
    ['潮汐是怎么形成的', 'tides'],
    ['为什么会打雷', 'lightning'],
    ['how do hurricanes form', 'hurricane'],
    ['雪花是怎么形成的', 'snowflakes'],
    ['how do clouds form', 'rain-clouds'],
    ['how does cloud storage work', undefined],
    ['why do volcanoes erupt', 'volcano'],
    ['地震是怎么发生的', 'earthquake'],
    ['海水为什么是咸的', 'sea-salty'],
    ['科普：光合作用', 'photosynthesis'],
    ['why do leaves change color in autumn', 'leaves-colour'],
    ['how do plants drink water', 'plants-water'],
    ['how does a seed grow', 'seed-grows'],
    ['蜜蜂是怎么酿蜜的', 'honey'],
    ['how does a caterpillar become a butterfly', 'butterfly'],
    ['候鸟为什么要迁徙', 'birds-migrate'],
    ['why do cats purr', 'cats-purr'],
    ['how do fish breathe underwater', 'fish-breathe'],
    ['how does the heart pump blood', 'heart'],
    ['how do our lungs work', 'lungs'],
    ['食物是怎么被消化的', 'digestion'],
    ['疫苗是怎么起作用的', 'vaccine'],
    ['how do our eyes see', 'eyes'],
    ['why do things fall', 'gravity'],
    ['磁铁为什么能吸铁', 'magnets'],
    ['飞机为什么能飞上天', 'planes-fly'],
    ['how do rockets get to space', 'rocket'],
    ['how do solar panels work', 'solar-panel'],
    ['how does a heat pump work?', 'heat-pump'],
    ['冰箱是怎么制冷的', 'fridge'],
    ['how does a microwave heat food', 'microwave'],
    ['how does a lock and key work', 'lock-key'],
    ['钥匙开锁的原理是什么', 'lock-key'],
    ['how does a zipper work', 'zipper'],
    ['how do noise cancelling headphones work', 'noise-cancelling'],
    ['主动降噪耳机是怎么降噪的', 'noise-cancelling'],
    ['how does soap kill germs', 'soap'],
    ['why do we get goosebumps', 'goosebumps'],
    ['为什么会起鸡皮疙瘩', 'goosebumps'],
    ['how do chameleons change colour', 'chameleon-colour'],
    ['电池是怎么工作的', 'battery'],
    ['how does electricity get to your home', 'electricity'],
    ['how does wifi work', 'wifi'],
    ['how does GPS know where you are', 'gps'],
    ['互联网是怎么工作的', 'internet'],
    ['why does bread rise', 'bread-rises'],
    ['how is coffee made from bean to cup', 'coffee'],
    ['why do zebras have stripes', undefined],
  ])('%s → %s', (idea, id) => {
    expect(explainerTopic(idea)?.id).toBe(id);
  });
});

describe('the tutorial tasks', () => {
  it('about thirty, each laid out, then 3–5 steps and the finished result', () => {
    expect(TUTORIAL_TASKS.length).toBeGreaterThanOrEqual(30);
    for (const task of TUTORIAL_TASKS) {
      expect(task.steps.length, task.id).toBeGreaterThanOrEqual(3);
      expect(task.steps.length, task.id).toBeLessThanOrEqual(5);
      expect(task.done.optional, task.id).toBe(false);
      for (const step of [task.tools, ...task.steps, task.done]) wellWritten(step);
    }
  });

  it.each([
    ['how to tie a bowline knot', 'bowline'],
    ['how to tie a tie in 5 steps', 'necktie'],
    ['how to tie your shoelaces', 'shoelaces'],
    ['如何叠纸鹤', 'paper-crane'],
    ['怎么折纸飞机', 'paper-airplane'],
    ['how to fold a t-shirt', 'fold-tshirt'],
    ['如何包礼物', 'wrap-gift'],
    ['how to braid hair', 'braid'],
    ['how to do a french braid', undefined],
    ['怎么编辫子', 'braid'],
    ['怎么包饺子', 'dumplings'],
    ['how to crack an egg with one hand', 'crack-egg'],
    ['如何做咖啡拉花', 'latte-art'],
    ['how to make pour-over coffee', 'pour-over'],
    ['how to fix a flat bike tire', 'bike-tyre'],
    ['如何播种', 'plant-seed'],
    ['如何系领带', 'necktie'],
    ['怎么用筷子', 'chopsticks'],
    ['how to boil an egg', 'boil-egg'],
    ['怎么揉面', 'knead-dough'],
    ['how to use a french press', 'french-press'],
    ['怎么折幸运星', 'lucky-star'],
    ['how to crack an egg', 'crack-egg'],
  ])('%s → %s', (idea, id) => {
    expect(tutorialTask(howToTask(idea) ?? '')?.id).toBe(id);
  });
});
