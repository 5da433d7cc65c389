import { describe, expect, it } from 'vitest';
import { BUILDER_STEP_IDS, createBuilderForm, type BuilderForm } from '../schemas/builder-form.ts';
import { REQUIRED_SAFETY_CHECK_IDS } from '../schemas/safety.ts';
import { isStepComplete, validateStep } from './builder-steps.ts';

const complete: BuilderForm = {
  ...createBuilderForm(),
  categoryId: 'travel',
  scene: 'a lantern-lit night market',
  subject: 'a street cook',
  environment: 'night market',
  timeOfDay: 'night',
  cameraMovement: ['tracking'],
  shotType: ['medium shot'],
  lens: '35mm',
  visualStyle: ['documentary'],
  lighting: ['practical'],
  colorGrading: 'warm vintage',
  motion: ['flipping noodles in a wok'],
  safetyChecks: Object.fromEntries(REQUIRED_SAFETY_CHECK_IDS.map((id) => [id, true])),
};

describe('validateStep', () => {
  it('passes every step of a complete form', () => {
    for (const step of BUILDER_STEP_IDS) expect(validateStep(step, complete)).toEqual({});
  });

  it('asks for every required field of an empty form, step by step', () => {
    const empty = createBuilderForm();
    expect(validateStep('basic', empty)).toEqual({ categoryId: 'errors.categoryRequired' });
    expect(validateStep('scene', empty)).toEqual({
      scene: 'errors.sceneRequired',
      subject: 'errors.subjectRequired',
      environment: 'errors.environmentRequired',
      timeOfDay: 'errors.timeOfDayRequired',
    });
    expect(validateStep('camera', empty)).toEqual({
      cameraMovement: 'errors.cameraMovementRequired',
      shotType: 'errors.shotTypeRequired',
      lens: 'errors.lensRequired',
    });
    expect(validateStep('visual', empty)).toEqual({
      visualStyle: 'errors.visualStyleRequired',
      lighting: 'errors.lightingRequired',
      colorGrading: 'errors.colorGradingRequired',
    });
    expect(validateStep('motion', empty)).toEqual({ motion: 'errors.motionRequired' });
    expect(validateStep('audio', empty)).toEqual({});
    expect(validateStep('safety', empty)).toEqual({ safetyChecks: 'errors.safetyRequired' });
  });

  it('wants a scene of at least 10 characters and a subject of at least 3 (trimmed)', () => {
    expect(validateStep('scene', { ...complete, scene: ' 123456789 ' }).scene).toBe(
      'errors.sceneTooShort',
    );
    expect(validateStep('scene', { ...complete, scene: '1234567890' }).scene).toBeUndefined();
    expect(validateStep('scene', { ...complete, subject: ' ab ' }).subject).toBe(
      'errors.subjectTooShort',
    );
    expect(validateStep('scene', { ...complete, subject: 'fox' }).subject).toBeUndefined();
  });

  it('ignores blank motion entries', () => {
    expect(validateStep('motion', { ...complete, motion: ['  ', ''] })).toEqual({
      motion: 'errors.motionRequired',
    });
  });

  it('requires an audio type only while audio is on', () => {
    expect(validateStep('audio', { ...complete, hasAudio: true })).toEqual({
      'audio.type': 'errors.audioTypeRequired',
    });
    const withType = {
      ...complete,
      hasAudio: true,
      audio: { ...complete.audio, type: 'foley' as const },
    };
    expect(validateStep('audio', withType)).toEqual({});
  });

  it('needs all seven required safety items; the optional two do not count', () => {
    const six = { ...complete.safetyChecks, 'no-hate': false };
    expect(validateStep('safety', { ...complete, safetyChecks: six })).toEqual({
      safetyChecks: 'errors.safetyRequired',
    });
    const optionalOnly = { 'no-misinformation': true, 'fictional-disclosure': true };
    expect(isStepComplete('safety', { ...complete, safetyChecks: optionalOnly })).toBe(false);
  });

  it('flags a title that is too long', () => {
    expect(validateStep('basic', { ...complete, title: 'x'.repeat(121) })).toEqual({
      title: 'errors.tooLong',
    });
  });
});

describe('isStepComplete', () => {
  it('follows validateStep', () => {
    expect(isStepComplete('camera', complete)).toBe(true);
    expect(isStepComplete('camera', { ...complete, lens: '' })).toBe(false);
  });
});
