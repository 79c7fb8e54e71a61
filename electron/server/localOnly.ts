// Browser mode listens on 127.0.0.1 only, and still refuses requests that name another host: a hostile web page
// could otherwise reach it through DNS rebinding (Host) or a cross-site form or fetch (Origin).

const localNames = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True when the Host header names this machine at the port the server listens on. */
export function isLocalHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (match === null) return false;
  const [, name, portText] = match;
  return localNames.has(name!) && (portText === undefined ? port === 80 : Number(portText) === port);
}

/** True when there is no Origin (same-origin navigation, tools) or it is this server's own origin. */
export function isLocalOrigin(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && isLocalHost(url.host, port) && url.pathname === '/' && origin === url.origin;
}
