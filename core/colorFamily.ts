/**
 * Colour families a search can filter by: the names people use for a picture's main colour. The database gives
 * each picture its family from its dominant colour (`images.color_family`, migration 0028).
 */
export const COLOR_FAMILIES = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'brown',
  'black',
  'gray',
  'white',
] as const;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

export function isColorFamily(value: string): value is ColorFamily {
  return (COLOR_FAMILIES as readonly string[]).includes(value);
}
