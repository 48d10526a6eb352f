/*
 * The effects demo's scenarios: each one is an effect description from @tendril/signals/effect,
 * run by one interpreter that also knows a custom `demo.greet` effect.
 */
import {
  createInterpreter,
  custom,
  fail,
  load,
  retry,
  sequence,
  sleep,
  storage,
  task,
  type Effect,
  type Interpreter,
} from '@tendril/signals/effect';

export interface Scenario {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly effect: () => Effect;
}

/** Waits `ms` unless `signal` aborts first. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const abort = () => {
      clearTimeout(id);
      reject(new Error('aborted'));
    };
    const id = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal.addEventListener('abort', abort, { once: true });
  });

// #region scenarios
/** An interpreter with the built-in load and storage effects plus a custom one. */
export function createDemoInterpreter(): Interpreter {
  return createInterpreter({
    timeout: 10_000,
    handlers: {
      // A custom effect type: the handler gets the effect (and its payload) and an AbortSignal.
      'demo.greet': async (effect: Effect & { payload?: string }, { signal }) => {
        await pause(600, signal);
        return `Hello, ${effect.payload ?? 'stranger'}!`;
      },
    },
  });
}

/** The scenarios; `onAttempt` hears each attempt of the retried one. */
export function createScenarios(onAttempt: (attempt: number) => void): Scenario[] {
  let attempt = 0;
  return [
    {
      id: 'load',
      label: 'Load the manifest',
      description: 'load({ url: "/manifest.json" }): a same-origin JSON file that exists.',
      effect: () => load<{ name: string }>({ url: '/manifest.json' }),
    },
    {
      id: 'load-missing',
      label: 'Load a missing file',
      description:
        'load({ url: "/missing-file.json" }): a 404, or the site\'s HTML fallback page, which is not JSON.',
      effect: () => load({ url: '/missing-file.json' }),
    },
    {
      id: 'storage',
      label: 'Save and read storage',
      description: 'sequence of storage save then load under "effects-demo".',
      effect: () =>
        sequence([
          storage({ action: 'save', key: 'effects-demo', value: { savedAt: Date.now() } }),
          storage({ action: 'load', key: 'effects-demo' }),
        ]),
    },
    {
      id: 'custom',
      label: 'Run a custom effect',
      description: 'custom("demo.greet", "Ada"), handled by a registered handler after 600 ms.',
      effect: () => custom<string>('demo.greet', 'Ada'),
    },
    {
      id: 'timeout',
      label: 'Time out',
      description: 'A 5 s task allowed to stay suspended for 1 s.',
      effect: () => task((signal) => pause(5000, signal), 1000),
    },
    {
      id: 'retry',
      label: 'Retry with backoff',
      description: 'Fails twice, then succeeds: retries wait 300 ms, then 600 ms.',
      effect: () => {
        attempt = 0;
        return retry(
          task(() => {
            onAttempt(++attempt);
            if (attempt < 3) throw new Error(`Attempt ${attempt} failed`);
            return `Succeeded on attempt ${attempt}`;
          }),
          { retries: 3, delay: 300, factor: 2 },
        );
      },
    },
    {
      id: 'slow',
      label: 'Start a slow effect',
      description: 'sleep(5000): cancel it while it is suspended.',
      effect: () => sleep(5000, 'Finished without being cancelled'),
    },
    {
      id: 'fail',
      label: 'Fail at once',
      description: 'fail("No users available").',
      effect: () => fail('No users available'),
    },
  ];
}
// #endregion

/** A result's value as short text. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
