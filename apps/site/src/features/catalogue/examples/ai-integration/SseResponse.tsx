import { useEffect, useState } from 'react';
import { serverSentEvents, textStream, type ServerSentEvent } from '@tendril/signals/stream';
import { observer } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';

// What a model relay sends, CRLF line ends and a comment included: built here, in the page.
const BODY =
  ': keep-alive comment, ignored\r\n' +
  'event: token\r\ndata: {"text":"Parsed from a Response "}\r\n\r\n' +
  'data: {"text":"built in this page — "}\n\n' +
  'data: {"text":"its bytes arrive in 7-byte chunks, "}\n\n' +
  'data: {"text":"so “characters” are split between them."}\n\n' +
  'data: [DONE]\n\n';

/** The body as bytes in 7-byte chunks, one every 60 ms: a slow network, simulated. */
function localResponse(): Response {
  const bytes = new TextEncoder().encode(BODY);
  let offset = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    pull: (controller) =>
      new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          if (offset >= bytes.length) controller.close();
          else controller.enqueue(bytes.slice(offset, (offset += 7)));
          resolve();
        }, 60);
      }),
    // `until` cancels the body at [DONE]: no chunk may be written after that.
    cancel: () => clearTimeout(timer),
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** An event's text, or nothing: data from a server is checked, never trusted. */
function tokenOf(event: ServerSentEvent): string | undefined {
  try {
    const parsed: unknown = JSON.parse(event.data);
    const text = (parsed as { text?: unknown } | null)?.text;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Reads server-sent events from a locally built Response into signals. */
export default observer(function SseResponse() {
  const [reply] = useState(() =>
    textStream<ServerSentEvent>({
      token: tokenOf,
      // The stream says it is finished in-band; that also closes the body.
      until: (event) => event.data === '[DONE]',
    }),
  );
  useEffect(() => () => reply.cancel(), [reply]);
  const status = reply.status.value;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <Button
          variant="primary"
          onClick={() => void reply.start(serverSentEvents(localResponse()))}
          disabled={status === 'streaming'}
        >
          Read the response
        </Button>
        <p aria-live="polite">Status: {status}</p>
        <p>Events: {reply.tokens.value}</p>
      </div>
      <p className="min-h-12 rounded-lg border border-stone-200 bg-white p-3">
        {reply.text.value || 'Not read yet.'}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer">The response body</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-stone-100 p-3">{BODY}</pre>
      </details>
    </div>
  );
});
