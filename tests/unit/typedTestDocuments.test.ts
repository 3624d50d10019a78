import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const DIRS = ['tests/integration', 'tests/support'];
/** A comment with this text just above the call (or the constant it passes) says why the text must stay raw. */
const MARKER = 'raw GraphQL:';
const LOOKS_LIKE_GRAPHQL = /^\s*(query|mutation|subscription)\b|^\s*\{/;

/** The text of a string or template literal, or null for anything else. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** Whether one of the three lines above `node` carries the marker comment. */
function marked(source: ts.SourceFile, node: ts.Node): boolean {
  const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const lines = source.text.split('\n');
  return lines.slice(Math.max(0, line - 3), line + 1).some((text) => text.includes(MARKER));
}

/**
 * Calls of the test client's `query`/`gql` that pass GraphQL as a plain string (directly or through a constant of
 * the same file) without the marker: a schema rename would not fail the typecheck for them.
 */
function untypedDocuments(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const constants: ts.VariableDeclaration[] = [];
  const found: string[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) constants.push(node);
    ts.forEachChild(node, collect);
  };
  const check = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['query', 'gql'].includes(node.expression.name.text) &&
      node.arguments[0]
    ) {
      const argument = node.arguments[0];
      // The nearest declaration of that name above the call (tests reuse names such as `query` in several cases).
      const declaration = ts.isIdentifier(argument)
        ? constants.findLast(
            (candidate) =>
              (candidate.name as ts.Identifier).text === argument.text && candidate.pos < node.pos,
          )
        : undefined;
      const text = literalText(declaration?.initializer ?? argument);
      const excused = marked(source, node) || (declaration !== undefined && marked(source, declaration));
      if (text !== null && LOOKS_LIKE_GRAPHQL.test(text) && !excused) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${file}:${line}`);
      }
    }
    ts.forEachChild(node, check);
  };
  collect(source);
  check(source);
  return found;
}

describe('integration tests send typed GraphQL documents', () => {
  it('every document passed to the test client comes from tests/gql’s graphql(), unless marked raw with a reason', () => {
    const files = DIRS.flatMap((dir) =>
      readdirSync(path.join(ROOT, dir))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `${dir}/${name}`),
    );
    expect(files.flatMap(untypedDocuments)).toEqual([]);
  }, 30_000);
});
