// The engine's Web Worker in headless chromium, over the real built site
// served by `xiangqi serve`: start-up time (and that the site's worker runs
// the page's compiled module instead of fetching it), a legal move, stop
// latency, garbage handling, the init-message starts (a compiled module, or
// none, and the single-file build's blob), a fatal start, and the bench
// speed against the native engine. Every number is printed as a test
// diagnostic, so the numbers can be quoted from the test output.

import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { distDir, launchBrowser, openPage, startServer, xiangqiBinary } from './harness.mjs';
import { BUDGETS, benchSpeed, installEngineTest, startEngineTest, stopLatency } from './measure.mjs';

const execFileAsync = promisify(execFile);

// Bench depth and rounds of the speed comparison.
const BENCH_DEPTH = Number(process.env.XIANGQI_BENCH_DEPTH || 9);
const BENCH_ROUNDS = Number(process.env.XIANGQI_BENCH_ROUNDS || 3);

/** Runs `xiangqi uci` with commands (one per line) and returns its output lines. */
async function nativeUCI(commands, timeoutMs = 120_000) {
  const bin = await xiangqiBinary();
  const child = spawn(bin, ['uci'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (c) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c) => (err += c));
  child.stdin.end(commands.join('\n') + '\nquit\n');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  assert.equal(code, 0, `xiangqi uci exited with ${code}: ${err}`);
  return out.split('\n');
}

/** The legal moves of a position, from the native `go perft 1`. */
async function nativeLegalMoves(positionCommand) {
  const lines = await nativeUCI([positionCommand, 'go perft 1']);
  const moves = lines.map((l) => /^([a-i]\d[a-i]\d): 1$/.exec(l)?.[1]).filter(Boolean);
  assert.ok(moves.length > 0, `no perft lines in ${lines.join('\n')}`);
  return moves;
}

let server;
let browser;
let tab;
let startMoves;

before(async () => {
  server = await startServer();
  startMoves = await nativeLegalMoves('position startpos');
  browser = await launchBrowser();
  tab = await openPage(browser, null);
  // The page (static/ui.js) starts its engine worker as worker.js?init and
  // hands it the compiled module; watch the workers it makes, as they are,
  // to note when that worker is ready.
  await tab.page.addInitScript(() => {
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url, options) {
        super(url, options);
        if (!String(url).endsWith('worker.js?init')) return;
        this.addEventListener('message', (e) => {
          if (typeof e.data === 'string' && JSON.parse(e.data).type === 'ready') window.siteWorkerReadyAt ??= performance.now();
        });
      }
    };
  });
});

after(async () => {
  await tab?.page.evaluate(() => window.engineTest.terminate()).catch(() => {});
  await tab?.close();
  await browser?.close();
  await server?.close();
});

test("the site's own worker is ready soon after navigation", async (t) => {
  await tab.page.goto(server.url);
  await tab.page.evaluate(installEngineTest);
  await tab.page.waitForFunction(() => window.siteWorkerReadyAt !== undefined, null, { timeout: 30_000 });
  const r = await tab.page.evaluate(() => ({
    ready: window.siteWorkerReadyAt,
    load: performance.getEntriesByType('navigation')[0]?.loadEventEnd,
  }));
  t.diagnostic(`index.html: engine ready ${r.ready.toFixed(0)} ms after navigation start (cold; load event at ${r.load?.toFixed(0)} ms; budget 2500 ms)`);
  // The budget is judged from the printed number on a quiet machine; this
  // only catches a worker that never gets ready.
  assert.ok(r.ready < 30_000, `ready after ${r.ready} ms`);

  // One module for page and engine, fetched once, by the page: the worker
  // got it compiled, in its init message.
  const wasmName = (name) => new URL(name).pathname.endsWith('/xiangqi.wasm');
  const pageFetches = await tab.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.equal(pageFetches.filter(wasmName).length, 1, `the page fetched: ${pageFetches.join(', ')}`);
  assert.ok(!pageFetches.some((n) => /\/(ui|engine)\.wasm$/.test(new URL(n).pathname)), 'a second wasm module was fetched');
  const worker = tab.page.workers().find((w) => w.url().endsWith('worker.js?init'));
  assert.ok(worker, "the site's worker was not started as worker.js?init");
  const workerFetches = await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(workerFetches.some((n) => n.endsWith('/wasm_exec.js')), `the worker fetched: ${workerFetches.join(', ')}`);
  assert.ok(!workerFetches.some(wasmName), 'the worker fetched xiangqi.wasm again');
});

test('a new worker posts ready', async (t) => {
  const r = await startEngineTest(tab.page);
  t.diagnostic(`test worker: ready ${r.readyMs.toFixed(0)} ms after new Worker() (xiangqi.wasm fetched and compiled again: the path of a plain new Worker('worker.js')); version ${r.version}`);
  assert.equal(typeof r.version, 'string');
  assert.ok(r.version.length > 0);
});

test('position and go give a legal bestmove with its id', async (t) => {
  const r = await tab.page.evaluate(async () => {
    const e = window.engineTest;
    e.send({ type: 'position', moves: [] });
    // The book would answer the start position at once; ask for a search.
    const sent = e.send({ type: 'go', id: 7, movetimeMs: 300, ownBook: false });
    const best = await e.next(['bestmove']);
    return { best: best.data, ms: best.at - sent, infos: e.count('info') };
  });
  t.diagnostic(`go movetimeMs 300 answered ${r.best.move} (depth ${r.best.depth}, score ${r.best.score}) in ${r.ms.toFixed(0)} ms`);
  assert.equal(r.best.id, 7);
  assert.ok(startMoves.includes(r.best.move), `${r.best.move} is not one of the ${startMoves.length} legal moves`);
  assert.ok(r.infos > 0, 'no info messages');
  assert.ok(r.ms < 300 + 2000, `took ${r.ms} ms for a 300 ms search`);

  // After moves: the worker knows the history.
  const played = ['h2e2', 'h9g7'];
  const legal = await nativeLegalMoves(`position startpos moves ${played.join(' ')}`);
  const best = await tab.page.evaluate(async (moves) => {
    const e = window.engineTest;
    e.send({ type: 'position', moves });
    e.send({ type: 'go', id: 8, depth: 3 });
    return (await e.next(['bestmove'])).data;
  }, played);
  assert.equal(best.id, 8);
  assert.ok(legal.includes(best.move), `${best.move} is not legal after ${played}`);

  // With the book on (the worker's default) the start position is answered
  // from the book, and the answer says so.
  const booked = await tab.page.evaluate(async () => {
    const e = window.engineTest;
    e.send({ type: 'position', moves: [] });
    e.send({ type: 'go', id: 9, movetimeMs: 300 });
    return (await e.next(['bestmove'])).data;
  });
  assert.equal(booked.id, 9);
  assert.equal(booked.book, true, 'the start position should be answered from the book');
  assert.ok(startMoves.includes(booked.move), `book move ${booked.move} is not legal`);
});

test('the worker fetches an endgame table when a game reaches its ending', async (t) => {
  // Rook against two advisors and an elephant: the table says mate in 10
  // (19 plies); a depth-4 search finds that only through the table, which
  // the worker fetches from egtb/ before it searches an ending (engine/worker).
  const r = await tab.page.evaluate(async () => {
    const e = window.engineTest;
    e.send({ type: 'position', fen: '3akab2/9/9/9/9/9/9/9/9/3K4R w - - 0 1', moves: [] });
    e.send({ type: 'go', id: 21, depth: 4 });
    return (await e.next(['bestmove'])).data;
  });
  t.diagnostic(`endgame: ${r.move}, mate ${r.mate}, depth ${r.depth}`);
  assert.equal(r.id, 21);
  assert.equal(r.mate, 10, 'the table gives mate in 10');
});

test('stop answers an infinite search at once', async (t) => {
  const r = await stopLatency(tab.page);
  t.diagnostic(`stop latency: ${r.delayMs.toFixed(1)} ms (budget ${BUDGETS.stopMs} ms); answered ${r.best.move} at depth ${r.best.depth}`);
  assert.ok(startMoves.includes(r.best.move));
  // The budget is judged by ./build.sh bench; this catches a stop that is not read.
  assert.ok(r.delayMs < 500, `stop took ${r.delayMs} ms`);
  const worker = tab.page.workers().find((w) => w.url().endsWith('worker.js?test'));
  const stats = await worker.evaluate(() => self.xiangqiEngine.stats());
  t.diagnostic(
    `yields so far: ${stats.yields}, ${stats.waitedMs.toFixed(1)} ms waiting in total ` +
      `(${((stats.waitedMs / stats.yields) * 1000).toFixed(0)} µs each), longest search stretch ${stats.maxGapMs.toFixed(1)} ms, ` +
      `longest turn ${stats.maxWaitMs.toFixed(1)} ms; stretches <25/<50/<100/<200/>=200 ms: ${stats.gaps.join('/')}`,
  );
});

test('garbage gets error replies and the worker keeps working', async () => {
  const r = await tab.page.evaluate(async () => {
    const e = window.engineTest;
    const errors = [];
    for (const msg of ['hello', { type: 'nope', id: 3 }, { type: 'go', depth: 'x' }, '42', 'null', { type: 'position', moves: ['a0a5'] }]) {
      e.send(msg);
      errors.push((await e.next(['error'])).data);
    }
    // An object rather than text: worker.js refuses it itself.
    e.sendValue({ type: 'go', id: 11, depth: 1 });
    errors.push((await e.next(['error'])).data);
    e.send({ type: 'go', id: 10, depth: 2 });
    return { errors, best: (await e.next(['bestmove'])).data };
  });
  assert.equal(r.errors.length, 7);
  for (const err of r.errors) {
    assert.equal(typeof err.message, 'string');
    assert.ok(!err.fatal, `not fatal: ${err.message}`);
  }
  assert.match(r.errors[0].message, /JSON object/);
  assert.equal(r.errors[1].id, 3);
  assert.match(r.errors[1].message, /unknown message type "nope"/);
  assert.match(r.errors[2].message, /"depth" must be a whole number/);
  assert.match(r.errors[5].message, /not legal/);
  assert.match(r.errors[6].message, /must be JSON text/);
  assert.equal(r.errors[6].id, undefined);
  assert.equal(r.best.id, 10);
  assert.ok(startMoves.includes(r.best.move));
});

test('bench speed in the browser and natively', async (t) => {
  // Native and browser take turns, never both at once; on a shared machine
  // the best of a few rounds of each is the fairest figure.
  const r = await benchSpeed(tab.page, {
    depth: BENCH_DEPTH,
    rounds: BENCH_ROUNDS,
    onRound: (round, n, b) =>
      t.diagnostic(
        `round ${round}: native ${n.nps} nps (${n.ms} ms), browser ${b.nps} nps (${b.timeMs} ms), ` +
          `yield overhead in the browser ${b.yieldTurns} turns, ${b.yieldMs.toFixed(1)} ms (${((100 * b.yieldMs) / b.timeMs).toFixed(1)}%)`,
      ),
  });
  t.diagnostic(`bench depth ${BENCH_DEPTH}, ${r.native.nodes} nodes, best of ${BENCH_ROUNDS}: native ${r.native.nps} nps, browser ${r.browser.nps} nps`);
  t.diagnostic(`NPS ratio browser/native: ${(100 * r.share).toFixed(0)}% (budget: at least ${100 * BUDGETS.browserNpsShare}%)`);
});

test('started from a blob URL, the worker takes the wasm bytes in an init message', async () => {
  const r = await tab.page.evaluate(async () => {
    const [code, wasmExec, wasm] = await Promise.all([
      fetch('worker.js').then((res) => res.text()),
      fetch('wasm_exec.js').then((res) => res.text()),
      fetch('xiangqi.wasm').then((res) => res.arrayBuffer()),
    ]);
    // The page's Content-Security-Policy (script-src 'self') is inherited by
    // a blob worker and forbids it importScripts() of another blob, so the
    // worker's text starts with wasm_exec.js, as in the single-file build.
    const url = URL.createObjectURL(new Blob([wasmExec, '\n;\n', code], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const messages = [];
    const next = (type) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} in 30 s: ${JSON.stringify(messages)}`)), 30_000);
        worker.addEventListener('message', function on(e) {
          // The protocol is JSON text; the init message alone is an object.
          const data = typeof e.data === 'string' ? JSON.parse(e.data) : { type: 'not-text' };
          messages.push(data.type);
          if (data.type === type) {
            clearTimeout(timer);
            worker.removeEventListener('message', on);
            resolve(data);
          }
        });
      });
    const ready = next('ready');
    worker.postMessage({ type: 'init', wasm }, [wasm]);
    worker.postMessage(JSON.stringify({ type: 'go', id: 1, depth: 1 })); // queued until Go is ready
    await ready;
    const best = await next('bestmove');
    worker.terminate();
    URL.revokeObjectURL(url);
    return best;
  });
  assert.equal(r.id, 1);
  assert.ok(startMoves.includes(r.move));
});

test('started as worker.js?init, the worker runs the module it is sent, or loads its own when sent none', async () => {
  const r = await tab.page.evaluate(async () => {
    const module = await WebAssembly.compileStreaming(fetch('xiangqi.wasm'));
    const run = async (name, init) => {
      const worker = new Worker(`worker.js?init&${name}`, { name: 'init' });
      const messages = [];
      const next = (type) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${name}: no ${type} in 30 s: ${JSON.stringify(messages)}`)), 30_000);
          worker.addEventListener('message', function on(e) {
            const data = typeof e.data === 'string' ? JSON.parse(e.data) : { type: 'not-text' };
            messages.push(data);
            if (data.type === type) {
              clearTimeout(timer);
              worker.removeEventListener('message', on);
              resolve(data);
            }
          });
        });
      const ready = next('ready');
      worker.postMessage(JSON.stringify({ type: 'go', id: 2, depth: 1 })); // before init: queued
      worker.postMessage(init);
      await ready;
      const best = await next('bestmove');
      worker.terminate();
      return { best, errors: messages.filter((m) => m.type !== 'info' && m.type !== 'ready' && m.type !== 'bestmove') };
    };
    return [await run('module', { type: 'init', wasm: module }), await run('none', { type: 'init' })];
  });
  for (const { best, errors } of r) {
    assert.deepEqual(errors, []);
    assert.equal(best.id, 2);
    assert.ok(startMoves.includes(best.move));
  }
});

test('a worker whose engine cannot start says so, fatally', async () => {
  const r = await tab.page.evaluate(async () => {
    const [code, wasmExec] = await Promise.all([
      fetch('worker.js').then((res) => res.text()),
      fetch('wasm_exec.js').then((res) => res.text()),
    ]);
    // The page's Content-Security-Policy (script-src 'self') is inherited by
    // a blob worker and forbids it importScripts() of another blob, so the
    // worker's text starts with wasm_exec.js, as in the single-file build.
    const url = URL.createObjectURL(new Blob([wasmExec, '\n;\n', code], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const error = new Promise((resolve) => {
      worker.onmessage = (e) => resolve(typeof e.data === 'string' ? JSON.parse(e.data) : { type: 'not-text', data: String(e.data) });
    });
    worker.postMessage({ type: 'init', wasm: new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9]) });
    const first = await error;
    worker.terminate();
    URL.revokeObjectURL(url);
    return first;
  });
  assert.equal(r.type, 'error');
  assert.equal(r.fatal, true);
  assert.match(r.message, /engine failed to start/);
});

test('wasm sizes', (t) => {
  for (const name of fs.readdirSync(distDir).filter((n) => n.endsWith('.wasm'))) {
    const raw = fs.readFileSync(path.join(distDir, name));
    const gz = zlib.gzipSync(raw, { level: 9 }).length;
    // Quality 6, as `xiangqi serve` compresses.
    const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    t.diagnostic(`${name}: ${(raw.length / 1024).toFixed(0)} KiB raw, ${(gz / 1024).toFixed(0)} KiB gzip -9, ${(br / 1024).toFixed(0)} KiB brotli -6`);
  }
  // One module is both the page and the engine (wasm/app).
  const modules = fs.readdirSync(distDir).filter((n) => n.endsWith('.wasm'));
  assert.deepEqual(modules, ['xiangqi.wasm']);
});

test('the page logged no errors', () => {
  tab.assertNoErrors();
});
