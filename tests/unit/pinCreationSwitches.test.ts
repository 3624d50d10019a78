import { describe, expect, it } from 'vitest';
import {
  PIN_CREATION_DISABLED_TEXTS,
  PIN_CREATION_SWITCHES,
  pinCreationRefusal,
  switchesOn,
} from '../../core/pinCreationSwitches';

describe('pin creation switches', () => {
  it('are on only when the operator forces their experiment to "on"', () => {
    const forced = new Map([
      [PIN_CREATION_SWITCHES.video, 'on'],
      [PIN_CREATION_SWITCHES.web, 'control'],
    ]);
    expect([...switchesOn(forced)]).toEqual(['video']);
    expect(switchesOn(new Map()).size).toBe(0);
  });

  it('refuse their own kind of pin, and "all" refuses every kind', () => {
    expect(pinCreationRefusal(new Set(['video']), { video: true })).toBe(PIN_CREATION_DISABLED_TEXTS.video);
    expect(pinCreationRefusal(new Set(['video']), { web: true })).toBeNull();
    expect(pinCreationRefusal(new Set(['idea']), { idea: true })).toBe(PIN_CREATION_DISABLED_TEXTS.idea);
    expect(pinCreationRefusal(new Set(['all']), {})).toBe(PIN_CREATION_DISABLED_TEXTS.all);
  });
});
