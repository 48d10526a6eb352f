/** Counts primes below `below` by trial division: deliberately CPU-bound. */
export function countPrimes(below: number): number {
  let count = 0;
  for (let n = 2; n < below; n++) {
    let prime = true;
    for (let d = 2; d * d <= n; d++) {
      if (n % d === 0) {
        prime = false;
        break;
      }
    }
    if (prime) count++;
  }
  return count;
}
