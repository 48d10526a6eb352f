/*
 * The "server URL" of the collaborative editor: only ws: and wss: URLs are accepted, and
 * y-websocket's WebsocketProvider is imported only when a pane connects to one. What the server
 * sends is screened frame by frame (isSyncFrame) before the provider reads it.
 */
import type { Awareness } from 'y-protocols/awareness';
import type { Doc } from 'yjs';
import { isSyncFrame } from '@tendril/signals/yjs';

/** The room (the document's name on the server); the collab server accepts [\w.-]{1,64}. */
export const ROOM = 'tendril-editor';
export const URL_MESSAGE = 'Enter a ws:// or wss:// URL, for example ws://127.0.0.1:1234.';

/** The URL to connect to, or the message to show. */
export function parseServerUrl(input: string): { url: string } | { error: string } {
  try {
    const url = new URL(input.trim());
    if ((url.protocol === 'ws:' || url.protocol === 'wss:') && !url.username && !url.password)
      return { url: url.href.replace(/\/$/, '') };
  } catch {
    // Not a URL at all: the same message.
  }
  return { error: URL_MESSAGE };
}

/** The largest frame taken from the server. */
const MAX_FRAME_BYTES = 1024 * 1024;

/** `handler`, called only with events whose data is a well-formed, bounded frame. */
export function screened<T>(
  handler: (this: T, event: MessageEvent) => unknown,
): (this: T, event: MessageEvent) => void {
  return function (this: T, event: MessageEvent) {
    if (isSyncFrame(event.data, MAX_FRAME_BYTES)) handler.call(this, event);
    else console.warn('Dropped a malformed frame from the collab server.');
  };
}

/**
 * A WebSocket whose message handler only ever sees well-formed, bounded frames. Made on first
 * connect: a page rendered ahead of time in Node imports this module where there is no
 * WebSocket to extend.
 */
const screenedWebSocket = () =>
  class ScreenedWebSocket extends WebSocket {
    override get onmessage(): WebSocket['onmessage'] {
      return super.onmessage;
    }
    override set onmessage(handler: WebSocket['onmessage']) {
      super.onmessage = handler ? screened(handler) : null;
    }
  };

export type ServerStatus = 'connecting' | 'connected' | 'disconnected';

export interface ServerConnection {
  connect(): void;
  disconnect(): void;
  destroy(): void;
}

/** Connects `doc` and `awareness` to the room on the server at `url`. */
export async function connectServer(
  url: string,
  doc: Doc,
  awareness: Awareness,
  onStatus: (status: ServerStatus) => void,
): Promise<ServerConnection> {
  const { WebsocketProvider } = await import('y-websocket');
  const provider = new WebsocketProvider(url, ROOM, doc, {
    awareness,
    // Tabs already share the document over broadcastSync.
    disableBc: true,
    WebSocketPolyfill: screenedWebSocket(),
    maxBackoffTime: 5000,
  });
  provider.on('status', ({ status }: { status: ServerStatus }) => onStatus(status));
  onStatus(provider.wsconnected ? 'connected' : 'connecting');
  return {
    connect: () => provider.connect(),
    disconnect: () => provider.disconnect(),
    destroy: () => provider.destroy(),
  };
}
