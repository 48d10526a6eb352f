import api from 'virtual:api-reference/ai-integration';
import relaySource from '../examples/ai-integration/model-relay.ts?raw';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

const BROWSER_SIDE = `import { serverSentEvents, textStream, type ServerSentEvent } from '@tendril/signals/stream';

// The reply's text, token count, status and error are signals.
const reply = textStream<ServerSentEvent>({
  // Read the provider's event format; anything else adds nothing.
  token: (event) => {
    try {
      const text = JSON.parse(event.data)?.choices?.[0]?.delta?.content;
      return typeof text === 'string' ? text : undefined;
    } catch {
      return undefined;
    }
  },
  until: (event) => event.data === '[DONE]',
});

const stop = new AbortController();
// Your own route (below): the browser sends the prompt, never a key.
const response = await fetch('/api/chat', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ prompt }),
  signal: stop.signal,
});
await reply.start(serverSentEvents(response), stop.signal); // Stop: stop.abort()`;

/** A code sample that is not an example file (server code, or code that calls a server). */
function Snippet({ label, code }: { label: string; code: string }) {
  return (
    <figure className="space-y-1">
      <figcaption className="font-mono text-sm font-semibold">{label}</figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto rounded-lg bg-stone-900 p-4 text-sm text-stone-100"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}

export default function AiIntegrationGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          A model answers a token at a time. <Code>@tendril/signals/stream</Code> turns such a
          stream into signals: the text so far, the token count, the status (<Code>idle</Code>,{' '}
          <Code>streaming</Code>, <Code>done</Code>, <Code>cancelled</Code>, <Code>error</Code>) and
          the error. It reads a <Code>ReadableStream</Code> of text or bytes (UTF-8 characters split
          across chunks are joined), any async iterable, or server-sent events from a{' '}
          <Code>Response</Code> or an <Code>EventSource</Code>. Reading is pull-based: only while
          fewer than <Code>highWaterMark</Code> tokens wait unapplied, so a slow reader holds the
          source back. Tokens land in batches (every <Code>flushMs</Code>, 16 ms by default), so a
          fast stream does not re-render per token.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          A chat panel. Its replies come from a local generator in the page, not a model: a{' '}
          <Code>ReadableStream</Code> that writes the next word only when asked. Stop cancels the
          stream (the generator&apos;s timer is cleared and nothing more lands); Retry asks again;
          the speed control sets the generator&apos;s pace while it runs.
        </p>
        <Example name="LocalChat" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Read server-sent events from a Response</h3>
        <p>
          <Code>serverSentEvents(response)</Code> checks the response (not ok, or not{' '}
          <Code>text/event-stream</Code>, becomes the stream&apos;s error) and parses its body as
          the HTML standard says: <Code>data</Code>, <Code>event</Code>, <Code>id</Code> and{' '}
          <Code>retry</Code> fields, multi-line data, comments, and CR, LF or CRLF line ends. The
          example builds its <Code>Response</Code> in the page and feeds it in 7-byte chunks.
        </p>
        <Example name="SseResponse" />
        <h3 className="font-semibold">Point it at a real model</h3>
        <p>
          The key stays on a server. Add a route to your own server that holds the key, calls the
          provider and relays its event stream; the browser posts only the prompt to that route.
          This site has no such route: it never stores or sends a key, and its demos make no network
          requests.
        </p>
        <Snippet label="In the browser" code={BROWSER_SIDE} />
        <Snippet label="model-relay.ts (on your server)" code={relaySource} />
        <h3 className="font-semibold">Set a pace, bound the buffer</h3>
        <p>
          <Code>tokensPerFlush: 1</Code> with <Code>flushMs: 50</Code> is a typewriter at 20 tokens
          a second. The tokens that wait are bounded by <Code>highWaterMark</Code> (64 by default):
          when it is reached the reader stops pulling, and a <Code>fetch</Code> body stops reading
          from the network. <Code>buffered</Code> shows how many wait.
        </p>
        <h3 className="font-semibold">Cancel</h3>
        <p>
          <Code>cancel()</Code>, or aborting the <Code>AbortSignal</Code> given to{' '}
          <Code>start</Code> or in the options, sets the status to <Code>cancelled</Code> at once,
          drops the tokens not yet applied and cancels the source (a stream&apos;s reader is
          cancelled, an iterator is returned). Starting a new run cancels the one before.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Never put a model key in browser code or storage: anyone can read it. Relay through your
            own server.
          </li>
          <li>
            <Code>start()</Code> never rejects: read failures land in <Code>status</Code> and{' '}
            <Code>error</Code>. Check the status rather than wrapping it in try / catch.
          </li>
          <li>
            An <Code>EventSource</Code> pushes and cannot be paused, and it only sends GET requests:
            for a prompt, prefer <Code>fetch</Code> with <Code>serverSentEvents</Code>.{' '}
            <Code>eventSourceEvents</Code> bounds its queue with <Code>maxQueued</Code>.
          </li>
          <li>
            Event data comes from a server: parse it in <Code>token</Code> and return nothing for
            what does not fit, rather than trusting its shape.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}
