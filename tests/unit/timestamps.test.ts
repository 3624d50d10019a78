import parseDate from 'postgres-date';
import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from '../../server/db/timestamps';

// Every form must read exactly as postgres-date (pg's own parser) reads it.
function agrees(text: string) {
  const ours = parseTimestamptz(text);
  const theirs = parseDate(text) as Date | number | null;
  if (theirs instanceof Date) {
    expect(ours).toBeInstanceOf(Date);
    expect((ours as Date).getTime(), text).toBe(theirs.getTime());
  } else {
    expect(ours, text).toEqual(theirs);
  }
}

describe('reading a timestamptz', () => {
  it('reads what Postgres writes as pg does', () => {
    for (const text of [
      '2026-11-28 19:53:05.812345+00',
      '2026-11-28 19:53:05.8+00',
      '2026-11-28 19:53:05.81+00',
      '2026-11-28 19:53:05.812+00',
      '2026-11-28 19:53:05.9999+00',
      '2026-11-28 19:53:05+00',
      '2026-11-28 19:53:05.5+05:30',
      '2026-11-28 19:53:05-03',
      '1883-11-18 12:00:00+00:53:28',
      '1883-11-18 12:00:00-00:53:28',
      '2026-02-29 00:00:00+00',
      '2000-01-01 00:00:00+14',
      '0099-01-01 00:00:00+00',
      '0100-06-30 23:59:59.999999+00',
      '9999-12-31 23:59:59.999999+00',
      '10000-01-01 00:00:00+00',
      '0044-03-15 12:00:00+00 BC',
      'infinity',
      '-infinity',
      '2026-11-28T19:53:05.812Z',
    ])
      agrees(text);
  });

  it('agrees on random instants and offsets', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const two = (n: number) => String(n).padStart(2, '0');
    for (let i = 0; i < 2000; i++) {
      const date = new Date(Date.UTC(1900, 0, 1) + random() * 200 * 365.25 * 86_400_000);
      const fraction =
        random() < 0.2 ? '' : `.${String(Math.floor(random() * 1e6)).padStart(6, '0')}`.replace(/0+$/, '');
      const offset = Math.floor(random() * 27) - 12;
      const minutes = random() < 0.8 ? '' : `:${two(Math.floor(random() * 4) * 15)}`;
      const text = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}${fraction === '.' ? '' : fraction}${offset < 0 ? '-' : '+'}${two(Math.abs(offset))}${minutes}`;
      agrees(text);
    }
  });

  it('leaves text it does not know to pg', () => {
    for (const text of [
      '2026-11-28 19:53',
      '2026-11-28 19:53:05.+00',
      '2026-11-28 19:53:05.1',
      '2026-1a-28 19:53:05+00',
    ])
      agrees(text);
  });
});
