import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposeTasks, transfer, type WorkerEndpoint } from './worker.ts';

const unknownTask = (name: string): string =>
  `Unknown task "${name}": this worker exposes no task by that name. Add it to the tasks this ` +
  'worker script passes to exposeTasks, or run one of those.';

afterEach(() => vi.restoreAllMocks());

// A worker's `self` that records what the worker posts back.
function endpoint() {
  const sent: { message: unknown; transfer: Transferable[] }[] = [];
  let listener: ((event: MessageEvent) => void) | undefined;
  const self: WorkerEndpoint = {
    postMessage: (message, transfer) => sent.push({ message, transfer }),
    addEventListener: (_type, fn) => (listener = fn),
  };
  const send = async (data: unknown) => {
    listener!({ data } as MessageEvent);
    await new Promise((done) => setTimeout(done)); // one turn: an async task settles
  };
  return { self, sent, send };
}

const run = (id: number, name: string, ...args: unknown[]) => ({
  t: 'tendril:run',
  id,
  name,
  args,
});

describe('exposeTasks', () => {
  it('announces itself, then answers each task with its result or its error', async () => {
    const { self, sent, send } = endpoint();
    exposeTasks(
      {
        double: (n: number) => n * 2,
        later: async (s: string) => s.toUpperCase(),
        throws: () => {
          throw new TypeError('wrong type');
        },
        throwsString: () => {
          throw 'plain';
        },
      },
      self,
    );
    await send(run(1, 'double', 21));
    await send(run(2, 'later', 'ok'));
    await send(run(3, 'throws'));
    await send(run(4, 'throwsString'));
    await send(run(5, 'missing'));
    await send(run(6, 'toString')); // inherited names are not tasks
    expect(sent.map((s) => s.message)).toEqual([
      { t: 'tendril:ready' },
      { t: 'tendril:ok', id: 1, value: 42 },
      { t: 'tendril:ok', id: 2, value: 'OK' },
      { t: 'tendril:err', id: 3, error: { name: 'TypeError', message: 'wrong type' } },
      { t: 'tendril:err', id: 4, error: { name: 'Error', message: 'plain' } },
      { t: 'tendril:err', id: 5, error: { name: 'Error', message: unknownTask('missing') } },
      { t: 'tendril:err', id: 6, error: { name: 'Error', message: unknownTask('toString') } },
    ]);
  });

  it('transfers what a task wraps with transfer()', async () => {
    const { self, sent, send } = endpoint();
    const buffer = new ArrayBuffer(8);
    exposeTasks({ give: () => transfer({ buffer }, [buffer]) }, self);
    await send(run(1, 'give'));
    expect(sent[1]).toEqual({
      message: { t: 'tendril:ok', id: 1, value: { buffer } },
      transfer: [buffer],
    });
  });

  it('drops malformed requests with a warning and runs nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { self, sent, send } = endpoint();
    const task = vi.fn();
    exposeTasks({ task }, self);
    for (const junk of [
      undefined,
      'run task',
      { t: 'tendril:run', id: '1', name: 'task', args: [] },
      { t: 'tendril:run', id: 1, name: 'task' },
      { t: 'tendril:run', id: 1, args: [] },
      { id: 1, name: 'task', args: [] },
    ]) {
      await send(junk);
    }
    expect(task).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1); // only the ready message
    expect(warn).toHaveBeenCalledTimes(6);
  });
});
