import { afterEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@tendril/signals';
import { DataRegistry, NotRegisteredError, type ActionStatus } from './loaders.ts';

afterEach(() => {
  vi.useRealTimers();
});

function setup(options: ConstructorParameters<typeof DataRegistry>[0] = {}) {
  const log = vi.fn();
  const data = new DataRegistry({ log, ...options });
  return { data, log };
}

function statuses(data: DataRegistry, name: string) {
  const seen: ActionStatus[] = [];
  const stop = effect(() => {
    seen.push(data.actionState(name).value.status);
  });
  return { seen, stop };
}

describe('actions', () => {
  it('go idle → executing → success and resolve with the result', async () => {
    const { data } = setup();
    const fn = vi.fn(async (payload: { qty: number }) => ({ total: payload.qty * 2 }));
    data.registerAction('addToCart', fn);
    const { seen, stop } = statuses(data, 'addToCart');
    const result = data.runAction('addToCart', { qty: 3 });
    expect(data.actionState('addToCart').value.status).toBe('executing');
    await expect(result).resolves.toEqual({ total: 6 });
    stop();
    expect(seen).toEqual(['idle', 'executing', 'success']);
    expect(data.actionState('addToCart').value).toEqual({
      status: 'success',
      result: { total: 6 },
      error: undefined,
    });
    expect(fn).toHaveBeenCalledWith({ qty: 3 }, { signal: expect.any(AbortSignal) });
  });

  it('go idle → executing → error, reject with the error and log it', async () => {
    const { data, log } = setup();
    const error = new Error('out of stock');
    data.registerAction('buy', () => Promise.reject(error));
    const { seen, stop } = statuses(data, 'buy');
    await expect(data.runAction('buy', {})).rejects.toBe(error);
    stop();
    expect(seen).toEqual(['idle', 'executing', 'error']);
    expect(data.actionState('buy').value).toEqual({ status: 'error', result: undefined, error });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('buy'), error);
  });

  it('end in error when they return { success: false }, with its message, and still resolve', async () => {
    const { data } = setup();
    const refreshed = vi.fn();
    data.onActionSuccess = refreshed;
    const refusal = { success: false, message: 'Product not found' };
    data.registerAction('add', () => refusal);
    data.registerAction('bare', async () => ({ success: false }));
    const { seen, stop } = statuses(data, 'add');
    await expect(data.runAction('add', {})).resolves.toBe(refusal);
    stop();
    expect(seen).toEqual(['idle', 'executing', 'error']);
    expect(data.actionState('add').value.result).toBe(refusal);
    expect(data.actionState('add').value.error?.message).toBe('Product not found');
    await data.runAction('bare', {});
    expect(data.actionState('bare').value.error?.message).toBe('Action failed');
    expect(refreshed).not.toHaveBeenCalled();
    data.registerAction('ok', () => ({ success: true }));
    await data.runAction('ok', {});
    expect(data.actionState('ok').value.status).toBe('success');
    expect(refreshed).toHaveBeenCalledWith('ok');
  });

  it('are not retried', async () => {
    const { data } = setup();
    const fn = vi.fn(() => {
      throw new Error('nope');
    });
    data.registerAction('a', fn);
    await expect(data.runAction('a', 1)).rejects.toThrow('nope');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keep the last result while executing again', async () => {
    const { data } = setup();
    let n = 0;
    data.registerAction('count', () => ++n);
    await data.runAction('count', null);
    const again = data.runAction('count', null);
    expect(data.actionState('count').value).toEqual({
      status: 'executing',
      result: 1,
      error: undefined,
    });
    await again;
  });

  it('time out after timeoutMs', async () => {
    vi.useFakeTimers();
    const { data } = setup({ timeoutMs: 100 });
    data.registerAction('hang', () => new Promise(() => {}));
    const result = data.runAction('hang', null);
    const assertion = expect(result).rejects.toThrow('Action timeout after 100 ms');
    await vi.advanceTimersByTimeAsync(100);
    await assertion;
    expect(data.actionState('hang').value.status).toBe('error');
  });

  it('tell the registry listener after a success only', async () => {
    const { data } = setup();
    const onSuccess = vi.fn();
    data.onActionSuccess = onSuccess;
    data.registerAction('ok', () => 'fine');
    data.registerAction('bad', () => Promise.reject(new Error('x')));
    await data.runAction('ok', null);
    await data.runAction('bad', null).catch(() => {});
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith('ok');
  });
});

describe('an unknown action', () => {
  it('rejects with "Action not found"', async () => {
    const { data } = setup();
    const result = data.runAction('missing', {});
    await expect(result).rejects.toBeInstanceOf(NotRegisteredError);
    await expect(result).rejects.toThrow('Action not found');
  });

  it('reads as an error state', () => {
    const { data } = setup();
    expect(data.actionState('missing').value).toMatchObject({
      status: 'error',
      error: { message: 'Action not found' },
    });
  });
});
