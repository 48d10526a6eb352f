/* The Demo Center's pages, one chunk: the route table pays for one dynamic import, not three. */
export { CatchAllPage } from './CatchAllPage.tsx';
export { DemoCenterPage } from './DemoCenterPage.tsx';
export { UserPage } from './UserPage.tsx';
