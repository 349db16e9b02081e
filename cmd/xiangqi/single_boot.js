// The boot script of the single-file build (written into the page by
// `xiangqi single`, cmd/xiangqi/single.go). It runs before wasm_exec.js and
// ui.js and sets window.xiangqiBoot (the hooks ui.js and web/ui read) from
// the data blocks the inliner wrote:
//   #xq-ui-wasm, #xq-engine-wasm  gzip, then base64: the two wasm modules
//   #xq-worker                    base64: wasm_exec.js and worker.js, one text
//   #xq-assets                    JSON: site path -> data: URL (sounds, puzzles)
// A page opened from file:// may neither fetch files nor start a worker from
// one, so the worker comes from a Blob URL and gets the engine's bytes in its
// init message (see static/worker.js).
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
  const engine = gunzip('xq-engine-wasm');

  window.xiangqiBoot = {
    single: true,
    // ui.js waits for the unpacked ui.wasm.
    wasm: gunzip('xq-ui-wasm'),
    assets: JSON.parse(text('xq-assets')),
    createWorker() {
      const worker = new Worker(workerURL);
      // Messages the page posts before this arrive are queued by the worker.
      engine.then(
        (bytes) => {
          const copy = bytes.slice(0); // kept whole for workers started later
          worker.postMessage({ type: 'init', wasm: copy }, [copy]);
        },
        (err) => console.error('the engine could not be unpacked:', err),
      );
      return worker;
    },
  };
})();
