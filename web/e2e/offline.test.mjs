// Browser tests of the site hosted like GitHub Pages, under a sub-path
// (/xiangqi/), with the service worker: a first visit plays a move against
// the engine and fills the cache; with the network cut off (the browser
// offline and the server unreachable) a reload still shows the board and the
// engine still answers; a repeat visit downloads next to nothing; and a new
// build takes over cleanly, without mixing its files with the old ones.
// Prints the bytes of the first visit and of a repeat visit.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { after, before, test } from 'node:test';
import { distDir, ensureDist, launchBrowser, openPage, startServer } from './harness.mjs';
import { START_FEN, engineReady, move, ready, waitPly } from './board.mjs';
import { startCountingProxy } from './proxy.mjs';

let browser;
const measured = {};

before(async () => {
  await ensureDist();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (Object.keys(measured).length) {
    console.log('\noffline measurements:');
    for (const [k, v] of Object.entries(measured)) console.log(`  ${k}: ${v}`);
  }
});

/** The precache list written into dist/sw.js by build.sh. */
function precacheList(dir) {
  const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const match = /const PRECACHE = (\[.*\]);/.exec(sw);
  assert.ok(match, 'sw.js has no precache list: was it built by build.sh?');
  return JSON.parse(match[1]);
}

/** Waits until a service worker controls the page and its cache is full. */
async function cacheFilled(page, expected) {
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

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

test('under /xiangqi/: play, go offline, reload and play; a repeat visit downloads almost nothing', async () => {
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
    const firstVisit = proxy.bytes() - start;
    measured['first visit (the page, the wasm module, then the service worker precaching)'] = kb(firstVisit);
    tab.assertNoErrors();

    // Offline: the browser is offline and the server cannot be reached.
    await context.setOffline(true);
    proxy.offline(true);
    start = proxy.bytes();
    await page.goto(`${proxy.url}#fen=${START_FEN}&level=1&sound=0`);
    await page.reload();
    await ready(page);
    await engineReady(page);
    await move(page, 'b2', 'e2');
    await waitPly(page, 2);
    assert.equal(proxy.bytes(), start, 'nothing came from the network while offline');

    // A repeat visit online: the page, code and engine come from the cache.
    await context.setOffline(false);
    proxy.offline(false);
    const again = await context.newPage();
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
    const repeat = proxy.bytes() - start;
    measured['repeat visit (only the update check of sw.js)'] = `${repeat} bytes`;
    assert.ok(repeat < 16 * 1024, `a repeat visit downloaded ${repeat} bytes`);
    assert.ok(firstVisit > 1024 * 1024, `the first visit downloaded only ${firstVisit} bytes`);
    // The budget of page.test.mjs (2 MB compressed), held here with the
    // service worker's precaching of every other file counted as well.
    assert.ok(firstVisit <= 2_000_000, `the first visit downloaded ${firstVisit} bytes, over 2 MB`);
    tab.errors.length = 0; // offline reload: the browser's own failed update check is expected
  } finally {
    await tab.close();
    await proxy.close();
    await server.close();
  }
});

/**
 * Makes "build 2" of a copy of the site: a visible change in index.html and
 * the sw.js a new build would have (new build id, new hash of index.html).
 */
function makeNextBuild(dir) {
  const index = path.join(dir, 'index.html');
  const html = fs.readFileSync(index, 'utf8').replace('<body>', '<body data-build="2">');
  fs.writeFileSync(index, html);
  const hash = `sha256-${crypto.createHash('sha256').update(html).digest('base64')}`;
  const swPath = path.join(dir, 'sw.js');
  let sw = fs.readFileSync(swPath, 'utf8');
  sw = sw.replace(/const BUILD_ID = '[0-9a-f]+';/, "const BUILD_ID = 'b2b2b2b2b2b2b2b2';");
  sw = sw.replace(/\["index\.html","sha256-[^"]+"\]/, `["index.html","${hash}"]`);
  fs.writeFileSync(swPath, sw);
}

test('a new build installs beside the old one and takes over only when accepted', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xiangqi-sw-'));
  fs.cpSync(distDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}screenshots`) });
  const server = await startServer({ dir });
  const tab = await openPage(browser, null, 'desktop');
  const { page } = tab;
  try {
    await page.goto(`${server.url}#mode=analysis&sound=0`);
    await ready(page);
    const first = await cacheFilled(page, precacheList(dir).length);

    makeNextBuild(dir);
    // The old build still serves this reload; the new worker installs and waits.
    await page.reload();
    await ready(page);
    assert.equal(await page.locator('body[data-build="2"]').count(), 0, 'the old build serves until the player accepts');
    const update = page.locator('.update-banner [data-action="update"]');
    await update.waitFor({ timeout: 30_000 });
    await tab.screenshot('update-offer');
    const names = await page.evaluate(() => caches.keys());
    assert.equal(names.filter((n) => n.startsWith('xiangqi-')).length, 2, 'old and new caches side by side');

    // Accepting: the new worker takes over and the page reloads into build 2.
    await Promise.all([page.waitForEvent('load'), update.click()]);
    await page.locator('body[data-build="2"]').waitFor({ state: 'attached', timeout: 30_000 });
    await ready(page);
    const after = await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('xiangqi-')));
    assert.deepEqual(after.length, 1, 'the old cache is gone');
    assert.notEqual(after[0], first.name);
    assert.match(after[0], /^xiangqi-b2b2b2b2b2b2b2b2 /);
    tab.assertNoErrors();
  } finally {
    await tab.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
