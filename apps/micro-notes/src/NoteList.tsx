import { Link } from '@tendril/router/react';
import { NOTES } from './notes.ts';
import type { NotesHost } from './host.ts';
import { SharedCount } from './SharedCount.tsx';

/** The list route (`notes`). */
export function NoteList({ basePath, host }: { basePath: string; host: NotesHost }) {
  return (
    <section aria-labelledby="micro-notes-title" className="space-y-4">
      <h2 id="micro-notes-title" className="text-xl font-semibold">
        Notes
      </h2>
      <ul className="space-y-2">
        {NOTES.map((note) => (
          <li key={note.id}>
            <Link
              to={`${basePath}/notes/${note.id}`}
              className="text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
            >
              {note.title}
            </Link>
          </li>
        ))}
      </ul>
      <SharedCount host={host} />
    </section>
  );
}
