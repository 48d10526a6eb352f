/**
 * Joins the class names that are set, without resolving Tailwind conflicts: for the
 * always-loaded shell, where no caller overrides a utility and every part is a string or a
 * condition. (Smaller than clsx on the first load; components whose callers pass overriding
 * classes use `cn`, clsx with tailwind-merge, which loads with the pages that need it.)
 *
 * @example
 * ```tsx
 * <span className={cx('dot', online && 'dot-online')} />
 * ```
 */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
