/**
 * What a loader throws when what its route shows does not exist (an unknown product id). It is
 * never retried, and the route shows its `notFoundComponent` (else the router's) instead of
 * its `errorComponent`.
 *
 * @example
 * ```ts
 * const product = defineLoader('product', async ({ params }) => {
 *   const found = await findProduct(params.id);
 *   if (!found) throw new NotFoundError(`No product with id ${params.id}`);
 *   return found;
 * });
 * ```
 */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  /** Retrying will not make it exist. */
  readonly retryable = false;
}
