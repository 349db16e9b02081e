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
import { BUDGETS, cacheFilled, precacheList, siteVisits } from './measure.mjs';

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

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

// What a page may report while offline: the browser's own update check of
// sw.js, which cannot reach the network. Anything else is a fault.
const OFFLINE_UPDATE_CHECK = /sw\.js|ServiceWorker/;

test('under /xiangqi/: play, go offline, reload and play; a repeat visit downloads almost nothing', async () => {
  const { firstVisitBytes, repeatVisitBytes } = await siteVisits(browser, {
    async between({ tab, proxy }) {
      const { page, context } = tab;
      // Offline: the browser is offline and the server cannot be reached.
      await context.setOffline(true);
      proxy.offline(true);
      const responses = [];
      const onResponse = (res) => responses.push(res);
      page.on('response', onResponse);
      // A link opened in the page's tab: only the fragment changes, and the
      // page reloads itself to read it, offline.
      await Promise.all([page.waitForEvent('load'), page.goto(`${proxy.url}#fen=${START_FEN}&level=1&sound=0`)]);
      await ready(page);
      await engineReady(page);
      await move(page, 'b2', 'e2');
      await waitPly(page, 2);
      page.off('response', onResponse);
      // Every file of the reloaded page came from the service worker, and
      // nothing but the update check of sw.js asked the network for anything.
      const notCached = responses.filter((r) => !r.fromServiceWorker()).map((r) => `${r.status()} ${r.url()}`);
      assert.deepEqual(notCached, [], 'files of the offline page that the service worker did not answer');
      assert.ok(responses.length >= 5, `only ${responses.length} responses while offline`);
      const asked = proxy.refused().filter((line) => !/ \/xiangqi\/sw\.js /.test(line));
      assert.deepEqual(asked, [], 'requests that reached the network while it was cut off');
      const unexpected = tab.errors.filter((e) => !OFFLINE_UPDATE_CHECK.test(e));
      assert.deepEqual(unexpected, [], 'errors of the page while offline');
      tab.errors.length = 0;
    },
  });
  measured['first visit (the page, the wasm module, then the service worker precaching)'] = kb(firstVisitBytes);
  measured['repeat visit (only the update check of sw.js)'] = `${repeatVisitBytes} bytes`;
  assert.ok(repeatVisitBytes < BUDGETS.repeatVisitBytes, `a repeat visit downloaded ${repeatVisitBytes} bytes`);
  assert.ok(firstVisitBytes > 1024 * 1024, `the first visit downloaded only ${firstVisitBytes} bytes`);
  // The budget of the first visit (2 MB compressed), with the service
  // worker's precaching of every other file counted as well.
  assert.ok(firstVisitBytes <= BUDGETS.firstVisitBytes, `the first visit downloaded ${firstVisitBytes} bytes, over 2 MB`);
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
