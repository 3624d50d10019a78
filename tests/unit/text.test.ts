import { describe, expect, it } from 'vitest';
import { checkInput, checkText, isInvisible, isNameField, MAX_INPUT_DEPTH } from '../../core/text';

describe('checkText', () => {
  it('refuses C0 and C1 control characters and DEL, but keeps tab, line feed and carriage return', () => {
    for (const bad of ['\u0000', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(checkText(`a${bad}b`), JSON.stringify(bad)).toEqual({ ok: false, problem: 'control' });
    }
    expect(checkText('one\r\ntwo\tthree\n')).toEqual({ ok: true, text: 'one\r\ntwo\tthree\n' });
  });

  it('refuses a lone surrogate, high or low, but not a pair', () => {
    expect(checkText('a\ud83d')).toEqual({ ok: false, problem: 'malformed' });
    expect(checkText('\ude00b')).toEqual({ ok: false, problem: 'malformed' });
    expect(checkText('\ud83d\ude00')).toEqual({ ok: true, text: '\u{1f600}' });
  });

  it('keeps text in NFC', () => {
    expect(checkText('Cafe\u0301')).toEqual({ ok: true, text: 'Caf\u00e9' });
    expect(checkText('\u1100\u1161')).toEqual({ ok: true, text: '\uac00' });
  });

  it('takes bidirectional overrides, embeddings and isolates out of names only', () => {
    const spoof = 'invoice \u202egnp.exe\u202c \u2066x\u2069 \u202a\u202b\u202d';
    expect(checkText(spoof, true)).toEqual({ ok: true, text: 'invoice gnp.exe x ' });
    expect(checkText(spoof, false)).toEqual({ ok: true, text: spoof });
    // Marks (LRM, RLM) do not reorder anything and stay.
    expect(checkText('\u05e9\u200f1', true)).toEqual({ ok: true, text: '\u05e9\u200f1' });
  });

  it('refuses a name that shows nothing, but leaves blank names to the field’s own rule', () => {
    for (const invisible of [
      '\u200b',
      '\u200c\u200d',
      ' \u2060 ',
      '\u3164',
      '\u115f\u1160',
      '\u2800',
      '\ufe0f',
    ]) {
      expect(checkText(invisible, true), JSON.stringify(invisible)).toEqual({
        ok: false,
        problem: 'invisible',
      });
    }
    expect(checkText('   ', true)).toEqual({ ok: true, text: '   ' });
    expect(checkText('', true)).toEqual({ ok: true, text: '' });
    expect(checkText('\u200b', false)).toEqual({ ok: true, text: '\u200b' });
    expect(checkText('\u{1f469}\u200d\u{1f467}', true)).toEqual({
      ok: true,
      text: '\u{1f469}\u200d\u{1f467}',
    });
    expect(isInvisible('\u0645\u200c')).toBe(false);
  });
});

describe('isNameField', () => {
  it('knows names by their argument or option name', () => {
    for (const key of ['name', 'fullName', 'full_name', 'businessName', 'campaignName', 'username']) {
      expect(isNameField(key), key).toBe(true);
    }
    for (const key of ['description', 'title', 'nameSource', 'email', 'login']) {
      expect(isNameField(key), key).toBe(false);
    }
  });
});

describe('checkInput', () => {
  it('names the path of the first refused text: arguments, nested inputs and list items', () => {
    expect(checkInput({ input: { boardId: '1', name: 'a\u0000' } })).toEqual({
      ok: false,
      problem: 'control',
      path: 'input.name',
    });
    expect(checkInput({ input: { pinIds: ['1', '2', '\ud800'] } })).toEqual({
      ok: false,
      problem: 'malformed',
      path: 'input.pinIds[2]',
    });
    expect(checkInput({ options: { name: 'x\u0001' } }, 'data')).toMatchObject({ path: 'data.options.name' });
  });

  it('answers the same object when nothing changes, and a copy with the kept forms otherwise', () => {
    const plain = { input: { name: 'Trips', tags: ['a', 'b'] }, first: 3 };
    expect(checkInput(plain)).toEqual({ ok: true, value: plain });
    expect((checkInput(plain) as { value: unknown }).value).toBe(plain);

    const decomposed = { input: { name: 'Cafe\u0301', other: { keep: true } }, list: ['e\u0301'] };
    const result = checkInput(decomposed);
    expect(result).toEqual({
      ok: true,
      value: { input: { name: 'Caf\u00e9', other: { keep: true } }, list: ['\u00e9'] },
    });
    expect(decomposed.input.name).toBe('Cafe\u0301');
  });

  it('keeps prototype-named keys as plain own properties', () => {
    const parsed = JSON.parse('{"__proto__": {"name": "e\\u0301"}, "constructor": "x"}') as object;
    const result = checkInput(parsed);
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toEqual({ name: '\u00e9' });
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it('leaves numbers, booleans, null and objects that are not plain data alone', () => {
    const date = new Date(0);
    const input = { n: 1e308, b: false, z: null, date, buffer: Buffer.from('\u0000') };
    expect((checkInput(input) as { value: unknown }).value).toBe(input);
  });

  it('refuses input nested deeper than any request needs', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH + 1; i += 1) deep = [deep];
    expect(checkInput({ a: deep })).toMatchObject({ ok: false, problem: 'tooDeep' });
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 2; i += 1) fine = [fine];
    expect(checkInput({ a: fine }).ok).toBe(true);
  });
});
