import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { DEFAULT_MODEL_ID, type ModelId } from '../../../domain/models/model-ids.ts';
import { fitChoice, type ModelNotice as Notice, type ToolLists } from './fit-choice.ts';
import type { ModelChoice } from './model-choice.ts';
import { ModelNotice } from './model-notice.tsx';
import { modelOption } from './model-options.ts';
import { ModelPicker } from './model-picker.tsx';
import { chooseModel, currentModel, subscribeModel } from './model-store.ts';

export { DurationSelect } from './duration-select.tsx';

const serverModel = (): ModelId => DEFAULT_MODEL_ID;

/**
 * The model picker of a tool page, with what it moved. A part hydrated after the page
 * (`later()`, docs/decisions/018): the page holds only the choice (model-choice.ts), this
 * field brings the profile data, the remembered model and the rules.
 *
 * - Hydrated, it reads the model this browser chose last (one key for all four tools) and
 *   moves the page to it; a model chosen in another tab or tool is followed the same way.
 *   Nobody here pressed anything, so nothing is said.
 * - The person picks a model: the length (and ratio, in the builder) moves to the nearest the
 *   model offers, and the field says so until the person picks another.
 * - The page sets a model itself (a recent prompt used again): it is remembered.
 */
export function ModelField({
  value,
  onChange,
  own,
  disabled,
  label,
  className,
}: {
  value: ModelChoice;
  onChange: (choice: ModelChoice) => void;
  /** The tool's own lists for universal (the builder's). */
  own?: ToolLists;
  disabled?: boolean;
  label?: string;
  className?: string;
}) {
  const stored = useSyncExternalStore(subscribeModel, currentModel, serverModel);
  const [notice, setNotice] = useState<Notice | null>(null);

  const follow = useEffectEvent((id: ModelId) => {
    const option = modelOption(id);
    if (id === value.model || !option) return;
    onChange(fitChoice(value, option, own).choice);
  });
  useEffect(() => follow(stored), [stored]);

  // Not on mount: the page's first choice is the prerendered universal, not the person's.
  // After, a model the page set itself gets its lists (and is remembered).
  const mounted = useRef(false);
  const remember = useEffectEvent((id: ModelId) => {
    if (id !== currentModel()) chooseModel(id);
    const option = modelOption(id);
    if (!option) return;
    const fitted = fitChoice(value, option, own).choice;
    if (
      fitted.durations.join() !== value.durations.join() ||
      fitted.duration !== value.duration ||
      fitted.aspectRatio !== value.aspectRatio
    ) {
      onChange(fitted);
    }
  });
  useEffect(() => {
    if (mounted.current) remember(value.model);
    mounted.current = true;
  }, [value.model]);

  // A notice holds while the length and ratio are still what it says they became.
  const shown =
    notice &&
    notice.model.id === value.model &&
    (!notice.duration || value.duration === `${notice.duration.to}s`) &&
    (!notice.ratio || value.aspectRatio === notice.ratio.to)
      ? notice
      : null;

  return (
    <div className={className}>
      <ModelPicker
        value={value.model}
        disabled={disabled}
        label={label}
        onChange={(option) => {
          const fitted = fitChoice(value, option, own);
          setNotice(fitted.notice);
          onChange(fitted.choice);
          chooseModel(option.id);
        }}
      />
      <ModelNotice notice={shown} className="mt-2 empty:hidden" />
    </div>
  );
}
