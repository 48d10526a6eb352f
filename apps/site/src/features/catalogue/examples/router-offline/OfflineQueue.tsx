import { useEffect, useState } from 'react';
import { MutationQueue, type QueuedMutation } from '@tendril/router/offline';
import { Button } from '../../../../ui/Button.tsx';

/** A queue in memory (the real one persists to localStorage) so the example starts empty. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Changes made offline wait in the queue, then replay in order when back online. */
export default function OfflineQueue() {
  const [queue] = useState(
    () => new MutationQueue({ storage: memoryStorage(), locks: null, capacity: 5 }),
  );
  const [entries, setEntries] = useState<readonly QueuedMutation[]>([]);
  const [online, setOnline] = useState(true);
  const [cart, setCart] = useState(0);
  const [note, setNote] = useState('');
  useEffect(() => queue.subscribe(setEntries), [queue]);

  const add = () => {
    if (online) return setCart((n) => n + 1);
    const result = queue.enqueue('addToCart', { productId: 1 });
    setNote(result.ok ? 'Queued: will be sent when back online.' : result.message);
  };
  const reconnect = async () => {
    setOnline(true);
    const { applied } = await queue.replay(() => setCart((n) => n + 1));
    setNote(`Back online: replayed ${applied} queued change${applied === 1 ? '' : 's'}.`);
  };
  return (
    <div className="space-y-3">
      <p>
        Connection: <strong>{online ? 'online' : 'offline'}</strong> · items in cart:{' '}
        <strong>{cart}</strong> · queued: <strong>{entries.length}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={add}>
          Add to cart
        </Button>
        {online ? (
          <Button onClick={() => setOnline(false)}>Go offline</Button>
        ) : (
          <Button onClick={() => void reconnect()}>Go online</Button>
        )}
      </div>
      <p role="status" className="text-sm text-stone-700">
        {note}
      </p>
    </div>
  );
}
