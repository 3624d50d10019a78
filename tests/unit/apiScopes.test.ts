import { describe, expect, it } from 'vitest';
import { API_SCOPE_DESCRIPTIONS, API_SCOPES, parseApiScopes } from '../../core/apiScopes';

describe('parseApiScopes', () => {
  it('reads space- and comma-separated lists, in the canonical order, without repeats', () => {
    expect(parseApiScopes('pins:read boards:read,pins:read')).toEqual({
      scopes: ['boards:read', 'pins:read'],
    });
    expect(parseApiScopes('')).toEqual({ scopes: [] });
  });

  it('names every unknown scope instead of dropping it', () => {
    expect(parseApiScopes('boards:read ads:read constructor')).toEqual({
      unknown: ['ads:read', 'constructor'],
    });
  });

  it('describes every scope in plain words', () => {
    for (const scope of API_SCOPES) expect(API_SCOPE_DESCRIPTIONS.get(scope)).toBeTruthy();
  });
});
