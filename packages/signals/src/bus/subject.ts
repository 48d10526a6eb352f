/*
 * NATS subject rules (after the NATS documentation, "Subject-Based Messaging"): tokens are
 * separated by `.`, `*` matches exactly one token, `>` matches one or more tokens and may
 * only be the last token. Wildcards count only as whole tokens (`a*b` is a literal token).
 */

/** Why `text` is not a valid subject (or pattern), or `undefined` when it is. */
export function invalidity(text: unknown, pattern?: boolean): string | undefined {
  if (typeof text !== 'string') return 'not a string';
  const tokens = text.split('.');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token) return 'empty token';
    // NATS subjects never contain whitespace: a token with a space is a typo, not a subject.
    if (/\s/.test(token)) return 'whitespace in a token';
    if (!pattern && (token === '*' || token === '>')) return 'wildcard in a subject';
    if (token === '>' && i < tokens.length - 1) return '">" must be the last token';
  }
  return undefined;
}

function check(text: string, pattern?: boolean): string[] {
  const why = invalidity(text, pattern);
  if (why)
    throw new TypeError(
      `Invalid ${pattern ? 'pattern' : 'subject'} ${JSON.stringify(text)}: ${why}. ` +
        (pattern
          ? 'A pattern is tokens separated by ".", where "*" stands for one token and a last ' +
            '">" for one or more, such as "user.*.updated" or "user.>".'
          : 'A subject is tokens separated by ".", without whitespace or wildcards (those are ' +
            'for subscription patterns), such as "user.42.updated".'),
    );
  return text.split('.');
}

/**
 * Checks a subject to publish on (no wildcards) and returns it; throws a `TypeError` that names
 * the problem otherwise.
 *
 * @example
 * ```ts
 * assertSubject('user.42.updated'); // 'user.42.updated'
 * assertSubject('user..updated'); // throws: Invalid subject "user..updated": empty token
 * ```
 */
export function assertSubject(subject: string): string {
  check(subject);
  return subject;
}

/**
 * Checks a subscription pattern (`*` = one token, `>` = one or more trailing tokens) and
 * returns it; throws a `TypeError` that names the problem otherwise.
 *
 * @example
 * ```ts
 * assertPattern('user.*.updated'); // 'user.*.updated'
 * assertPattern('user.>.x'); // throws: Invalid pattern "user.>.x": ">" must be the last token
 * ```
 */
export function assertPattern(pattern: string): string {
  check(pattern, true);
  return pattern;
}

/**
 * Whether `subject` matches `pattern` under NATS rules. Both are validated first: a bad
 * subject or pattern throws a `TypeError` rather than silently not matching.
 *
 * @example
 * ```ts
 * subjectMatches('user.*.updated', 'user.42.updated'); // true
 * subjectMatches('user.>', 'user'); // false: `>` needs at least one token
 * subjectMatches('user.>', 'user.42.deleted'); // true
 * ```
 */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = check(pattern, true);
  const s = check(subject);
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}
