import { useId, useState } from 'react';
import { useValue } from '@tendril/signals/react';
import { Button } from '../../../ui/Button.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import type { DemoHub } from './demo-hub.ts';

/** User management: each add, update and removal is published on user.events. */
export function UsersPanel({ demo }: { demo: DemoHub }) {
  const users = useValue(demo.users);
  const [name, setName] = useState('');
  const id = useId();
  return (
    <Panel title="User management" description="Changes are published on user.events.">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          demo.addUser(name);
          setName('');
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-stone-700">
            New user name
          </label>
          <input
            id={id}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            className="w-56 rounded-lg border border-stone-300 px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-green-700"
          />
        </div>
        <Button type="submit" variant="primary">
          Add user
        </Button>
      </form>
      {users.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">No users available</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2" aria-label="Users">
          {users.map((u) => (
            <li
              key={u.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-stone-200 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-semibold">{u.name}</span>{' '}
                <span className="text-stone-600">
                  {u.email} · {u.status}
                </span>
              </span>
              <span className="flex gap-2">
                <Button onClick={() => demo.updateUser(u.id)} aria-label={`Update ${u.name}`}>
                  Update
                </Button>
                <Button onClick={() => demo.removeUser(u.id)} aria-label={`Remove ${u.name}`}>
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
