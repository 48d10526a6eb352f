/**
 * Whether `error` says a code chunk did not arrive (offline before the worker cached it, a flaky
 * connection, or a newer deploy), as each browser words it, rather than a bug in the code.
 */
export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script|importing a module|Failed to fetch/i.test(
      error.message,
    )
  );
}
