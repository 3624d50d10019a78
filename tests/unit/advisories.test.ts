import { describe, expect, it } from 'vitest';
import {
  AdvisoryFileError,
  advisoryFor,
  advisoryShowsActions,
  advisoryWithholdsResults,
  noticeSegments,
  parseAdvisories,
} from '../../core/advisories';
import { DEFAULT_ADVISORIES_JSON } from '../../server/domain/defaultAdvisories';

const entry = (overrides: Record<string, unknown> = {}) => ({
  advisory: 'test',
  severity: 1,
  advisory_type: 14,
  terms: ['self harm'],
  notice: {
    title: 'Help is here',
    description: 'Talk to someone at example.org today.',
    links: [{ text: 'example.org', url: 'https://example.org/' }],
    actions: [{ text: 'Get help', link: 'https://example.org/help' }],
  },
  ...overrides,
});

describe('search advisories', () => {
  it('match whole words in a row, ignoring case, accents and punctuation', () => {
    const advisories = parseAdvisories([entry()]);
    expect(advisoryFor(advisories, 'Self-Harm quotes')?.advisory).toBe('test');
    expect(advisoryFor(advisories, 'how to stop SELF HARM')?.advisory).toBe('test');
    expect(advisoryFor(advisories, 'sélf harm')?.advisory).toBe('test');
    expect(advisoryFor(advisories, 'harm self')).toBeNull();
    expect(advisoryFor(advisories, 'selfish harmony')).toBeNull();
    expect(advisoryFor(advisories, '')).toBeNull();
  });

  it('turn description links into link text tags (type 5) and render them back as segments', () => {
    const [advisory] = parseAdvisories([entry()]);
    expect(advisory!.notice.textTags).toEqual([
      { type: 5, offset: 19, length: 11, link: 'https://example.org/' },
    ]);
    expect(noticeSegments(advisory!.notice.description, advisory!.notice.textTags)).toEqual([
      { text: 'Talk to someone at ', link: null },
      { text: 'example.org', link: 'https://example.org/' },
      { text: ' today.', link: null },
    ]);
  });

  it('show actions only for advisory types 4 and 14 or the third-party type', () => {
    expect(advisoryShowsActions({ advisoryType: 14 })).toBe(true);
    expect(advisoryShowsActions({ advisoryType: '4' })).toBe(true);
    expect(advisoryShowsActions({ advisoryType: 'THIRD_PARTY_TL' })).toBe(true);
    expect(advisoryShowsActions({ advisoryType: 3 })).toBe(false);
    expect(advisoryShowsActions({ advisoryType: 'OTHER' })).toBe(false);
  });

  it('withhold results only for abusive searches (severity 0)', () => {
    expect(advisoryWithholdsResults({ severity: 0 })).toBe(true);
    expect(advisoryWithholdsResults({ severity: 1 })).toBe(false);
    expect(advisoryWithholdsResults({ severity: 2 })).toBe(false);
  });

  it('refuse an unusable file with where and why', () => {
    expect(() => parseAdvisories({})).toThrow(AdvisoryFileError);
    expect(() => parseAdvisories([entry({ severity: 3 })])).toThrow('Advisory 1: severity must be 0');
    expect(() => parseAdvisories([entry({ terms: ['!!!'] })])).toThrow('at least one word');
    expect(() =>
      parseAdvisories([
        entry({
          notice: {
            title: 'T',
            description: 'No link here.',
            links: [{ text: 'x.org', url: 'https://x.org' }],
          },
        }),
      ]),
    ).toThrow('link text "x.org" is not in the description');
    expect(() =>
      parseAdvisories([
        entry({
          notice: { title: 'T', description: 'D', actions: [{ text: 'Go', link: 'javascript:alert(1)' }] },
        }),
      ]),
    ).toThrow('absolute http(s) address');
  });

  it('ship a helpline notice for self-harm searches', () => {
    const advisories = parseAdvisories(DEFAULT_ADVISORIES_JSON);
    const found = advisoryFor(advisories, 'I want to die');
    expect(found?.severity).toBe(1);
    expect(found && advisoryShowsActions(found)).toBe(true);
    expect(advisoryFor(advisories, 'die cast cars')).toBeNull();
  });
});
