/*
 * The web app manifest, read from the document's `<link rel="manifest">` (or
 * `/manifest.json`). It is untrusted JSON: only fields of the right type are kept.
 */

/**
 * One manifest icon.
 *
 * @example
 * const icon: ManifestIcon = { src: '/icon-192.png', sizes: '192x192', type: 'image/png' };
 */
export type ManifestIcon = {
  readonly src: string;
  readonly sizes?: string;
  readonly type?: string;
  readonly purpose?: string;
};

/**
 * The manifest fields an app reads, each present only when well-typed.
 *
 * @example
 * const manifest: WebManifest = { name: 'Tendril', start_url: '/', display: 'standalone' };
 */
export type WebManifest = {
  readonly name?: string;
  readonly short_name?: string;
  readonly description?: string;
  readonly start_url?: string;
  readonly scope?: string;
  readonly display?: string;
  readonly theme_color?: string;
  readonly background_color?: string;
  readonly icons?: readonly ManifestIcon[];
};

/**
 * Where {@link loadManifest} reads from.
 *
 * @example
 * await loadManifest({ url: '/app.webmanifest' });
 */
export interface ManifestOptions {
  /**
   * The manifest's URL.
   * @default the document's `<link rel="manifest">` href, else '/manifest.json'
   */
  url?: string;
  /**
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * @default globalThis.document
   */
  document?: Document;
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The string fields of `raw` among `keys` (space-separated). */
function pickText(raw: Loose, keys: string): Loose {
  const out: Loose = {};
  for (const key of keys.split(' ')) if (typeof raw[key] === 'string') out[key] = raw[key];
  return out;
}

/**
 * The manifest in parsed JSON, keeping well-typed fields only (icons without a `src` are
 * dropped); null when it is not an object.
 *
 * @example
 * parseManifest(JSON.parse(text))?.name;
 */
export function parseManifest(raw: unknown): WebManifest | null {
  if (!isRecord(raw)) return null;
  const manifest = pickText(
    raw,
    'name short_name description start_url scope display theme_color background_color',
  );
  if (Array.isArray(raw.icons))
    manifest.icons = raw.icons
      .filter((icon): icon is Loose => isRecord(icon) && typeof icon.src === 'string')
      .map((icon) => pickText(icon, 'src sizes type purpose'));
  return manifest as WebManifest;
}

/**
 * Where the document's manifest is: its `<link rel="manifest">` href, else `/manifest.json`.
 *
 * @example
 * manifestUrl(); // '/manifest.json'
 */
export function manifestUrl(doc: Document | undefined = globalThis.document): string {
  return doc?.querySelector('link[rel~="manifest"]')?.getAttribute('href') || '/manifest.json';
}

/**
 * GETs and parses the web app manifest. Resolves null (never rejects) when it cannot be
 * fetched, the status is not ok, or the body is not a JSON object.
 *
 * @example
 * const manifest = await loadManifest();
 * if (manifest?.start_url) void preloadRoutes([manifest.start_url]);
 */
export async function loadManifest(options: ManifestOptions = {}): Promise<WebManifest | null> {
  const { fetch: fetchFn = globalThis.fetch, document: doc = globalThis.document } = options;
  try {
    const response = await fetchFn(options.url ?? manifestUrl(doc), { method: 'GET' });
    return response.ok ? parseManifest(JSON.parse(await response.text())) : null;
  } catch {
    return null;
  }
}
