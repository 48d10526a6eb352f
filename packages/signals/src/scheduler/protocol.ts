/*
 * The message protocol between a worker pool and its workers. Every message is a plain
 * object tagged `t`; anything else arriving on either side is dropped with a warning, so a
 * stray or forged message can neither run a task nor settle one.
 *
 *   page → worker  { t: 'tendril:run', id, name, args }
 *   worker → page  { t: 'tendril:ready' }                  once the tasks are registered
 *                  { t: 'tendril:ok', id, value }
 *                  { t: 'tendril:err', id, error: { name, message } }
 */
export const RUN = 'tendril:run';
export const READY = 'tendril:ready';
export const OK = 'tendril:ok';
export const ERR = 'tendril:err';

export interface RunMessage {
  t: typeof RUN;
  id: number;
  name: string;
  args: unknown[];
}

export type ReplyMessage =
  | { t: typeof READY }
  | { t: typeof OK; id: number; value: unknown }
  | { t: typeof ERR; id: number; error: { name?: string; message: string } };

type Loose = Record<string, unknown> | null | undefined;

const isId = (m: Loose) => Number.isSafeInteger(m?.id);

export const isRun = (data: unknown): data is RunMessage => {
  const m = data as Loose;
  return m?.t === RUN && isId(m) && typeof m.name == 'string' && Array.isArray(m.args);
};

export const isReply = (data: unknown): data is ReplyMessage => {
  const m = data as Loose;
  const t = m?.t;
  return (
    t === READY ||
    (t === OK && isId(m) && 'value' in m!) ||
    (t === ERR && isId(m) && typeof (m!.error as Loose)?.message == 'string')
  );
};

export const dropped = (data: unknown): void =>
  console.warn(
    'Dropped a malformed worker message: it does not follow the pool protocol. Post to the ' +
      "pool's workers only through exposeTasks:",
    data,
  );
