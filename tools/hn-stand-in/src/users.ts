// Generates the regular user names (unique, HN-legal: 2–15 chars of letters, digits, - and _)
// and picks authors with a skew, so a few users are prolific and most post rarely.
import { SYLLABLES } from './lexicon.ts';
import type { Rng } from './prng.ts';

function candidateName(rng: Rng): string {
  let name = '';
  const parts = rng.int(1, 3);
  for (let i = 0; i < parts; i++) name += rng.pick(SYLLABLES);
  const roll = rng.next();
  if (roll < 0.3) name += String(rng.int(1, 999));
  else if (roll < 0.4) name += `_${rng.pick(SYLLABLES)}`;
  else if (roll < 0.45) name = `${name}-${rng.pick(SYLLABLES)}`;
  if (rng.chance(0.1)) name = name.charAt(0).toUpperCase() + name.slice(1);
  return name.slice(0, 15);
}

/** `count` distinct names. Bounded: after a few collisions a numeric suffix makes a name unique. */
export function generateUserNames(rng: Rng, count: number, taken: ReadonlySet<string>): string[] {
  const seen = new Set(taken);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    let name = candidateName(rng);
    for (let attempt = 0; attempt < 5 && (seen.has(name) || name.length < 2); attempt++) {
      name = candidateName(rng);
    }
    // No syllable starts with "u", so this fallback cannot collide with a generated name.
    if (seen.has(name) || name.length < 2) name = `u${i}_${name.slice(0, 8)}`;
    seen.add(name);
    names.push(name);
  }
  return names;
}

/** Index skewed towards 0: the first users write most of the comments. */
export function skewedPick<T>(rng: Rng, list: readonly T[]): T {
  const value = list[Math.floor(rng.next() ** 2 * list.length)];
  if (value === undefined) throw new Error('skewedPick: empty list');
  return value;
}
