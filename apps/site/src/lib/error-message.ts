/** What a panel says when an error carries no message of its own. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * The message of anything thrown: an Error's message, a non-empty string as is, otherwise
 * "An unexpected error occurred".
 *
 * @example
 * ```ts
 * errorMessage(new Error('Network error')); // 'Network error'
 * errorMessage(undefined); // 'An unexpected error occurred'
 * ```
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNEXPECTED_ERROR;
}
