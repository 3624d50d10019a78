import parseDate from 'postgres-date';

// pg reads every `timestamptz` with postgres-date: three regular expressions and a Date set twice per value, ≈ 2 %
// of a feed request's CPU (a page of cards carries eight timestamps a row). Postgres writes them one way (ISO
// DateStyle): `2026-11-28 19:53:05.812345+00`, with an offset of hours and maybe minutes and seconds; this reads
// that form by character codes, and leaves anything else (other DateStyles, BC, years outside 100–9999,
// infinity) to postgres-date, so both always agree (tests/unit/timestamps.test.ts).

export const TIMESTAMPTZ_OID = 1184;

const ZERO = 48;

/** The number the `count` digits at `at` spell, or -1 when one of them is not a digit. */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** A `timestamptz` as Postgres writes it, in ISO DateStyle: see above. */
export function parseTimestamptz(text: string): Date | number | null {
  const fast = readIso(text);
  return fast === null ? parseDate(text) : new Date(fast);
}

/** Milliseconds since the epoch for the ISO form, or null for anything else. */
function readIso(text: string): number | null {
  if (
    text.length < 22 ||
    text[4] !== '-' ||
    text[7] !== '-' ||
    text[10] !== ' ' ||
    text[13] !== ':' ||
    text[16] !== ':'
  )
    return null;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  // Date.UTC reads years 0–99 as 1900–1999.
  if (year < 100 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return null;
  let at = 19;
  let milliseconds = 0;
  if (text[at] === '.') {
    at += 1;
    const start = at;
    while (at < text.length && text.charCodeAt(at) >= ZERO && text.charCodeAt(at) <= ZERO + 9) at++;
    if (at === start) return null;
    // Whole milliseconds: the first three digits (a Date holds no finer time).
    const shown = Math.min(at - start, 3);
    milliseconds = digits(text, start, shown) * 10 ** (3 - shown);
  }
  const sign = text[at];
  if (sign !== '+' && sign !== '-') return null;
  const offsetHours = digits(text, at + 1, 2);
  if (offsetHours < 0) return null;
  at += 3;
  let offsetSeconds = offsetHours * 3600;
  for (const unit of [60, 1]) {
    if (at === text.length) break;
    if (text[at] !== ':') return null;
    const part = digits(text, at + 1, 2);
    if (part < 0) return null;
    offsetSeconds += part * unit;
    at += 3;
  }
  if (at !== text.length) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, milliseconds);
  return utc - (sign === '+' ? offsetSeconds : -offsetSeconds) * 1000;
}
