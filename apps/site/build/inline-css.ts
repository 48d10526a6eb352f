/*
 * The entry's stylesheet goes into index.html as a <style> element, and so into every page
 * rendered ahead of time (they are filled from index.html). A linked stylesheet blocks the
 * first paint for one more request: on a slow mobile connection that round trip is most of
 * the time before a prerendered page shows. The CSP allows the element by its hash
 * (build/csp.ts).
 *
 * The <link> stays, disabled: a disabled stylesheet is neither fetched nor applied, and Vite's
 * loader of lazy chunks (which lists the entry's stylesheet among their dependencies) finds
 * it and does not load the file again.
 */
import type { Plugin } from 'vite';

/** `html` with the stylesheet linked as `href` inlined as `css`, its link kept disabled. */
export function inlineStylesheet(html: string, href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style": it cannot be inlined`);
  const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`<link rel="stylesheet"([^>]*?) href="${escaped}"([^>]*)>`);
  const found = link.exec(html);
  if (!found) throw new Error(`index.html links no stylesheet ${href}`);
  // A replacer function: CSS may hold `$&` or `$$`, which a replacement string reads.
  return html.replace(
    link,
    () =>
      `<style>${css}</style><link rel="stylesheet"${found[1]} href="${href}"${found[2]} disabled>`,
  );
}

/** The Vite plugin: every stylesheet index.html links from the build is inlined. */
export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'tendril-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has added the built stylesheet's <link>.
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        let result = html;
        for (const [, href] of html.matchAll(
          /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"/g,
        )) {
          const asset = bundle[href!];
          if (asset?.type !== 'asset') continue;
          result = inlineStylesheet(result, `/${href}`, String(asset.source));
        }
        return result;
      },
    },
  };
}
