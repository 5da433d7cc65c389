// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBuilder } from '../test-render.tsx';
import { ChoiceGroup } from './choice-group.tsx';

afterEach(cleanup);

const OPTIONS = [
  { value: 'dolly-in', label: 'Dolly in' },
  { value: 'orbit', label: 'Orbit' },
  { value: 'static', label: 'Static' },
];

function Multi() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ChoiceGroup
      multiple
      id="camera"
      legend="Camera movement"
      options={OPTIONS}
      value={value}
      onChange={setValue}
      error={value.length === 0 ? 'Pick at least one camera movement.' : undefined}
      required
    />
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of checkboxes that the keyboard toggles', async () => {
    renderBuilder(<Multi />);
    // The star is hidden; a required group says so in words.
    const group = screen.getByRole('group', { name: /^Camera movement\s*\(required\)$/ });
    expect(group).toHaveAccessibleDescription('Pick at least one camera movement.');
    const orbit = screen.getByRole('checkbox', { name: 'Orbit' });
    orbit.focus();
    await userEvent.keyboard(' ');
    expect(orbit).toBeChecked();
    expect(group).not.toHaveAccessibleDescription(/Pick/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Static' }));
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Static' })).not.toBeChecked();
    expect(orbit).toBeChecked();
  });

  it('shows a chosen value the options lack as a checked chip of its own, which unchecking removes', async () => {
    const changed = vi.fn();
    function Template() {
      const [value, setValue] = useState<string[]>(['orbit', 'Neo-noir live action']);
      return (
        <ChoiceGroup
          multiple
          id="style"
          legend="Visual style"
          options={OPTIONS}
          value={value}
          onChange={(next) => {
            changed(next);
            setValue(next);
          }}
        />
      );
    }
    renderBuilder(<Template />);
    const look = screen.getByRole('checkbox', { name: 'Neo-noir live action' });
    expect(look).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(OPTIONS.length + 1);
    await userEvent.click(look);
    expect(changed).toHaveBeenLastCalledWith(['orbit']);
    expect(screen.queryByRole('checkbox', { name: 'Neo-noir live action' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Orbit' })).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(OPTIONS.length);
  });

  it('offers one answer as radios', async () => {
    function Single() {
      const [value, setValue] = useState('');
      return (
        <ChoiceGroup id="lens" legend="Lens" options={OPTIONS} value={value} onChange={setValue} />
      );
    }
    renderBuilder(<Single />);
    await userEvent.click(screen.getByRole('radio', { name: 'Orbit' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Static' }));
    expect(screen.getByRole('radio', { name: 'Orbit' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Static' })).toBeChecked();
  });
});
