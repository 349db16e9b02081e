// End-to-end test of the Cloudflare Worker: runs the built worker
// (wasm/edge/build/, made by `./build.sh edge`) with the built site (dist/)
// under `wrangler dev --local` on 127.0.0.1, sends real requests, good and
// bad, and prints the latency of a cold and a warm request.
//
//   ./build.sh test            runs it as its own stage, after building both
//   node --test wasm/edge/     runs it alone (build first)
//
// It skips, saying why, when wrangler is not installed (npm ci failed) or
// workerd cannot run on this machine. Nothing here reaches the internet:
// wrangler runs with --local and without metrics, and every wait is bounded.

import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const edgeDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(edgeDir, '../..');
const wranglerBin = path.join(edgeDir, 'node_modules/.bin/wrangler');
const workerdBin = path.join(edgeDir, 'node_modules/.bin/workerd');

const startTimeoutMs = 120_000; // wrangler's first start bundles the worker
const requestTimeoutMs = 30_000;

/** Why the test cannot run here, or '' when it can. */
function skipReason() {
  if (!fs.existsSync(wranglerBin)) {
    return 'wrangler is not installed: `npm ci` in wasm/edge failed or was not run';
  }
  const r = spawnSync(workerdBin, ['--version'], { timeout: 20_000, encoding: 'utf8' });
  if (r.status !== 0) {
    return `workerd (the Workers runtime from npm) cannot run on this machine: ${r.error?.message || r.stderr || `exit ${r.status}`}`;
  }
  return '';
}
const skip = skipReason();

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A running `wrangler dev`: its base URL, its output so far, and stop(). */
async function startWrangler() {
  for (const file of ['build/worker.mjs', 'build/app.wasm']) {
    if (!fs.existsSync(path.join(edgeDir, file))) {
      throw new Error(`wasm/edge/${file} is missing: run ./build.sh edge first`);
    }
  }
  if (!fs.existsSync(path.join(repoRoot, 'dist/index.html'))) {
    throw new Error('dist/ is not built: run ./build.sh edge first');
  }
  const port = await freePort();
  const inspectorPort = await freePort();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'xiangqi-wrangler-'));
  const args = [
    'dev', '--local', '--ip', '127.0.0.1', '--port', String(port),
    '--inspector-port', String(inspectorPort), '--show-interactive-dev-session=false',
    '--persist-to', path.join(home, 'state'), '--log-level', 'info',
  ];
  // Its own process group, so stop() ends wrangler and the workerd it starts.
  const child = spawn(wranglerBin, args, {
    cwd: edgeDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: path.join(home, 'logs'),
      XDG_CONFIG_HOME: home, // no login, no user config: a clean local run
      NO_COLOR: '1',
      CI: '1',
    },
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => {
    exited = signal || `exit ${code}`;
    resolve();
  }));

  const stop = async () => {
    if (exited === null) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
      await Promise.race([exit, sleep(10_000)]);
      if (exited === null) {
        try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
        await Promise.race([exit, sleep(5_000)]);
      }
    }
    fs.rmSync(home, { recursive: true, force: true });
  };

  // Ready when wrangler says so; no request is sent before, so the first
  // one the tests send meets a cold worker.
  const deadline = Date.now() + startTimeoutMs;
  while (!/Ready on http/.test(output)) {
    if (exited !== null) {
      await stop();
      throw new Error(`wrangler dev stopped (${exited}) before it was ready:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev was not ready after ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await sleep(200);
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}

let server;
before(async () => {
  if (!skip) server = await startWrangler();
});
after(async () => {
  if (server) await server.stop();
});

/** Sends a request and returns status, headers, the text and (for JSON) the body, and the time taken. */
async function call(method, urlPath, { body, type = 'application/json', headers = {} } = {}) {
  const init = { method, headers: { ...headers }, signal: AbortSignal.timeout(requestTimeoutMs) };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    if (type) init.headers['Content-Type'] = type;
  }
  const start = performance.now();
  const res = await fetch(server.url + urlPath, init);
  const text = await res.text();
  const ms = performance.now() - start;
  let json;
  if ((res.headers.get('content-type') || '').startsWith('application/json')) json = JSON.parse(text);
  return { status: res.status, headers: res.headers, text, json, ms };
}

const move = (body) => call('POST', '/api/move', { body });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const iccs = /^[a-i][0-9][a-i][0-9]$/;

// First, so that its first request is the worker's first.
test('cold and warm latency', { skip: skip || false }, async (t) => {
  const cold = await move({});
  assert.equal(cold.status, 200, cold.text);
  const warm = [];
  for (let i = 0; i < 5; i++) {
    const r = await move({});
    assert.equal(r.status, 200, r.text);
    warm.push(r.ms);
  }
  const health = [];
  for (let i = 0; i < 5; i++) {
    const r = await call('GET', '/api/health');
    assert.equal(r.status, 200, r.text);
    health.push(r.ms);
  }
  const line = `edge latency under wrangler dev: cold book move ${cold.ms.toFixed(0)} ms, ` +
    `warm book move ${median(warm).toFixed(0)} ms (median of 5), warm health ${median(health).toFixed(0)} ms`;
  t.diagnostic(line);
});

test('health', { skip: skip || false }, async () => {
  const r = await call('GET', '/api/health');
  assert.equal(r.status, 200);
  assert.equal(r.json.ok, true);
  // build.sh stamps the Worker with the build id of the site beside it.
  const version = fs.readFileSync(path.join(repoRoot, 'dist/version.txt'), 'utf8').trim();
  assert.equal(r.json.version, version);
  assert.equal(r.headers.get('access-control-allow-origin'), '*');
  assert.equal(r.headers.get('cache-control'), 'no-store');
});

test('book move at the start position', { skip: skip || false }, async () => {
  const r = await move({ moves: [] });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.json.fromBook, true);
  assert.match(r.json.move, iccs);
  assert.deepEqual(r.json.pv, [r.json.move]);
  assert.equal(r.json.status.result, 'ongoing');
  assert.equal(r.headers.get('access-control-allow-origin'), '*');
  // The server checks every move of a request, so replaying the answer
  // proves it legal.
  const next = await move({ moves: [r.json.move], level: 1 });
  assert.equal(next.status, 200, `the book move ${r.json.move} is not accepted back: ${next.text}`);
});

test('searched move', { skip: skip || false }, async (t) => {
  const moves = ['h2e2', 'h9g7'];
  const r = await move({ moves, book: false, level: 15, movetimeMs: 1000 });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.json.fromBook, false);
  assert.ok(r.json.depth >= 1, `depth ${r.json.depth}`);
  assert.ok(r.json.nodes > 0);
  assert.equal(r.json.pv[0], r.json.move);
  assert.equal(r.json.movetimeMs, 1000);
  assert.equal(r.json.statusAfter.result, 'ongoing');
  const line = `search under wrangler dev: ${r.json.nodes} nodes, depth ${r.json.depth} in ${r.ms.toFixed(0)} ms ` +
    `(movetimeMs 1000), ${Math.round(r.json.nodes / (r.ms / 1000))} nodes/s including start-up`;
  t.diagnostic(line);
  const replay = await move({ moves: [...moves, ...r.json.pv], level: 1 });
  assert.ok(replay.status === 200, `the line ${r.json.pv} is not accepted back: ${replay.text}`);
});

test('mate in one and a finished game', { skip: skip || false }, async () => {
  const fen = '3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1';
  const r = await move({ fen, movetimeMs: 300 });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.json.mate, 1);
  assert.equal(r.json.statusAfter.result, 'red-wins');
  assert.equal(r.json.statusAfter.reason, 'checkmate');
  const over = await move({ fen, moves: [r.json.move] });
  assert.equal(over.status, 200, over.text);
  assert.equal(over.json.move, '');
  assert.deepEqual(over.json.pv, []);
  assert.equal(over.json.status.result, 'red-wins');
  assert.equal(over.json.status.reason, 'checkmate');
  assert.equal(over.json.statusAfter, null);
});

test('bad requests get a JSON error and the right status', { skip: skip || false }, async () => {
  const cases = [
    { name: 'bad fen', body: '{"fen":"rnbakabnr/9/9 w"}', status: 400, error: /bad fen/ },
    { name: 'illegal move', body: '{"moves":["h2e2","h9g7","e2e9"]}', status: 400, error: /moves\[2\] "e2e9" is not legal/ },
    { name: 'unknown field', body: '{"depth":3}', status: 400, error: /unknown field "depth"/ },
    { name: 'wrong type', body: '{"level":"5"}', status: 400, error: /"level" must be a whole number/ },
    { name: 'level out of range', body: '{"level":42}', status: 400, error: /level must be from 1 to 15/ },
    { name: 'move time too long', body: '{"movetimeMs":60000}', status: 400, error: /movetimeMs must be from 50 to 2000/ },
    { name: 'not JSON', body: 'moves=h2e2', status: 400, error: /not valid JSON/ },
    { name: 'wrong content type', body: '{}', type: 'text/plain', status: 415, error: /application\/json/ },
    { name: 'body too large', body: JSON.stringify({ fen: ' '.repeat(20_000) }), status: 413, error: /larger than/ },
  ];
  for (const c of cases) {
    const r = await call('POST', '/api/move', { body: c.body, type: c.type ?? 'application/json' });
    assert.equal(r.status, c.status, `${c.name}: ${r.text}`);
    assert.match(r.json.error, c.error, c.name);
    assert.equal(r.headers.get('access-control-allow-origin'), '*', c.name);
  }
  const get = await call('GET', '/api/move');
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST, OPTIONS');
  assert.match(get.json.error, /does not take GET/);
  const missing = await call('GET', '/api/nothing');
  assert.equal(missing.status, 404);
  assert.match(missing.json.error, /no such endpoint/);
});

test('CORS preflight', { skip: skip || false }, async () => {
  const r = await call('OPTIONS', '/api/move', {
    headers: {
      Origin: 'https://example.org',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  assert.equal(r.status, 204);
  assert.equal(r.headers.get('access-control-allow-origin'), '*');
  assert.match(r.headers.get('access-control-allow-methods'), /POST/);
  assert.match(r.headers.get('access-control-allow-headers'), /content-type/i);
});

test('the same worker serves the site as static assets', { skip: skip || false }, async () => {
  const page = await call('GET', '/');
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type'), /text\/html/);
  assert.match(page.text, /<html/i);
  const version = fs.readFileSync(path.join(repoRoot, 'dist/version.txt'), 'utf8');
  const served = await call('GET', '/version.txt');
  assert.equal(served.status, 200);
  assert.equal(served.text, version, 'the assets are the dist/ just built');
  const wasm = await fetch(`${server.url}/xiangqi.wasm`, { signal: AbortSignal.timeout(requestTimeoutMs) });
  assert.equal(wasm.status, 200);
  assert.equal(wasm.headers.get('content-type'), 'application/wasm');
  await wasm.arrayBuffer();
  const missing = await call('GET', '/no-such-file.txt');
  assert.equal(missing.status, 404);
});
