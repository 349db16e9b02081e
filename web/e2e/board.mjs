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
