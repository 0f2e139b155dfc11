import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The host to reach a listening address from this process: loopback for a wildcard address. */
function hostOf(address: AddressInfo): string {
  if (address.address === '::' || address.address === '0.0.0.0') return '127.0.0.1';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}

/**
 * A WHATWG `fetch` to this process's own HTTP server, at the address it listens on when the call
 * is made (so an ephemeral port works too). Only the path and query of the request's URL are
 * used; the request goes through the whole HTTP pipeline (guards, pipes, filters) like any
 * other. The server renderer reads the shop's API through it.
 */
export function selfFetch(server: Server): (request: Request) => Promise<Response> {
  return async (request) => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('The HTTP server is not listening on a TCP port');
    const url = new URL(request.url);
    return fetch(new Request(new URL(`${url.pathname}${url.search}`, `http://${hostOf(address)}:${address.port}`), request));
  };
}
