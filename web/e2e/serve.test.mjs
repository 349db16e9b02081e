// Smoke test of the harness and of `xiangqi serve` on the real dist/: types,
// compression as sent on the wire, sub-path hosting, and a real chromium
// loading a script from it at both viewports.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { distDir, launchBrowser, openPage, startServer } from './harness.mjs';

/**
 * GET without automatic decompression, so the encoding on the wire is visible.
 * The path is sent as given (no URL normalisation), so '..' reaches the server.
 */
function rawGet(url, headers = {}) {
  const { hostname, port } = new URL(url);
  const target = url.slice(new URL(url).origin.length);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: target, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

let server;
let browser;

before(async () => {
  server = await startServer();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('wasm_exec.js is served as JavaScript, gzip and brotli decode to the file', async () => {
  const original = fs.readFileSync(path.join(distDir, 'wasm_exec.js'));
  const decoders = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync };
  for (const [encoding, decode] of Object.entries(decoders)) {
    const res = await rawGet(server.url + 'wasm_exec.js', { 'accept-encoding': encoding });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(res.headers['content-encoding'], encoding);
    assert.match(res.headers.vary ?? '', /Accept-Encoding/);
    assert.ok(res.body.length < original.length, `${encoding} body is not smaller`);
    assert.deepEqual(decode(res.body), original);
  }
  const plain = await rawGet(server.url + 'wasm_exec.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.deepEqual(plain.body, original);
});

test('version.txt, .wasm types and 404', async () => {
  const version = await rawGet(server.url + 'version.txt');
  assert.equal(version.status, 200);
  assert.match(version.body.toString(), /^[0-9a-f]{16}\n?$/);
  for (const name of fs.readdirSync(distDir).filter((n) => n.endsWith('.wasm'))) {
    const res = await rawGet(server.url + name);
    assert.equal(res.headers['content-type'], 'application/wasm', name);
  }
  assert.equal((await rawGet(server.url + 'no-such-file.js')).status, 404);
  assert.equal((await rawGet(server.url + '../go.mod')).status, 400);
});

test('the site works under a sub-path, as on GitHub Pages', async () => {
  const sub = await startServer({ base: '/xiangqi/' });
  try {
    assert.match(sub.url, /\/xiangqi\/$/);
    assert.equal((await rawGet(sub.url + 'wasm_exec.js')).status, 200);
    assert.equal((await rawGet(sub.origin + '/wasm_exec.js')).status, 404);
  } finally {
    await sub.close();
  }
});

test('chromium loads wasm_exec.js from the server at desktop and phone sizes', async () => {
  browser = await launchBrowser();
  for (const viewport of ['desktop', 'phone']) {
    const tab = await openPage(browser, server.url + 'version.txt', viewport);
    try {
      await tab.page.addScriptTag({ url: 'wasm_exec.js' });
      const seen = await tab.page.evaluate(async () => {
        const res = await fetch('wasm_exec.js');
        return {
          go: typeof globalThis.Go,
          type: res.headers.get('content-type'),
          width: screen.width, // innerWidth is 980 on a phone without a viewport meta tag
          touch: navigator.maxTouchPoints > 0,
        };
      });
      assert.equal(seen.go, 'function');
      assert.equal(seen.type, 'text/javascript; charset=utf-8');
      assert.equal(seen.width, viewport === 'phone' ? 390 : 1280);
      assert.equal(seen.touch, viewport === 'phone');
      const file = await tab.screenshot(`smoke-${viewport}`);
      assert.ok(fs.statSync(file).size > 0);
      // A text document has no <link rel=icon>, so chromium probes /favicon.ico.
      const errors = tab.errors.filter((e) => !e.endsWith('/favicon.ico'));
      assert.deepEqual(errors, []);
    } finally {
      await tab.close();
    }
  }
});
