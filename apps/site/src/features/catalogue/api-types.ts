/*
 * The API reference as a docs page shows it: generated at build time from the packages' TSDoc
 * by TypeDoc (build/api-reference.ts), trimmed to these fields.
 */

/** A property of an interface, options type or class. */
export interface ApiMember {
  readonly name: string;
  readonly type: string;
  readonly optional: boolean;
  readonly summary: string;
  readonly defaultValue?: string;
}

/** One exported symbol. */
export interface ApiEntry {
  /** The import path: `@tendril/signals`, `@tendril/router/offline`, … */
  readonly module: string;
  readonly name: string;
  /** `Function`, `Class`, `Interface`, `Type alias`, `Variable`. */
  readonly kind: string;
  /** Call signatures of a function or constructors of a class; the type of anything else. */
  readonly signatures: readonly string[];
  readonly summary: string;
  readonly defaultValue?: string;
  readonly examples: readonly string[];
  readonly members: readonly ApiMember[];
}
