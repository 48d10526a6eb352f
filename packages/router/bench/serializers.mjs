// Entry point of `npm run bench:serializers`: the three serializers made for sending loader data
// from a server render to the browser (devalue, seroval, turbo-stream), side by side on the same
// payloads, in this one process with the libraries interleaved. It printed the figures that chose
// devalue for @tendril/router's hydration data (see the router README, "Server rendering").
//
// For each payload: the bytes each one writes (and the JSON.stringify bytes, for reference), and
// the median time to encode and to decode, and the size of what the browser must download to
// decode (the decoder alone, bundled and minified by esbuild, then gzipped). Each library runs
// its CSP-safe form, the one that reads data rather than evaluating code: devalue
// `stringify`/`parse`, seroval `toJSON`/`fromJSON` (JSON text), turbo-stream `encode`/`decode`.
//
//   node packages/router/bench/serializers.mjs [--rounds=N]
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import * as devalue from 'devalue';
import * as seroval from 'seroval';
import * as turbo from 'turbo-stream';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '15' } } });
const ROUNDS = Number(values.rounds);

/** A product page's loader data, as the site's `/product/1` returns it, with a Date added. */
function productPage() {
  return {
    loaders: {
      'product:[["id","1"]]': {
        data: {
          id: 1,
          name: 'Aurora Desk Lamp',
          price: 89.99,
          category: 'Lighting',
          description:
            'A dimmable LED desk lamp with an adjustable arm, a warm-to-cool colour range and a ' +
            'USB-C port in its base.',
          rating: 4.6,
          stock: 12,
          images: ['/img/lamp-1.webp', '/img/lamp-2.webp', '/img/lamp-3.webp'],
          tags: ['desk', 'led', 'dimmable'],
          released: new Date('2026-03-14T09:00:00Z'),
        },
        updatedAt: 1_767_225_600_000,
      },
    },
  };
}

/** A list page: 500 stories with nested comment trees and repeated authors. */
function newsPage() {
  const authors = Array.from({ length: 40 }, (_, i) => ({ id: `user${i}`, karma: i * 37 }));
  const comment = (id, depth) => ({
    id,
    by: authors[id % authors.length],
    text: `Comment ${id} with <b>markup</b> & a </script> inside`,
    time: new Date(1_767_225_600_000 + id * 1000),
    kids: depth > 0 ? [comment(id * 3 + 1, depth - 1), comment(id * 3 + 2, depth - 1)] : [],
  });
  const stories = Array.from({ length: 500 }, (_, i) => ({
    id: 40_000_000 + i,
    title: `Story number ${i}: a title of ordinary length`,
    url: `https://example.com/articles/${i}`,
    score: (i * 7919) % 1000,
    by: authors[i % authors.length],
    time: new Date(1_767_225_600_000 - i * 60_000),
    comments: i % 10 === 0 ? [comment(i, 3)] : [],
  }));
  return { loaders: { 'stories:[]?page=1': { data: stories, updatedAt: 1_767_225_600_000 } } };
}

/** Every type the issue lists, once, with a cycle and a shared reference. */
function richTypes() {
  const shared = { name: 'shared' };
  const value = {
    date: new Date(0),
    map: new Map([['a', 1]]),
    set: new Set([1, 2]),
    big: 2n ** 70n,
    missing: undefined,
    nan: NaN,
    inf: -Infinity,
    negZero: -0,
    re: /a+b/gi,
    url: new URL('https://example.com/a?b=c'),
    bytes: new Uint8Array([1, 2, 3]),
    one: shared,
    two: shared,
  };
  value.self = value;
  return { loaders: { 'rich:[]': { data: value } } };
}

async function turboEncode(value) {
  let text = '';
  const reader = turbo.encode(value).getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) return text;
    text += chunk;
  }
}

const turboDecode = (text) =>
  turbo.decode(
    new ReadableStream({
      start(controller) {
        controller.enqueue(text);
        controller.close();
      },
    }),
  );

const LIBS = {
  devalue: {
    encode: (value) => devalue.stringify(value),
    decode: (text) => devalue.parse(text),
    decoder: `import { parse } from 'devalue'; export default parse;`,
  },
  seroval: {
    encode: (value) => JSON.stringify(seroval.toJSON(value)),
    decode: (text) => seroval.fromJSON(JSON.parse(text)),
    decoder: `import { fromJSON } from 'seroval'; export default fromJSON;`,
  },
  'turbo-stream': {
    encode: turboEncode,
    decode: turboDecode,
    decoder: `import { decode } from 'turbo-stream'; export default decode;`,
  },
};

async function decoderBytes(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Checks a decoded value against the original by encoding both with devalue (types kept). */
const same = (a, b) => devalue.stringify(a) === devalue.stringify(b);

const payloads = { 'product page': productPage(), 'news, 500 stories': newsPage() };
const rich = richTypes();

console.log(`Serializers, ${ROUNDS} rounds interleaved, medians (Node ${process.version})\n`);
console.log('| library | decoder min+gz | rich types round-trip |');
console.log('|---|---:|---|');
for (const [name, lib] of Object.entries(LIBS)) {
  let roundTrip;
  try {
    roundTrip = same(await lib.decode(await lib.encode(rich)), rich) ? 'all' : 'changed';
  } catch (error) {
    roundTrip = `fails: ${error.message.slice(0, 60)}`;
  }
  console.log(`| ${name} | ${await decoderBytes(lib.decoder)} B | ${roundTrip} |`);
}

for (const [label, payload] of Object.entries(payloads)) {
  const samples = Object.fromEntries(Object.keys(LIBS).map((n) => [n, { enc: [], dec: [] }]));
  const texts = {};
  for (const [name, lib] of Object.entries(LIBS)) {
    texts[name] = await lib.encode(payload);
    if (!same(await lib.decode(texts[name]), payload)) throw new Error(`${name} changed ${label}`);
  }
  const names = Object.keys(LIBS);
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved, in an order that turns round by round, so drift hits every library alike.
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length];
      const lib = LIBS[name];
      samples[name].enc.push(await time(() => lib.encode(payload)));
      samples[name].dec.push(await time(() => lib.decode(texts[name])));
    }
  }
  const json = JSON.stringify(payload).length;
  console.log(`\n${label} (JSON.stringify: ${json} B, Dates as strings)`);
  console.log('| library | bytes | vs JSON | encode ms | decode ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const name of names) {
    const bytes = texts[name].length;
    const { enc, dec } = samples[name];
    console.log(
      `| ${name} | ${bytes} | ${(bytes / json).toFixed(2)}x | ${median(enc).toFixed(3)} | ${median(dec).toFixed(3)} |`,
    );
  }
}
