// Dynamic graphs (js-reactivity-benchmark by milomg, MIT: its "dynamic" suite, after Reactively's
// benchmark), in the configurations that suite runs; see ./dynamic-model.mjs for the shape. One
// iteration performs `writes` batched writes, one source at a time round-robin; the leaf effects
// pull the changes. Each source written gets two or more writes per iteration, so that every
// iteration after the first changes the same values (a source written once per iteration would get
// the same value every time, and from the second iteration on nothing would run).
//   dynamic-simple     simple component   10 wide x 5 layers,   2 inputs per node, static
//   dynamic-component  dynamic component  10 x 10,              6 inputs, 25% dynamic nodes
//   dynamic            large web app      1000 x 12,            4 inputs, 5% dynamic
//   dynamic-wide       wide dense         1000 x 5,             25 inputs, static (writes go to
//                                         the first 100 sources only, to keep a sample short)
//   dynamic-deep       deep               5 x 500,              3 inputs, static
//   dynamic-very       very dynamic       100 x 15,             6 inputs, 50% dynamic
// Checks: the leaf sum seen by the effects and read directly, effect runs, and computed runs
// (against the plain-JS model in ./dynamic-model.mjs).

import { describeGraph, dynamicValue, modelDynamic } from './dynamic-model.mjs';

const SEED = 0x7e9d1;

function dynamicCase(config) {
  const { name, title, width, layers, sources, dynamicFraction, writes, written, inner } = config;
  const shape = { sources, dynamicFraction, seed: SEED };
  return {
    name,
    title,
    params: {
      full: { ...shape, width, layers, writes, written, inner },
      quick: { ...shape, ...config.quick },
    },
    // The first pass starts from the initial source values, later ones from the previous pass's
    // final values; results are identical from the second pass on.
    prime: 1,
    build,
    expected,
  };
}

function build({ signal, computed, effect, read, write, batch }, params, own) {
  const { width, writes } = params;
  // Writes go round-robin to the first `written` sources (all of them unless the case says).
  const written = params.written ?? width;
  const runs = { computed: 0, effect: 0 };
  const sources = [];
  for (let j = 0; j < width; j++) sources.push(signal(j));
  let above = sources;
  for (const shape of describeGraph(params)) {
    const row = [];
    for (const { inputs, dynamic } of shape) {
      const nodes = inputs.map((k) => above[k]);
      if (dynamic) {
        const readInput = (k) => read(nodes[k]);
        row.push(
          computed(() => {
            runs.computed++;
            return dynamicValue(readInput, nodes.length);
          }),
        );
      } else {
        row.push(
          computed(() => {
            runs.computed++;
            let sum = 0;
            for (let k = 0; k < nodes.length; k++) sum += read(nodes[k]);
            return sum;
          }),
        );
      }
    }
    above = row;
  }
  const leaves = above;
  const seen = new Float64Array(width);
  for (let j = 0; j < width; j++) {
    const leaf = leaves[j];
    own(
      effect(() => {
        seen[j] = read(leaf);
        runs.effect++;
      }),
    );
  }

  return () => {
    runs.computed = runs.effect = 0;
    for (let i = 0; i < writes; i++) {
      const s = i % written;
      batch(() => write(sources[s], i + s));
    }
    let sum = 0;
    for (let j = 0; j < width; j++) sum += seen[j];
    let leafSum = 0;
    for (let j = 0; j < width; j++) leafSum += read(leaves[j]);
    return { sum, leafSum, ...runs };
  };
}

function expected(params) {
  const model = modelDynamic(params, 2);
  const result = { sum: model.sum, leafSum: model.sum, effect: model.effectRuns };
  if (model.computedRunsComparable) result.computed = model.computedRuns;
  return result;
}

export default [
  dynamicCase({
    name: 'dynamic-simple',
    title: 'dynamic simple 10x5, 2 src',
    ...{ width: 10, layers: 5, sources: 2, dynamicFraction: 0 },
    ...{ writes: 20000, inner: 1, quick: { width: 10, layers: 5, writes: 200 } },
  }),
  dynamicCase({
    name: 'dynamic-component',
    title: 'dynamic comp. 10x10, 6 src, 25%',
    ...{ width: 10, layers: 10, sources: 6, dynamicFraction: 0.25 },
    ...{ writes: 3000, inner: 1, quick: { width: 10, layers: 10, writes: 200 } },
  }),
  dynamicCase({
    name: 'dynamic',
    title: 'dynamic 1000x12, 4 src, 5%',
    ...{ width: 1000, layers: 12, sources: 4, dynamicFraction: 0.05 },
    ...{ writes: 2000, inner: 1, quick: { width: 100, layers: 6, writes: 500 } },
  }),
  dynamicCase({
    name: 'dynamic-wide',
    title: 'dynamic wide 1000x5, 25 src',
    ...{ width: 1000, layers: 5, sources: 25, dynamicFraction: 0 },
    ...{ writes: 200, written: 100, inner: 1, quick: { width: 100, layers: 5, writes: 200 } },
  }),
  dynamicCase({
    name: 'dynamic-deep',
    title: 'dynamic deep 5x500, 3 src',
    ...{ width: 5, layers: 500, sources: 3, dynamicFraction: 0 },
    ...{ writes: 100, inner: 1, quick: { width: 5, layers: 50, writes: 20 } },
  }),
  dynamicCase({
    name: 'dynamic-very',
    title: 'dynamic very 100x15, 6 src, 50%',
    ...{ width: 100, layers: 15, sources: 6, dynamicFraction: 0.5 },
    ...{ writes: 250, inner: 1, quick: { width: 20, layers: 15, writes: 100 } },
  }),
];
