// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEntry } from '../src/features/catalogue/api-types.ts';
import { convertModules, selectEntries, sourceOf } from './api-reference.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the API reference from TSDoc', () => {
  let entries: ApiEntry[];
  let modules: Awaited<ReturnType<typeof convertModules>>;
  beforeAll(async () => {
    modules = await convertModules(root, ['@tendril/signals', '@tendril/router/offline']);
    entries = selectEntries(modules, {
      '@tendril/signals': ['signal', 'SignalOptions'],
      '@tendril/router/offline': ['MutationQueue'],
    });
  }, 60_000);

  it('maps import paths to the package sources', () => {
    expect(sourceOf(root, '@tendril/router/offline')).toMatch(
      /packages\/router\/src\/offline\/index\.ts$/,
    );
    expect(() => sourceOf(root, '@tendril/router/nope')).toThrow(/not exported/);
  });

  it('gives name, kind, signature, summary and examples of a function', () => {
    const signal = entries.find((e) => e.name === 'signal')!;
    expect(signal).toMatchObject({ module: '@tendril/signals', kind: 'Function' });
    expect(signal.signatures.join('\n')).toMatch(
      /^signal<T>\(value: T, options\?: SignalOptions<T>\): Signal<T>/m,
    );
    expect(signal.summary.length).toBeGreaterThan(10);
    expect(signal.examples.length).toBeGreaterThan(0);
    expect(signal.examples[0]).not.toMatch(/```/);
  });

  it('lists the members of an options type with their defaults', () => {
    const options = entries.find((e) => e.name === 'SignalOptions')!;
    expect(options.kind).toBe('Interface');
    expect(options.members.map((m) => m.name)).toContain('equals');
    expect(options.members.some((m) => m.defaultValue)).toBe(true);
  });

  it('gives a class its constructor', () => {
    const queue = entries.find((e) => e.name === 'MutationQueue')!;
    expect(queue.kind).toBe('Class');
    expect(queue.signatures[0]).toMatch(/^new MutationQueue\(options\?: MutationQueueOptions\)/);
  });

  it('fails loudly on a name the module does not export', () => {
    expect(() => selectEntries(modules, { '@tendril/signals': ['nope'] })).toThrow(
      '@tendril/signals has no export named nope',
    );
  });
});
