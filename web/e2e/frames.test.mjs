// Browser tests of the embedded board in every kind of frame a blog puts it
// in (issue 12): a host page on another origin; on another site in a browser
// that blocks third-party storage; a page whose storage getters all throw
// (full page and frame); sandboxed frames with and without allow-same-origin.
// In each, the board must load, take a move and get the engine's reply, with
// no error on the console, no service worker registered, and no word about
// storage from an embedded board. The times to a ready board, a ready engine
// and the reply are printed for each context.
//
// Origins: the game is served from 127.0.0.1:PORT. A host on 127.0.0.1 with
// another port is another origin of the same site; a host on localhost is
// another site, so the board is a third-party frame there.

import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { launchBrowser, launchStorageBlockingBrowser, openPage, startHostSite, startServer, watchPage } from './harness.mjs';

// Rook against two advisors and an elephant, the rook's side (the engine's)
// to move: the search probes the endgame table, which the worker fetches.
const ROOK_ENDING = '3akab2/9/9/9/9/9/9/9/9/3K4R w - - 0 1';

let server; // the game, on 127.0.0.1
let host; // the blogs (startHostSite)
let browser;
const measured = [];

before(async () => {
  server = await startServer();
  // The server compresses a file on its first request; do that now, so the
  // first context's times are not the compression's.
  for (const encoding of ['br', 'gzip']) {
    await new Promise((resolve, reject) => {
      http.get(`${server.url}xiangqi.wasm`, { headers: { 'accept-encoding': encoding } }, (res) => res.resume().on('end', resolve)).on('error', reject);
    });
  }
  host = await startHostSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await host?.close();
  if (measured.length) {
    console.log('\nframe contexts (ms from navigation: board ready, engine ready; reply: from the click to the engine move):');
    for (const m of measured) console.log(`  ${m.name}: ready ${m.ready}, engine ${m.engine}, reply ${m.reply}`);
  }
});

/** The URL of a host page on the same site as the game (another port) or another site. */
function hostURL(path, site = 'same-site') {
  return host.url(path, site === 'same-site' ? '127.0.0.1' : 'localhost');
}

/** A blog post with the board in a frame; attrs are the iframe's extra attributes. */
function blogPage(src, { attrs = '', width = 400, height = 520 } = {}) {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A blog post</title>
<style>
  body { margin: 0; background: #fafafa; font: 16px/1.6 Georgia, serif; color: #222; }
  article { max-width: ${width + 32}px; margin: 0 auto; padding: 16px; background: #fff; }
  iframe { display: block; width: ${width}px; height: ${height}px; border: 0; }
</style></head><body><article>
<h1>A position to try</h1>
<iframe id="board" title="Xiangqi board" src="${src}" ${attrs}></iframe>
<p>After the board.</p>
</article>
<script>
  window.events = [];
  const frame = document.getElementById('board');
  window.addEventListener('message', (e) => {
    if (e.source === frame.contentWindow && e.data && typeof e.data.type === 'string') window.events.push(e.data);
  });
</script></body></html>`;
}

/**
 * An init script for every frame: records each service worker registration
 * attempt (in window.__swRegistered) before the page's own scripts run.
 */
function recordServiceWorkers() {
  window.__swRegistered = 0;
  try {
    const proto = window.ServiceWorkerContainer && ServiceWorkerContainer.prototype;
    const register = proto && proto.register;
    if (register) {
      proto.register = function (...args) {
        window.__swRegistered++;
        return register.apply(this, args);
      };
    }
  } catch {
    // No service workers here at all.
  }
}

/**
 * An init script that makes every storage getter throw, as a browser that
 * denies storage does: localStorage, sessionStorage, indexedDB, caches,
 * document.cookie, and navigator.serviceWorker as in a sandbox.
 */
function denyStorage() {
  const deny = (obj, name) => {
    try {
      Object.defineProperty(obj, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property: Access is denied for this document.`, 'SecurityError');
        },
        set() {
          throw new DOMException(`Failed to set the '${name}' property: Access is denied for this document.`, 'SecurityError');
        },
      });
    } catch {
      // Not configurable here; left alone.
    }
  };
  for (const name of ['localStorage', 'sessionStorage', 'indexedDB', 'caches']) deny(window, name);
  deny(Document.prototype, 'cookie');
  deny(Navigator.prototype, 'serviceWorker');
}

/**
 * Loads the board in a frame of a host page and plays h2e2; returns the
 * frame's timings. The frame must load, the engine answer, and the page stay
 * free of errors.
 */
async function playInFrame(tab, name, url) {
  const { page } = tab;
  const t0 = Date.now();
  await page.goto(url);
  const frame = page.frameLocator('#board');
  await frame.locator('.app.embed[data-ui="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  const ready = Date.now() - t0;
  await frame.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  const engine = Date.now() - t0;
  await frame.locator('rect[data-square="h2"]').click();
  const clicked = Date.now();
  await frame.locator('rect[data-square="e2"]').click();
  await frame.locator('[data-movelist] [data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
  const reply = Date.now() - clicked;
  await frame.locator('[data-status][data-state="your-turn"]').waitFor({ state: 'attached' });
  assert.equal(await frame.locator('[data-piece="C"][data-square="e2"]').count(), 1, 'the move is on the board');
  measured.push({ name, ready, engine, reply });
  return { frame, ready, engine, reply };
}

/** What the frame itself says: whether its storage throws, and what it registered. */
async function frameFacts(page) {
  const child = page.frames().find((f) => f !== page.mainFrame());
  return child.evaluate(() => {
    let storage = 'ok';
    try {
      void window.localStorage.length;
    } catch (err) {
      storage = err.name;
    }
    return {
      storage,
      origin: self.origin,
      swRegistered: window.__swRegistered,
      toast: document.querySelector('.toast.show')?.textContent ?? '',
    };
  });
}

/** Waits long enough for sw-register.js to have registered, had it meant to. */
async function waitForRegistration(page) {
  await page.waitForTimeout(1500);
}

test('a frame on another origin of the same site: plays, no service worker', async () => {
  const tab = await openPage(browser, null, 'desktop');
  try {
    await tab.context.addInitScript(recordServiceWorkers);
    host.pages.set('/plain.html', blogPage(`${server.url}#embed=1&level=1&sound=0`));
    await playInFrame(tab, 'cross-origin frame', hostURL('/plain.html'));
    await waitForRegistration(tab.page);
    const facts = await frameFacts(tab.page);
    assert.equal(facts.storage, 'ok', 'a same-site frame keeps its storage');
    assert.equal(facts.swRegistered, 0, 'no service worker registered inside an embed');
    assert.equal(facts.toast, '', 'nothing to say');
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});

test('a third-party frame in a browser that blocks third-party storage: plays in memory, says nothing', async () => {
  const context = await launchStorageBlockingBrowser();
  const tab = watchPage(await context.newPage(), context);
  try {
    await context.addInitScript(recordServiceWorkers);
    host.pages.set('/third-party.html', blogPage(`${server.url}#embed=1&level=1&sound=0`));
    await playInFrame(tab, 'third-party frame, storage blocked', hostURL('/third-party.html', 'other-site'));
    await waitForRegistration(tab.page);
    const facts = await frameFacts(tab.page);
    // The test means what it says only if the browser really refused.
    assert.equal(facts.storage, 'SecurityError', 'the browser did not block the frame’s storage');
    assert.equal(facts.swRegistered, 0, 'no service worker registered inside an embed');
    assert.equal(facts.toast, '', 'an embedded board keeps nothing anyway, so says nothing');
    await tab.screenshot('frames-third-party');
    tab.assertNoErrors();
  } finally {
    await context.close();
  }
});

test('storage getters that throw: the full page plays in memory with one quiet note', async () => {
  const tab = await openPage(browser, null, 'desktop');
  const { page } = tab;
  try {
    await tab.context.addInitScript(denyStorage);
    await page.goto(`${server.url}#level=1&sound=0`);
    await page.waitForSelector('.app[data-ui="ready"]', { timeout: 30_000 });
    assert.equal(await page.evaluate(() => { try { return localStorage, 'ok'; } catch (e) { return e.name; } }), 'SecurityError');
    const note = page.locator('.toast.show');
    await note.waitFor();
    assert.match(await note.textContent(), /keeps nothing/);
    assert.equal(await page.locator('.toast.error').count(), 0, 'the note is not an error');
    await page.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.locator('rect[data-square="h2"]').click();
    await page.locator('rect[data-square="e2"]').click();
    await page.locator('[data-movelist] [data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
    // Nothing else is lost: settings and take-backs work in memory, and no
    // save fails with a message.
    await page.click('[data-action="settings"]');
    await page.locator('#dlg-settings [data-setting="notation"]').selectOption('iccs');
    await page.click('#dlg-settings button[value="close"]');
    await page.locator('[data-movelist] [data-ply="1"]', { hasText: 'h2e2' }).waitFor();
    await page.locator('[data-status][data-state="your-turn"]').waitFor({ state: 'attached' });
    await page.click('[data-action="undo"]');
    await page.locator('[data-movelist] [data-ply]').first().waitFor({ state: 'detached' });
    assert.equal(await page.locator('.toast.error').count(), 0, 'no save failed aloud');
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});

test('storage getters that throw, in an embedded frame: plays, says nothing', async () => {
  const tab = await openPage(browser, null, 'desktop');
  try {
    await tab.context.addInitScript(denyStorage);
    await tab.context.addInitScript(recordServiceWorkers);
    host.pages.set('/denied.html', blogPage(`${server.url}#embed=1&level=1&sound=0`));
    await playInFrame(tab, 'storage getters throw', hostURL('/denied.html'));
    const facts = await frameFacts(tab.page);
    assert.equal(facts.storage, 'SecurityError');
    assert.equal(facts.toast, '');
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});

for (const [name, sandbox] of [
  ['sandbox="allow-scripts allow-same-origin"', 'allow-scripts allow-same-origin'],
  ['sandbox="allow-scripts" (an opaque origin)', 'allow-scripts'],
]) {
  test(`a frame with ${name}: plays`, async () => {
    const tab = await openPage(browser, null, 'desktop');
    try {
      await tab.context.addInitScript(recordServiceWorkers);
      const path = `/sandbox-${sandbox.replace(/\W+/g, '-')}.html`;
      host.pages.set(path, blogPage(`${server.url}#embed=1&level=1&sound=0`, { attrs: `sandbox="${sandbox}"` }));
      await playInFrame(tab, name, hostURL(path));
      await waitForRegistration(tab.page);
      const facts = await frameFacts(tab.page);
      assert.equal(facts.origin === 'null', !sandbox.includes('allow-same-origin'), `origin ${facts.origin}`);
      assert.ok(!facts.swRegistered, 'no service worker registered inside an embed');
      assert.equal(facts.toast, '');
      // The engine's endgame tables load in the frame too (the worker
      // fetches one when a game reaches its ending).
      const tables = [];
      tab.page.on('response', (res) => {
        if (res.url().includes('/egtb/')) tables.push(res.status());
      });
      const from = await tab.page.evaluate(() => window.events.length);
      await tab.page.evaluate((fen) => {
        document.getElementById('board').contentWindow.postMessage({ type: 'xiangqi:setPosition', fen, side: 'black' }, '*');
      }, ROOK_ENDING);
      await tab.page.waitForFunction(
        (from) => window.events.slice(from).some((e) => e.type === 'xiangqi:move' && e.ply === 1),
        from,
        { timeout: 30_000 },
      );
      assert.ok(tables.length > 0 && tables.every((s) => s === 200), `endgame table fetches: ${tables.join(', ') || 'none'}`);
      tab.assertNoErrors();
    } finally {
      await tab.close();
    }
  });
}

/**
 * Starts a host for the game that forwards to `xiangqi serve` but leaves
 * Access-Control-Allow-Origin out of the files whose path matches refuse,
 * as a static host without CORS would (a route in the browser cannot show
 * this: the browser does not check CORS on a response a test fulfils).
 * Returns the site's URL and a close function.
 */
async function startHostWithoutCORS(refuse) {
  const target = new URL(server.url);
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        const headers = { ...up.headers };
        if (refuse.test(new URL(req.url, 'http://x').pathname)) delete headers['access-control-allow-origin'];
        res.writeHead(up.statusCode, headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${proxy.address().port}/`,
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

test('sandbox="allow-scripts" on a host that refuses CORS for the module: a clear message and a link to a tab', async () => {
  const game = await startHostWithoutCORS(/\/xiangqi\.wasm$/);
  const tab = await openPage(browser, null, 'desktop');
  try {
    host.pages.set('/sandbox-nocors.html', blogPage(`${game.url}#embed=1&level=1&sound=0`, { attrs: 'sandbox="allow-scripts allow-popups"' }));
    await tab.page.goto(hostURL('/sandbox-nocors.html'));
    const frame = tab.page.frameLocator('#board');
    await frame.locator('.app[data-ui="failed"]').waitFor({ state: 'attached', timeout: 30_000 });
    assert.match(await frame.locator('.status-text').textContent(), /could not start.*游戏无法启动/);
    const link = frame.locator('[data-action="open-tab"]');
    assert.ok(await link.isVisible(), 'the link to a tab is shown');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('href'), `${game.url}#embed=1&level=1&sound=0`);
    await tab.screenshot('frames-sandbox-no-cors');
    // The browser's own report of the refused fetch is the only error.
    assert.ok(tab.errors.every((e) => /xiangqi\.wasm|CORS|Failed to fetch|could not start/i.test(e)), tab.errors.join('\n'));
  } finally {
    await tab.close();
    await game.close();
  }
});

test('sandbox="allow-scripts" on a host that refuses CORS for the worker: the board shows, the engine fails, a link to a tab in the page’s language', async () => {
  const game = await startHostWithoutCORS(/\/worker\.js$/);
  const tab = await openPage(browser, null, 'desktop');
  try {
    host.pages.set('/sandbox-noworker.html', blogPage(`${game.url}#embed=1&level=1&sound=0&lang=zh`, { attrs: 'sandbox="allow-scripts"' }));
    await tab.page.goto(hostURL('/sandbox-noworker.html'));
    const frame = tab.page.frameLocator('#board');
    await frame.locator('.app.embed[data-ui="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    await frame.locator('[data-status][data-engine="failed"]').waitFor({ state: 'attached', timeout: 30_000 });
    const link = frame.locator('[data-action="open-tab"]');
    await link.waitFor();
    assert.equal(await link.textContent(), '在新标签页中打开');
    const href = await link.getAttribute('href');
    assert.ok(href.startsWith(`${game.url}#`), href);
    assert.doesNotMatch(href, /embed=1/, 'the tab gets the full page');
    // The line says why, in the page's language, and no message covers it
    // or the link (the engine's tries to start are not reported one by one).
    const why = frame.locator('.status-detail');
    assert.equal(await why.textContent(), '引擎无法在此框架中运行。');
    assert.ok(await why.isVisible(), 'the reason is shown above the link');
    assert.equal(await frame.locator('.toast.notice.show').count(), 0, 'no message over the status line');
    await tab.screenshot('frames-sandbox-no-worker');
    assert.ok(tab.errors.every((e) => /worker\.js|CORS|Failed to fetch/i.test(e)), tab.errors.join('\n'));
  } finally {
    await tab.close();
    await game.close();
  }
});
