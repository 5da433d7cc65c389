import { describe, expect, it } from 'vitest';
import {
  REFINER_TARGET_STYLES,
  RefinerOptionsSchema,
} from '../../../domain/schemas/refiner-options.ts';
import { DEFAULT_REFINER_OPTIONS, ENHANCEMENTS, TARGET_STYLES } from './refiner-options.ts';

describe('refiner options', () => {
  it('default to what the domain schema defaults to', () => {
    expect(DEFAULT_REFINER_OPTIONS).toEqual(RefinerOptionsSchema.parse({}));
  });

  it('default to camera, physics and safety on and audio off, 15 s (spec 3)', () => {
    expect(DEFAULT_REFINER_OPTIONS).toMatchObject({
      enhanceCamera: true,
      enhancePhysics: true,
      addAudio: false,
      addSafety: true,
      duration: '15s',
    });
  });

  it('list the domain styles and every enhancement flag', () => {
    expect(TARGET_STYLES).toEqual(REFINER_TARGET_STYLES);
    expect(ENHANCEMENTS.map((e) => e.flag)).toEqual([
      'enhanceCamera',
      'enhancePhysics',
      'addAudio',
      'addSafety',
    ]);
  });
});
