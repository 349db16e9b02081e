// The URL fragment is read in one place (issue 12): Go's web/link.Parse.
// Links that a regular expression reads differently from link.Parse
// (#embed=%31 is embed=1 once unescaped; of #embed=0&embed=1 the first value
// counts; #mode=VIEW is view, names and keywords being case-blind) must
// behave the same in every part of the page: the layout and mode Go draws,
// what Go publishes to the page's scripts (xiangqiBoot.page), whether
// static/ui.js's engine worker runs, whether static/sw-register.js registers
// the service worker, whether the game is saved, and whether the board
// speaks the embedding API to a parent page. web/link's
// TestFragmentCasesOfIssue12 pins the same table on Go's side.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, startHostSite, startServer } from './harness.mjs';

// What link.Parse makes of each fragment.
const CASES = [
  { fragment: '#embed=%31', embed: true, mode: 'play' },
  { fragment: '#embed=0&embed=1', embed: false, mode: 'play' },
  { fragment: '#mode=VIEW', embed: false, mode: 'view' },
  { fragment: '#EMBED=yes&mode=View', embed: true, mode: 'view' },
  { fragment: '#embed=1', embed: true, mode: 'play' },
];

let server;
let host; // the blog (startHostSite)
let browser;

before(async () => {
  server = await startServer();
  // The host page frames the link given as ?src=.
  host = await startHostSite({
    route: (req, res) => {
      const src = new URL(req.url, 'http://x').searchParams.get('src');
      if (!src) {
        res.writeHead(404).end();
        return true;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><meta charset="utf-8"><title>host</title>
<iframe id="board" style="width:360px;height:460px;border:0" src="${src.replace(/"/g, '&quot;')}"></iframe>
<script>
  window.events = [];
  addEventListener('message', (e) => {
    if (e.source === document.getElementById('board').contentWindow) window.events.push(e.data && e.data.type);
  });
</script>`);
      return true;
    },
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await host?.close();
});

/** Counts service worker registrations and engine workers started, from the first moment of each frame. */
function instrument() {
  window.__swRegistered = 0;
  window.__workersStarted = 0;
  try {
    const proto = ServiceWorkerContainer.prototype;
    const register = proto.register;
    proto.register = function (...args) {
      window.__swRegistered++;
      return register.apply(this, args);
    };
  } catch {
    // none here
  }
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      window.__workersStarted++;
    }
  };
}

/** What each part of a page (or frame) did with the link. */
async function facts(frame) {
  return frame.evaluate(async () => {
    const app = document.querySelector('.app');
    return {
      layoutEmbed: app.classList.contains('embed'),
      layoutMode: app.dataset.mode,
      // What Go made of the link (the page object also says whether a redraw is under way).
      published: window.xiangqiBoot && window.xiangqiBoot.page ? { embed: window.xiangqiBoot.page.embed, mode: window.xiangqiBoot.page.mode } : null,
      engine: document.querySelector('[data-status]').dataset.engine,
      workersStarted: window.__workersStarted,
      swRegistered: window.__swRegistered,
      registrations: navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
      saved: localStorage.getItem('xiangqi') !== null,
      hash: location.hash,
    };
  });
}

/** Waits until the engine has settled and sw-register.js has had time to act. */
async function settle(frame) {
  await frame.waitForSelector('.app[data-ui="ready"] [data-status][data-engine="ready"], .app[data-ui="ready"] [data-status][data-engine="off"]', {
    state: 'attached',
    timeout: 30_000,
  });
  await frame.waitForTimeout(1500);
}

for (const c of CASES) {
  test(`${c.fragment}: embed ${c.embed}, mode ${c.mode}, in every part of the page`, async () => {
    // On its own (top level): layout, publication, engine, service worker, saving.
    const tab = await openPage(browser, null, 'desktop');
    try {
      await tab.context.addInitScript(instrument);
      await tab.page.goto(server.url + c.fragment);
      await settle(tab.page);
      const top = await facts(tab.page);
      assert.deepEqual(top.published, { embed: c.embed, mode: c.mode }, 'what Go published');
      assert.equal(top.layoutEmbed, c.embed, 'the compact layout');
      assert.equal(top.layoutMode, c.mode, 'the mode drawn');
      assert.equal(top.engine, c.mode === 'view' ? 'off' : 'ready', 'the engine');
      // ui.js starts a worker at once; Go takes it or it is closed.
      const running = tab.page.workers().filter((w) => w.url().includes('worker.js')).length;
      assert.equal(running, c.mode === 'view' ? 0 : 1, 'engine workers running');
      assert.equal(top.swRegistered, c.embed ? 0 : 1, 'service worker registrations asked for');
      assert.equal(top.registrations, c.embed ? 0 : 1, 'service workers registered');
      assert.equal(top.saved, !c.embed, 'the game saved');
      // A full page forgets the link once read (a reload resumes the game).
      assert.equal(top.hash, c.embed ? c.fragment : '', 'the fragment kept');
      tab.assertNoErrors();
    } finally {
      await tab.close();
    }

    // In a frame of another origin: the same layout and mode, the embedding
    // API only for an embedded board, never a service worker.
    const blog = await openPage(browser, null, 'desktop');
    try {
      await blog.context.addInitScript(instrument);
      await blog.page.goto(host.url(`/?src=${encodeURIComponent(server.url + c.fragment)}`));
      const frame = blog.page.frames().find((f) => f !== blog.page.mainFrame());
      await settle(frame);
      const inside = await facts(frame);
      assert.deepEqual(inside.published, { embed: c.embed, mode: c.mode }, 'what Go published in the frame');
      assert.equal(inside.layoutEmbed, c.embed, 'the compact layout in the frame');
      assert.equal(inside.layoutMode, c.mode);
      assert.equal(inside.swRegistered, 0, 'no service worker in a frame');
      const events = await blog.page.evaluate(() => window.events);
      assert.equal(events.includes('xiangqi:ready'), c.embed, `the embedding API: ${events.join(', ')}`);
      blog.assertNoErrors();
    } finally {
      await blog.close();
    }
  });
}
