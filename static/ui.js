// ui.js: starts the page. It runs after wasm_exec.js (both deferred) and
//  1. starts compiling xiangqi.wasm (built from wasm/app) while it downloads;
//  2. starts the engine worker at once, so it has loaded its scripts by the
//     time the module is compiled; the worker's first messages wait in
//     xiangqiBoot.early until the page's Go code takes the worker over;
//  3. once compiled, hands the module to the worker (worker.js's init
//     message: the worker instantiates it without downloading or compiling
//     it again) and runs it on the page. The one module is both programs:
//     wasm/app sees a document here and worker.js's hooks there.
// No inline script: the page works under a strict Content-Security-Policy.
//
// A build may set window.xiangqiBoot before this file runs:
//   createWorker()  returns a new engine Worker (default: worker.js?init, named
//                   'init', sent the compiled module in its init message; a
//                   plain new Worker('worker.js') fetches xiangqi.wasm itself)
//   wasm            xiangqi.wasm as an ArrayBuffer or WebAssembly.Module, or a promise
//                   of one (the single-file build unpacks it), instead of fetching it
//   wasmURL         where to fetch xiangqi.wasm (default: 'xiangqi.wasm', relative to the page)
'use strict';

(() => {
  const boot = (window.xiangqiBoot = window.xiangqiBoot || {});
  boot.early = [];

  function showError(message) {
    const status = document.querySelector('[data-status] .status-text');
    if (status) status.textContent = message;
    document.querySelector('.app')?.setAttribute('data-ui', 'failed');
  }

  // An embedded board drops the page's chrome before the module has loaded.
  if (/(^#|&)embed=(1|true|on|yes)(&|$)/i.test(location.hash)) document.querySelector('.app')?.classList.add('embed');

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

  if (typeof boot.createWorker !== 'function') {
    boot.createWorker = () => {
      // The name, unlike the query, survives the service worker (see worker.js).
      const worker = new Worker('worker.js?init', { name: 'init' });
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
      return worker;
    };
  }

  // A view-only link needs no engine.
  const viewOnly = /(^#|&)mode=view(&|$)/.test(location.hash);
  if (!viewOnly && typeof Worker === 'function') {
    try {
      const worker = boot.createWorker();
      worker.onmessage = (e) => boot.early.push({ kind: 'message', data: e.data });
      worker.onerror = (e) => {
        e.preventDefault();
        boot.early.push({ kind: 'error', data: e.message || 'the engine worker failed to start' });
      };
      boot.worker = worker;
    } catch (err) {
      // The Go side starts its own worker and reports failures.
      boot.worker = null;
    }
  }

  const go = new Go();
  compiled
    .then((module) => WebAssembly.instantiate(module, go.importObject))
    .then((instance) => {
      mark('xiangqi-wasm-ready');
      return go.run(instance);
    })
    .then(() => showError('The game stopped. Reload the page. 游戏已停止，请刷新页面。'))
    .catch((err) => {
      console.error(err);
      showError(`The game could not start: ${err.message || err}. 游戏无法启动。`);
    });
})();
