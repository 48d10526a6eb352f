import { afterEach, describe, expect, it, vi } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { effect } from '../index.ts';
import { broadcastSync, yText, type BroadcastSync } from './index.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

let round = 0;
/** Peers on a fresh channel name, destroyed after the test. */
function peers(count: number, connect = true) {
  const channel = `yjs-test-${++round}`;
  return Array.from({ length: count }, () => {
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    const sync = broadcastSync(doc, { channel, awareness, connect });
    cleanups.push(() => {
      sync.destroy();
      awareness.destroy();
    });
    return { doc, awareness, sync, text: doc.getText('t') };
  });
}

describe('broadcastSync', () => {
  it('syncs edits both ways; a bound signal shows the remote edit', async () => {
    const [a, b] = peers(2);
    const body = yText(b!.doc.getText('t'));
    const seen: string[] = [];
    const stop = effect(() => void seen.push(body.value));
    a!.text.insert(0, 'hello');
    await vi.waitFor(() => expect(body.value).toBe('hello'));
    body.value = 'hello world';
    await vi.waitFor(() => expect(a!.text.toString()).toBe('hello world'));
    expect(seen).toEqual(['', 'hello', 'hello world']);
    stop();
  });

  it('sends a peer that connects later the state it lacks, and takes its state', async () => {
    const [a, b] = peers(2, false);
    a!.sync.connect();
    a!.text.insert(0, 'from a;');
    b!.text.insert(0, 'from b;');
    b!.sync.connect();
    await vi.waitFor(() => {
      expect(a!.text.toString()).toHaveLength(14);
      expect(b!.text.toString()).toBe(a!.text.toString());
    });
  });

  it('has its connection state as a signal', () => {
    const [a] = peers(1, false);
    const states: string[] = [];
    const stop = effect(() => void states.push(a!.sync.status.value));
    a!.sync.connect();
    a!.sync.connect(); // already connected: nothing changes
    expect(a!.sync.connected.value).toBe(true);
    a!.sync.disconnect();
    expect(states).toEqual(['disconnected', 'connected', 'disconnected']);
    expect(a!.sync.connected.value).toBe(false);
    stop();
  });

  it('merges the edits made while offline on both sides when it reconnects', async () => {
    const [a, b] = peers(2);
    a!.text.insert(0, 'shared');
    await vi.waitFor(() => expect(b!.text.toString()).toBe('shared'));
    a!.sync.disconnect();
    a!.text.insert(0, 'A:');
    b!.text.insert(6, ':B');
    // Nothing crosses while offline.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(b!.text.toString()).toBe('shared:B');
    expect(a!.text.toString()).toBe('A:shared');
    a!.sync.connect();
    await vi.waitFor(() => {
      expect(a!.text.toString()).toBe('A:shared:B');
      expect(b!.text.toString()).toBe('A:shared:B');
    });
  });

  it('shares presence, and withdraws it on disconnect', async () => {
    const [a, b] = peers(2);
    a!.awareness.setLocalStateField('user', { name: 'Ada', color: '#2563eb' });
    await vi.waitFor(() =>
      expect(b!.awareness.getStates().get(a!.doc.clientID)).toEqual({
        user: { name: 'Ada', color: '#2563eb' },
      }),
    );
    a!.sync.disconnect();
    await vi.waitFor(() => expect(b!.awareness.getStates().has(a!.doc.clientID)).toBe(false));
    // Offline, a forgets the others too.
    expect([...a!.awareness.getStates().keys()]).toEqual([a!.doc.clientID]);
    a!.sync.connect();
    await vi.waitFor(() => expect(b!.awareness.getStates().has(a!.doc.clientID)).toBe(true));
    await vi.waitFor(() => expect(a!.awareness.getStates().has(b!.doc.clientID)).toBe(true));
  });

  it('stops syncing when destroyed, or when its owning effect is disposed', async () => {
    const [a, b, c] = peers(3);
    let sync!: BroadcastSync;
    const doc = new Y.Doc();
    const stop = effect(() => {
      sync = broadcastSync(doc, { channel: `yjs-test-${round}` });
    });
    a!.text.insert(0, 'x');
    await vi.waitFor(() => expect(doc.getText('t').toString()).toBe('x'));
    stop();
    c!.sync.destroy();
    expect(sync.status.value).toBe('disconnected');
    a!.text.insert(1, 'y');
    await vi.waitFor(() => expect(b!.text.toString()).toBe('xy'));
    expect(doc.getText('t').toString()).toBe('x');
    expect(c!.text.toString()).toBe('x');
  });
});
