// Dynamic graph (js-reactivity-benchmark "dynamic" suite, 1000 wide x 12 layers, 4 inputs per
// node, 5% dynamic nodes): see ./dynamic-model.mjs for the shape. One iteration performs `writes`
// batched writes, one source at a time round-robin; the leaf effects pull the changes.
// Checks: the leaf sum seen by the effects and read directly, effect runs, and computed runs
// (against the plain-JS model in ./dynamic-model.mjs).

import { describeGraph, dynamicValue, modelDynamic } from './dynamic-model.mjs';

const SHAPE = { sources: 4, dynamicFraction: 0.05, seed: 0x7e9d1 };

export default {
  name: 'dynamic',
  title: 'dynamic 1000x12, 5% dyn',
  params: {
    full: { ...SHAPE, width: 1000, layers: 12, writes: 7000, inner: 1 },
    quick: { ...SHAPE, width: 100, layers: 6, writes: 500 },
  },
  // The first pass starts from the initial source values, later ones from the previous pass's
  // final values; results are identical from the second pass on.
  prime: 1,

  build({ signal, computed, effect, read, write, batch }, params, own) {
    const { width, writes } = params;
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
        const s = i % width;
        batch(() => write(sources[s], i + s));
      }
      let sum = 0;
      for (let j = 0; j < width; j++) sum += seen[j];
      let leafSum = 0;
      for (let j = 0; j < width; j++) leafSum += read(leaves[j]);
      return { sum, leafSum, ...runs };
    };
  },

  expected(params) {
    const model = modelDynamic(params, 2);
    const expected = { sum: model.sum, leafSum: model.sum, effect: model.effectRuns };
    if (model.computedRunsComparable) expected.computed = model.computedRuns;
    return expected;
  },
};
