import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { expect, it } from 'vitest';
import { schema } from '../../schema/index';

it('the committed schema/schema.graphql matches the schema the server builds', () => {
  const committed = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
  const printed = `${printSchema(schema)}\n`;
  expect(printed, 'schema/schema.graphql is stale: run npm run schema:print and commit the result').toBe(
    committed,
  );
});
