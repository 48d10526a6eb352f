/**
 * Joins class names without resolving Tailwind conflicts: for the always-loaded shell, where
 * no caller overrides a utility. Components whose callers pass overriding classes use `cn`
 * (tailwind-merge), which then loads with the pages that need it.
 */
export { clsx as cx } from 'clsx';
