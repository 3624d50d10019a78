import { describe, expect, it } from 'vitest';
import { audienceInput, chooseAudience } from '../../client/src/features/ads-manager/campaignForm';

describe('the ad group audience picker', () => {
  const none = { include: new Set<string>(), exclude: new Set<string>() };

  it('ticking an audience on one side takes it off the other', () => {
    const included = chooseAudience(none, 'include', '7', true);
    expect(audienceInput(included)).toEqual({ audiencesInclude: ['7'], audiencesExclude: [] });
    const excluded = chooseAudience(included, 'exclude', '7', true);
    expect(audienceInput(excluded)).toEqual({ audiencesInclude: [], audiencesExclude: ['7'] });
  });

  it('unticking leaves the other side as it was', () => {
    const both = chooseAudience(chooseAudience(none, 'include', '1', true), 'exclude', '2', true);
    expect(audienceInput(chooseAudience(both, 'include', '1', false))).toEqual({
      audiencesInclude: [],
      audiencesExclude: ['2'],
    });
  });
});
