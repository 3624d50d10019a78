const LINE_WIDTH = 110;

/**
 * JSON laid out the way the project's formatter (Biome) lays it out — objects expanded, arrays of plain values
 * on one line when they fit — so result files pass `biome check` unchanged.
 */
export function formatJson(value: unknown): string {
  return `${print(value, '', 0)}\n`;
}

/** `prefix` is how many characters precede the value on its line; the value may be followed by a comma. */
function print(value: unknown, indent: string, prefix: number): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const plain = value.every((v) => v === null || typeof v !== 'object');
    if (plain) {
      const inline = `[${value.map((v) => JSON.stringify(v) ?? 'null').join(', ')}]`;
      if (prefix + inline.length + 1 <= LINE_WIDTH) return inline;
    }
    const items = value.map((v) => `${inner}${print(v, inner, inner.length)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, v]) => {
      const head = `${inner}${JSON.stringify(key)}: `;
      return `${head}${print(v, inner, head.length)}`;
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
