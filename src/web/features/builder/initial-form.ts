import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';

/**
 * A fresh form with the spec's defaults (10s, 9:16, audio off). The domain's
 * createBuilderForm() gives the same by parsing `{}` with zod, which the first load cannot
 * afford; initial-form.test.ts keeps the two equal.
 */
export function initialForm(): BuilderForm {
  return {
    categoryId: '',
    duration: '10s',
    aspectRatio: '9:16',
    title: '',
    scene: '',
    subject: '',
    environment: '',
    timeOfDay: '',
    cameraMovement: [],
    shotType: [],
    lens: '',
    visualStyle: [],
    lighting: [],
    colorGrading: '',
    motion: [],
    physicsConstraints: [],
    specialEffects: [],
    hasAudio: false,
    audio: {
      type: '',
      musicStyle: '',
      voice: { gender: '', accent: '', tone: '' },
      lines: [],
      sync: '',
    },
    safetyChecks: {},
  };
}

/**
 * The form without empty values, for share links: the schema fills the defaults back in, so
 * a link carries only what the person chose.
 */
export function compactForm(form: BuilderForm): Record<string, unknown> {
  return prune(form) as Record<string, unknown>;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? value : undefined;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const kept = prune(child);
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  if (value === '' || value === false || value === undefined) return undefined;
  return value;
}

/** Whether the form still holds only its defaults (nothing worth saving). */
export function isInitialForm(form: BuilderForm): boolean {
  return JSON.stringify(compactForm(form)) === JSON.stringify(compactForm(initialForm()));
}
