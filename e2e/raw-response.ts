import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** A response read as it streams in (see `readStreamed`). */
export interface StreamedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything that had arrived when `marker` first showed ('' if it never did). */
  shell: string;
  /** Whether more followed that first part: the response was still open then. */
  shellBeforeEnd: boolean;
  /** The whole body. */
  whole: string;
}

/**
 * Reads `url` over plain HTTP (no browser), noting what had arrived when `marker` (a streamed
 * page's loading view, say) first showed: the part of the page sent before its slow parts.
 */
export function readStreamed(url: string, marker: string): Promise<StreamedResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, (response) => {
      response.setEncoding('utf8');
      let text = '';
      let shell: string | undefined;
      response.on('data', (chunk: string) => {
        text += chunk;
        if (shell === undefined && text.includes(marker)) shell = text;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          shell: shell ?? '',
          shellBeforeEnd: shell !== undefined && shell !== text,
          whole: text,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
