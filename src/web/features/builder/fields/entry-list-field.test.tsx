// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryListField } from './entry-list-field.tsx';

afterEach(cleanup);

function Harness({ initial = [] as string[] }) {
  const [entries, setEntries] = useState(initial);
  return (
    <EntryListField
      id="motion"
      label="Motion"
      listLabel="Motion entries"
      placeholder="Describe a movement"
      addLabel="Add"
      removeLabel={(entry) => `Remove ${entry}`}
      entries={entries}
      onChange={setEntries}
    />
  );
}

const items = () => screen.queryAllByRole('listitem').map((item) => item.textContent?.trim() ?? '');

describe('EntryListField', () => {
  it('adds the trimmed text on Enter and clears the box', async () => {
    render(<Harness />);
    const box = screen.getByLabelText('Motion');
    await userEvent.type(box, '  the fox leaps  {Enter}');
    expect(items()).toEqual(['the fox leaps']);
    expect(box).toHaveValue('');
  });

  it('keeps a line break on Shift+Enter and ignores empty entries', async () => {
    render(<Harness />);
    const box = screen.getByLabelText('Motion');
    await userEvent.type(box, '   {Enter}');
    expect(items()).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box).toHaveValue('one\ntwo');
    expect(items()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(items()).toEqual(['one\ntwo']);
  });

  it('does not add while an IME composition is confirmed with Enter', () => {
    render(<Harness />);
    const box = screen.getByLabelText('Motion');
    fireEvent.change(box, { target: { value: '狐狸' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(items()).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(items()).toEqual(['狐狸']);
  });

  it('removes an entry with its button', async () => {
    render(<Harness initial={['a', 'b']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a' }));
    expect(items()).toEqual(['b']);
  });
});
