// Small helpers to drive the board through its test hooks (web/README.md), shared
// by the offline, single-file, embedding and security tests.

/** Waits until the page takes input (xiangqi.wasm has run). */
export async function ready(page, timeout = 30_000) {
  await page.waitForSelector('.app[data-ui="ready"] [data-status][data-state]', { timeout });
}

/** Waits until the engine worker is ready. */
export async function engineReady(page, timeout = 30_000) {
  await page.locator('[data-status][data-engine="ready"]').waitFor({ state: 'attached', timeout });
}

/** Clicks the point of a square, then another: a move by clicks. */
export async function move(page, from, to) {
  await page.locator(`[data-board] rect[data-square="${from}"]`).click();
  await page.locator(`[data-board] rect[data-square="${to}"]`).click();
}

/** Waits until the move list has a move numbered ply. */
export async function waitPly(page, ply, timeout = 30_000) {
  await page.locator(`[data-movelist] [data-ply="${ply}"]`).waitFor({ state: 'attached', timeout });
}

/** Waits until the status line is in a state (your-turn, thinking, ...). */
export async function waitState(page, state, timeout = 30_000) {
  await page.locator(`[data-status][data-state="${state}"]`).waitFor({ state: 'attached', timeout });
}

/** The FEN of the opening, with '+' for spaces as in links. */
export const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR+w+-+-+0+1';

/**
 * In the page (page.evaluate(askStart, { tries, boot })): a worker of its
 * own asked for the start position until it answers from the opening book
 * or tries run out; returns the answers. The worker is worker.js?test,
 * which loads xiangqi.wasm by itself, or with boot the one the page's boot
 * script makes (xiangqiBoot.createWorker: the single file's, from a Blob).
 */
export function askStart({ tries, boot }) {
  return new Promise((resolve, reject) => {
    const w = boot ? window.xiangqiBoot.createWorker() : new Worker('worker.js?test');
    const answers = [];
    let id = 0;
    const go = () => {
      id++;
      w.postMessage(JSON.stringify({ type: 'position', moves: [] }));
      w.postMessage(JSON.stringify({ type: 'go', id, depth: 2 }));
    };
    w.onerror = (e) => reject(new Error(e.message));
    w.onmessage = (e) => {
      // The worker speaks engine/wire's JSON text.
      const m = typeof e.data === 'string' ? JSON.parse(e.data) : {};
      if (m.type === 'ready') go();
      if (m.type !== 'bestmove') return;
      answers.push({ move: m.move, book: m.book === true, at: performance.now() });
      if (m.book || answers.length >= tries) {
        w.terminate();
        resolve(answers);
      } else setTimeout(go, 100);
    };
  });
}
