/** The interface and union members the cache needs to match fragments (see codegen/possibleTypes.cjs). */
const result: { possibleTypes: Record<string, string[]> } = {
  "possibleTypes": {}
};
export default result;
