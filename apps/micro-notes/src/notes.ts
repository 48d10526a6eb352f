/** The app's notes: a small fixed set (this app shows mounting, not storage). */
export interface Note {
  readonly id: number;
  readonly title: string;
  readonly body: string;
}

export const NOTES: readonly Note[] = [
  {
    id: 1,
    title: 'Built on its own',
    body: 'This app has its own package, route table and Vite build. The site loads its bundle when you first open a page under /micro.',
  },
  {
    id: 2,
    title: 'One router',
    body: "Its routes were added to the host's router at run time, so these links are ordinary navigations and Back returns to the host.",
  },
  {
    id: 3,
    title: 'One React, one signal graph',
    body: "React, the signals and the router come from the host's shared scope: the bundle carries none of them.",
  },
];

/** The note with this id (a route param), if any. */
export function noteById(id: string | undefined): Note | undefined {
  return NOTES.find((note) => String(note.id) === id);
}
