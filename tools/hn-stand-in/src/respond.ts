// Small HTTP helpers shared by the API and the control endpoint: JSON responses with the headers
// the real API sends, CORS preflight answers, and a bounded JSON request-body reader.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-cache',
  'Access-Control-Allow-Origin': '*',
} as const;

/** `?print=pretty` indents the JSON, as Firebase does; clients must not care either way. */
export function serialize(value: unknown, pretty: boolean): string {
  return (pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value)) ?? 'null';
}

export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string,
  extraHeaders: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...JSON_HEADERS,
    ...extraHeaders,
    'Content-Length': String(Buffer.byteLength(body)),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
  extraHeaders: Record<string, string> = {},
): void {
  sendBody(req, res, status, serialize(value, false), extraHeaders);
}

/** Answers a CORS preflight the way Firebase does: anything goes, cached for an hour. */
export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, PUT, POST, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Content-Type',
    'Access-Control-Max-Age': '3600',
    'Content-Length': '0',
  };
  // Chrome's Private Network Access asks before a public page may call 127.0.0.1.
  if (req.headers['access-control-request-private-network'] === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true';
  }
  res.writeHead(200, headers);
  res.end();
}

export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads and parses a JSON body of at most `limit` bytes; an empty body counts as `{}`. */
export function readJsonBody(req: IncomingMessage, limit = 16 * 1024): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and discarded, so the 413 can still be sent.
      if (size <= limit) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > limit) return reject(new BodyError(413, `body larger than ${limit} bytes`));
      const text = Buffer.concat(chunks).toString('utf8').trim();
      if (text === '') return resolve({});
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new BodyError(400, 'body is not valid JSON'));
      }
    });
  });
}
