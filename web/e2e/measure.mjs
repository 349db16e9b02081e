// The site's speed and size budgets and the measurements of them, shared by
// the browser tests (which check what a test can check on a shared machine and
// print the figures) and by `./build.sh bench` (bench.mjs), which measures
// every budget in one run, best of several rounds where noise matters, and
// judges each figure against BUDGETS.

import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { engineReady, move, ready, waitPly, waitState } from './board.mjs';
import { distDir, openPage, repoRoot, startServer, watchPage, xiangqiBinary } from './harness.mjs';
import { startCountingProxy } from './proxy.mjs';

const execFileAsync = promisify(execFile);

/** The budgets. Each is checked by `./build.sh bench`; see the README. */
export const BUDGETS = {
  /** Navigation to a board that takes input, cold, on localhost. */
  interactiveMs: 1500,
  /** Navigation to the engine's worker being ready. */
  engineReadyMs: 2500,
  /** The longest main-thread task while the engine thinks. */
  longTaskMs: 50,
  /** From `stop` to the worker's bestmove. */
  stopMs: 150,
  /** The browser's bench nodes per second as a share of the native engine's. */
  browserNpsShare: 0.4,
  /** Everything a first visit downloads, headers included, the service worker's precaching too. */
  firstVisitBytes: 2_000_000,
  /** A repeat visit downloads only the browser's update check of sw.js. */
  repeatVisitBytes: 16 * 1024,
  /** A level may think its time cap plus this share and this margin (the scheduling of a busy machine). */
  levelSlackShare: 0.1,
  levelSlackMs: 50,
};

/** A position out of the opening book, so the engine really searches. */
export const OUT_OF_BOOK = 'rnbakabnr/9/1c5c1/p3p3p/2p3p2/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

/** A FEN as a link parameter. */
export const fenParam = (fen) => fen.replaceAll(' ', '+');

/**
 * Requests the site's main files once with brotli and gzip, so `xiangqi
 * serve` has compressed them before the browser's "cold" load: it compresses
 * lazily on the first request, where a static host does it ahead of time.
 */
export async function warmServer(url) {
  const files = ['', 'style.css', 'ui.js', 'wasm_exec.js', 'xiangqi.wasm', 'worker.js'];
  for (const encoding of ['br', 'gzip']) {
    await Promise.all(
      files.map(
        (f) =>
          new Promise((resolve, reject) => {
            http
              .get(url + f, { headers: { 'accept-encoding': encoding } }, (res) => {
                res.resume();
                res.on('end', resolve);
              })
              .on('error', reject);
          }),
      ),
    );
  }
}

// --- the page: time to interactive, engine ready, long tasks ---

/**
 * An init script (page.addInitScript(instrument)) that records from the
 * page's first moment its long tasks, the status line's states and when the
 * engine became ready. It notes whether the browser reports long tasks at
 * all, so a browser that does not fails the measurement instead of
 * reporting 0 ms.
 */
export function instrument() {
  window.__xqLong = [];
  window.__xqStates = [];
  window.__xqLongTasks = PerformanceObserver.supportedEntryTypes?.includes('longtask') ? 'observing' : 'unsupported';
  if (window.__xqLongTasks === 'observing') {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__xqLong.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    } catch (err) {
      window.__xqLongTasks = `failed: ${err.message}`;
    }
  }
  document.addEventListener('DOMContentLoaded', () => {
    const el = document.querySelector('[data-status]');
    if (!el) return;
    new MutationObserver(() => {
      window.__xqStates.push([performance.now(), el.getAttribute('data-state')]);
      if (el.getAttribute('data-engine') === 'ready' && !window.__xqEngineReady) window.__xqEngineReady = performance.now();
    }).observe(el, { attributes: true, attributeFilter: ['data-state', 'data-engine'] });
  });
}

/**
 * Counts what a browser context downloads: each finished request's body and
 * headers, as Playwright reports them, summed per file (name relative to
 * siteUrl). A request whose sizes cannot be read is listed in unmeasured,
 * never left out unnoticed.
 */
export function countDownloads(context, siteUrl) {
  const pending = [];
  const files = new Map();
  const unmeasured = [];
  let bytes = 0;
  context.on('requestfinished', (req) => {
    pending.push(
      req.sizes().then(
        (sizes) => {
          const n = sizes.responseBodySize + sizes.responseHeadersSize;
          bytes += n;
          // Summed: the service worker revalidates what the page loaded.
          const name = req.url().startsWith(siteUrl) ? req.url().slice(siteUrl.length) || 'index.html' : req.url();
          files.set(name, (files.get(name) ?? 0) + n);
        },
        (err) => unmeasured.push(`${req.url()}: ${err.message}`),
      ),
    );
  });
  return {
    /** Waits for every size being read and returns the totals. */
    async total() {
      for (let seen = -1; seen !== pending.length; ) {
        seen = pending.length;
        await Promise.all(pending);
      }
      return { bytes, files: new Map(files), unmeasured: [...unmeasured] };
    },
  };
}

/**
 * Opens the site in a fresh tab (from openPage) and measures the time from
 * navigation to an interactive board (the page's 'xiangqi-interactive' mark)
 * and to the engine being ready. The tab's downloads are counted from the
 * start (downloads.total()).
 */
export async function coldStart(tab, siteUrl, fragment = '') {
  const downloads = countDownloads(tab.context, siteUrl);
  await tab.page.addInitScript(instrument);
  await tab.page.goto(siteUrl + fragment);
  await ready(tab.page);
  const interactiveMs = await tab.page.evaluate(() => performance.getEntriesByName('xiangqi-interactive')[0]?.startTime ?? -1);
  assert.ok(interactiveMs > 0, 'the page did not mark when it became interactive (performance.mark xiangqi-interactive)');
  await engineReady(tab.page);
  const engineReadyMs = await tab.page.evaluate(() => window.__xqEngineReady ?? -1);
  assert.ok(engineReadyMs > 0, 'the page did not report when the engine became ready');
  return { interactiveMs, engineReadyMs, downloads };
}

/**
 * The longest long task that began while the engine was thinking (the task
 * that made the player's move, and so started the thinking, is not counted:
 * it ends as the thinking begins). Fails when the browser reports no long
 * tasks, rather than answer 0 ms.
 */
export async function longestTaskWhileThinking(page) {
  const r = await page.evaluate(() => {
    const spans = [];
    let start = null;
    for (const [t, state] of window.__xqStates) {
      if (state === 'thinking' && start === null) start = t;
      if (state !== 'thinking' && start !== null) {
        spans.push([start, t]);
        start = null;
      }
    }
    if (start !== null) spans.push([start, performance.now()]);
    let longest = 0;
    for (const [s, d] of window.__xqLong) {
      if (spans.some(([a, b]) => s >= a && s < b)) longest = Math.max(longest, d);
    }
    return { observer: window.__xqLongTasks, longest, spans: spans.length, thinkingMs: spans.reduce((n, [a, b]) => n + b - a, 0) };
  });
  assert.equal(r.observer, 'observing', `the page's long-task observer is ${r.observer}: the main thread cannot be measured`);
  return r;
}

/**
 * Plays h2e2 against full strength out of the book in a fresh tab and
 * measures the main thread while the engine thinks (about 4 s). onThinking
 * runs while it thinks (a screenshot). Returns the longest task and how long
 * the engine thought.
 */
export async function thinkingMainThread(tab, siteUrl, { onThinking } = {}) {
  const { page } = tab;
  await page.addInitScript(instrument);
  // Full strength: the levels below it are capped by nodes and may answer
  // too quickly to measure anything.
  await page.goto(`${siteUrl}#fen=${fenParam(OUT_OF_BOOK)}&level=15&sound=0`);
  await ready(page);
  // Measure a search of the warmed-up engine, not its first start.
  await engineReady(page);
  await page.waitForTimeout(1000);
  await move(page, 'h2', 'e2');
  await waitState(page, 'thinking');
  if (onThinking) await onThinking();
  await waitPly(page, 2, 30_000);
  await waitState(page, 'your-turn');
  const r = await longestTaskWhileThinking(page);
  assert.ok(r.thinkingMs > 200, `the engine thought only ${r.thinkingMs} ms; the measurement needs a real search`);
  return r;
}

/**
 * Opens the analysis board in a fresh tab (from openPage) on a middlegame
 * (or the link fragment given, of at least 6 moves), waits for three engine
 * lines, then steps back six moves and forward six, 400 ms apart, while the
 * engine analyses each position (about 9 s). Returns the long tasks of
 * those seconds (longest, count) and, from a trace of the
 * same seconds, the most main-thread CPU time any one task took and the main
 * thread's CPU time in all: on a 2-core machine the worker keeps one core
 * busy and the page shares the other with the compositor and whatever else
 * runs, so a task's length is partly waiting, which its CPU time is not.
 * With cpuThrottle (4: a phone several times slower than a desktop) the
 * page's main thread runs that many times slower once the lines are shown
 * (Chromium's Emulation.setCPUThrottlingRate). That throttling is a signal
 * to the main thread every 200 µs whose handler spins for (rate − 1) times
 * the wall time since the last one, so time the thread spent waiting for a
 * core (the worker's, the compositor's, another process's) is charged to it
 * as CPU time that many times over: on a loaded 2-core machine the throttled
 * figures run high, and each task's CPU time unthrottled, times the rate, is
 * the phone's own work.
 */
export async function analysisMainThread(tab, siteUrl, browser, { fragment = '#mode=analysis&moves=h2e2,h9g7,h0g2,i9h9,i0h0,b9c7&sound=0', cpuThrottle = 1 } = {}) {
  const { page } = tab;
  await page.addInitScript(instrument);
  await page.goto(siteUrl + fragment);
  await ready(page);
  await page.locator('[data-pv][data-rank="3"]').waitFor({ timeout: 30_000 });
  if (cpuThrottle !== 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await page.waitForTimeout(1000); // the reports of the lines shown settle
  }
  const from = await page.evaluate(() => performance.now());
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  for (const key of [...Array(6).fill('ArrowLeft'), ...Array(6).fill('ArrowRight')]) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
  await page.waitForTimeout(2000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const r = await page.evaluate((from) => ({
    observer: window.__xqLongTasks,
    tasks: window.__xqLong.filter(([s]) => s >= from).map(([, d]) => d),
  }), from);
  assert.equal(r.observer, 'observing', `the page's long-task observer is ${r.observer}: the main thread cannot be measured`);
  const main = mainThreadTasks(trace);
  assert.ok(main.length > 100, `the trace holds ${main.length} tasks of the page's main thread`);
  return {
    longest: Math.max(0, ...r.tasks),
    count: r.tasks.length,
    cpuMax: Math.max(...main.map((t) => t.cpu)),
    cpuOver: main.filter((t) => t.cpu > 50).length,
    cpuBusy: main.reduce((sum, t) => sum + t.cpu, 0),
  };
}

/**
 * The tasks of the page's main thread in a Chromium trace, with their wall
 * and CPU times in milliseconds: of the renderer main threads, the one that
 * ran longest (the page's; others are idle).
 */
function mainThreadTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(key)) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 });
  }
  const busy = (list) => list.reduce((sum, t) => sum + t.cpu, 0);
  return [...byThread.values()].sort((a, b) => busy(b) - busy(a))[0] ?? [];
}

// --- the engine's worker: stop, speed, levels ---

/**
 * Installed in a page of the site (page.evaluate(installEngineTest)):
 * window.engineTest starts a worker and hands its messages to the test in
 * order. The protocol (engine/wire) is JSON text both ways: send() posts an
 * object as its JSON text (and a string as it is), and every message the
 * worker posts must be a string holding a JSON object, which is parsed here;
 * anything else arrives as a message of type 'not-text' or 'not-json', which
 * next() fails on. next(types) resolves with the next message of one of
 * types, skipping info messages and failing on anything else.
 */
export function installEngineTest() {
  const received = [];
  let cursor = 0;
  let wake = null;
  let worker = null;
  const parse = (text) => {
    if (typeof text !== 'string') return { type: 'not-text', text: String(text) };
    try {
      return JSON.parse(text);
    } catch {
      return { type: 'not-json', text };
    }
  };
  const push = (data) => {
    received.push({ data, at: performance.now() });
    if (wake) wake();
  };
  window.engineTest = {
    // '?test' tells this worker from the page's own in page.workers().
    start(url = 'worker.js?test') {
      const at = performance.now();
      worker = new Worker(url);
      worker.onmessage = (e) => push(parse(e.data));
      worker.onerror = (e) => push({ type: 'workererror', message: e.message });
      return at;
    },
    send(msg) {
      const at = performance.now();
      worker.postMessage(typeof msg === 'string' ? msg : JSON.stringify(msg));
      return at;
    },
    // Posts a value as it is, not as text.
    sendValue(value) {
      worker.postMessage(value);
    },
    async next(types, timeoutMs = 30_000) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        while (cursor < received.length) {
          const m = received[cursor++];
          if (types.includes(m.data?.type)) return m;
          if (m.data?.type !== 'info') throw new Error(`got ${JSON.stringify(m.data)}, want one of ${types}`);
        }
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`no ${types} message within ${timeoutMs} ms`);
        await new Promise((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
        wake = null;
      }
    },
    count(type) {
      return received.filter((m) => m.data?.type === type).length;
    },
    terminate() {
      worker?.terminate();
    },
  };
}

/** Starts the test worker of installEngineTest in page and waits until it is ready. */
export async function startEngineTest(page) {
  await page.evaluate(installEngineTest);
  return page.evaluate(async () => {
    const created = window.engineTest.start();
    const ready = await window.engineTest.next(['ready']);
    return { readyMs: ready.at - created, version: ready.data.version };
  });
}

/**
 * From `stop` to bestmove, in the test worker (startEngineTest), of an
 * infinite search of the start position stopped after a second.
 */
export async function stopLatency(page, id = 9) {
  const r = await page.evaluate(async (id) => {
    const e = window.engineTest;
    e.send({ type: 'position' });
    e.send({ type: 'go', id, infinite: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stopped = e.send({ type: 'stop' });
    const best = await e.next(['bestmove']);
    return { best: best.data, delayMs: best.at - stopped };
  }, id);
  assert.equal(r.best.id, id);
  return r;
}

/**
 * The fixed bench at depth in the native engine (`xiangqi bench`) and in the
 * test worker (startEngineTest), taking turns, never both at once, for
 * rounds. Every round's node counts must match (same bench, same depth,
 * fresh engine, default options). onRound(round, native, browser) sees each.
 */
export async function benchSpeed(page, { depth, rounds, onRound }) {
  const worker = page.workers().find((w) => w.url().endsWith('worker.js?test'));
  assert.ok(worker, 'no test worker: call startEngineTest first');
  const all = [];
  for (let round = 1; round <= rounds; round++) {
    const { stdout } = await execFileAsync(await xiangqiBinary(), ['bench', String(depth)], { timeout: 600_000 });
    const field = (name) => Number(new RegExp(`^${name}: (\\d+)`, 'm').exec(stdout)?.[1]);
    const native = { nodes: field('Nodes'), nps: field('NPS'), ms: field('Time') };
    assert.ok(native.nodes > 0, `no bench result in ${stdout}`);
    const before = await worker.evaluate(() => self.xiangqiEngine.stats());
    const browser = await page.evaluate(
      async ({ depth, id }) => {
        window.engineTest.send({ type: 'bench', id, depth });
        return (await window.engineTest.next(['benchresult'], 600_000)).data;
      },
      { depth, id: 100 + round },
    );
    const stats = await worker.evaluate(() => self.xiangqiEngine.stats());
    assert.equal(browser.id, 100 + round);
    assert.equal(browser.nodes, native.nodes, 'the browser and native benches searched different trees');
    browser.yieldTurns = stats.yields - before.yields;
    browser.yieldMs = stats.waitedMs - before.waitedMs;
    all.push({ native, browser });
    if (onRound) onRound(round, native, browser);
  }
  const nativeBest = all.map((r) => r.native).reduce((a, b) => (b.nps > a.nps ? b : a));
  const browserBest = all.map((r) => r.browser).reduce((a, b) => (b.nps > a.nps ? b : a));
  return { rounds: all, native: nativeBest, browser: browserBest, share: browserBest.nps / nativeBest.nps };
}

/**
 * The levels and their time caps (Level.MoveTime), read from
 * engine/search/levels.go, where they are defined.
 */
export function levelCaps() {
  const file = path.join(repoRoot, 'engine/search/levels.go');
  const text = fs.readFileSync(file, 'utf8');
  const caps = [];
  for (const m of text.matchAll(/^\s*\{(\d+), "[^"]*", "[^"]*", "[^"]*", "[^"]*", (\d+) \* time\.(Millisecond|Second),/gm)) {
    caps.push({ level: Number(m[1]), capMs: Number(m[2]) * (m[3] === 'Second' ? 1000 : 1) });
  }
  const max = Number(/\bMaxLevel\s*=\s*(\d+)/.exec(text)?.[1]);
  assert.ok(
    caps.length === max && caps.every((c, i) => c.level === i + 1),
    `could not read the ${max || '?'} levels' time caps from ${file} (found ${JSON.stringify(caps)}): update levelCaps in web/e2e/measure.mjs`,
  );
  return caps;
}

/** Positions the levels are timed on: the opening out of book, a middlegame, an ending. */
export const LEVEL_POSITIONS = [
  OUT_OF_BOOK,
  'r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1',
  '4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1',
];

/**
 * Times each level's move in the test worker (startEngineTest) the way the
 * page asks for one with no clock (go with the level, no time: the level
 * decides), from a new game on each position, rounds times. Returns per
 * level its cap and, per position, the best of the rounds; the level's
 * figure is the longest of those.
 */
export async function levelTimes(page, { positions = LEVEL_POSITIONS, rounds = 1, onLevel } = {}) {
  const out = [];
  let id = 1000;
  for (const { level, capMs } of levelCaps()) {
    const perPosition = [];
    for (const fen of positions) {
      const times = [];
      for (let round = 0; round < rounds; round++) {
        const r = await page.evaluate(
          async ({ fen, level, id }) => {
            const e = window.engineTest;
            e.send({ type: 'newgame' });
            e.send({ type: 'position', fen, moves: [] });
            const sent = e.send({ type: 'go', id, level, ownBook: false });
            const best = await e.next(['bestmove'], 60_000);
            return { ms: best.at - sent, best: best.data };
          },
          { fen, level, id: ++id },
        );
        assert.equal(r.best.id, id);
        assert.match(r.best.move, /^[a-i]\d[a-i]\d$/, `level ${level} gave no move on ${fen}`);
        times.push(r.ms);
      }
      perPosition.push(Math.min(...times));
    }
    const row = { level, capMs, perPosition, longestMs: Math.max(...perPosition) };
    out.push(row);
    if (onLevel) onLevel(row);
  }
  return out;
}

// --- the site with its service worker: first and repeat visits ---

/** The precache list written into sw.js by build.sh. */
export function precacheList(dir = distDir) {
  const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const match = /const PRECACHE = (\[.*\]);/.exec(sw);
  assert.ok(match, 'sw.js has no precache list: was it built by build.sh?');
  return JSON.parse(match[1]);
}

/** Waits until a service worker controls the page and its cache is full. */
export async function cacheFilled(page, expected) {
  return page.evaluate(async (want) => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 200; i++) {
      if (navigator.serviceWorker.controller) {
        const names = (await caches.keys()).filter((n) => n.startsWith('xiangqi-'));
        if (names.length === 1) {
          const keys = await (await caches.open(names[0])).keys();
          if (keys.length >= want) return { name: names[0], entries: keys.length };
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the service worker did not take over with a full cache');
  }, expected);
}

/**
 * The site under /xiangqi/ (as on GitHub Pages) behind a proxy that counts
 * the bytes on the wire: a first visit plays a move against the engine and
 * waits until the service worker's cache is full; then between(visit), if
 * given, runs in the same tab (the offline test cuts the network there); then
 * a repeat visit opens the site in a new tab of the same browser profile.
 * Returns the bytes of both visits; the tab, the proxy and the repeat visit's
 * page are closed at the end.
 */
export async function siteVisits(browser, { between } = {}) {
  const server = await startServer({ base: '/xiangqi/' });
  const proxy = await startCountingProxy(server.url);
  const tab = await openPage(browser, null, 'desktop');
  const { page, context } = tab;
  try {
    assert.match(proxy.url, /\/xiangqi\/$/);
    // First visit: a move against the engine from the sub-path.
    let start = proxy.bytes();
    await page.goto(`${proxy.url}#level=1&sound=0`);
    await ready(page);
    await engineReady(page);
    await move(page, 'h2', 'e2');
    await waitPly(page, 2);
    const list = precacheList(distDir);
    const cache = await cacheFilled(page, list.length);
    assert.equal(cache.entries, list.length, 'every precached file is in the cache');
    assert.match(cache.name, /^xiangqi-[0-9a-f]{16} http:\/\/127\.0\.0\.1:\d+\/xiangqi\/$/);
    const firstVisitBytes = proxy.bytes() - start;
    tab.assertNoErrors();

    if (between) await between({ tab, proxy });

    // A repeat visit online: the page, code and engine come from the cache.
    await context.setOffline(false);
    proxy.offline(false);
    const again = await context.newPage();
    const repeat = watchPage(again, context);
    start = proxy.bytes();
    await again.goto(`${proxy.url}#level=1&sound=0`);
    await ready(again);
    await engineReady(again);
    // The engine worker, its script now answered from the service worker's
    // cache, still ran the page's compiled module: it fetched no wasm itself.
    const worker = again.workers().find((w) => /\/worker\.js(\?|$)/.test(w.url()));
    assert.ok(worker, `no engine worker among ${again.workers().map((w) => w.url())}`);
    const fetched = await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    assert.ok(!fetched.some((n) => n.endsWith('.wasm')), `the worker fetched ${fetched.join(', ')}`);
    // Give the browser's update check of sw.js time to finish.
    await again.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));
    const repeatVisitBytes = proxy.bytes() - start;
    repeat.assertNoErrors();
    return { firstVisitBytes, repeatVisitBytes, precached: list.length };
  } finally {
    await tab.close();
    await proxy.close();
    await server.close();
  }
}

// --- move generation against fairy-stockfish ---

/** Debian's Fairy-Stockfish, the reference for perft speed. */
export const FAIRY_STOCKFISH = '/usr/games/fairy-stockfish';

/**
 * Runs a command and returns its output with its wall and CPU time (from
 * /usr/bin/time), writing input to its stdin.
 */
async function timed(command, args, input = '') {
  const child = spawn('/usr/bin/time', ['-f', 'xq-time %e %U %S', command, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (c) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c) => (err += c));
  child.stdin.end(input);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  assert.equal(code, 0, `${command} ${args.join(' ')} exited with ${code}: ${err}`);
  const t = /xq-time ([\d.]+) ([\d.]+) ([\d.]+)/.exec(err);
  assert.ok(t, `no timing from /usr/bin/time: ${err}`);
  return { out, wallMs: 1000 * Number(t[1]), cpuMs: 1000 * (Number(t[2]) + Number(t[3])) };
}

/**
 * perft(depth) of the start position by `xiangqi perft` and by
 * Fairy-Stockfish's `go perft`, taking turns, rounds times; both must count
 * the same nodes. Returns each one's best wall and CPU time.
 */
export async function perftRace({ depth = 5, rounds = 3, onRound } = {}) {
  assert.ok(fs.existsSync(FAIRY_STOCKFISH), `${FAIRY_STOCKFISH} is not installed (apt-get install fairy-stockfish)`);
  assert.ok(fs.existsSync('/usr/bin/time'), '/usr/bin/time is not installed (apt-get install time)');
  const bin = await xiangqiBinary();
  const ours = [];
  const theirs = [];
  for (let round = 1; round <= rounds; round++) {
    const a = await timed(bin, ['perft', String(depth)]);
    const b = await timed(FAIRY_STOCKFISH, [], `uci\nsetoption name UCI_Variant value xiangqi\nposition startpos\ngo perft ${depth}\nquit\n`);
    const nodesA = Number(/Nodes searched: (\d+)/.exec(a.out)?.[1]);
    const nodesB = Number(/Nodes searched: (\d+)/.exec(b.out)?.[1]);
    assert.ok(nodesA > 0 && nodesA === nodesB, `perft ${depth}: xiangqi counted ${nodesA}, fairy-stockfish ${nodesB}`);
    ours.push(a);
    theirs.push(b);
    if (onRound) onRound(round, a, b);
  }
  const fastest = (runs) => ({ wallMs: Math.min(...runs.map((r) => r.wallMs)), cpuMs: Math.min(...runs.map((r) => r.cpuMs)) });
  return { depth, ours: fastest(ours), theirs: fastest(theirs), rounds: ours.map((a, i) => [a, theirs[i]]) };
}
