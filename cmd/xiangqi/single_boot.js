// The boot script of the single-file build (written into the page by
// `xiangqi single`, cmd/xiangqi/single.go). It runs before wasm_exec.js and
// ui.js and sets window.xiangqiBoot (the hooks ui.js and web/ui read) from
// the data blocks the inliner wrote:
//   #xq-wasm     gzip, then base64: xiangqi.wasm, both the page and the engine
//   #xq-worker   base64: wasm_exec.js and worker.js, one text
//   #xq-assets   JSON: site path -> data: URL (sounds, puzzles, explorer, book)
// A page opened from file:// may neither fetch files nor start a worker from
// one, so the worker comes from a Blob URL and gets the module in its init
// message (see static/worker.js). The module is compiled once, here: the
// page runs it and every worker is handed the same compiled module.
'use strict';

(() => {
  const text = (id) => document.getElementById(id).textContent.trim();
  const decode = (b64) => {
    if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(b64);
    const s = atob(b64);
    const out = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  };
  const gunzip = (id) =>
    new Response(new Blob([decode(text(id))]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();

  const workerURL = URL.createObjectURL(
    new Blob([new TextDecoder().decode(decode(text('xq-worker')))], { type: 'text/javascript' }),
  );
  const module = gunzip('xq-wasm').then((bytes) => WebAssembly.compile(bytes));
  const assets = JSON.parse(text('xq-assets'));
  const workerFiles = {};
  if (assets['book.bin']) workerFiles['book.bin'] = assets['book.bin'];

  window.xiangqiBoot = {
    single: true,
    // ui.js waits for the compiled module and runs it on the page.
    wasm: module,
    assets,
    createWorker() {
      const worker = new Worker(workerURL);
      // Messages the page posts before this arrive are queued by the worker.
      // The worker fetches the opening book by name: files says where it is.
      module.then(
        (compiled) => worker.postMessage({ type: 'init', wasm: compiled, files: workerFiles }),
        (err) => console.error('the game could not be unpacked:', err),
      );
      return worker;
    },
  };
})();
