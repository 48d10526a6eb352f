/** The message shown for a NATS address the browser cannot open a WebSocket to. */
export const NATS_URL_REJECTED = 'Enter a WebSocket URL starting with ws:// or wss://';

/**
 * Checks a "Connect to NATS" address: browsers reach NATS only over WebSocket, so only
 * `ws:` and `wss:` URLs with a host are accepted. Returns the trimmed URL or the reason.
 */
export function checkNatsUrl(text: string): { url: string } | { error: string } {
  const trimmed = text.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return { error: NATS_URL_REJECTED };
  }
  if ((parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') || !parsed.hostname)
    return { error: NATS_URL_REJECTED };
  return { url: trimmed };
}
