// Creation costs: each iteration builds fresh nodes and lets them go, so the numbers include
// allocation and first evaluation.
//   create-signals:   `count` signals, each read once (also with 10^5: create-signals-1e5).
//   create-computeds: `count` computeds over 10 fresh signals, each read once (first evaluation).
//   create-effects:   `count` effects over 10 fresh signals (each runs once), then all are
//                     disposed and every signal is written once, which must wake nobody.
// Checks: sums of the values read and exact run counts.
// All are creation cases: the runner forces a full GC before each of their samples (outside the
// timing), and the "creation cases <= 1.0x" target applies to them.

const SOURCES = 10;

const createSignals = {
  name: 'create-signals',
  creation: true,
  gcBetweenSamples: true,
  title: 'create signals',
  params: { full: { count: 10000, inner: 50 }, quick: { count: 1000 } },
  build: buildSignals,
  expected: expectedSignals,
};

// The shape where an independent run of the community benchmark found creation slowest.
const createManySignals = {
  name: 'create-signals-1e5',
  creation: true,
  gcBetweenSamples: true,
  title: 'create 10^5 signals',
  params: { full: { count: 100000, inner: 5 }, quick: { count: 100000 } },
  build: buildSignals,
  expected: expectedSignals,
};

// Creating and reading are separate functions: with both loops in one, the optimised code V8
// builds mid-way through the first loop (on-stack replacement) holds a second loop that has not
// run yet, and for some libraries that code was thrown away and rebuilt on every iteration.
function buildSignals({ signal, read }, { count }) {
  const create = () => {
    const nodes = new Array(count);
    for (let i = 0; i < count; i++) nodes[i] = signal(i);
    return nodes;
  };
  const readAll = (nodes) => {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += read(nodes[i]);
    return sum;
  };
  return () => ({ sum: readAll(create()) });
}

function expectedSignals({ count }) {
  return { sum: (count * (count - 1)) / 2 };
}

const createComputeds = {
  name: 'create-computeds',
  creation: true,
  gcBetweenSamples: true,
  title: 'create computeds',
  params: { full: { count: 10000, inner: 15 }, quick: { count: 1000 } },

  build({ signal, computed, read }, { count }) {
    return () => {
      const runs = { computed: 0 };
      const sources = [];
      for (let i = 0; i < SOURCES; i++) sources.push(signal(i));
      const nodes = new Array(count);
      for (let i = 0; i < count; i++) {
        const source = sources[i % SOURCES];
        nodes[i] = computed(() => {
          runs.computed++;
          return read(source) + 1;
        });
      }
      let sum = 0;
      for (let i = 0; i < count; i++) sum += read(nodes[i]);
      return { sum, ...runs };
    };
  },

  expected({ count }) {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += (i % SOURCES) + 1;
    return { sum, computed: count };
  },
};

const createEffects = {
  name: 'create-effects',
  creation: true,
  gcBetweenSamples: true,
  title: 'create effects',
  params: { full: { count: 10000, inner: 10 }, quick: { count: 1000 } },

  build({ signal, effect, read, write }, { count }) {
    return () => {
      const runs = { effect: 0 };
      let sum = 0;
      const sources = [];
      for (let i = 0; i < SOURCES; i++) sources.push(signal(i));
      const disposers = new Array(count);
      for (let i = 0; i < count; i++) {
        const source = sources[i % SOURCES];
        disposers[i] = effect(() => {
          runs.effect++;
          sum += read(source);
        });
      }
      for (let i = 0; i < count; i++) disposers[i]();
      for (let i = 0; i < SOURCES; i++) write(sources[i], -1);
      return { sum, ...runs };
    };
  },

  expected({ count }) {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += i % SOURCES;
    return { sum, effect: count };
  },
};

export default [createSignals, createManySignals, createComputeds, createEffects];
