import { describe, expect, it } from 'vitest';
import {
  domainOf,
  isShown,
  parseIds,
  parseItem,
  parseStoredItem,
  parseUser,
  safeHttpUrl,
} from './parse.ts';

describe('parseItem', () => {
  it('keeps a well-formed story', () => {
    const item = parseItem({
      by: 'pg',
      descendants: 3,
      id: 8863,
      kids: [8952, 9224],
      score: 111,
      time: 1175714200,
      title: 'My YC app: Dropbox',
      type: 'story',
      url: 'http://www.getdropbox.com/u/2/screencast.html',
    });
    expect(item).toEqual({
      id: 8863,
      type: 'story',
      by: 'pg',
      time: 1175714200,
      title: 'My YC app: Dropbox',
      url: 'http://www.getdropbox.com/u/2/screencast.html',
      text: '',
      score: 111,
      descendants: 3,
      kids: [8952, 9224],
      parts: [],
      deleted: false,
      dead: false,
    });
  });

  it('answers null for null, arrays, primitives and objects without a usable id', () => {
    for (const raw of [null, undefined, 42, 'item', [], {}, { id: -1 }, { id: 1.5 }, { id: 'x' }])
      expect(parseItem(raw)).toBeNull();
  });

  it('accepts a numeric string id', () => {
    expect(parseItem({ id: '123', type: 'comment' })?.id).toBe(123);
  });

  it('turns missing fields and wrong types into safe defaults', () => {
    const item = parseItem({
      id: 5,
      type: 'banana',
      by: 42,
      time: 'yesterday',
      title: null,
      text: { html: '<p>' },
      score: NaN,
      descendants: -4,
      kids: 'lots',
      parts: null,
      deleted: 'true',
      dead: 1,
    });
    expect(item).toMatchObject({
      id: 5,
      type: 'story',
      by: '',
      time: 0,
      title: '',
      text: '',
      score: 0,
      descendants: 0,
      kids: [],
      parts: [],
      deleted: false,
      dead: false,
    });
    expect(item).not.toHaveProperty('url');
  });

  it('drops nulls, duplicates and junk from kids, keeping order', () => {
    expect(parseItem({ id: 1, kids: [3, null, 2, '4', 3, -1, 2.5, {}, 5] })?.kids).toEqual([
      3, 2, 4, 5,
    ]);
  });

  it('falls back to the kid count when descendants is missing', () => {
    expect(parseItem({ id: 1, kids: [2, 3] })?.descendants).toBe(2);
  });

  it('marks deleted and dead items, which are never shown', () => {
    const deleted = parseItem({ deleted: true, id: 7, parent: 1, time: 1, type: 'comment' });
    const dead = parseItem({ dead: true, id: 8, by: 'x', text: 'spam', type: 'comment' });
    expect(deleted).toMatchObject({ deleted: true, parent: 1, by: '', text: '' });
    expect(dead?.dead).toBe(true);
    expect(isShown(deleted)).toBe(false);
    expect(isShown(dead)).toBe(false);
    expect(isShown(null)).toBe(false);
    expect(isShown(parseItem({ id: 9 }))).toBe(true);
  });

  it('decodes entities in titles once; stored titles are not decoded again', () => {
    const item = parseItem({
      id: 1,
      title: '  Tom &amp; Jerry&#x27;s &lt;T&gt; &amp;lt;b&amp;gt; ',
    });
    expect(item?.title).toBe("Tom & Jerry's <T> &lt;b&gt;");
    expect(parseStoredItem(item)?.title).toBe("Tom & Jerry's <T> &lt;b&gt;");
  });

  it('keeps only http(s) story URLs', () => {
    const url = (value: unknown) => parseItem({ id: 1, url: value })?.url;
    expect(url('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(url('')).toBeUndefined();
    expect(url('javascript:window.__xss=true')).toBeUndefined();
    expect(url('  JaVa\tScRiPt:window.__xss=true')).toBeUndefined();
    expect(url('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(url('/relative/path')).toBeUndefined();
    expect(url(42)).toBeUndefined();
  });
});

describe('field helpers', () => {
  it('parseIds keeps valid ids in order, deduplicated, up to a limit', () => {
    expect(parseIds([1, 2, null, 'x', 2, 3, 4], 3)).toEqual([1, 2, 3]);
    expect(parseIds({ 0: 1 })).toEqual([]);
  });

  it('titles decode named, decimal and hex references and leave unknown ones', () => {
    const title = (raw: string) => parseItem({ id: 1, type: 'story', title: raw })?.title;
    expect(title('a &quot;b&quot; &#39;c&#x27; &#x2F; &nbsp;&bogus; &#0; &#xD800;')).toBe(
      'a "b" \'c\' / \u00a0&bogus; \ufffd \ufffd',
    );
    expect(title('no entities')).toBe('no entities');
  });

  it('safeHttpUrl and domainOf', () => {
    expect(safeHttpUrl('HTTPS://Example.com')).toBe('https://example.com/');
    expect(safeHttpUrl('ftp://example.com')).toBeUndefined();
    expect(domainOf('https://www.nytimes.com/2020/x')).toBe('nytimes.com');
    expect(domainOf(undefined)).toBe('');
  });
});

describe('parseUser', () => {
  it('keeps id, karma, created and about; drops submitted', () => {
    expect(
      parseUser({
        about: 'Hi<p>there',
        created: 1173923446,
        id: 'jl',
        karma: 2937,
        submitted: [1],
      }),
    ).toEqual({ id: 'jl', karma: 2937, created: 1173923446, about: 'Hi<p>there' });
  });

  it('answers null without a usable id and defaults the rest', () => {
    expect(parseUser(null)).toBeNull();
    expect(parseUser({ id: '   ' })).toBeNull();
    expect(parseUser({ id: 7 })).toBeNull();
    expect(parseUser({ id: 'x', karma: '100', created: null, about: 5 })).toEqual({
      id: 'x',
      karma: 0,
      created: 0,
      about: '',
    });
  });
});
