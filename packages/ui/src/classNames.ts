/** Joins the class names that are set, so components can add a caller's `className` to their own. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
