// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PromptField } from './prompt-field.tsx';
import { renderWithI18n } from './test-render.tsx';
import { TOOL_PROMPT_LIMITS } from './tool-limits.ts';

afterEach(cleanup);

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PromptField
      label="Prompt"
      placeholder="…"
      value={value}
      onChange={setValue}
      limits={TOOL_PROMPT_LIMITS}
    />
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Prompt'), { target: { value: text } });

describe('PromptField', () => {
  it('caps the box at 2000 characters and describes it by the counter', () => {
    renderWithI18n(<Harness />);
    const box = screen.getByLabelText('Prompt');
    expect(box).toHaveAttribute('maxLength', '2000');
    expect(box).toHaveAccessibleDescription(/Max: 2,000/);
  });

  it('asks for 10 characters, then reads Max: 2,000, highlighted from 1800, and Limit reached! at 2000', () => {
    renderWithI18n(<Harness />);
    const counter = screen.getByTestId('prompt-counter');
    expect(counter).toHaveTextContent('0 characters · At least 10 characters');
    expect(counter).toHaveAttribute('data-state', 'short');

    type('x'.repeat(10));
    expect(counter).toHaveTextContent('10 characters');
    expect(counter).toHaveTextContent('Max: 2,000');
    expect(counter).toHaveAttribute('data-state', 'ok');

    type('x'.repeat(1800));
    expect(counter).toHaveAttribute('data-state', 'warn');
    expect(counter).toHaveTextContent('Max: 2,000');

    type('x'.repeat(2000));
    expect(counter).toHaveAttribute('data-state', 'limit');
    expect(counter).toHaveTextContent('Limit reached!');
    expect(counter).not.toHaveTextContent('Max: 2,000');
  });

  it('is translated in Chinese', () => {
    renderWithI18n(<Harness initial={'字'.repeat(2000)} />, {
      language: 'zh',
      path: '/zh/refiner',
    });
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('2000 个字符');
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('已达上限！');
  });
});
