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
  // What was asked of the network while it was cut: the request line of
  // each connection refused. A connection that sends nothing (a browser's
  // preconnect) asks for nothing and is not listed.
  const refused = [];
  const server = net.createServer((client) => {
    if (cut) {
      refuse(client);
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
  // refuse reads the request line, notes it and closes the connection, so a
  // test can tell what reached the network while it was cut.
  function refuse(client) {
    sockets.add(client);
    let head = '';
    let noted = false;
    const note = () => {
      if (noted) return;
      noted = true;
      if (head) refused.push(head.split('\r\n')[0]);
      client.destroy();
    };
    client.on('data', (chunk) => {
      head += chunk.toString('latin1');
      if (head.includes('\r\n')) note();
    });
    client.on('close', () => {
      sockets.delete(client);
      note();
    });
    client.on('error', () => client.destroy());
    setTimeout(note, 2000).unref();
  }
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.port = String(server.address().port);
  return {
    url: proxied.href,
    bytes: () => received,
    /** The requests (their first line) that reached the proxy while it was cut off. */
    refused: () => [...refused],
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
