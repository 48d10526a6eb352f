// A few semantic checks run on every adapter before any case, so a broken adapter (or a core that
// breaks the Preact-like contract) fails loudly instead of producing fast but meaningless numbers.
// Each check returns a list of failure strings; an empty list means the library behaves.

function expectEqual(failures, what, expected, got) {
  if (!Object.is(expected, got)) failures.push(`${what}: expected ${expected}, got ${got}`);
}

export function checkConformance(fw) {
  const { signal, computed, effect, read, write, peek, batch, untracked } = fw;
  const failures = [];

  const s = signal(1);
  expectEqual(failures, 'signal initial read', 1, read(s));
  write(s, 2);
  expectEqual(failures, 'signal read after write', 2, read(s));
  expectEqual(failures, 'peek', 2, peek(s));

  let computedRuns = 0;
  const double = computed(() => {
    computedRuns++;
    return read(s) * 2;
  });
  expectEqual(failures, 'computed is lazy (runs before first read)', 0, computedRuns);
  expectEqual(failures, 'computed value', 4, read(double));
  read(double);
  expectEqual(failures, 'computed caches its value (runs after two reads)', 1, computedRuns);

  let effectRuns = 0;
  let seen = 0;
  const dispose = effect(() => {
    effectRuns++;
    seen = read(double);
  });
  expectEqual(failures, 'effect runs once on creation', 1, effectRuns);
  write(s, 3);
  expectEqual(failures, 'effect re-runs on change', 2, effectRuns);
  expectEqual(failures, 'effect sees the new value', 6, seen);
  write(s, 3);
  expectEqual(failures, 'effect skips an equal write', 2, effectRuns);

  batch(() => {
    write(s, 10);
    write(s, 11);
    expectEqual(failures, 'effect deferred inside batch', 2, effectRuns);
  });
  expectEqual(failures, 'batch coalesces two writes into one run', 3, effectRuns);
  expectEqual(failures, 'effect sees the batched value', 22, seen);

  dispose();
  write(s, 12);
  expectEqual(failures, 'disposed effect stays quiet', 3, effectRuns);

  const a = signal(1);
  const b = signal(1);
  let untrackedRuns = 0;
  const disposeUntracked = effect(() => {
    untrackedRuns++;
    read(a);
    untracked(() => read(b));
    peek(b);
  });
  write(b, 2);
  expectEqual(failures, 'untracked/peek reads do not subscribe', 1, untrackedRuns);
  write(a, 2);
  expectEqual(failures, 'tracked read still subscribes', 2, untrackedRuns);
  disposeUntracked();

  return failures;
}
