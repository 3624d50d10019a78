import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../schema/index';

/** Writes the printed SDL that codegen and reviewers read; a test fails when it is stale. */
writeFileSync(new URL('../schema/schema.graphql', import.meta.url), `${printSchema(schema)}\n`);
