import { useCallback, useState } from 'react';
import { LEVELS, type Level } from './result-model.ts';

export type ExpandedMap = Record<Level, boolean>;

/** Which result cards are open, with the Expand All / Collapse All toggle of spec 4. */
export function useExpanded(initial: ExpandedMap) {
  const [expanded, setExpanded] = useState<ExpandedMap>(initial);
  const allExpanded = LEVELS.every((level) => expanded[level]);

  const toggle = useCallback(
    (level: Level) => setExpanded((current) => ({ ...current, [level]: !current[level] })),
    [],
  );
  /** Opens every card unless all are open already, in which case it closes them all. */
  const toggleAll = useCallback(
    () =>
      setExpanded((current) => {
        const open = !LEVELS.every((level) => current[level]);
        return { light: open, medium: open, heavy: open };
      }),
    [],
  );

  return { expanded, allExpanded, toggle, toggleAll, setExpanded };
}

/** Only the given level open: how a fresh set of results starts. */
export function onlyOpen(level: Level | null): ExpandedMap {
  return { light: level === 'light', medium: level === 'medium', heavy: level === 'heavy' };
}
