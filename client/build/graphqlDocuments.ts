import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:graphql-document/';
const RESOLVED_PREFIX = '\0graphql-document:';

/** `graphql(` followed by one template literal: how every operation and fragment of the client is written. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** One entry of the generated source → document map in gql.ts: `"<source as JSON>": types.<Export>,`. */
const MAP_ENTRY = /^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** One generated document in graphql.ts: `export const <Export> = <AST as JSON> as unknown as DocumentNode<…>`. */
const DOCUMENT_EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm;

interface Generated {
  stamp: string;
  exportBySource: Map<string, string>;
  astByExport: Map<string, string>;
}

/**
 * Every `graphql(\`…\`)` call of the client becomes an import of its own small module holding just that
 * document, so each route's chunk carries the operations it uses and nothing else.
 *
 * Why: the codegen client preset's `graphql()` looks documents up in one map of every operation in the project
 * (gql.ts), which no bundler can split or shake — every page would download all of them. The preset's own
 * remedy is a Babel or SWC plugin, and @vitejs/plugin-react 6 runs neither; this does the same rewrite with the
 * codegen output as its only input. Run `npm run codegen` after changing an operation (the build says so when a
 * document is missing).
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  const mapFile = join(gqlDir, 'gql.ts');
  const documentsFile = join(gqlDir, 'graphql.ts');
  let generated: Generated | null = null;

  /** The codegen output, read again whenever it changed (codegen may run while the dev server is up). */
  function read(): Generated {
    const stamp = `${statSync(mapFile).mtimeMs}:${statSync(documentsFile).mtimeMs}`;
    if (generated?.stamp === stamp) return generated;
    const exportBySource = new Map<string, string>();
    for (const [, source = '', name = ''] of readFileSync(mapFile, 'utf8').matchAll(MAP_ENTRY)) {
      exportBySource.set(JSON.parse(source) as string, name);
    }
    const astByExport = new Map<string, string>();
    for (const [, name = '', ast = ''] of readFileSync(documentsFile, 'utf8').matchAll(DOCUMENT_EXPORT)) {
      astByExport.set(name, ast);
    }
    generated = { stamp, exportBySource, astByExport };
    return generated;
  }

  return {
    name: 'tackboard:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const ast = read().astByExport.get(name);
      if (!ast) this.error(`No generated document ${name} in ${documentsFile}: run npm run codegen.`);
      return `export default ${ast};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(')) return null;
      const { exportBySource } = read();
      const imports = new Set<string>();
      const rewritten = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        // NOTE: the map is keyed by the cooked string; a template with escapes or substitutions would need
        // evaluating, and none of ours has any, so such a call is refused rather than guessed at.
        if (source.includes('\\') || source.includes('${')) {
          this.error(`${file}: graphql() templates must be plain text (no escapes or \${}).`);
        }
        const name = exportBySource.get(source);
        if (!name) this.error(`${file}: a graphql() document is not in ${mapFile}: run npm run codegen.`);
        imports.add(name);
        return `__graphqlDocument_${name}`;
      });
      if (imports.size === 0) return null;
      const header = [...imports]
        .map((name) => `import __graphqlDocument_${name} from '${VIRTUAL_PREFIX}${name}';`)
        .join(' ');
      // Prepended on the same line, so the source map's line numbers still hold.
      return { code: `${header} ${rewritten}`, map: null };
    },
  };
}
