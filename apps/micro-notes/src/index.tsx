/*
 * The notes micro app's build entry: its default export is the app the host mounts. Its
 * routes are relative to the host route it is mounted under (`/micro` on the site).
 */
import { defineMicroApp } from '@tendril/router/microfrontend';
import type { ReactRouteComponents } from '@tendril/router/react';
import type { NotesHost } from './host.ts';
import { NoteDetail } from './NoteDetail.tsx';
import { NoteList } from './NoteList.tsx';

export type { NotesHost } from './host.ts';

export default defineMicroApp<NotesHost, ReactRouteComponents>({
  name: 'notes',
  routes: ({ basePath, host }) => [
    {
      path: 'notes',
      meta: { title: 'Notes' },
      component: () => <NoteList basePath={basePath} host={host} />,
    },
    {
      path: 'notes/:id',
      params: { id: /^\d+$/ },
      meta: { title: 'Note' },
      component: () => <NoteDetail basePath={basePath} host={host} />,
    },
  ],
});
