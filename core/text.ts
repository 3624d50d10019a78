import { TEXT_CONTROL_CHARACTER, TEXT_INPUT_TOO_DEEP, TEXT_INVISIBLE_NAME, TEXT_MALFORMED } from './texts';

/**
 * Rules for any text a person sends, whatever the field: the server applies them to every argument and body
 * where requests arrive (so a new mutation or route cannot forget them), and a form may apply them as people
 * type.
 */

/** Why a text was refused. */
export type TextProblem = 'control' | 'malformed' | 'invisible' | 'tooDeep';

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  control: TEXT_CONTROL_CHARACTER,
  malformed: TEXT_MALFORMED,
  invisible: TEXT_INVISIBLE_NAME,
  tooDeep: TEXT_INPUT_TOO_DEEP,
};

// C0 and C1 controls and DEL. Tab, line feed and carriage return stay: descriptions have lines, and a browser
// sends a textarea's line breaks as CR LF.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// In a u-mode pattern a lone surrogate is a code point of its own category; a valid pair is one code point.
const LONE_SURROGATE = /\p{Cs}/u;
/** Bidirectional embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
// What draws nothing: default-ignorable code points (zero-width space and joiners, word joiner, BOM, Hangul
// fillers, variation selectors, tags…), white space and the blank Braille pattern.
const NOTHING_VISIBLE = /^[\p{Default_Ignorable_Code_Point}\s\u2800]*$/u;
const ASCII_PRINTABLE = /^[\u0020-\u007e\t\n\r]*$/;

/** Nesting deeper than any request of ours has: refused rather than walked. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Whether a field holds a name shown to other people (board, section, full, business, campaign name…):
 * argument and option names that end in "name" (fullName, full_name, businessName, username…).
 */
export function isNameField(key: string): boolean {
  return /name$/i.test(key);
}

/** A name's bidirectional controls removed, so it cannot reorder the text around it where it is shown. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** True when the text draws nothing although it is not just blank (zero-width characters and the like). */
export function isInvisible(text: string): boolean {
  return text.trim() !== '' && NOTHING_VISIBLE.test(text);
}

export type TextResult = { ok: true; text: string } | { ok: false; problem: TextProblem };

/**
 * Checks one text and gives the form to keep: NFC, and for a name without bidirectional controls. Refuses
 * control characters (but tab, LF and CR), lone surrogates, and a name that shows nothing.
 */
export function checkText(text: string, isName = false): TextResult {
  // Most texts are plain ASCII: nothing to normalise or strip, and only a name can be invisible.
  if (ASCII_PRINTABLE.test(text)) return { ok: true, text };
  if (CONTROL.test(text)) return { ok: false, problem: 'control' };
  if (LONE_SURROGATE.test(text)) return { ok: false, problem: 'malformed' };
  const normal = text.normalize('NFC');
  if (!isName) return { ok: true, text: normal };
  const name = withoutBidiControls(normal);
  return isInvisible(name) ? { ok: false, problem: 'invisible' } : { ok: true, text: name };
}

/** The result of checking a whole input: its checked copy, or the first refusal and where it is. */
export type InputRefusal = { ok: false; problem: TextProblem; path: string };
export type InputResult = { ok: true; value: unknown } | InputRefusal;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  // Parsers make data objects with Object's prototype, none, or (query strings) an empty prototype of their own.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

function walk(value: unknown, path: string, key: string, depth: number): InputResult {
  if (typeof value === 'string') {
    const result = checkText(value, isNameField(key));
    return result.ok ? { ok: true, value: result.text } : { ok: false, problem: result.problem, path };
  }
  const isList = Array.isArray(value);
  if (!isList && !isPlainObject(value)) return { ok: true, value };
  if (depth >= MAX_INPUT_DEPTH) return { ok: false, problem: 'tooDeep', path };
  if (isList) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i += 1) {
      // A list's items take the rules of the field that holds the list (a list of names is names).
      const result = walk(value[i], childPath(path, i), key, depth + 1);
      if (!result.ok) return result;
      if (result.value !== value[i]) {
        copy ??= [...value];
        copy[i] = result.value;
      }
    }
    return { ok: true, value: copy ?? value };
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const name of Object.keys(record)) {
    const result = walk(record[name], childPath(path, name), name, depth + 1);
    if (!result.ok) return result;
    if (result.value !== record[name]) {
      // NOTE: defineProperty, not assignment: a key "__proto__" stays an own property, as JSON.parse made it.
      copy ??= Object.defineProperties(
        Object.create(Object.getPrototypeOf(record)) as Record<string, unknown>,
        Object.getOwnPropertyDescriptors(record),
      );
      Object.defineProperty(copy, name, {
        value: result.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return { ok: true, value: copy ?? value };
}

/**
 * Checks every text in an input (arguments, a body, a query string): strings anywhere in plain objects and
 * lists. Answers a copy with the kept forms (the input itself when nothing changed) or the first refusal with
 * its path ("input.name", "options.pin_ids[2]").
 */
export function checkInput(value: unknown, path = ''): InputResult {
  return walk(value, path, path.split('.').pop() ?? '', 0);
}
