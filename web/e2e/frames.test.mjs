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
import { launchBrowser, launchStorageBlockingBrowser, openPage, startServer, watchPage } from './harness.mjs';

let server; // the game, on 127.0.0.1
let hostServer; // the blogs
let browser;
const hostPages = new Map();
const measured = [];

before(async () => {
  server = await startServer();
  hostServer = http.createServer((req, res) => {
    const body = hostPages.get(new URL(req.url, 'http://x').pathname);
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => hostServer?.close(resolve) ?? resolve());
  if (measured.length) {
    console.log('\nframe contexts (ms from navigation: board ready, engine ready; reply: from the click to the engine move):');
    for (const m of measured) console.log(`  ${m.name}: ready ${m.ready}, engine ${m.engine}, reply ${m.reply}`);
  }
});

/** The URL of a host page on the same site as the game (another port) or another site. */
function hostURL(path, site = 'same-site') {
  const host = site === 'same-site' ? '127.0.0.1' : 'localhost';
  return `http://${host}:${hostServer.address().port}${path}`;
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
    hostPages.set('/plain.html', blogPage(`${server.url}#embed=1&level=1&sound=0`));
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
    hostPages.set('/third-party.html', blogPage(`${server.url}#embed=1&level=1&sound=0`));
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
    hostPages.set('/denied.html', blogPage(`${server.url}#embed=1&level=1&sound=0`));
    await playInFrame(tab, 'storage getters throw', hostURL('/denied.html'));
    const facts = await frameFacts(tab.page);
    assert.equal(facts.storage, 'SecurityError');
    assert.equal(facts.toast, '');
    tab.assertNoErrors();
  } finally {
    await tab.close();
  }
});
