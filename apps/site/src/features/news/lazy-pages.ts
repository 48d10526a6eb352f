/*
 * The story and user pages are separate chunks (they carry DOMPurify and the comment tree),
 * so the first load of `/` ships only the list. Hovering a link starts the download early.
 */
export const loadItemPage = () => import('./ItemPage.tsx');
export const loadUserPage = () => import('./UserPage.tsx');

export function preloadItemPage(): void {
  void loadItemPage();
}

export function preloadUserPage(): void {
  void loadUserPage();
}
