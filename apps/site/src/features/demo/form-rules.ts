/*
 * Rules shared by the forms and advanced demos: the email rule and the contact form's
 * countries. Pure functions, so the computeds that use them stay one line each.
 */

// #region email
/** Non-space text, @, non-space text, a dot, non-space text. */
const EMAIL = /^\S+@\S+\.\S+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}
// #endregion

export const COUNTRIES = [
  { code: 'us', name: 'United States' },
  { code: 'ca', name: 'Canada' },
  { code: 'uk', name: 'United Kingdom' },
  { code: 'de', name: 'Germany' },
  { code: 'fr', name: 'France' },
  { code: 'jp', name: 'Japan' },
  { code: 'au', name: 'Australia' },
] as const;
