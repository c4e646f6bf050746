import { describe, expect, it } from 'vitest';
import { resolveTabIndex, tabIndexForKey } from '../../theme/logic/tabs';

const four = [false, false, false, false];

describe('resolveTabIndex', () => {
  it('keeps an index that names a usable tab', () => {
    expect(resolveTabIndex(2, four)).toBe(2);
  });

  it('falls back to the default for indexes out of range, fractions and NaN', () => {
    for (const wanted of [9, 4, -1, 1.5, Number.NaN]) expect(resolveTabIndex(wanted, four), String(wanted)).toBe(0);
    expect(resolveTabIndex(9, four, 3)).toBe(3);
  });

  it('skips disabled tabs and a default that does not exist', () => {
    expect(resolveTabIndex(1, [false, true, false])).toBe(0);
    expect(resolveTabIndex(7, [true, false, false], 5)).toBe(1);
    expect(resolveTabIndex(0, [])).toBe(0);
  });
});

describe('tabIndexForKey', () => {
  it('steps with the arrow keys and wraps around', () => {
    expect(tabIndexForKey('ArrowRight', 0, four)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 3, four)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, four)).toBe(3);
  });

  it('jumps to the ends with Home and End', () => {
    expect(tabIndexForKey('Home', 2, four)).toBe(0);
    expect(tabIndexForKey('End', 0, four)).toBe(3);
  });

  it('passes over disabled tabs', () => {
    const disabled = [true, false, true, false];
    expect(tabIndexForKey('ArrowRight', 1, disabled)).toBe(3);
    expect(tabIndexForKey('ArrowRight', 3, disabled)).toBe(1);
    expect(tabIndexForKey('Home', 3, disabled)).toBe(1);
    expect(tabIndexForKey('End', 1, [false, false, true])).toBe(1);
  });

  it('ignores other keys and lists without a usable tab', () => {
    expect(tabIndexForKey('Enter', 0, four)).toBeUndefined();
    expect(tabIndexForKey('ArrowDown', 0, four)).toBeUndefined();
    expect(tabIndexForKey('ArrowRight', 0, [true, true])).toBeUndefined();
  });
});
