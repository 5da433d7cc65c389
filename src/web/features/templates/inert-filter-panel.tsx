import type { ComponentProps } from 'react';
import { useIsHydrating } from '../../components/shell/hydrate-later.tsx';
import { FilterPanel } from './filter-panel.tsx';

/**
 * The filter panel as a part hydrated after the page (templates-page.tsx): its checkboxes are
 * inert until React owns them (useIsHydrating in hydrate-later.tsx says why).
 */
export function InertFilterPanel(props: ComponentProps<typeof FilterPanel>) {
  return (
    <div inert={useIsHydrating()}>
      <FilterPanel {...props} />
    </div>
  );
}
