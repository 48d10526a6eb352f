import { afterEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@tendril/signals';
import { DataRegistry, type ActionStatus } from './loaders.ts';
import { defineAction } from './handles.ts';
import type { ActionHandle } from './types.ts';

afterEach(() => {
  vi.useRealTimers();
});

function setup(options: ConstructorParameters<typeof DataRegistry>[0] = {}) {
  const log = vi.fn();
  const data = new DataRegistry({ log, ...options });
  return { data, log };
}

function statuses<P, R>(data: DataRegistry, action: ActionHandle<P, R>) {
  const seen: ActionStatus[] = [];
  const stop = effect(() => {
    seen.push(data.actionState(action).value.status);
  });
  return { seen, stop };
}

describe('actions', () => {
  it('go idle → executing → success and resolve with the result', async () => {
    const { data } = setup();
    const fn = vi.fn(async (payload: { qty: number }) => ({ total: payload.qty * 2 }));
    const addToCartAction = defineAction('addToCart', fn);
    const { seen, stop } = statuses(data, addToCartAction);
    const result = data.run(addToCartAction, { qty: 3 });
    expect(data.actionState(addToCartAction).value.status).toBe('executing');
    await expect(result).resolves.toEqual({ total: 6 });
    stop();
    expect(seen).toEqual(['idle', 'executing', 'success']);
    expect(data.actionState(addToCartAction).value).toEqual({
      status: 'success',
      result: { total: 6 },
      error: undefined,
    });
    expect(fn).toHaveBeenCalledWith({ qty: 3 }, { signal: expect.any(AbortSignal) });
  });

  it('go idle → executing → error, reject with the error and log it', async () => {
    const { data, log } = setup();
    const error = new Error('out of stock');
    const buyAction = defineAction('buy', () => Promise.reject(error));
    const { seen, stop } = statuses(data, buyAction);
    await expect(data.run(buyAction, undefined)).rejects.toBe(error);
    stop();
    expect(seen).toEqual(['idle', 'executing', 'error']);
    expect(data.actionState(buyAction).value).toEqual({
      status: 'error',
      result: undefined,
      error,
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('buy'), error);
  });

  it('end in error when they return { success: false }, with its message, and still resolve', async () => {
    const { data } = setup();
    const refreshed = vi.fn();
    data.onActionSuccess = refreshed;
    const refusal = { success: false, message: 'Product not found' };
    const addAction = defineAction('add', () => refusal);
    const bareAction = defineAction('bare', async () => ({ success: false }));
    const { seen, stop } = statuses(data, addAction);
    await expect(data.run(addAction, undefined)).resolves.toBe(refusal);
    stop();
    expect(seen).toEqual(['idle', 'executing', 'error']);
    expect(data.actionState(addAction).value.result).toBe(refusal);
    expect(data.actionState(addAction).value.error?.message).toBe('Product not found');
    await data.run(bareAction, undefined);
    expect(data.actionState(bareAction).value.error?.message).toBe('Action failed');
    expect(refreshed).not.toHaveBeenCalled();
    const okAction = defineAction('ok', () => ({ success: true }));
    await data.run(okAction, undefined);
    expect(data.actionState(okAction).value.status).toBe('success');
    expect(refreshed).toHaveBeenCalledWith('ok');
  });

  it('are not retried', async () => {
    const { data } = setup();
    const fn = vi.fn(() => {
      throw new Error('nope');
    });
    const aAction = defineAction('a', fn);
    await expect(data.run(aAction, undefined)).rejects.toThrow('nope');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keep the last result while executing again', async () => {
    const { data } = setup();
    let n = 0;
    const countAction = defineAction('count', () => ++n);
    await data.run(countAction, undefined);
    const again = data.run(countAction, undefined);
    expect(data.actionState(countAction).value).toEqual({
      status: 'executing',
      result: 1,
      error: undefined,
    });
    await again;
  });

  it('time out after timeoutMs', async () => {
    vi.useFakeTimers();
    const { data } = setup({ timeoutMs: 100 });
    const hangAction = defineAction('hang', () => new Promise(() => {}));
    const result = data.run(hangAction, undefined);
    const assertion = expect(result).rejects.toThrow('Action timeout after 100 ms');
    await vi.advanceTimersByTimeAsync(100);
    await assertion;
    expect(data.actionState(hangAction).value.status).toBe('error');
  });

  it('tell the registry listener after a success only', async () => {
    const { data } = setup();
    const onSuccess = vi.fn();
    data.onActionSuccess = onSuccess;
    const okAction = defineAction('ok', () => 'fine');
    const badAction = defineAction('bad', () => Promise.reject(new Error('x')));
    await data.run(okAction, undefined);
    await data.run(badAction, undefined).catch(() => {});
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith('ok');
  });
});

describe("an action's own options", () => {
  it("time out after the handle's timeout rather than the registry's", async () => {
    vi.useFakeTimers();
    const { data } = setup({ timeoutMs: 10_000 });
    const hang = defineAction('hang', () => new Promise<never>(() => {}), { timeout: 50 });
    const assertion = expect(data.run(hang, undefined)).rejects.toThrow(
      'Action timeout after 50 ms',
    );
    await vi.advanceTimersByTimeAsync(50);
    await assertion;
  });
});
