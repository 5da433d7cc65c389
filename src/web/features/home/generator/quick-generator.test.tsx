// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHome } from '../test-render.tsx';
import type { GeneratorOutcome, GeneratorRequest } from './generate-prompt.ts';
import { HISTORY_KEY, resetHistoryCache } from './history-store.ts';
import { MODEL_KEY, resetModelStoreForTests } from '../../models/model-store.ts';
import { QuickGenerator } from './quick-generator.tsx';

const generatePrompt = vi.fn<(request: GeneratorRequest) => Promise<GeneratorOutcome>>();
const loadGenerator = vi.fn(async () => ({ generatePrompt, preloadEngine: async () => {} }));

vi.mock('./generator-loader.ts', () => ({
  loadGenerator: () => loadGenerator(),
  preloadGeneratorWhenIdle: () => {},
}));

beforeEach(() => {
  window.localStorage.clear();
  resetHistoryCache();
  resetModelStoreForTests();
  generatePrompt.mockReset();
  loadGenerator.mockClear();
});
afterEach(cleanup);

const input = () => screen.getByLabelText<HTMLTextAreaElement>('Your video idea');
const generateButton = () => screen.getByRole('button', { name: /Generate prompt|Generating/ });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('QuickGenerator', () => {
  it('starts in Fast mode at 15s with Generate disabled', () => {
    renderHome(<QuickGenerator />);
    expect(screen.getByRole('radio', { name: /Fast/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /15s/ })).toBeChecked();
    expect(generateButton()).toBeDisabled();
  });

  it('disables Generate for blank and over-long text, with a red counter and a message', () => {
    renderHome(<QuickGenerator />);
    type('   \n ');
    expect(generateButton()).toBeDisabled();
    type('x'.repeat(2000));
    expect(generateButton()).toBeEnabled();
    expect(screen.getByText('2,000 / 2,000')).not.toHaveAttribute('data-over-limit');
    type('x'.repeat(2001));
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText('2,001 / 2,000')).toHaveAttribute('data-over-limit', 'true');
    expect(
      screen.getByText('Input exceeds maximum length. Please shorten your description.'),
    ).toBeVisible();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).not.toHaveAttribute('maxLength');
  });

  it('locks every control while generating, then shows the result and keeps it in history', async () => {
    const pending = deferred<GeneratorOutcome>();
    generatePrompt.mockReturnValueOnce(pending.promise);
    renderHome(<QuickGenerator />);
    type('a fox in the snow');
    fireEvent.click(screen.getByRole('radio', { name: /Advanced/ }));
    fireEvent.click(screen.getByRole('radio', { name: /25s/ }));
    fireEvent.click(generateButton());

    await waitFor(() => expect(generatePrompt).toHaveBeenCalledTimes(1));
    expect(generatePrompt.mock.calls[0]?.[0]).toMatchObject({
      input: 'a fox in the snow',
      mode: 'advanced',
      duration: '25s',
      language: 'en',
    });
    expect(generateButton()).toHaveTextContent('Generating…');
    expect(generateButton()).toBeDisabled();
    expect(input()).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByTestId('generator-status')).toHaveTextContent('Generating your prompt…');

    const prompt = 'A red fox leaps through deep snow. Camera: low tracking shot.';
    await act(async () =>
      pending.resolve({
        prompt,
        enhancements: ['Camera work', 'Lighting'],
        offline: false,
        settings: { duration: '15s' },
      }),
    );
    // The result card's code arrives with the generator's (a chunk of its own).
    const result = await screen.findByTestId('generator-result');
    expect(within(result).getByTestId('generated-prompt')).toHaveTextContent(prompt);
    expect(within(result).getByTestId('length-badge')).toHaveTextContent(
      `${prompt.length} / 2,000 characters`,
    );
    expect(within(result).getByTestId('token-badge')).toHaveTextContent(
      `≈ ${Math.ceil(prompt.length / 4)} tokens`,
    );
    expect(
      within(within(result).getByTestId('enhancements')).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(result).queryByTestId('offline-note')).toBeNull();
    expect(screen.getByTestId('generator-status')).toHaveTextContent(
      `Your prompt is ready: ${prompt.length} characters.`,
    );
    expect(input()).toBeEnabled();

    // The history's code loads after the result (it is not in the first load either).
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual([
        expect.objectContaining({
          prompt,
          input: 'a fox in the snow',
          mode: 'advanced',
          duration: '25s',
        }),
      ]),
    );
    // The recent prompts are a part of the page hydrated later: it renders once its code is in.
    const recent = await screen.findByTestId('recent-prompts');
    expect(await within(recent).findByText(prompt)).toBeVisible();
  });

  it('regenerates the same input with a new seed, and marks an offline result', async () => {
    generatePrompt
      .mockResolvedValueOnce({
        prompt: 'first prompt',
        enhancements: [],
        offline: false,
        settings: { duration: '15s' },
      })
      .mockResolvedValueOnce({
        prompt: 'second prompt',
        enhancements: [],
        offline: true,
        settings: { duration: '15s' },
      });
    renderHome(<QuickGenerator />);
    type('a lighthouse at night');
    fireEvent.click(generateButton());
    await screen.findByText('first prompt', { selector: '[data-testid="generated-prompt"]' });
    type('something else typed meanwhile');
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await screen.findByText('second prompt', { selector: '[data-testid="generated-prompt"]' });
    const [first, second] = generatePrompt.mock.calls.map(([request]) => request);
    expect(second?.input).toBe('a lighthouse at night');
    expect(second?.seed).not.toBe(first?.seed);
    expect(screen.getByTestId('offline-note')).toHaveTextContent('Made offline');
    expect(screen.getByTestId('length-badge')).toHaveTextContent('13 / 500 characters');
  });

  it('regenerate tries another seed when one gives back the same prompt', async () => {
    generatePrompt
      .mockResolvedValueOnce({
        prompt: 'same words',
        enhancements: [],
        offline: false,
        settings: { duration: '15s' },
      })
      .mockResolvedValueOnce({
        prompt: 'same words',
        enhancements: [],
        offline: false,
        settings: { duration: '15s' },
      })
      .mockResolvedValueOnce({
        prompt: 'new words',
        enhancements: [],
        offline: false,
        settings: { duration: '15s' },
      });
    renderHome(<QuickGenerator />);
    type('a lighthouse');
    fireEvent.click(generateButton());
    await screen.findByText('same words', { selector: '[data-testid="generated-prompt"]' });
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await screen.findByText('new words', { selector: '[data-testid="generated-prompt"]' });
    const seeds = generatePrompt.mock.calls.map(([request]) => request.seed);
    expect(new Set(seeds).size).toBe(3);
    expect(JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? '[]')).toHaveLength(2);
  });

  it('tries another: clears the input, focuses it and brings back the placeholder', async () => {
    generatePrompt.mockResolvedValueOnce({
      prompt: 'p',
      enhancements: [],
      offline: false,
      settings: { duration: '15s' },
    });
    renderHome(<QuickGenerator />);
    type('an idea');
    fireEvent.click(generateButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Try another idea' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.getByText('Your prompt will appear here')).toBeVisible();
  });

  it('reuses a recent prompt: its input, mode and duration come back', () => {
    window.localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify([
        {
          prompt: 'stored prompt',
          input: 'stored idea',
          mode: 'advanced',
          duration: '10s',
          createdAt: '2026-01-02T10:00:00.000Z',
        },
      ]),
    );
    renderHome(<QuickGenerator />);
    fireEvent.click(screen.getByRole('button', { name: 'Use again' }));
    expect(input()).toHaveValue('stored idea');
    expect(screen.getByRole('radio', { name: /Advanced/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /10s/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.queryByText('stored prompt')).toBeNull();
    expect(window.localStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('says so when not even the built-in engine could run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    loadGenerator.mockRejectedValueOnce(new Error('chunk failed'));
    renderHome(<QuickGenerator />);
    type('an idea');
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(screen.getByTestId('generator-status')).toHaveTextContent('Please try again'),
    );
    expect(generateButton()).toBeEnabled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('writes for the chosen model: its lengths, the nearest length, and the person is told', async () => {
    generatePrompt.mockResolvedValueOnce({
      prompt: 'A fox on the ice.',
      enhancements: [],
      offline: false,
      settings: { duration: '8s', aspectRatio: '16:9', resolution: '1080p' },
      negativePrompt: 'text, watermark',
    });
    renderHome(<QuickGenerator />);
    const picker = await screen.findByLabelText<HTMLSelectElement>('Video model');
    expect(picker).toHaveValue('universal');
    fireEvent.change(picker, { target: { value: 'veo' } });
    expect(await screen.findByRole('radio', { name: '8 s' })).toBeChecked();
    expect(
      screen.getAllByRole('radio', { name: /\d s$/ }).map((radio) => radio.getAttribute('value')),
    ).toEqual(['4s', '6s', '8s']);
    expect(screen.getByTestId('model-notice')).toHaveTextContent(
      'Veo 3.1 makes 4, 6 or 8 s clips, so the length is now 8 s (was 15 s).',
    );
    expect(JSON.parse(window.localStorage.getItem(MODEL_KEY) ?? 'null')).toBe('veo');

    type('a fox on the ice');
    fireEvent.click(generateButton());
    await waitFor(() => expect(generatePrompt).toHaveBeenCalledTimes(1));
    expect(generatePrompt.mock.calls[0]?.[0]).toMatchObject({ model: 'veo', duration: '8s' });
    const result = await screen.findByTestId('generator-result');
    expect(within(result).getByTestId('negative-prompt')).toHaveTextContent('text, watermark');
    expect(within(result).getByRole('button', { name: 'Copy negative prompt' })).toBeVisible();
    expect(
      within(within(result).getByTestId('settings-chips'))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Model: Veo 3.1', '8 s', '16:9', '1080p']);
    expect(within(result).getByTestId('length-badge')).toHaveTextContent('17 / 1,000 characters');
  });

  it('a model with many lengths offers them in a select', async () => {
    renderHome(<QuickGenerator />);
    fireEvent.change(await screen.findByLabelText('Video model'), { target: { value: 'kling' } });
    const select = await screen.findByLabelText<HTMLSelectElement>('Clip length');
    expect(select).toHaveValue('15s');
    expect(select.options).toHaveLength(13);
    expect(screen.getByTestId('model-notice')).toBeEmptyDOMElement();
  });

  it('remembers the model, and reads unreadable storage as universal', async () => {
    window.localStorage.setItem(MODEL_KEY, JSON.stringify('hailuo'));
    const { unmount } = renderHome(<QuickGenerator />);
    await waitFor(() => expect(screen.getByLabelText('Video model')).toHaveValue('hailuo'));
    // 15 s moves to Hailuo's nearest, 10 s; nobody pressed anything, so nothing is said.
    expect(screen.getByRole('radio', { name: '10 s' })).toBeChecked();
    expect(screen.getByTestId('model-notice')).toBeEmptyDOMElement();
    unmount();
    resetModelStoreForTests();
    window.localStorage.setItem(MODEL_KEY, '{not json');
    renderHome(<QuickGenerator />);
    expect(await screen.findByLabelText('Video model')).toHaveValue('universal');
    expect(screen.getByRole('radio', { name: /15s/ })).toBeChecked();
  });

  it('speaks Chinese on /zh', () => {
    renderHome(<QuickGenerator />, 'zh');
    fireEvent.change(screen.getByLabelText('你的视频创意'), {
      target: { value: '字'.repeat(2001) },
    });
    expect(screen.getByText('输入内容超出最大长度，请精简你的描述。')).toBeVisible();
    expect(screen.getByRole('button', { name: '生成提示词' })).toBeDisabled();
  });
});
