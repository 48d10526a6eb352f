/** `1 point`, `2 points`: the count with the word for it. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
