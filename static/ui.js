// ui.js: starts the page. It runs after wasm_exec.js (both deferred) and
//  1. starts compiling xiangqi.wasm (built from wasm/app) while it downloads;
//  2. starts the engine worker at once, so it has loaded its scripts by the
//     time the module is compiled;
//  3. once compiled, runs the module on the page. The one module is both
//     programs: wasm/app sees a document here and worker.js's hooks there.
//     The page's Go code decides whether the game needs an engine and takes
//     the waiting worker (xiangqiBoot.takeWorker), which is then handed the
//     compiled module in worker.js's init message (the worker instantiates
//     it without downloading or compiling it again); a board that needs none
//     (a view-only link) leaves it, and it is closed.
//
// This file reads nothing of the URL fragment: only Go parses the link
// (web/link.Parse), so no two parts of the page can disagree about it. What
// Go made of it is published as xiangqiBoot.page ({embed, mode}) with a
// 'xiangqi:page' event on window, for the scripts that act on it
// (sw-register.js). Before the module runs, a page inside a frame takes the
// compact embedded layout, since a frame almost always holds an embed=1
// board, and Go then sets the layout the link asks for.
// No inline script: the page works under a strict Content-Security-Policy.
//
// A build may set window.xiangqiBoot before this file runs:
//   createWorker()  returns a new engine Worker (default: worker.js?init, named
//                   'init', sent the compiled module in its init message; a
//                   plain new Worker('worker.js') fetches xiangqi.wasm itself)
//   wasm            xiangqi.wasm as an ArrayBuffer or WebAssembly.Module, or a promise
//                   of one (the single-file build unpacks it), instead of fetching it
//   wasmURL         where to fetch xiangqi.wasm (default: 'xiangqi.wasm', relative to the page)
// A build that sets createWorker gets no worker started early: its workers
// are made when Go asks for one.
//
// In a sandboxed frame without allow-same-origin the page has an opaque
// origin ('null'), and every file of the site is cross-origin to it: the
// module and the worker's scripts (wasm_exec.js and worker.js, as one text)
// are fetched with CORS, which the site's host must allow (GitHub Pages
// and `xiangqi serve` send Access-Control-Allow-Origin: *), and the worker
// starts from a blob: URL of them, as in the single-file build, since a
// worker's script must be of the page's origin and no URL is of an opaque
// one. The init message then also says where the site is (base), for the
// files the engine fetches itself (the endgame tables).
'use strict';

(() => {
  const boot = (window.xiangqiBoot = window.xiangqiBoot || {});
  boot.early = [];

  const framed = window.top !== window.self;

  // showError says why the game cannot start, in both languages (the Go
  // code that knows the page's language has not run). In a frame, the page's
  // link that opens the game in a tab of its own is shown, where it may work.
  function showError(message) {
    const status = document.querySelector('[data-status] .status-text');
    if (status) status.textContent = message;
    const link = document.querySelector('[data-action="open-tab"]');
    if (framed && link) {
      link.href = location.href;
      link.hidden = false;
    }
    document.querySelector('.app')?.setAttribute('data-ui', 'failed');
  }

  // Inside a frame, the compact board until Go has read the link (reading
  // window.top is allowed from any frame).
  if (framed) document.querySelector('.app')?.classList.add('embed');

  if (typeof WebAssembly !== 'object' || typeof Go !== 'function') {
    showError('This browser cannot run the game (WebAssembly is missing). 此浏览器无法运行本游戏。');
    return;
  }
  const mark = (name) => performance.mark && performance.mark(name);

  // compile returns a promise of the compiled module.
  function compile() {
    if (boot.wasm) {
      return Promise.resolve(boot.wasm).then((wasm) => (wasm instanceof WebAssembly.Module ? wasm : WebAssembly.compile(wasm)));
    }
    const url = boot.wasmURL || 'xiangqi.wasm';
    return fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      // Streaming compiles while downloading; it needs the wasm MIME type,
      // which some static hosts do not send, so fall back to bytes.
      if (WebAssembly.compileStreaming && (res.headers.get('content-type') || '').startsWith('application/wasm')) {
        return WebAssembly.compileStreaming(res);
      }
      return res.arrayBuffer().then((bytes) => WebAssembly.compile(bytes));
    });
  }
  const compiled = compile();

  const opaque = self.origin === 'null' && /^https?:$/.test(location.protocol) && typeof boot.createWorker !== 'function';
  // The blob: URL of wasm_exec.js and worker.js, for an opaque origin.
  const workerBlob = opaque
    ? Promise.all(
        ['wasm_exec.js', 'worker.js'].map((name) =>
          fetch(name).then((res) => {
            if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
            return res.text();
          }),
        ),
      ).then(
        (texts) => URL.createObjectURL(new Blob([texts.join('\n;\n')], { type: 'text/javascript' })),
        // The board still shows and steps through games; Go reports the
        // engine that cannot start.
        (err) => {
          console.warn('the engine cannot start in this frame:', err && err.message ? err.message : err);
          return null;
        },
      )
    : Promise.resolve(null);
  let workerURL = null;
  // Where the site's files are, for a worker started from a blob: URL.
  const base = new URL('./', location.href).href;

  // postInit hands a worker the compiled module once there is one.
  function postInit(worker) {
    // A module that failed to compile is reported by the page below; the
    // worker then waits for nothing.
    compiled.then(
      (module) => {
        try {
          worker.postMessage({ type: 'init', wasm: module, base });
        } catch {
          // A browser that cannot post a compiled module: the worker
          // fetches xiangqi.wasm itself (from the HTTP cache) and compiles it.
          worker.postMessage({ type: 'init' });
        }
      },
      () => {},
    );
  }

  // The name, unlike the query, survives the service worker (see worker.js).
  const spawnWorker = () => (workerURL ? new Worker(workerURL, { name: 'init' }) : new Worker('worker.js?init', { name: 'init' }));

  // The worker started at once, waiting for Go to take it. Its first
  // messages (a failure to load, say) wait in xiangqiBoot.early.
  let waiting = null;
  function startWaiting() {
    try {
      waiting = spawnWorker();
      waiting.onmessage = (e) => boot.early.push({ kind: 'message', data: e.data });
      waiting.onerror = (e) => {
        e.preventDefault();
        boot.early.push({ kind: 'error', data: e.message || 'the engine worker failed to start' });
      };
    } catch {
      // Go starts its own worker and reports failures.
      waiting = null;
    }
  }
  if (typeof boot.createWorker !== 'function' && typeof Worker === 'function') {
    if (!opaque) startWaiting();
    else {
      workerBlob.then((url) => {
        workerURL = url;
        if (url) startWaiting();
      });
    }
  }
  if (typeof boot.createWorker !== 'function') {
    boot.createWorker = () => {
      const worker = spawnWorker();
      postInit(worker);
      return worker;
    };
  }
  // takeWorker gives Go the worker started at once (null when there is
  // none, or it was taken): it gets the module now.
  boot.takeWorker = () => {
    const worker = waiting;
    waiting = null;
    if (worker) postInit(worker);
    return worker;
  };

  const go = new Go();
  // In an opaque origin the worker's scripts are fetched first (they are
  // small: they come long before the module is compiled).
  Promise.all([compiled, workerBlob])
    .then(([module, url]) => {
      workerURL = url;
      return WebAssembly.instantiate(module, go.importObject);
    })
    .then((instance) => {
      mark('xiangqi-wasm-ready');
      // go.run runs the page's Go code until it waits for events: by the
      // time it returns, Go has read the link and taken the worker if the
      // game needs an engine. One it left is not needed.
      const running = go.run(instance);
      if (waiting) {
        waiting.terminate();
        waiting = null;
        boot.early = [];
      }
      return running;
    })
    .then(() => showError('The game stopped. Reload the page. 游戏已停止，请刷新页面。'))
    .catch((err) => {
      console.error(err);
      showError(`The game could not start: ${err.message || err}. 游戏无法启动。`);
    });
})();
