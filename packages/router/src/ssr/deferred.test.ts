// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_ATTRIBUTE, deferredPart, parseValue } from './deferred.ts';

const partScript = (id: number, text: string) =>
  `<script type="application/json" ${DEFERRED_ATTRIBUTE}="${id}">${text}</script>`;

/** Makes the document read as still loading (its HTML streaming in), until `done`. */
function loading() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  return () => {
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a deferred part in the browser', () => {
  it('is settled at once when its script is in the page, as React reads it without suspending', () => {
    document.body.innerHTML = partScript(1, '[{"value":1},["Date","2026-12-02T00:00:00.000Z"]]');
    const part = deferredPart(1);
    expect(part.status).toBe('fulfilled');
    expect(part.value).toEqual(new Date('2026-12-02T00:00:00.000Z'));
  });

  it('resolves when its script streams in later', async () => {
    const done = loading();
    try {
      const part = deferredPart(2);
      expect(part.status).toBeUndefined();
      document.body.insertAdjacentHTML('beforeend', partScript(2, '{"value":["Bright"]}'));
      await expect(part).resolves.toEqual(['Bright']);
    } finally {
      done();
    }
  });

  it("rejects with the server's (redacted) error and its id", async () => {
    document.body.innerHTML = partScript(
      3,
      '{"error":{"name":"Error","message":"An unexpected error occurred","id":"ab12cd34"}}',
    );
    await expect(deferredPart(3)).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      id: 'ab12cd34',
    });
  });

  it('rejects when the page ends without it', async () => {
    const done = loading();
    const part = deferredPart(4);
    done();
    await expect(part).rejects.toThrow('The page ended before this part of it arrived');
  });

  it('comes back from the hydration data as a promise', async () => {
    document.body.innerHTML = partScript(1, '{"value":"ok"}');
    const data = parseValue('[{"reviews":1},["Deferred",2],1]') as { reviews: Promise<string> };
    await expect(data.reviews).resolves.toBe('ok');
  });
});
