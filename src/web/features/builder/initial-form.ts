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
