/*
 * The fetch demo's simulated API: no network, a latency and an occasional failure drawn from
 * a seeded random source, so a test can replay a run (`?seed=`) or force a failure (`?fail=`).
 */
import { wait } from '@tendril/signals/time';

/** A user as the fetch demo shows it. */
export interface FetchUser {
  id: number;
  name: string;
  email: string;
  postsCount: number;
}

/** One of a user's posts. */
export interface FetchPost {
  id: number;
  title: string;
  content: string;
}

export const MIN_USER_ID = 1;
export const MAX_USER_ID = 10;
/** Share of user fetches that fail with "Network error". */
export const USER_FAILURE_RATE = 0.2;
/** Share of post fetches that fail with "Posts service unavailable". */
export const POSTS_FAILURE_RATE = 0.1;

/** What the page's query string asks of the simulation. */
export interface SimulationOptions {
  /** Seed of the random source; a run with the same seed draws the same latencies and failures. */
  seed: number;
  /** Make every user fetch (`user`) or every post fetch (`posts`) fail. */
  fail?: 'user' | 'posts';
}

/** Reads `?seed=<integer>` and `?fail=user|posts`; without a seed, one is drawn from the clock. */
export function simulationOptions(search: string, fallbackSeed = Date.now()): SimulationOptions {
  const params = new URLSearchParams(search);
  const seed = Number.parseInt(params.get('seed') ?? '', 10);
  const fail = params.get('fail');
  return {
    seed: Number.isFinite(seed) ? seed : fallbackSeed,
    ...(fail === 'user' || fail === 'posts' ? { fail } : {}),
  };
}

/** A seeded random source in [0, 1): mulberry32 (Tommy Ettinger's public-domain generator). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Keeps a typed user id within 1–10 (whole numbers; anything unreadable becomes 1). */
export function clampUserId(value: number): number {
  if (!Number.isFinite(value)) return MIN_USER_ID;
  return Math.min(MAX_USER_ID, Math.max(MIN_USER_ID, Math.round(value)));
}

const NAMES = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Margaret Hamilton',
  'Ken Thompson',
  'Frances Allen',
  'John McCarthy',
];

const postsOf = (id: number): FetchPost[] =>
  Array.from({ length: 2 + (id % 3) }, (_, i) => ({
    id: id * 100 + i + 1,
    title: `${NAMES[id - 1]!.split(' ')[0]}'s post ${i + 1}`,
    content: `Notes number ${i + 1} from user ${id}.`,
  }));

/** The simulated API: each call draws its latency and failure from `random`. */
export function createSimulatedApi(options: SimulationOptions) {
  const random = seededRandom(options.seed);
  return {
    /** A user after 1–2 s; "Network error" on about 20% of calls. */
    async user(id: number, signal: AbortSignal): Promise<FetchUser> {
      const latency = 1000 + random() * 1000;
      const failed = options.fail === 'user' || (!options.fail && random() < USER_FAILURE_RATE);
      await wait(latency, signal);
      if (failed) throw new Error('Network error');
      const userId = clampUserId(id);
      const name = NAMES[userId - 1]!;
      return {
        id: userId,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
        postsCount: postsOf(userId).length,
      };
    },
    /** A user's posts after 0.8–1.6 s; "Posts service unavailable" on about 10% of calls. */
    async posts(userId: number, signal: AbortSignal): Promise<FetchPost[]> {
      const latency = 800 + random() * 800;
      const failed = options.fail === 'posts' || (!options.fail && random() < POSTS_FAILURE_RATE);
      await wait(latency, signal);
      if (failed) throw new Error('Posts service unavailable');
      return postsOf(clampUserId(userId));
    },
  };
}
