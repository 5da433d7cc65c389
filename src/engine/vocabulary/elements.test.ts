import { describe, expect, it } from 'vitest';
import { elementBeats } from './elements.ts';

describe('elementBeats: the moving things an idea names', () => {
  it('tells them in the order the idea names them, the specific entry over the broad one', () => {
    expect(elementBeats('anime girl, wind in her hair, cherry blossom petals', 'en', '')).toEqual([
      'the wind lifts loose strands of hair and blows them across a cheek',
      'cherry blossom petals drift down through the frame',
    ]);
    expect(elementBeats('延时摄影：黄山云海日出', 'zh', '')).toEqual([
      '云海缓缓翻涌，漫过山脊',
      '太阳跃出天际，金光一点点铺开',
    ]);
  });

  it('leaves out what the actions already tell and what only looks like an element', () => {
    expect(
      elementBeats('fog rolling over the cliffs', 'en', 'the fog roll over the cliffs'),
    ).toEqual([]);
    expect(elementBeats('a steampunk airship, 云南的梯田', 'zh', '')).toEqual([]);
  });
});
