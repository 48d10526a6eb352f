import type { Signal } from '@tendril/signals';

/** What this app expects its host to lend it (`MicroAppContext.host`). */
export interface NotesHost {
  /** A count the host shows too: either side may write it. */
  readonly sharedCount: Signal<number>;
}
