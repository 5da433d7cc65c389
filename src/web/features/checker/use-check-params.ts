import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isModelId, type ModelId } from '../../../domain/models/model-ids.ts';
import { useHydrated } from '../prompt-results/use-prompt-param.ts';
import { CHECK_PARAMS, FROM_SESSION, takeCarry } from '../../lib/check-link.ts';

export interface CheckParams {
  prompt?: string;
  model?: ModelId;
  duration?: string;
}

/** The carried prompt, parsed with the shared schema (zod loads only for a carried prompt). */
async function readCarried(id: string): Promise<string | undefined> {
  const raw = takeCarry(id);
  if (raw === null) return undefined;
  const { CheckCarrySchema } = await import('../../../domain/schemas/check.ts');
  try {
    const parsed = CheckCarrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.prompt : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onParams` once after hydration with what a "Check" link brought (?prompt=, ?model=,
 * ?duration=, or a prompt carried in session storage), and again when a link brings other
 * values. Values that are not valid are left out.
 */
export function useCheckParams(onParams: (params: CheckParams) => void): void {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const key = hydrated ? params.toString() : null;
  const [seen, setSeen] = useState<string | null>(null);
  if (key === null || key === seen) return;
  setSeen(key);
  const model = params.get(CHECK_PARAMS.model);
  const duration = params.get(CHECK_PARAMS.duration);
  const base: CheckParams = {
    ...(isModelId(model) ? { model } : {}),
    ...(duration !== null && /^\d{1,3}s$/.test(duration) ? { duration } : {}),
  };
  if (params.get(CHECK_PARAMS.from) === FROM_SESSION) {
    void readCarried(params.get(CHECK_PARAMS.carry) ?? '').then((prompt) =>
      onParams(prompt ? { ...base, prompt } : base),
    );
    return;
  }
  const prompt = params.get(CHECK_PARAMS.prompt);
  if (prompt || base.model || base.duration) onParams(prompt ? { ...base, prompt } : base);
}
