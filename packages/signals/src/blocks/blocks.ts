/*
 * Blocks: units that own signals, effects and child blocks, with an arity (the most
 * children they may hold) and named capabilities added by extensions. Destroying a block
 * destroys its children and disposes all it owns; a destroyed block refuses to be used.
 */
import {
  effect,
  effectScope,
  signal,
  type Dispose,
  type EffectFn,
  type ReadonlySignal,
  type Signal,
} from '../index.ts';

/**
 * Adds a named capability to a block. `validate` (if given) runs first and must return
 * true; then `install` runs inside the block's ownership (effects it creates are disposed
 * with the block) and its return value is the capability.
 * @example
 * const logger: Extension<{ log(text: string): void }> = {
 *   name: 'logger',
 *   validate: (block) => block.arity > 0,
 *   install: (block) => ({ log: (text) => console.log(block.arity, text) }),
 * };
 */
export interface Extension<C = unknown> {
  readonly name: string;
  validate?(block: Block): boolean;
  install(block: Block): C;
}

/**
 * Options of {@link createBlock}.
 * @example
 * createBlock({ arity: 2 });
 */
export interface BlockOptions {
  /** The most children the block may hold (a whole number, or Infinity). @default Infinity */
  arity?: number;
}

/**
 * A block. Create one with {@link createBlock}. Every method of a destroyed block, and
 * every use of a signal it owns, throws "Block has been destroyed".
 * @example
 * const form = createBlock({ arity: 3 });
 * const name = form.signal('');
 * form.effect(() => console.log(name.value));
 * form.child({ arity: 0 });
 * form.destroy(); // disposes the effect and destroys the child
 */
export interface Block {
  /** The most children it may hold. */
  readonly arity: number;
  /** The block it was added to, if any. */
  readonly parent: Block | undefined;
  /** Its children, in the order they were added. */
  readonly children: ReadonlySignal<readonly Block[]>;
  /** Whether {@link Block.destroy} ran (itself or on an ancestor). */
  readonly destroyed: boolean;
  /**
   * A signal owned by the block: reading or writing it after destroy throws. It is a thin
   * wrapper over a core signal (effects track it as usual; `isSignal` does not know it).
   */
  signal<T>(value: T): Signal<T>;
  /** An effect owned by the block, disposed when it is destroyed (or by the returned function). */
  effect(fn: EffectFn): Dispose;
  /** Runs `fn`; effects (and blocks) it creates are owned by this block. Returns what `fn` returns. */
  run<T>(fn: () => T): T;
  /**
   * Adds a block without a parent as a child; returns it. Past the arity this throws
   * "Block arity exceeded".
   */
  add(child: Block): Block;
  /** Creates a block and adds it as a child: `add(createBlock(options))`. */
  child(options?: BlockOptions): Block;
  /**
   * Installs an extension and returns its capability. It throws "Extension failed
   * validation" (with the reason as `cause`) when its shape is wrong, its name is already
   * installed, or `validate` returns false or throws.
   */
  extend<C>(extension: Extension<C>): C;
  /** Whether an extension of that name is installed. */
  has(name: string): boolean;
  /** The capability an extension installed under `name`, or undefined. */
  use<C = unknown>(name: string): C | undefined;
  /** Destroys children, disposes owned effects, and leaves the parent. A second call does nothing. */
  destroy(): void;
}

class BlockNode implements Block {
  #parent: BlockNode | undefined;
  #children = signal<readonly BlockNode[]>([]);
  #owned: Dispose[] = [];
  #capabilities = new Map<string, unknown>();
  #destroyed = false;
  // Owned by the effect scope the block was created in: disposing the scope destroys it.
  #release = effect(() => () => this.destroy());

  constructor(readonly arity: number) {}

  get parent() {
    return this.#parent;
  }
  get children() {
    return this.#children;
  }
  get destroyed() {
    return this.#destroyed;
  }

  #root(): BlockNode {
    return this.#parent ? this.#parent.#root() : this;
  }

  #check() {
    if (this.#destroyed) {
      throw new Error(
        'Block has been destroyed: it can no longer run code, own effects or take children. ' +
          'Create a new block instead.',
      );
    }
  }

  signal<T>(value: T): Signal<T> {
    this.#check();
    const inner = signal(value);
    const check = () => this.#check();
    return {
      get value() {
        check();
        return inner.value;
      },
      set value(next: T) {
        check();
        inner.value = next;
      },
      name: inner.name,
      peek: () => (check(), inner.peek()),
      subscribe: (fn) => (check(), inner.subscribe(fn)),
      toJSON: () => (check(), inner.peek()),
      valueOf: () => (check(), inner.peek()),
      toString: () => (check(), String(inner.peek())),
    };
  }

  effect(fn: EffectFn): Dispose {
    return this.run(() => effect(fn));
  }

  run<T>(fn: () => T): T {
    this.#check();
    let result: { value: T } | { error: unknown };
    this.#owned.push(
      effectScope(() => {
        try {
          result = { value: fn() };
        } catch (error) {
          result = { error };
        }
      }),
    );
    if ('error' in result!) throw result.error;
    return result!.value;
  }

  add(block: Block): Block {
    this.#check();
    const child = block as BlockNode;
    child.#check();
    if (child.#parent) {
      throw new Error(
        'Block already has a parent, and a block cannot move. Add a new block here instead.',
      );
    }
    // A child has no parent, so it can only be an ancestor of this block as its root.
    if (this.#root() === child) {
      throw new Error(
        'A block cannot contain itself, directly or through its children: add a block that is ' +
          'not one of its ancestors.',
      );
    }
    const children = this.#children.peek();
    if (children.length >= this.arity) throw arityExceeded(this.arity);
    child.#parent = this;
    this.#children.value = [...children, child];
    return child;
  }

  child(options?: BlockOptions): Block {
    this.#check();
    if (this.#children.peek().length >= this.arity) throw arityExceeded(this.arity);
    return this.add(createBlock(options));
  }

  extend<C>(extension: Extension<C>): C {
    this.#check();
    let reason: unknown;
    try {
      const { name, install } = extension;
      if (typeof name !== 'string' || !name || typeof install !== 'function') {
        reason = 'an extension needs a name and an install function';
      } else if (this.#capabilities.has(name)) reason = `"${name}" is already installed`;
      else if (extension.validate?.(this) === false) reason = `"${name}" rejected this block`;
    } catch (error) {
      reason = error;
    }
    if (reason) {
      throw new Error(`Extension failed validation: ${String(reason)}; it was not installed.`, {
        cause: reason,
      });
    }
    const capability = this.run(() => extension.install(this));
    this.#capabilities.set(extension.name, capability);
    return capability;
  }

  has(name: string): boolean {
    this.#check();
    return this.#capabilities.has(name);
  }

  use<C = unknown>(name: string): C | undefined {
    this.#check();
    return this.#capabilities.get(name) as C | undefined;
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    for (const child of this.#children.peek()) child.destroy();
    for (const dispose of this.#owned.reverse()) dispose();
    const parent = this.#parent;
    if (parent) parent.#children.value = parent.#children.peek().filter((c) => c !== this);
    this.#owned = [];
    this.#capabilities.clear();
    this.#release();
  }
}

function arityExceeded(arity: number): Error {
  return new Error(
    `Block arity exceeded: this block already has ${arity} children, all it takes. Remove one ` +
      'first (destroy it), or create the block with a larger `arity`.',
  );
}

/**
 * Creates a block. A block created while an effect scope runs (including inside another
 * block's `run`) is destroyed when that scope is disposed.
 * @param options.arity the most children it may hold. @default Infinity
 * @example
 * const list = createBlock({ arity: 2 });
 * list.child();
 * list.child();
 * list.child(); // throws "Block arity exceeded"
 */
export function createBlock(options: BlockOptions = {}): Block {
  const arity = options.arity ?? Infinity;
  if (!(arity >= 0 && (arity === Infinity || Number.isInteger(arity)))) {
    throw new RangeError(
      `Block arity must be a whole number of at least 0, or Infinity; got ${String(arity)}.`,
    );
  }
  return new BlockNode(arity);
}
