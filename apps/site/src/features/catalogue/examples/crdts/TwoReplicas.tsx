import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import { yArray, type YSignal } from '@tendril/signals/yjs';
import { useValue } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';

interface Replica {
  readonly name: 'A' | 'B';
  readonly doc: Y.Doc;
  readonly list: YSignal<Y.Array<unknown>, string[]>;
  /** Updates made here and not yet delivered to the other replica. */
  readonly outbox: Uint8Array[];
}

function replica(name: 'A' | 'B'): Replica {
  const doc = new Y.Doc();
  const outbox: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') outbox.push(update);
  });
  return { name, doc, list: yArray<string>(doc.getArray('list')), outbox };
}

const fruit = ['apple', 'pear', 'plum', 'fig', 'kiwi', 'lime'];

/**
 * Two replicas of one shopping list, edited apart and merged on demand: each keeps its updates
 * until "Exchange updates" delivers them; both then show the same list, whatever the order.
 */
export default function TwoReplicas() {
  const [replicas] = useState(() => [replica('A'), replica('B')] as const);
  const [pending, setPending] = useState(0);
  useEffect(() => () => replicas.forEach((r) => (r.list.dispose(), r.doc.destroy())), [replicas]);

  const add = (r: Replica) => {
    // A write through the signal: one transaction, one update in the outbox.
    r.list.value = [...r.list.value, `${fruit[r.outbox.length % fruit.length]} (${r.name})`];
    setPending(replicas[0].outbox.length + replicas[1].outbox.length);
  };
  const removeFirst = (r: Replica) => {
    r.list.value = r.list.value.slice(1);
    setPending(replicas[0].outbox.length + replicas[1].outbox.length);
  };
  const exchange = () => {
    const [a, b] = replicas;
    // B's updates reach A first, then A's reach B: the order does not change the result.
    for (const u of b.outbox.splice(0)) Y.applyUpdate(a.doc, u, 'remote');
    for (const u of a.outbox.splice(0)) Y.applyUpdate(b.doc, u, 'remote');
    setPending(0);
  };
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {replicas.map((r) => (
          <ReplicaView key={r.name} replica={r} onAdd={add} onRemove={removeFirst} />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={exchange}>
          Exchange updates
        </Button>
        <span role="status">
          {pending} update{pending === 1 ? '' : 's'} not yet delivered
        </span>
      </div>
    </div>
  );
}

function ReplicaView({
  replica: r,
  onAdd,
  onRemove,
}: {
  replica: Replica;
  onAdd: (r: Replica) => void;
  onRemove: (r: Replica) => void;
}) {
  const items = useValue(r.list);
  return (
    <section aria-label={`Replica ${r.name}`} className="rounded border border-stone-300 p-3">
      <h3 className="font-semibold">Replica {r.name}</h3>
      <ol className="my-2 min-h-12 list-decimal pl-6" aria-label={`List on replica ${r.name}`}>
        {items.map((item, i) => (
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onAdd(r)}>Add on {r.name}</Button>
        <Button onClick={() => onRemove(r)} disabled={items.length === 0}>
          Remove first on {r.name}
        </Button>
      </div>
    </section>
  );
}
