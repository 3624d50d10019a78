// graphql-codegen plugin: the `possibleTypes` the client's cache needs, and no more. The cache consults them only
// to match a fragment whose type condition is an interface or union (`... on Node`); a condition naming the
// object's own type matches by its __typename. So only the abstract types the client's documents name as type
// conditions are listed: the mutation result unions (one per mutation) would add kilobytes to the first page
// for nothing, since the documents select their members (`... on MutationXSuccess`, `... on DomainError`).
const { isAbstractType, visit } = require('graphql');

module.exports = {
  plugin(schema, documents) {
    const conditions = new Set();
    for (const { document } of documents) {
      if (!document) continue;
      visit(document, {
        InlineFragment(node) {
          if (node.typeCondition) conditions.add(node.typeCondition.name.value);
        },
        FragmentDefinition(node) {
          conditions.add(node.typeCondition.name.value);
        },
      });
    }
    const possibleTypes = {};
    for (const name of [...conditions].sort()) {
      const type = schema.getType(name);
      if (type && isAbstractType(type)) {
        possibleTypes[name] = schema
          .getPossibleTypes(type)
          .map((member) => member.name)
          .sort();
      }
    }
    return [
      '/** The interface and union members the cache needs to match fragments (see codegen/possibleTypes.cjs). */',
      `const result: { possibleTypes: Record<string, string[]> } = ${JSON.stringify({ possibleTypes }, null, 2)};`,
      'export default result;',
      '',
    ].join('\n');
  },
};
