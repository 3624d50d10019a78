import { describe, expect, it } from 'vitest';
import { linkStatusText, linkStatusWarns } from '../../core/linkStatus';

describe('link status in the pin builder', () => {
  it('names each state, and warns (without blocking) for broken, unreachable and refused links', () => {
    const none = { redirectsTo: null, httpStatus: null };
    expect(linkStatusText({ kind: 'reachable', ...none })).toBe('Link works');
    expect(linkStatusText({ kind: 'redirects', redirectsTo: 'https://b.example/', httpStatus: null })).toBe(
      'Link redirects to https://b.example/',
    );
    expect(linkStatusText({ kind: 'broken', redirectsTo: null, httpStatus: 404 })).toBe(
      'Link is broken (the site answered 404)',
    );
    expect(linkStatusText({ kind: 'unreachable', ...none })).toBe('Link could not be reached');
    expect(linkStatusText({ kind: 'not_allowed', ...none })).toBe('This link is not allowed');
    expect(linkStatusWarns({ kind: 'reachable', ...none })).toBe(false);
    expect(linkStatusWarns({ kind: 'redirects', ...none })).toBe(false);
    expect(linkStatusWarns({ kind: 'broken', ...none })).toBe(true);
    expect(linkStatusWarns({ kind: 'unreachable', ...none })).toBe(true);
  });
});
