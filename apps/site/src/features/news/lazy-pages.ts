/*
 * The story and user pages are separate chunks (they carry DOMPurify and the comment tree),
 * so the first load of `/` ships only the list. Their routes preload them when a link shows
 * intent (hover, focus, touch).
 */
export const loadItemPage = () => import('./ItemPage.tsx');
export const loadUserPage = () => import('./UserPage.tsx');
