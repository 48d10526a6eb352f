// Word lists the text generators draw from. Kept apart so the generators read as logic, not data.
// The sentences contain raw apostrophes, quotes, ampersands and angle brackets on purpose:
// html-quirks.ts escapes them the way HN does (&#x27; &quot; &amp; &gt; ...).

export const TECH = [
  'Rust',
  'Go',
  'TypeScript',
  'SQLite',
  'Postgres',
  'WebAssembly',
  'Kubernetes',
  'Linux',
  'LLVM',
  'Zig',
  'Python',
  'React',
  'Emacs',
  'FreeBSD',
  'OCaml',
  'Erlang',
  'C++',
  'Nix',
  'Redis',
  'WebGPU',
] as const;

export const NOUNS = [
  'compiler',
  'database',
  'text editor',
  'garbage collector',
  'type system',
  'build tool',
  'package manager',
  'query planner',
  'scheduler',
  'file system',
  'browser engine',
  'terminal',
  'spreadsheet',
  'search index',
  'message queue',
  'static site generator',
  'keyboard firmware',
  'ray tracer',
  'regex engine',
  'CRDT library',
] as const;

export const ADJECTIVES = [
  'tiny',
  'fast',
  'boring',
  'local-first',
  'open-source',
  'self-hosted',
  'minimal',
  'surprisingly hard',
  'underrated',
  'deterministic',
  'distributed',
  'single-file',
] as const;

export const VERBS = ['build', 'debug', 'deploy', 'learn', 'rewrite', 'benchmark', 'test', 'ship'];

export const COMPANIES = [
  'Acme Robotics',
  'Lumen Data',
  'Northwind Labs',
  'Papercut Systems',
  'Quartzline',
  'Tessellate',
  'Driftwood AI',
  'Oxbow Health',
] as const;

export const BATCHES = ['W21', 'S22', 'W23', 'S23', 'W24', 'S24', 'W25'] as const;

export const DOMAINS = [
  'github.com',
  'arxiv.org',
  'lwn.net',
  'blog.example.com',
  'www.nytimes.com',
  'en.wikipedia.org',
  'news.example.org',
  'jvns.ca',
  'danluu.com',
  'www.theverge.com',
  'research.example.edu',
  'gist.github.com',
] as const;

export const SENTENCES = [
  "I've been using this for a year and it's been rock solid.",
  "This doesn't match my experience at all.",
  'The benchmarks are misleading: they measure the cold start, not the steady state.',
  'We tried the same thing at my last job & it went badly.',
  'Genuinely curious: what happens when the input is larger than RAM?',
  'The "simple" solution is usually the one that survives contact with production.',
  'If latency > 100ms, users notice. That is the whole argument.',
  'I wrote something similar in a weekend; the hard part was the last 10%.',
  "Is there a reason they didn't just use a B-tree?",
  "The author's point about cache lines is the key insight here.",
  'This is a classic case of Vec<T> vs. a linked list.',
  'Not sure why this is downvoted, it is a fair question.',
  'Previous discussion from 2019 had some good comments.',
  'Maintainer here. Happy to answer questions.',
  "It's turtles all the way down, as usual.",
  'The docs say "experimental", so I would not bet a company on it.',
  'Works fine on my machine, which is exactly the problem.',
  'Compare that with the 1970s approach, which was <em>also</em> this.',
  'You can get 90% of the way with a cron job and a shell script.',
  "I'd love to see the numbers for a cold cache.",
] as const;

export const CODE_SNIPPETS = [
  '  for (let i = 0; i < n; i++) {\n    total += xs[i] * 2;\n  }',
  '  $ cargo build --release && ./target/release/app --help',
  "  SELECT id, title FROM stories WHERE score > 100 AND title LIKE '%HN%';",
  '  fn main() {\n      println!("hello <world> & friends");\n  }',
  '  if a < b && b > c { return; }',
] as const;

export const SYLLABLES = [
  'ka',
  'zu',
  'mor',
  'tin',
  'lex',
  'ra',
  'dev',
  'qu',
  'bit',
  'sol',
  'ne',
  'pix',
  'hal',
  'ost',
  'vim',
  'yo',
  'ark',
  'el',
  'gru',
  'fen',
] as const;
