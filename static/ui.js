// ui.js: starts the page. It runs after wasm_exec.js (both deferred) and
//  1. starts the engine worker at once, so engine.wasm loads while ui.wasm
//     does; the worker's first messages wait in xiangqiBoot.early until the
//     page's Go code takes the worker over;
//  2. loads ui.wasm (built from wasm/ui) and runs it.
// No inline script: the page works under a strict Content-Security-Policy.
//
// A build may set window.xiangqiBoot before this file runs:
//   createWorker()  returns a new engine Worker (default: new Worker('worker.js'))
//   wasm            ui.wasm as an ArrayBuffer or WebAssembly.Module, or a promise of
//                   one (the single-file build unpacks it), instead of fetching it
//   wasmURL         where to fetch ui.wasm (default: 'ui.wasm', relative to the page)
'use strict';

(() => {
  const boot = (window.xiangqiBoot = window.xiangqiBoot || {});
  if (typeof boot.createWorker !== 'function') {
    boot.createWorker = () => new Worker('worker.js');
  }
  boot.early = [];

  function showError(message) {
    const status = document.querySelector('[data-status] .status-text');
    if (status) status.textContent = message;
    document.querySelector('.app')?.setAttribute('data-ui', 'failed');
  }

  // An embedded board drops the page's chrome before ui.wasm has loaded.
  if (/(^#|&)embed=(1|true|on|yes)(&|$)/i.test(location.hash)) document.querySelector('.app')?.classList.add('embed');

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

  if (typeof WebAssembly !== 'object' || typeof Go !== 'function') {
    showError('This browser cannot run the game (WebAssembly is missing). 此浏览器无法运行本游戏。');
    return;
  }
  const mark = (name) => performance.mark && performance.mark(name);
  const go = new Go();
  let loading;
  if (boot.wasm && typeof boot.wasm.then === 'function') {
    loading = Promise.resolve(boot.wasm)
      .then((wasm) => WebAssembly.instantiate(wasm, go.importObject))
      .then((result) => (result instanceof WebAssembly.Instance ? { instance: result } : result));
  } else if (boot.wasm instanceof WebAssembly.Module) {
    loading = WebAssembly.instantiate(boot.wasm, go.importObject).then((instance) => ({ instance }));
  } else if (boot.wasm) {
    loading = WebAssembly.instantiate(boot.wasm, go.importObject);
  } else {
    const url = boot.wasmURL || 'ui.wasm';
    loading = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      // Streaming compiles while downloading; it needs the wasm MIME type,
      // which some static hosts do not send, so fall back to bytes.
      if (WebAssembly.instantiateStreaming && (res.headers.get('content-type') || '').startsWith('application/wasm')) {
        return WebAssembly.instantiateStreaming(res, go.importObject);
      }
      return res.arrayBuffer().then((bytes) => WebAssembly.instantiate(bytes, go.importObject));
    });
  }
  loading
    .then(({ instance }) => {
      mark('xiangqi-wasm-ready');
      return go.run(instance);
    })
    .then(() => showError('The game stopped. Reload the page. 游戏已停止，请刷新页面。'))
    .catch((err) => {
      console.error(err);
      showError(`The game could not start: ${err.message || err}. 游戏无法启动。`);
    });
})();
