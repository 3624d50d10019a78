import { describe, expect, it } from 'vitest';
import {
  PIN_ATTRIBUTION_EXPERIMENT,
  PIN_ATTRIBUTION_GROUPS,
  pinAttributionFor,
  saveCountLabel,
  showsAggregateSaves,
} from '../../core/pinAttribution';
import { EXPERIMENTS, experimentBucket, groupForBucket } from '../../server/domain/experiments';

describe('what pin cards credit, and the saves signed-out visitors see', () => {
  it('signed-in people always see the person and the board, whatever group they would draw', () => {
    expect(pinAttributionFor(true, PIN_ATTRIBUTION_GROUPS.board)).toBe('pinner_and_board');
    expect(pinAttributionFor(true, null)).toBe('pinner_and_board');
  });

  it("a visitor sees their group's variant, and the signed-in look for a group this build does not know", () => {
    expect(pinAttributionFor(false, 'board')).toBe('board');
    expect(pinAttributionFor(false, 'pinner')).toBe('pinner');
    expect(pinAttributionFor(false, 'enabled')).toBe('pinner_and_board');
    expect(pinAttributionFor(false, 'constructor')).toBe('pinner_and_board');
    expect(pinAttributionFor(false, null)).toBe('pinner_and_board');
  });

  it('shows aggregate saves to signed-out visitors only, once a picture was saved at all', () => {
    expect(showsAggregateSaves(false, 3)).toBe(true);
    expect(showsAggregateSaves(false, 0)).toBe(false);
    expect(showsAggregateSaves(true, 3)).toBe(false);
  });

  it('words the count like follower counts: "1 save", "12 saves", "1.2k saves"', () => {
    expect(saveCountLabel(1)).toBe('1 save');
    expect(saveCountLabel(12)).toBe('12 saves');
    expect(saveCountLabel(1234)).toBe('1.2k saves');
  });

  it('the experiment draws visitors into all three variants, about 50/25/25', () => {
    const definition = EXPERIMENTS.get(PIN_ATTRIBUTION_EXPERIMENT)!;
    expect(definition.visitors).toBe(true);
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const group = groupForBucket(definition, experimentBucket(PIN_ATTRIBUTION_EXPERIMENT, `visitor:v${i}`));
      counts.set(group, (counts.get(group) ?? 0) + 1);
    }
    expect(counts.get('pinner_and_board')! / 4000).toBeCloseTo(0.5, 1);
    expect(counts.get('board')! / 4000).toBeCloseTo(0.25, 1);
    expect(counts.get('pinner')! / 4000).toBeCloseTo(0.25, 1);
  });
});
