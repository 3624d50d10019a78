// postgres-date ships no types: pg's reader of `timestamptz` text (a Date, ±Infinity, or null for text it cannot read).
declare module 'postgres-date' {
  export default function parseDate(text: string): Date | number | null;
}
