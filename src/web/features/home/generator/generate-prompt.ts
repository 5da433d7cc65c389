import { postJson } from '../../../lib/api-client.ts';
import {
  GenerateRequestSchema,
  GenerateResultSchema,
} from '../../../../domain/schemas/generate.ts';
import type { GeneratorMode } from './generator-options.ts';
import type { DurationText, ModelId } from '../../../../domain/models/model-ids.ts';
import type { PromptSettings } from '../../../../domain/prompt/render/render-types.ts';
import type { Language } from '../../../../domain/site/languages.ts';

/**
 * Loaded on demand (see generator-loader.ts): it carries the API client's schema and, through
 * the fallback, the prompt engine — neither belongs in the page's first load.
 */
export interface GeneratorRequest {
  input: string;
  mode: GeneratorMode;
  /** One of the model's lengths ("8s"). */
  duration: DurationText;
  language: Language;
  /** The model the prompt is written for. */
  model: ModelId;
  /** A fresh random number per call, so Regenerate gives a new prompt for the same input. */
  seed: number;
}

export interface GeneratorOutcome {
  prompt: string;
  enhancements: string[];
  /** True when the browser's own engine made it because the API call failed. */
  offline: boolean;
  /** Duration, ratio and resolution, set beside the prompt where the model takes them so. */
  settings: PromptSettings;
  /** What must not appear, for a model with a negative-prompt field. */
  negativePrompt?: string;
  /** The idea alone is longer than the model takes. */
  overLimit?: boolean;
}

/** The model's part of an answer (the API's or the engine's), absent fields left out. */
function modelFields(result: {
  settings: PromptSettings;
  negativePrompt?: string;
  overLimit?: boolean;
}): Pick<GeneratorOutcome, 'settings' | 'negativePrompt' | 'overLimit'> {
  return {
    settings: result.settings,
    ...(result.negativePrompt ? { negativePrompt: result.negativePrompt } : {}),
    ...(result.overLimit ? { overLimit: true } : {}),
  };
}

/** The browser's copy of the engine the server uses (spec 8: the local expansion). */
function loadEngine() {
  return import('../../../../engine/expand.ts');
}

async function expandOffline(request: GeneratorRequest): Promise<GeneratorOutcome> {
  const { expand } = await loadEngine();
  // The same parse the server does: the engine sees the input cleaned of control, bidi and
  // other invisible characters, whichever side runs it.
  const parsed = GenerateRequestSchema.parse(request);
  const result = expand(parsed.input, {
    mode: parsed.mode,
    duration: parsed.duration,
    language: parsed.language,
    seed: parsed.seed,
    model: parsed.model,
  });
  return {
    ...modelFields(result),
    prompt: result.prompt,
    enhancements: result.enhancements,
    offline: true,
  };
}

/** Loads the engine now so the offline fallback works even if the server goes away later. */
export function preloadEngine(): Promise<unknown> {
  return loadEngine();
}

/**
 * Asks the API for a prompt; on any failure (network, timeout, 4xx/5xx, wrong shape) logs it
 * and expands the input with the in-browser engine instead, so the user always gets a result.
 */
export async function generatePrompt(request: GeneratorRequest): Promise<GeneratorOutcome> {
  try {
    const result = await postJson('/api/generate-prompt', request, GenerateResultSchema, {
      fallbackMessage: 'Failed to generate prompt',
    });
    return {
      ...modelFields(result),
      prompt: result.prompt,
      enhancements: result.enhancements,
      offline: false,
    };
  } catch (error) {
    console.error('Generating on the server failed; using the built-in engine.', error);
    return expandOffline(request);
  }
}
