// The control endpoint a browser test uses to flip latency and faults while the server runs:
//   GET  /__control        current options and request counters
//   POST /__control        JSON patch, e.g. {"fault":"5xx","faultRate":1,"paths":"item"}
//   POST /__control/reset  back to the options the server was started with
//   GET  /__control/ids    the notable ids and the hostile-payload catalogue
// Control requests are never delayed or faulted themselves.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OptionError } from './options.ts';
import { BodyError, readJsonBody, sendJson } from './respond.ts';

export interface ControlTarget {
  state(): unknown;
  /** Validates and applies a patch; throws OptionError on bad input. */
  setOptions(patch: unknown): void;
  reset(): void;
  notable(): unknown;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function methodNotAllowed(req: IncomingMessage, res: ServerResponse, allow: string): void {
  sendJson(req, res, 405, { error: `Use ${allow}` }, { Allow: allow });
}

async function applyPatch(
  target: ControlTarget,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    target.setOptions(await readJsonBody(req));
    sendJson(req, res, 200, target.state());
  } catch (error) {
    if (error instanceof OptionError) return sendJson(req, res, 400, { error: error.message });
    if (error instanceof BodyError)
      return sendJson(req, res, error.status, { error: error.message });
    throw error;
  }
}

export function handleControl(
  target: ControlTarget,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): void {
  const method = req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  switch (pathname.replace(/\/+$/, '')) {
    case '/__control':
      if (read) return sendJson(req, res, 200, target.state());
      if (WRITE_METHODS.has(method)) {
        applyPatch(target, req, res).catch(() => {
          if (!res.headersSent) sendJson(req, res, 500, { error: 'control update failed' });
        });
        return;
      }
      return methodNotAllowed(req, res, 'GET, POST');
    case '/__control/reset':
      if (!WRITE_METHODS.has(method)) return methodNotAllowed(req, res, 'POST');
      target.reset();
      // Drain any body so the connection stays usable for keep-alive.
      req.resume();
      return sendJson(req, res, 200, target.state());
    case '/__control/ids':
      if (!read) return methodNotAllowed(req, res, 'GET');
      return sendJson(req, res, 200, target.notable());
    default:
      return sendJson(req, res, 404, { error: 'Not found' });
  }
}
