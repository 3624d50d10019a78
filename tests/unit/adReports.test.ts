import { expect, it } from 'vitest';
import {
  changeText,
  columnsForLevel,
  csvField,
  daysOf,
  defaultReportRange,
  previousPeriod,
  REPORT_TEXTS,
  rangeFromParams,
  reportRangeError,
  toCsv,
} from '../../core/adReports';

it('quotes CSV fields holding commas, quotes or line breaks', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('a, b')).toBe('"a, b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField(null)).toBe('');
  expect(
    toCsv([
      ['a', 1],
      ['b', null],
    ]),
  ).toBe('a,1\r\nb,\r\n');
});

it('makes cells a spreadsheet would run as formulas into text', () => {
  expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
  expect(csvField('+1')).toBe("'+1");
  expect(csvField('-2')).toBe("'-2");
  expect(csvField('@cmd')).toBe("'@cmd");
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  // Numbers the report writes itself are numbers, not text.
  expect(csvField(-2)).toBe('-2');
});

it('accepts real UTC day ranges of at most 366 days', () => {
  expect(reportRangeError({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
  expect(reportRangeError({ from: '2026-02-29', to: '2026-03-01' })).toBe(REPORT_TEXTS.badDate);
  expect(reportRangeError({ from: '2026-03-02', to: '2026-03-01' })).toBe(REPORT_TEXTS.endBeforeStart);
  expect(reportRangeError({ from: '2025-01-01', to: '2026-01-02' })).toBe(REPORT_TEXTS.tooLong);
});

it('defaults to the last 30 days and compares with the period just before', () => {
  const range = defaultReportRange('2026-03-30');
  expect(range).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  expect(previousPeriod(range)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
  expect(daysOf({ from: '2026-02-27', to: '2026-03-01' })).toEqual([
    '2026-02-27',
    '2026-02-28',
    '2026-03-01',
  ]);
  expect(rangeFromParams('2026-03-05', 'nope', range)).toBe(range);
  expect(rangeFromParams('2026-03-05', '2026-03-06', range)).toEqual({
    from: '2026-03-05',
    to: '2026-03-06',
  });
});

it('shows the change from the comparison period', () => {
  expect(changeText(150, 100)).toBe('+50%');
  expect(changeText(50, 100)).toBe('−50%');
  expect(changeText(5, 0)).toBe('—');
  expect(changeText(0, 0)).toBe('0%');
});

it('gives each level the columns that mean something for it', () => {
  expect(columnsForLevel('CAMPAIGN')).not.toContain('campaignName');
  expect(columnsForLevel('AD_GROUP')).toContain('campaignName');
  expect(columnsForLevel('AD_GROUP')).not.toContain('adGroupName');
  expect(columnsForLevel('AD')).toContain('adGroupName');
});
