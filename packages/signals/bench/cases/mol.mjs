// molBench: the benchmark of $mol_wire (the $mol framework), as js-reactivity-benchmark by milomg
// (MIT) runs it. Written here from its description:
//   A, B signals;  C = A%2 + B%2;  D = a fresh array of 5 objects { x: i + A%2 - B%2 };
//   E = hard(C + A + D[0].x);  F = hard(D[2].x || B);  G = C + (C || E%2) + D[4].x + F;
//   effects: one pushes hard(G), one pushes G, one pushes hard(F).
// Each step i runs two batches: (B = 1, A = 1 + 2i), then (A = 2 + 2i, B = 2). hard(n) adds a
// fixed CPU cost (n + fib(16)). G reads E only while C is 0, so E is a dynamic dependency; D is a
// new array on every run, so it always counts as changed.
// Checks: per effect, how many values it pushed and their sum; exact run counts of every computed
// and effect, all from the plain-JS model below (a lazy, glitch-free evaluation of the same graph).

function fib(n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

const hard = (n) => n + fib(16);

const KEYS = ['C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

function build({ signal, computed, effect, read, write, batch }, { steps }, own) {
  const runs = Object.fromEntries(KEYS.map((k) => [k, 0]));
  const pushed = { H: [0, 0], I: [0, 0], J: [0, 0] };
  const push = (key, value) => {
    pushed[key][0]++;
    pushed[key][1] += value;
  };
  const A = signal(0);
  const B = signal(0);
  const C = computed(() => {
    runs.C++;
    return (read(A) % 2) + (read(B) % 2);
  });
  const D = computed(() => {
    runs.D++;
    const a = read(A) % 2;
    const b = read(B) % 2;
    const items = [];
    for (let i = 0; i < 5; i++) items.push({ x: i + a - b });
    return items;
  });
  const E = computed(() => {
    runs.E++;
    return hard(read(C) + read(A) + read(D)[0].x);
  });
  const F = computed(() => {
    runs.F++;
    return hard(read(D)[2].x || read(B));
  });
  const G = computed(() => {
    runs.G++;
    return read(C) + (read(C) || read(E) % 2) + read(D)[4].x + read(F);
  });
  own(
    effect(() => {
      runs.H++;
      push('H', hard(read(G)));
    }),
  );
  own(
    effect(() => {
      runs.I++;
      push('I', read(G));
    }),
  );
  own(
    effect(() => {
      runs.J++;
      push('J', hard(read(F)));
    }),
  );

  return () => {
    for (const k of KEYS) runs[k] = 0;
    for (const k of ['H', 'I', 'J']) pushed[k] = [0, 0];
    for (let i = 0; i < steps; i++) {
      batch(() => {
        write(B, 1);
        write(A, 1 + i * 2);
      });
      batch(() => {
        write(A, 2 + i * 2);
        write(B, 2);
      });
    }
    return { pushedH: pushed.H, pushedI: pushed.I, pushedJ: pushed.J, ...runs };
  };
}

// The model: every node keeps its value, a version that changes when its value does, and the
// versions of the dependencies it read last time. A node is brought up to date by checking its
// dependencies in the order it read them (each brought up to date first) and re-running on the
// first that changed; effects do the same after every batch. That is the minimal work of a lazy,
// glitch-free library. (E loses its only subscriber whenever G stops reading it; libraries may
// differ in whether an unwatched computed re-runs when read again, but here every time G reads E
// again, A has changed, so every library must re-run it exactly then.)
function model({ steps }, passes) {
  const nodes = new Map();
  const runs = Object.fromEntries(KEYS.map((k) => [k, 0]));
  const pushed = { H: [0, 0], I: [0, 0], J: [0, 0] };
  const source = (name, value) => nodes.set(name, { value, version: 0 });
  const derived = (name, fn) => nodes.set(name, { fn, value: undefined, version: 0, deps: null });

  function get(name, reader) {
    const node = nodes.get(name);
    refresh(node, name);
    reader?.push([node, node.version]);
    return node.value;
  }
  function refresh(node, name) {
    if (!node.fn) return;
    let stale = node.deps === null;
    for (let k = 0; !stale && k < node.deps.length; k++) {
      const [dep, version] = node.deps[k];
      refresh(dep);
      if (dep.version !== version) stale = true;
    }
    if (!stale) return;
    const deps = [];
    runs[name ?? node.name]++;
    const value = node.fn((n) => get(n, deps));
    node.deps = deps;
    if (!Object.is(value, node.value)) {
      node.value = value;
      node.version++;
    }
  }
  source('A', 0);
  source('B', 0);
  derived('C', (r) => (r('A') % 2) + (r('B') % 2));
  derived('D', (r) => {
    const a = r('A') % 2;
    const b = r('B') % 2;
    return [0, 1, 2, 3, 4].map((i) => ({ x: i + a - b }));
  });
  derived('E', (r) => hard(r('C') + r('A') + r('D')[0].x));
  derived('F', (r) => hard(r('D')[2].x || r('B')));
  derived('G', (r) => r('C') + (r('C') || r('E') % 2) + r('D')[4].x + r('F'));
  derived('H', (r) => (pushed.H[0]++, (pushed.H[1] += hard(r('G')))));
  derived('I', (r) => (pushed.I[0]++, (pushed.I[1] += r('G'))));
  derived('J', (r) => (pushed.J[0]++, (pushed.J[1] += hard(r('F')))));
  for (const [name, node] of nodes) node.name = name;
  const effects = ['H', 'I', 'J'].map((name) => nodes.get(name));
  const flush = () => effects.forEach((node) => refresh(node));
  const set = (name, value) => {
    const node = nodes.get(name);
    if (Object.is(node.value, value)) return;
    node.value = value;
    node.version++;
  };
  flush();
  for (let pass = 0; pass < passes; pass++) {
    for (const k of KEYS) runs[k] = 0;
    for (const k of ['H', 'I', 'J']) pushed[k] = [0, 0];
    for (let i = 0; i < steps; i++) {
      set('B', 1);
      set('A', 1 + i * 2);
      flush();
      set('A', 2 + i * 2);
      set('B', 2);
      flush();
    }
  }
  return { pushedH: pushed.H, pushedI: pushed.I, pushedJ: pushed.J, ...runs };
}

export default {
  name: 'mol',
  title: 'molBench',
  params: { full: { steps: 400, inner: 1 }, quick: { steps: 50 } },
  // The first pass starts from A = B = 0, later ones from the previous pass's end.
  prime: 1,
  build,
  expected: (params) => model(params, 2),
};
