/*
 * The demo users (the offline demo lists them, /users/{id} shows one): fetched over the
 * network, so the service worker can cache them.
 */
export interface DemoUser {
  id: number;
  name: string;
  email: string;
  status: string;
  lastUpdated: string;
}

function isUser(value: unknown): value is DemoUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.name === 'string' && typeof v.email === 'string';
}

/** How the users are requested: `fetch`, or an offline client's `fetch` to read through outages. */
export type UsersRequest = (url: string, init: RequestInit) => Promise<Response>;

export async function fetchDemoUsers(
  signal?: AbortSignal,
  request: UsersRequest = (url, init) => fetch(url, init),
): Promise<DemoUser[]> {
  const response = await request('/demo-data/users.json', { signal });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('Unexpected users data');
  return body.filter(isUser);
}

/** A user id in a path: digits only. */
export function parseUserId(raw: string): number | null {
  return /^\d+$/.test(raw) ? Number(raw) : null;
}
