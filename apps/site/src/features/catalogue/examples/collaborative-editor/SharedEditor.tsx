import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../ui/Button.tsx';
import { EditorPane, type EditorUser } from './editor/EditorPane.tsx';
import { parseServerUrl } from './editor/server.ts';

const ANIMALS = ['Otter', 'Heron', 'Lynx', 'Puffin', 'Marten', 'Ibis', 'Gecko', 'Wren'];
// Dark enough for text on white (4.5:1).
const COLORS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#a16207', '#be185d'];

function randomUser(pane: string, taken?: EditorUser): EditorUser {
  const pick = <T,>(list: readonly T[], not?: T) => {
    const options = list.filter((x) => x !== not);
    return options[Math.floor(Math.random() * options.length)]!;
  };
  return {
    name: `${pick(ANIMALS, taken?.name.split(' ')[0])} (${pane})`,
    color: pick(COLORS, taken?.color),
  };
}

/**
 * Two panes editing one document live; every tab showing this example joins them over
 * BroadcastChannel, and a collab server (npm run collab-server) joins other machines.
 */
export default function SharedEditor() {
  const [users] = useState(() => {
    const a = randomUser('A');
    return [a, randomUser('B', a)] as const;
  });
  const [serverUrl, setServerUrl] = useState<string>();
  const [input, setInput] = useState('ws://127.0.0.1:1234');
  const [error, setError] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (serverUrl) return setServerUrl(undefined);
    const parsed = parseServerUrl(input);
    if ('error' in parsed) return setError(parsed.error);
    setError('');
    setServerUrl(parsed.url);
  };

  return (
    <div className="space-y-3">
      <div className="grid gap-3 lg:grid-cols-2">
        <EditorPane pane="A" user={users[0]} serverUrl={serverUrl} />
        <EditorPane pane="B" user={users[1]} serverUrl={serverUrl} />
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="flex flex-col">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold">
            Server URL
          </label>
          <input
            id={`${id}-url`}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            disabled={!!serverUrl}
            inputMode="url"
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            className="rounded border border-stone-400 px-2 py-1 font-mono text-sm"
          />
        </div>
        <Button type="submit">{serverUrl ? 'Disconnect from server' : 'Connect to server'}</Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
