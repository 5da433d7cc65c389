import { describe, expect, it } from 'vitest';
import { BUILDER_STEP_IDS } from '../../../domain/schemas/builder-form.ts';
import { STEP_IDS, stepStatus } from './builder-steps.ts';

const audioOff = { hasAudio: false };
const audioOn = { hasAudio: true };

describe('STEP_IDS', () => {
  it("is the domain's seven steps in the same order", () => {
    expect(STEP_IDS).toEqual(BUILDER_STEP_IDS);
  });
});

describe('stepStatus (how a chip shows its step)', () => {
  const base = { current: false, complete: false, checked: false, form: audioOn };

  it('marks the step on screen as current, whatever else is true', () => {
    expect(stepStatus({ ...base, step: 'scene', current: true, complete: true })).toBe('current');
  });

  it('shows a complete step as completed', () => {
    expect(stepStatus({ ...base, step: 'camera', complete: true })).toBe('complete');
  });

  it('shows errors only once the person has been on the step', () => {
    expect(stepStatus({ ...base, step: 'visual' })).toBe('upcoming');
    expect(stepStatus({ ...base, step: 'visual', checked: true })).toBe('error');
  });

  it('reads action-required on the safety step until it is complete', () => {
    expect(stepStatus({ ...base, step: 'safety' })).toBe('action');
    expect(stepStatus({ ...base, step: 'safety', checked: true })).toBe('action');
    expect(stepStatus({ ...base, step: 'safety', complete: true })).toBe('complete');
  });

  it('shows the audio step as off while audio is off, and normally once it is on', () => {
    expect(stepStatus({ ...base, step: 'audio', complete: true, form: audioOff })).toBe('disabled');
    expect(stepStatus({ ...base, step: 'audio', checked: true, form: audioOn })).toBe('error');
    expect(stepStatus({ ...base, step: 'audio', complete: true, form: audioOn })).toBe('complete');
  });
});
