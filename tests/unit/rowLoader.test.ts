import { describe, expect, it } from 'vitest';
import { RowLoader, withRow } from '../../server/domain/loaders';

/** A loader over a fixed table that counts its batches. */
function tableLoader(rows: Record<string, string>) {
  const batches: string[][] = [];
  const loader = new RowLoader<string | null>(async (keys) => {
    batches.push([...keys]);
    return keys.map((key) => rows[key] ?? null);
  });
  return { loader, batches };
}

describe('a row loader', () => {
  it('answers at once for a primed row, and loads the rest', async () => {
    const { loader, batches } = tableLoader({ a: 'loaded a', b: 'loaded b' });
    loader.prime('a', 'primed a');
    expect(loader.peek('a')).toBe('primed a');
    expect(withRow(loader, 'a', (row) => `${row}!`)).toBe('primed a!');
    const b = withRow(loader, 'b', (row) => `${row}!`);
    expect(b).toBeInstanceOf(Promise);
    expect(await b).toBe('loaded b!');
    expect(batches).toEqual([['b']]);
  });

  it('never answers differently from load: not for a key loaded before it was primed, nor for a failure', async () => {
    const { loader } = tableLoader({ a: 'loaded a' });
    await loader.load('a');
    loader.prime('a', 'primed a');
    expect(loader.peek('a')).toBeUndefined();
    expect(await loader.load('a')).toBe('loaded a');
    loader.prime('e', new Error('refused'));
    expect(loader.peek('e')).toBeUndefined();
    loader.prime('p', Promise.resolve('later'));
    expect(loader.peek('p')).toBeUndefined();
  });

  it('forgets what is cleared', async () => {
    const { loader } = tableLoader({ a: 'loaded a', b: 'loaded b' });
    loader.prime('a', 'primed a');
    loader.prime('b', 'primed b');
    loader.clear('a');
    expect(loader.peek('a')).toBeUndefined();
    expect(await loader.load('a')).toBe('loaded a');
    loader.clearAll();
    expect(loader.peek('b')).toBeUndefined();
  });
});
