import { describe, expect, it } from 'vitest';
import { EMPTY_VISUAL, toInput } from './visual-draft';

describe('the visual builder’s pace groups (issue 29)', () => {
  it('sends the dropped paces as groups, fastest first, and none when none was dropped', () => {
    expect(toInput(EMPTY_VISUAL).paceGroups).toEqual([]);
    expect(toInput({ ...EMPTY_VISUAL, paceGroups: ['420', '300', '360'] }).paceGroups).toEqual([
      { paceSecPerKm: 300 },
      { paceSecPerKm: 360 },
      { paceSecPerKm: 420 },
    ]);
  });
});
