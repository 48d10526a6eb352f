import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertPattern, assertSubject, subjectMatches } from './subject.ts';

// The rules, written as plainly as possible to check the real code against.
function referenceMatch(pattern: string[], subject: string[]): boolean {
  if (pattern.length === 0) return subject.length === 0;
  if (pattern[0] === '>') return subject.length >= 1;
  if (subject.length === 0) return false;
  return (
    (pattern[0] === '*' || pattern[0] === subject[0]) &&
    referenceMatch(pattern.slice(1), subject.slice(1))
  );
}

function referenceValid(text: string, pattern: boolean): boolean {
  const tokens = text.split('.');
  return tokens.every(
    (t, i) =>
      t !== '' &&
      !/\s/.test(t) &&
      (pattern ? t !== '>' || i === tokens.length - 1 : t !== '*' && t !== '>'),
  );
}

// A tiny alphabet so that patterns and subjects often share tokens (and so often match).
const token = fc.constantFrom('a', 'b', 'user', '42', 'a*b', 'x>');
const subjectTokens = fc.array(token, { minLength: 1, maxLength: 5 });
const patternTokens = fc
  .tuple(fc.array(fc.oneof(token, fc.constant('*')), { maxLength: 5 }), fc.boolean())
  .filter(([tokens, tail]) => tokens.length > 0 || tail)
  .map(([tokens, tail]) => (tail ? [...tokens, '>'] : tokens));
// Patterns made from a subject (some tokens starred, maybe a `>` tail) so matches are common.
const derived = subjectTokens.chain((s) =>
  fc
    .tuple(fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }), fc.nat(s.length))
    .map(([stars, cut]) => {
      const p = s.map((t, i) => (stars[i] ? '*' : t));
      return { subject: s, pattern: cut > 0 && cut < s.length ? [...p.slice(0, cut), '>'] : p };
    }),
);

describe('subjectMatches', () => {
  it('agrees with the reference on random patterns and subjects', () => {
    fc.assert(
      fc.property(patternTokens, subjectTokens, (p, s) => {
        expect(subjectMatches(p.join('.'), s.join('.'))).toBe(referenceMatch(p, s));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the reference on patterns derived from the subject (mostly matches)', () => {
    let matches = 0;
    fc.assert(
      fc.property(derived, subjectTokens, ({ subject, pattern }, other) => {
        const expected = referenceMatch(pattern, subject);
        if (expected) matches++;
        expect(subjectMatches(pattern.join('.'), subject.join('.'))).toBe(expected);
        expect(subjectMatches(pattern.join('.'), other.join('.'))).toBe(
          referenceMatch(pattern, other),
        );
      }),
      { numRuns: 1000 },
    );
    expect(matches).toBe(1000);
  });

  it('follows the NATS examples', () => {
    expect(subjectMatches('user.*.updated', 'user.42.updated')).toBe(true);
    expect(subjectMatches('user.*.updated', 'user.42.profile.updated')).toBe(false);
    expect(subjectMatches('user.>', 'user.42.profile.updated')).toBe(true);
    expect(subjectMatches('user.>', 'user')).toBe(false);
    expect(subjectMatches('>', 'anything.at.all')).toBe(true);
    expect(subjectMatches('*', 'one')).toBe(true);
    expect(subjectMatches('*', 'one.two')).toBe(false);
    // Wildcards count only as whole tokens.
    expect(subjectMatches('a*b', 'a*b')).toBe(true);
    expect(subjectMatches('a*b', 'axb')).toBe(false);
  });
});

describe('subject and pattern validation', () => {
  const text = fc.string({ unit: fc.constantFrom('a', 'b', '.', '*', '>', ' '), maxLength: 8 });

  it('accepts exactly the valid patterns', () => {
    fc.assert(
      fc.property(text, (t) => {
        if (referenceValid(t, true)) expect(assertPattern(t)).toBe(t);
        else expect(() => assertPattern(t)).toThrow(new RegExp(`^Invalid pattern `));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts exactly the valid subjects', () => {
    fc.assert(
      fc.property(text, (t) => {
        if (referenceValid(t, false)) expect(assertSubject(t)).toBe(t);
        else expect(() => assertSubject(t)).toThrow(new RegExp(`^Invalid subject `));
      }),
      { numRuns: 2000 },
    );
  });

  it('subjectMatches rejects a bad pattern or subject instead of answering false', () => {
    fc.assert(
      fc.property(text, (t) => {
        if (!referenceValid(t, true)) expect(() => subjectMatches(t, 'a')).toThrow(TypeError);
        if (!referenceValid(t, false)) expect(() => subjectMatches('>', t)).toThrow(TypeError);
      }),
    );
  });

  it('names the problem in the error', () => {
    expect(() => assertSubject('user..updated')).toThrow(
      'Invalid subject "user..updated": empty token',
    );
    expect(() => assertSubject('')).toThrow('Invalid subject "": empty token');
    expect(() => assertSubject('.user')).toThrow('empty token');
    expect(() => assertSubject('user.')).toThrow('empty token');
    expect(() => assertSubject('user.*')).toThrow(
      'Invalid subject "user.*": wildcard in a subject',
    );
    expect(() => assertSubject('user name')).toThrow('whitespace in a token');
    expect(() => assertPattern('user.>.x')).toThrow(
      'Invalid pattern "user.>.x": ">" must be the last token',
    );
    expect(() => assertPattern(42 as unknown as string)).toThrow(
      'Invalid pattern 42: not a string',
    );
  });
});
