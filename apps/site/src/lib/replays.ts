/*
 * How each kind of queued offline change is replayed, registered by features at start (the
 * offline client itself loads later, see connection.ts). A replay gets the queued entry's
 * id so the feature can recognise a change it already applied.
 */
export type Replay = (payload: unknown, mutationId: string) => Promise<void> | void;

const replays = new Map<string, Replay>();

export function registerReplay(action: string, replay: Replay): void {
  replays.set(action, replay);
}

export function replayFor(action: string): Replay | undefined {
  return replays.get(action);
}
