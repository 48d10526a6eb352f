/*
 * A stand-in for a model, running in this page: it writes a canned reply word by word. It is a
 * pull-based ReadableStream, as a fetch body is: it writes the next word only when the reader
 * asks, so the stream's backpressure reaches it, and cancelling clears its timer.
 */

const REPLY =
  'Signals hold the reply as it grows: the text, the token count and the status are each a ' +
  'signal, so only what reads them re-renders. Tokens are read only while the buffer has room, ' +
  'they land in batches rather than one render each, and Stop cancels the source at once: ' +
  'nothing more arrives after it. A real model would send these words over server-sent events ' +
  'from your own server route, which holds the key.';

/** The reply to `prompt` as tokens: a word with the space after it. */
export function localReplyTokens(prompt: string): string[] {
  const opening = `You asked: “${prompt.trim() || 'nothing'}”. `;
  return (opening + REPLY).match(/\S+\s*/g) ?? [];
}

/**
 * A stream of the reply's tokens, `tokensPerSecond()` of them a second (read before each
 * token, so a speed control acts at once).
 */
export function localReply(prompt: string, tokensPerSecond: () => number): ReadableStream<string> {
  const tokens = localReplyTokens(prompt);
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<string>(
    {
      pull(controller) {
        if (next === tokens.length) return controller.close();
        return new Promise<void>((resolve) => {
          timer = setTimeout(
            () => {
              controller.enqueue(tokens[next++] ?? '');
              resolve();
            },
            1000 / Math.max(1, tokensPerSecond()),
          );
        });
      },
      cancel() {
        clearTimeout(timer);
      },
    },
    // Nothing is written ahead of the reader.
    { highWaterMark: 0 },
  );
}
