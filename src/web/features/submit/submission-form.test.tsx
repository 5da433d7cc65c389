// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormHarness, renderSubmit } from './test-render.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PROMPT = 'A slow dolly in on a ceramic mug, steam rising in warm morning light.';
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: /Submit for review|提交审核/ }));
const promptBox = () => screen.getByRole('textbox', { name: /Prompt|提示词/ });
const tagBox = () => screen.getByRole('textbox', { name: /Tags|标签/ });

/** Fills every required field (the checklist hydrates after the form: it is awaited). */
async function fillRequired() {
  fireEvent.change(promptBox(), { target: { value: PROMPT } });
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'travel' } });
  fireEvent.change(tagBox(), { target: { value: 'sunset' } });
  fireEvent.keyDown(tagBox(), { key: 'Enter' });
  const required = await screen.findByRole('group', { name: /Safety confirmations|安全确认/ });
  for (const box of within(required).getAllByRole('checkbox').slice(0, 7)) fireEvent.click(box);
}

describe('SubmissionForm', () => {
  it('shows no errors before the first submit', () => {
    renderSubmit(<FormHarness />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(promptBox()).not.toHaveAttribute('aria-invalid');
  });

  it('shows every error with the plural summary and focuses the prompt', async () => {
    renderSubmit(<FormHarness />);
    submit();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Form Validation Failed');
    expect(alert).toHaveTextContent('(4 errors)');
    expect(promptBox()).toHaveAttribute('aria-invalid', 'true');
    expect(promptBox()).toHaveAccessibleDescription(/Please enter your prompt/);
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Please select a category');
    expect(tagBox()).toHaveAccessibleDescription(/Please add at least one tag/);
    expect(
      await screen.findByText('Please confirm all 7 safety requirements (7 remaining)'),
    ).toBeInTheDocument();
    expect(promptBox()).toHaveFocus();
  });

  it('uses the singular summary for one error', async () => {
    renderSubmit(<FormHarness />);
    await fillRequired();
    fireEvent.change(promptBox(), { target: { value: 'short' } });
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('(1 error)');
    expect(promptBox()).toHaveAccessibleDescription(
      /Prompt must be at least 50 characters \(currently 5\)/,
    );
  });

  it('speaks Chinese in /zh', async () => {
    renderSubmit(<FormHarness language="zh" />, 'zh');
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('表单校验未通过');
    expect(screen.getByRole('alert')).toHaveTextContent('共 4 处错误');
    expect(await screen.findByText('请确认全部 7 项安全要求（还剩 7 项）')).toBeInTheDocument();
  });

  it('does not add a tag while an input method is composing', () => {
    renderSubmit(<FormHarness language="zh" />, 'zh');
    fireEvent.change(tagBox(), { target: { value: 'huang' } });
    fireEvent.keyDown(tagBox(), { key: 'Enter', isComposing: true });
    expect(screen.queryByRole('button', { name: /删除标签/ })).not.toBeInTheDocument();
    fireEvent.change(tagBox(), { target: { value: '黄金时刻' } });
    fireEvent.keyDown(tagBox(), { key: 'Enter' });
    expect(screen.getByRole('button', { name: '删除标签“黄金时刻”' })).toBeInTheDocument();
    expect(tagBox()).toHaveValue('');
  });

  it('keeps a valid submission in the outbox when the server cannot be reached', async () => {
    // jsdom has no server behind /api: the send fails like an offline browser's would.
    const onSubmitted = vi.fn();
    renderSubmit(<FormHarness onSubmitted={onSubmitted} />);
    await fillRequired();
    submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted).toHaveBeenCalledWith({ outcome: 'queued', busy: false });
    const keys = Object.keys(localStorage).filter((k) => k.startsWith('promptreel-submission-'));
    expect(keys).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(keys[0]!)!)).toMatchObject({
      prompt: PROMPT,
      categoryId: 'travel',
      tags: ['sunset'],
      language: 'en',
    });
    expect(keys[0]).toMatch(
      /^promptreel-submission-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('keeps everything and explains when neither the server nor storage is available', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const onSubmitted = vi.fn();
    renderSubmit(<FormHarness onSubmitted={onSubmitted} />);
    await fillRequired();
    submit();
    expect(await screen.findByText(/could not reach our server/)).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(promptBox()).toHaveValue(PROMPT);
  });
});
