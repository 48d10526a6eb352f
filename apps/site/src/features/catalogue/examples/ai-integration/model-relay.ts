/*
 * SERVER code, shown in the guide and never run by this site: a route on your own server (any
 * runtime with the Fetch API: Node 18+, Deno, Bun, a worker) that holds the model provider's
 * key and relays its server-sent events to the browser. The browser posts only the prompt.
 */

/** What your server passes in: the key comes from its environment, never from the browser. */
export interface RelayConfig {
  /** The provider's streaming endpoint. */
  readonly upstream: string;
  /** Read from the server's environment (e.g. `process.env.MODEL_API_KEY`). */
  readonly apiKey: string;
}

/** Handles `POST /api/chat` with `{ "prompt": string }`; answers `text/event-stream`. */
export function chatRoute(config: RelayConfig): (request: Request) => Promise<Response> {
  return async (request) => {
    const body: unknown = await request.json().catch(() => null);
    const prompt = (body as { prompt?: unknown } | null)?.prompt;
    if (typeof prompt !== 'string' || prompt.length === 0 || prompt.length > 4000) {
      return new Response('Expected { "prompt": string } (1 to 4000 characters)', { status: 400 });
    }
    const upstream = await fetch(config.upstream, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ stream: true, messages: [{ role: 'user', content: prompt }] }),
      // The browser going away (Stop, a closed tab) cancels the upstream call too.
      signal: request.signal,
    });
    if (!upstream.ok || !upstream.body) {
      return new Response(`Upstream ${upstream.status}`, { status: 502 });
    }
    // Pass the event stream through untouched; the key stays on this side.
    return new Response(upstream.body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
    });
  };
}
