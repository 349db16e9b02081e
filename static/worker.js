// worker.js: the Web Worker that runs the engine (xiangqi.wasm, built from
// wasm/app, the same module as the page's: finding self.xiangqiEngine, it
// runs the engine) and relays the worker protocol between the page and Go.
// The protocol (engine/wire, whose package doc describes every message) is
// JSON text, written and read by Go on both sides: this file passes the text
// through untouched, as strings, and looks inside no message.
//
// Started normally (new Worker('worker.js')), it loads wasm_exec.js and
// xiangqi.wasm from beside itself, so the site works under any sub-path.
// Started from a blob: or data: URL (the single-file build), or with
// '?init' in its URL or 'init' as its name (the page, static/ui.js, gives
// both: a service worker that answers from its cache hands the worker the
// cached file's URL, without the query), it waits for a first message
//   {type: 'init', wasm: ArrayBuffer | TypedArray | WebAssembly.Module, wasmExec?: '<js text>', base?: '<URL>',
//    files?: {'<site path>': '<data: URL>'}}
// and uses that module instead: the page sends the module it compiled, so
// the engine is neither downloaded nor compiled a second time. wasmExec may
// be left out when Go's wasm_exec.js was already evaluated in this worker,
// and a worker with a URL of its own (not blob: or data:) loads whatever the
// message leaves out (wasmExec, or wasm) from beside itself.
//
// Messages that arrive before Go is ready are queued and delivered in order.
// Go posts {"type":"ready",...} once it takes messages. If Go exits or
// crashes, or the engine cannot be loaded, the page gets
// {"type":"error","message":...,"fatal":true} and should start a new worker;
// a message that is not text gets a (non-fatal) error. errorText writes
// both, the only protocol messages written here.
'use strict';

(() => {
  let receive = null; // Go's receiver, once attached
  const queue = []; // JSON texts waiting for Go
  let fatalMessage = null; // set once the engine is gone
  let stderrTail = ''; // Go's last output, to explain a crash

  // errorText writes an error of the protocol as Go does (engine/wire's
  // Error: type, message, then fatal only when true).
  function errorText(message, fatal) {
    return JSON.stringify(fatal ? { type: 'error', message, fatal: true } : { type: 'error', message });
  }

  function fatal(message) {
    if (fatalMessage !== null) return;
    fatalMessage = message;
    receive = null;
    self.postMessage(errorText(message, true));
  }

  // The contract with wasm/app/engine.go.
  const channel = new MessageChannel();
  let pendingYield = null;
  channel.port1.onmessage = () => {
    const resume = pendingYield;
    pendingYield = null;
    if (resume) call(resume);
  };
  self.xiangqiEngine = {
    post(text) {
      self.postMessage(text);
    },
    // Calls fn after the event loop has had a turn; a MessageChannel message
    // is not clamped like a nested setTimeout (4 ms).
    yield(fn) {
      pendingYield = fn;
      channel.port2.postMessage(0);
    },
    attach(fn) {
      receive = fn;
      while (queue.length > 0 && receive) call(receive, queue.shift());
    },
  };

  // call runs a Go function; an exception from it means the wasm instance
  // trapped (a Go panic instead exits, which the run promise reports).
  function call(fn, ...args) {
    try {
      fn(...args);
    } catch (err) {
      fatal(`engine crashed: ${err && err.message ? err.message : err}${explain()}`);
    }
  }

  function explain() {
    const tail = stderrTail.trim().split('\n').slice(-6).join('\n');
    return tail ? `\n${tail}` : '';
  }

  function deliver(text) {
    if (fatalMessage !== null) {
      self.postMessage(errorText(`engine is not running: ${fatalMessage}`, true));
      return;
    }
    if (typeof text !== 'string') {
      self.postMessage(errorText(`message must be JSON text, like {"type":"stop"}; got ${text === null ? 'null' : typeof text}`, false));
      return;
    }
    if (receive) call(receive, text);
    else queue.push(text);
  }

  async function start(init) {
    if (typeof self.Go !== 'function') {
      if (init && typeof init.wasmExec === 'string') {
        const url = URL.createObjectURL(new Blob([init.wasmExec], { type: 'text/javascript' }));
        try {
          importScripts(url);
        } finally {
          URL.revokeObjectURL(url);
        }
      } else if (init && fromBlob) {
        throw new Error('the init message has no "wasmExec" text, and wasm_exec.js cannot be loaded beside a blob: worker');
      } else {
        importScripts(new URL('wasm_exec.js', self.location.href).href);
      }
    }
    // Keep the end of Go's output (a panic's message goes to stderr).
    const write = self.fs.writeSync.bind(self.fs);
    self.fs.writeSync = (fd, buf) => {
      if (fd === 2) stderrTail = (stderrTail + new TextDecoder().decode(buf)).slice(-2000);
      return write(fd, buf);
    };
    const go = new self.Go();
    let exitCode = null;
    go.exit = (code) => {
      exitCode = code;
    };
    const instance = await instantiate(go, init);
    await go.run(instance);
    fatal(`engine exited (code ${exitCode})${explain()}`);
  }

  async function instantiate(go, init) {
    // An init message without a module, in a worker with a URL of its own,
    // asks it to load xiangqi.wasm itself (the page's fallback for a browser
    // that cannot post a compiled module).
    if (init && (init.wasm !== undefined || fromBlob)) {
      const wasm = init.wasm;
      if (wasm instanceof WebAssembly.Module) return WebAssembly.instantiate(wasm, go.importObject);
      if (wasm instanceof ArrayBuffer || ArrayBuffer.isView(wasm)) {
        return (await WebAssembly.instantiate(wasm, go.importObject)).instance;
      }
      throw new Error('init message: "wasm" must be an ArrayBuffer, a typed array or a WebAssembly.Module');
    }
    const url = new URL('xiangqi.wasm', self.location.href).href;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    if (WebAssembly.instantiateStreaming && response.headers.get('content-type') === 'application/wasm') {
      return (await WebAssembly.instantiateStreaming(response, go.importObject)).instance;
    }
    return (await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject)).instance;
  }

  function boot(init) {
    if (init && typeof init.base === 'string') self.xiangqiEngine.base = init.base;
    if (init && init.files && typeof init.files === 'object') self.xiangqiEngine.files = init.files;
    start(init).catch((err) => fatal(`engine failed to start: ${err && err.message ? err.message : err}${explain()}`));
  }

  const url = new URL(self.location.href);
  const fromBlob = url.protocol === 'blob:' || url.protocol === 'data:';
  let awaitingInit = fromBlob || url.searchParams.has('init') || self.name === 'init';

  self.onmessage = (event) => {
    const data = event.data;
    if (awaitingInit) {
      if (data && typeof data === 'object' && data.type === 'init') {
        awaitingInit = false;
        boot(data);
        return;
      }
    }
    deliver(data);
  };
  self.addEventListener('unhandledrejection', (event) => {
    fatal(`engine failed: ${event.reason && event.reason.message ? event.reason.message : event.reason}`);
  });

  if (!awaitingInit) {
    boot(null);
  } else if (!fromBlob) {
    // Load Go's support script while the page still compiles the module; a
    // failure here is tried again, and reported, once the init message comes.
    try {
      importScripts(new URL('wasm_exec.js', self.location.href).href);
    } catch {
      // start() reports it.
    }
  }
})();
