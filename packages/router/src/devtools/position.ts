/** Where the devtools panel sits. */
export type DevtoolsPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** The four corners, in the order the position picker lists them. */
export const DEVTOOLS_POSITIONS: readonly DevtoolsPosition[] = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
];

/**
 * Where the panel opens until a corner is chosen: the launcher's own corner, so the other three
 * stay free for the app's floating controls (a chat button, a menu, toasts).
 */
export const DEFAULT_POSITION: DevtoolsPosition = 'bottom-left';

/** The localStorage key the position is kept under. */
export const POSITION_KEY = 'tendril:devtools-position';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const defaultStore = (): Store | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/**
 * The saved position. Anything unreadable (no storage, a throwing storage, a value that is not
 * one of the four corners) reads as the default.
 *
 * @param store - where to read. @default localStorage
 * @returns the saved corner, else `DEFAULT_POSITION` (`'bottom-left'`).
 * @example
 * ```ts
 * readPosition(); // 'bottom-left' the first time
 * ```
 */
export function readPosition(store: Store | undefined = defaultStore()): DevtoolsPosition {
  try {
    const raw = store?.getItem(POSITION_KEY);
    return DEVTOOLS_POSITIONS.find((p) => p === raw) ?? DEFAULT_POSITION;
  } catch {
    return DEFAULT_POSITION;
  }
}

/**
 * Saves the position; a full or blocked storage is ignored (the choice lasts for this page).
 *
 * @param position - the corner.
 * @param store - where to write. @default localStorage
 * @example
 * ```ts
 * writePosition('top-left');
 * ```
 */
export function writePosition(
  position: DevtoolsPosition,
  store: Store | undefined = defaultStore(),
): void {
  try {
    store?.setItem(POSITION_KEY, position);
  } catch {
    // Storage full or blocked.
  }
}
