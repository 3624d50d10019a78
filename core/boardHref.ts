/** Board links are lower-cased for signed-out viewers. */
export function boardHref(url: string, isAuth: boolean): string {
  return isAuth ? url : url.toLowerCase();
}
