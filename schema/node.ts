import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { builder } from './builder';
import type { GraphQLContext } from './context';

type GlobalId = { typename: string; id: string };

/**
 * A global id that names a node type of this schema, or null: an id that is not base64 "Type:id", or names a
 * type we do not have or one that is not a node ("Nope:1", "Image:1", "Query:1"), is simply not found —
 * the relay plugin's own node field would answer those with a server error.
 */
function knownNodeId(globalId: string, info: GraphQLResolveInfo): GlobalId | null {
  let decoded: GlobalId;
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    return null;
  }
  const type = info.schema.getType(decoded.typename);
  const isNode = isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node');
  return isNode ? decoded : null;
}

function loadNodes(ids: readonly string[], context: GraphQLContext, info: GraphQLResolveInfo) {
  return resolveNodes(
    builder,
    context,
    info,
    ids.map((id) => knownNodeId(id, info)),
  );
}

builder.queryField('node', (t) =>
  t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_, { id }, context, info) => (await loadNodes([String(id)], context, info))[0],
  }),
);

builder.queryField('nodes', (t) =>
  t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_, { ids }, context, info) => loadNodes(ids.map(String), context, info),
  }),
);
