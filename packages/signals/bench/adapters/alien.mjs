// Adapter for alien-signals 3: signals and computeds are functions (s() reads, s(v) writes),
// batching is startBatch/endBatch, and an untracked read clears the active subscriber.
import { computed, effect, endBatch, setActiveSub, signal, startBatch } from 'alien-signals';

export default async function load() {
  return {
    name: 'alien',
    label: 'alien-signals',
    signal,
    computed,
    effect,
    read: (node) => node(),
    write: (node, value) => node(value),
    peek(node) {
      const prev = setActiveSub(undefined);
      try {
        return node();
      } finally {
        setActiveSub(prev);
      }
    },
    batch(fn) {
      startBatch();
      try {
        return fn();
      } finally {
        endBatch();
      }
    },
    untracked(fn) {
      const prev = setActiveSub(undefined);
      try {
        return fn();
      } finally {
        setActiveSub(prev);
      }
    },
  };
}
