import { Link, useParams } from '@tendril/router/react';
import { noteById } from './notes.ts';
import type { NotesHost } from './host.ts';
import { SharedCount } from './SharedCount.tsx';

const linkClass = 'text-emerald-800 underline underline-offset-2 hover:text-emerald-950';

/** The detail route (`notes/:id`). */
export function NoteDetail({ basePath, host }: { basePath: string; host: NotesHost }) {
  const note = noteById(useParams().id);
  return (
    <article aria-labelledby="micro-note-title" className="space-y-4">
      <h2 id="micro-note-title" className="text-xl font-semibold">
        {note ? note.title : 'Note not found'}
      </h2>
      {note && <p>{note.body}</p>}
      <SharedCount host={host} />
      <nav aria-label="Notes app" className="flex gap-4 text-sm">
        <Link to={`${basePath}/notes`} className={linkClass}>
          All notes
        </Link>
        <Link to="/" className={linkClass}>
          Site home
        </Link>
      </nav>
    </article>
  );
}
