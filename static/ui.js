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
'use strict';

(() => {
  const boot = (window.xiangqiBoot = window.xiangqiBoot || {});
  boot.early = [];

  function showError(message) {
    const status = document.querySelector('[data-status] .status-text');
    if (status) status.textContent = message;
    document.querySelector('.app')?.setAttribute('data-ui', 'failed');
  }

  // Inside a frame, the compact board until Go has read the link (reading
  // window.top is allowed from any frame).
  if (window.top !== window.self) document.querySelector('.app')?.classList.add('embed');

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

  // postInit hands a worker the compiled module once there is one.
  function postInit(worker) {
    // A module that failed to compile is reported by the page below; the
    // worker then waits for nothing.
    compiled.then(
      (module) => {
        try {
          worker.postMessage({ type: 'init', wasm: module });
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
  const spawnWorker = () => new Worker('worker.js?init', { name: 'init' });

  // The worker started at once, waiting for Go to take it. Its first
  // messages (a failure to load, say) wait in xiangqiBoot.early.
  let waiting = null;
  if (typeof boot.createWorker !== 'function' && typeof Worker === 'function') {
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
  compiled
    .then((module) => WebAssembly.instantiate(module, go.importObject))
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
