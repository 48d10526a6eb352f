/**
 * Effects as values, run by an interpreter: results are success, error, suspended or
 * cancelled; timeouts, retry with backoff, cancellation, composition, and built-in load
 * and storage effects.
 * @module
 */
export {
  chain,
  custom,
  fail,
  map,
  parallel,
  race,
  retry,
  sequence,
  sleep,
  succeed,
  task,
  type Effect,
  type RetryOptions,
  type ValueOf,
} from './effects.ts';
export {
  load,
  storage,
  type FetchLike,
  type LoadRequest,
  type StorageLike,
  type StorageOperation,
} from './handlers.ts';
export {
  createInterpreter,
  type EffectHandler,
  type EffectResult,
  type EffectRun,
  type Interpreter,
  type InterpreterOptions,
  type RunOptions,
} from './interpreter.ts';
