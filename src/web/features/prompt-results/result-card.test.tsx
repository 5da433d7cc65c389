// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultCard } from './result-card.tsx';
import type { ResultItem } from './result-model.ts';
import { renderWithI18n } from './test-render.tsx';

afterEach(cleanup);

const ORIGINAL = 'A red fox runs through snow at dawn.';
const ITEM: ResultItem = {
  level: 'medium',
  prompt:
    'A red fox runs through deep snow at dawn. Slow dolly in on a 50mm lens, then a tracking shot follows it.',
  similarity: 0.734,
  changes: ['Camera: slow dolly in', 'Lens: 50mm'],
  stats: { characters: 104, percentMatch: 73, cameraTerms: 3, beats: 2 },
};

function Harness({ item = ITEM, open = false }: { item?: ResultItem; open?: boolean }) {
  const [expanded, setExpanded] = useState(open);
  return (
    <ResultCard
      item={item}
      original={ORIGINAL}
      expanded={expanded}
      onToggle={() => setExpanded((v) => !v)}
    />
  );
}

describe('ResultCard', () => {
  it('collapses to an 80-character preview and expands into a labelled region', async () => {
    renderWithI18n(<Harness />);
    const toggle = screen.getByRole('button', { name: /Medium/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('preview').textContent).toBe(`${ITEM.prompt.slice(0, 80)}…`);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /Medium/ });
    expect(toggle).toHaveAttribute('aria-controls', region.id);
    expect(within(region).getByTestId('result-text')).toHaveTextContent(ITEM.prompt);
    expect(screen.queryByTestId('preview')).not.toBeInTheDocument();
  });

  it('shows the similarity in the header and the four stats', () => {
    renderWithI18n(<Harness open />);
    expect(screen.getByTestId('similarity')).toHaveTextContent('73% match');
    const value = (key: string) =>
      document.querySelector(`dl [data-stat="${key}"] dd`)?.textContent ?? '';
    expect(value('characters')).toBe('104');
    expect(value('match')).toBe('73%');
    expect(value('cameraTerms')).toBe('3');
    expect(value('beats')).toBe('2');
  });

  it('lists the changes and shows a word diff with <ins> and <del> on demand', async () => {
    renderWithI18n(<Harness open />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(ITEM.changes);
    expect(screen.queryByTestId('diff-text')).not.toBeInTheDocument();
    const diffButton = screen.getByRole('button', { name: 'Show diff' });
    expect(diffButton).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(diffButton);
    expect(screen.getByRole('button', { name: 'Hide diff' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const diff = screen.getByRole('region', { name: 'Diff against the original' });
    const text = within(diff).getByTestId('diff-text');
    const inserted = [...text.querySelectorAll('ins')].map((el) => el.textContent).join('');
    expect(inserted).toContain('deep');
    expect(inserted).toContain('tracking');
    // Every word of the original is still there: the medium version only adds to it.
    expect(text.textContent).toContain('A red fox runs through');
  });

  it('links the text to the refiner, the variants and the builder, localised', () => {
    renderWithI18n(<Harness open />, { language: 'zh', path: '/zh/variants' });
    const href = (target: string) =>
      document.querySelector(`a[data-send="${target}"]`)?.getAttribute('href') ?? '';
    const refiner = new URL(href('refiner'), 'http://x');
    expect(refiner.pathname).toBe('/zh/refiner');
    expect(refiner.searchParams.get('prompt')).toBe(ITEM.prompt);
    expect(new URL(href('variants'), 'http://x').pathname).toBe('/zh/variants');
    const builder = new URL(href('builder'), 'http://x');
    expect(builder.pathname).toBe('/zh/builder');
    expect(builder.searchParams.get('scene')).toBe(ITEM.prompt);
    expect(screen.getByTestId('similarity')).toHaveTextContent('相似度 73%');
  });

  it('reads "—" for the match when the similarity is unknown', () => {
    renderWithI18n(
      <Harness
        open
        item={{ ...ITEM, similarity: null, stats: { ...ITEM.stats, percentMatch: null } }}
      />,
    );
    expect(screen.queryByTestId('similarity')).not.toBeInTheDocument();
    expect(document.querySelector('[data-stat="match"] dd')).toHaveTextContent('—');
  });

  it('shows the model’s settings, its negative prompt with its own Copy, and its length limit', () => {
    renderWithI18n(
      <ResultCard
        item={ITEM}
        original={ORIGINAL}
        expanded
        onToggle={() => {}}
        written={{
          model: 'seedance',
          language: 'zh',
          settings: { duration: '5s', aspectRatio: '9:16', resolution: '1080p' },
          negativePrompt: 'subtitles, watermark',
        }}
      />,
      { language: 'zh' },
    );
    expect(screen.getByTestId('length-badge')).toHaveTextContent(
      `${ITEM.prompt.length} / 500 字符`,
    );
    const chips = within(screen.getByTestId('settings-chips')).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '模型：Seedance 2.0（即梦）',
      '5 秒',
      '9:16',
      '1080p',
    ]);
    expect(screen.getByTestId('negative-prompt')).toHaveTextContent('subtitles, watermark');
    expect(screen.getByRole('button', { name: '复制负面提示词' })).toBeVisible();
    expect(screen.getByRole('link', { name: /检查/ }).getAttribute('href')).toContain(
      'model=seedance',
    );
  });
});
