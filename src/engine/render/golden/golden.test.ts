import { describe, expect, it } from 'vitest';
import { goldenDocument } from './golden.ts';

describe('golden outputs per profile', () => {
  it('3 ideas × every profile × English and Chinese, as read and pinned', async () => {
    await expect(goldenDocument()).toMatchFileSnapshot('./golden-outputs.md');
  });
});
