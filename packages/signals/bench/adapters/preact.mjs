// Adapter for @preact/signals-core: nodes are objects read and written through `.value`.
import { batch, computed, effect, signal, untracked } from '@preact/signals-core';

export default async function load() {
  return {
    name: 'preact',
    label: 'preact',
    signal,
    computed,
    effect,
    read: (node) => node.value,
    write: (node, value) => {
      node.value = value;
    },
    peek: (node) => node.peek(),
    batch,
    untracked,
  };
}
