// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunState } from './result-model.ts';
import { ResultsPanel } from './results-panel.tsx';
import { renderWithI18n } from './test-render.tsx';

afterEach(cleanup);

function renderPanel(state: RunState, extra: { onRetry?: () => void; allExpanded?: boolean } = {}) {
  return renderWithI18n(
    <ResultsPanel
      state={state}
      emptyTitle="Nothing yet"
      emptyText="Type a prompt"
      allExpanded={extra.allExpanded ?? false}
      onToggleAll={() => {}}
      onRetry={extra.onRetry ?? (() => {})}
    >
      <p>cards</p>
    </ResultsPanel>,
  );
}

describe('ResultsPanel', () => {
  it('starts with the empty state and an empty live region', () => {
    renderPanel({ status: 'idle' });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('announces loading with the 10–30 seconds notice', async () => {
    renderPanel({ status: 'loading' });
    expect(await screen.findByTestId('loading-notice')).toHaveTextContent(
      'AI may take 10–30 seconds.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('AI may take 10–30 seconds.');
    expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error card with the message and a retry', async () => {
    const onRetry = vi.fn();
    renderPanel({ status: 'error', message: 'engine chunk failed' }, { onRetry });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Optimization failed');
    expect(alert).toHaveTextContent('engine chunk failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows results with the offline mark and the Expand All / Collapse All toggle', async () => {
    const results = { original: 'x', items: [], offline: true };
    const { unmount } = renderPanel({ status: 'done', results });
    expect(await screen.findByText('cards')).toBeInTheDocument();
    expect(screen.getByTestId('offline-note')).toHaveTextContent('Made offline');
    expect(await screen.findByRole('button', { name: 'Expand All' })).toBeInTheDocument();
    unmount();
    renderPanel({ status: 'done', results: { ...results, offline: false } }, { allExpanded: true });
    expect(await screen.findByRole('button', { name: 'Collapse All' })).toBeInTheDocument();
    expect(screen.getByText('cards')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-note')).not.toBeInTheDocument();
  });
});
