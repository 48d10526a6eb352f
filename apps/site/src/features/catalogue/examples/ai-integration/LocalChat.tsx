import { useEffect, useId, useState, type FormEvent } from 'react';
import { textStream, type StreamStatus } from '@tendril/signals/stream';
import { observer, useSignal } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';
import { localReply } from './local-generator.ts';

interface Exchange {
  readonly id: number;
  readonly prompt: string;
  readonly reply: string;
  readonly status: StreamStatus;
}

/**
 * A chat panel whose replies stream into signals from a local generator: Stop cancels the
 * stream, Retry asks again, the speed control sets how fast the generator writes.
 */
export default observer(function LocalChat() {
  // One stream for the reply in progress; each start() cancels the one before.
  const [reply] = useState(() => textStream<string>());
  const speed = useSignal(20);
  const [prompt, setPrompt] = useState('How do signals stream a reply?');
  const [asked, setAsked] = useState<string>();
  const [history, setHistory] = useState<Exchange[]>([]);
  const status = reply.status.value;
  const text = reply.text.value;
  const tokens = reply.tokens.value;
  const tokensPerSecond = speed.value;
  const ids = { prompt: useId(), speed: useId() };
  // Leaving the page stops the generator.
  useEffect(() => () => reply.cancel(), [reply]);

  const ask = (question: string) => {
    setAsked(question);
    void reply.start(localReply(question, () => speed.peek()));
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (asked !== undefined) {
      const previous: Exchange = {
        id: history.length,
        prompt: asked,
        reply: reply.text.peek(),
        status: status === 'streaming' ? 'cancelled' : status,
      };
      setHistory((list) => [...list, previous]);
    }
    ask(prompt);
  };

  return (
    <div className="space-y-4">
      <p className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
        The replies come from a local generator in this page, not a model. Nothing is sent anywhere.
      </p>
      {history.length > 0 && (
        <ol aria-label="Earlier prompts" className="space-y-2 text-sm">
          {history.map((exchange) => (
            <li key={exchange.id} className="rounded-lg border border-stone-200 p-2">
              <p className="font-semibold">{exchange.prompt}</p>
              <p className="text-stone-700">
                {exchange.reply} <span className="text-stone-600">({exchange.status})</span>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={ids.prompt} className="text-sm font-medium text-stone-700">
            Prompt
          </label>
          <input
            id={ids.prompt}
            value={prompt}
            onChange={(e) => setPrompt(e.currentTarget.value)}
            className="rounded-lg border border-stone-300 px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-green-700"
          />
        </div>
        <Button type="submit" variant="primary">
          Send
        </Button>
        <Button onClick={() => reply.cancel()} disabled={status !== 'streaming'}>
          Stop
        </Button>
        <Button
          onClick={() => asked !== undefined && ask(asked)}
          disabled={asked === undefined || status === 'streaming'}
        >
          Retry
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <label htmlFor={ids.speed} className="flex items-center gap-2">
          Speed
          <input
            id={ids.speed}
            type="range"
            min={2}
            max={60}
            value={tokensPerSecond}
            onChange={(e) => (speed.value = e.currentTarget.valueAsNumber)}
            aria-valuetext={`${tokensPerSecond} tokens per second`}
          />
          <span>{tokensPerSecond} tokens/s</span>
        </label>
        <p aria-live="polite">Status: {status}</p>
        <p>Tokens: {tokens}</p>
      </div>
      <section
        aria-label="Reply"
        className="min-h-24 rounded-lg border border-stone-200 bg-white p-3 whitespace-pre-wrap"
      >
        {text || <span className="text-stone-600">Send a prompt to see a reply stream in.</span>}
      </section>
    </div>
  );
});
