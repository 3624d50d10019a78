// Style sheets are imported for their side effect: Vite adds them to the page. TypeScript only needs to know
// that such a module exists.
declare module '*.css';
