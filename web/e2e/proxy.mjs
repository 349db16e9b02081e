// A TCP proxy in front of `xiangqi serve` that counts the bytes the browser
// receives (headers and bodies, as on the wire) and can cut the network off
// entirely, for the offline and first/repeat-visit tests.

import net from 'node:net';

/**
 * Starts a proxy to the server at url (from harness.startServer).
 * @returns {Promise<{url: string, bytes: () => number, offline: (on: boolean) => void, close: () => Promise<void>}>}
 *   url is the site's root through the proxy.
 */
export async function startCountingProxy(url) {
  const target = new URL(url);
  let received = 0;
  let cut = false;
  const sockets = new Set();
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on('data', (chunk) => {
      received += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.port = String(server.address().port);
  return {
    url: proxied.href,
    bytes: () => received,
    /** Cuts every connection and refuses new ones (true), or lets them through again. */
    offline(on) {
      cut = on;
      if (on) for (const s of sockets) s.destroy();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
