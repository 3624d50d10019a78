import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { checkInput } from '../core/text';
import { asNotFoundIfRowId, textInputError } from '../server/domain/errors';

/**
 * Every field that takes arguments gets them checked by core/text.ts before its resolver runs: control
 * characters, broken Unicode and invisible names are refused under the argument's path ("input.name"), text
 * arrives in NFC and names without bidirectional controls. An id argument that a code path forgot to check and
 * the database refused as a bigint is "not found" rather than a server error. Being a plugin, it covers fields
 * added later too.
 *
 * NOTE: listed after the errors plugin, so it wraps inside it and a refusal comes back as the mutation's
 * DomainError result like any other.
 */
export class PothosTextInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    return async (parent, args, context, info) => {
      const checked = checkInput(args);
      if (!checked.ok) throw textInputError(checked.problem, checked.path);
      try {
        return await resolver(parent, checked.value as object, context, info);
      } catch (error) {
        throw asNotFoundIfRowId(error);
      }
    };
  }
}

const pluginName = 'textInput';

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      textInput: PothosTextInputPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, PothosTextInputPlugin);

export default pluginName;
