// Browser tests of the opening explorer (开局库) at the desktop and the
// phone size: the toggle fetches explorer.bin once; in the start position the
// explorer lists 炮二平五 with the number of games the data holds (read here
// from dist/explorer.bin and, when the master games are on this machine,
// counted from them too); tapping a row plays the move and the explorer moves
// on; stepping back shows the earlier position again, where a row starts a
// variation in analysis and cannot be tapped in a game against the engine;
// past ply 30 and in a position no master reached it says so.
// Screenshots (light and dark) go to dist/screenshots/explorer-*.png.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ready } from './board.mjs';
import { distDir, launchBrowser, openPage, repoRoot, startServer } from './harness.mjs';

const corpusPath = path.resolve(repoRoot, '../shared/data/games/master-games.tsv');

// The first 31 plies of a master game (the corpus's first): an input, not an
// expectation.
const PAST_THE_OPENING =
  'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b2d2 a9b9 b0c2 b7a7 e3e4 h7h8 d2d1 h8e8 h6g6 c6c5 g2e3 h9h7 a0a1 a6a5 d1g1 c7d5 g6g5 d5e3 c2e3 c9e7 g5d5 h7h3 e3g4';

/**
 * Reads the header and the first two records of explorer.bin (format in
 * engine/explorer/doc.go): the start position's and the one after its most
 * played move, which the depth-first file writes next.
 */
function readExplorerFile(file) {
  const b = fs.readFileSync(file);
  assert.equal(b.toString('latin1', 0, 4), 'XQEX');
  let off = 24;
  const uvarint = () => {
    let v = 0;
    let shift = 0;
    for (;;) {
      const byte = b[off++];
      v += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return v;
      shift += 7;
    }
  };
  const square = (s) => 'abcdefghi'[s % 9] + Math.floor(s / 9);
  const record = () => {
    const others = uvarint();
    const count = uvarint();
    const moves = [];
    for (let i = 0; i < count; i++) {
      const code = b.readUInt16LE(off);
      off += 2;
      const move = square(code & 127) + square((code >> 7) & 127);
      if (code & 0x8000) continue; // a hidden edge: no counts
      const [red, draws, black] = [uvarint(), uvarint(), uvarint()];
      moves.push({ move, games: red + draws + black, red, draws, black });
    }
    return { others, moves };
  };
  return {
    maxPly: b.readUInt16LE(6),
    minGames: b.readUInt16LE(8),
    games: b.readUInt32LE(16),
    start: record(),
    afterFirst: record(),
  };
}

const mirror = (m) => m.replace(/[a-i]/g, (c) => 'ihgfedcba'['abcdefghi'.indexOf(c)]);

/** Counts the master games by their first one or two moves, with results. */
function countCorpus() {
  if (!fs.existsSync(corpusPath)) return null;
  const first = {};
  const second = {}; // Black's replies to 炮二平五, and mirrored to 炮八平五
  for (const line of fs.readFileSync(corpusPath, 'utf8').split('\n').slice(1)) {
    const [result, , , , , moves] = line.split('\t');
    if (!moves || !['1-0', '0-1', '1/2-1/2'].includes(result)) continue;
    const [m1, m2] = moves.split(' ');
    first[m1] = (first[m1] ?? 0) + 1;
    if (m2 && m1 === 'h2e2') second[m2] = (second[m2] ?? 0) + 1;
    if (m2 && m1 === 'b2e2') second[mirror(m2)] = (second[mirror(m2)] ?? 0) + 1;
  }
  return { first, second };
}

let server;
let browser;
let data;
let corpus;
const measured = {};

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  data = readExplorerFile(path.join(distDir, 'explorer.bin'));
  corpus = countCorpus();
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (Object.keys(measured).length) {
    console.log('\nexplorer measurements:');
    for (const [k, v] of Object.entries(measured)) console.log(`  ${k}: ${v}`);
  }
});

const panel = (page) => page.locator('[data-explorer]');
const row = (page, move) => page.locator(`[data-explorer] [data-explorer-move="${move}"]`);

/** Opens the page with long tasks recorded from the start. */
async function open(viewport, fragment, { dark = false } = {}) {
  const tab = await openPage(browser, null, viewport);
  if (dark) await tab.page.emulateMedia({ colorScheme: 'dark' });
  await tab.page.addInitScript(() => {
    window.__xqLong = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__xqLong.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await tab.page.goto(server.url + fragment);
  await ready(tab.page);
  return tab;
}

/** Opens the explorer and waits for its data; returns the longest task meanwhile. */
async function openExplorer(page) {
  const t0 = await page.evaluate(() => performance.now());
  await page.click('[data-action="explorer"]');
  await panel(page).and(page.locator('[data-state="ready"]')).waitFor({ timeout: 20_000 });
  return page.evaluate((t) => Math.max(0, ...window.__xqLong.filter(([s]) => s >= t).map(([, d]) => d)), t0);
}

async function rowGames(page) {
  return page.locator('[data-explorer] [data-explorer-move]').evaluateAll((els) =>
    els.map((e) => [e.getAttribute('data-explorer-move'), Number(e.getAttribute('data-games')), e.disabled]),
  );
}

test('the data file agrees with the master games', () => {
  const h2e2 = data.start.moves.find((m) => m.move === 'h2e2');
  assert.ok(h2e2 && h2e2.games > 1000, `炮二平五 in the data: ${JSON.stringify(h2e2)}`);
  assert.equal(data.start.moves[0].move, 'h2e2', 'the most played first move is 炮二平五');
  if (!corpus) {
    test.skip?.(`${corpusPath} is absent: counted from explorer.bin only`);
    return;
  }
  for (const m of data.start.moves) assert.equal(m.games, corpus.first[m.move], `first move ${m.move}`);
});

for (const viewport of ['desktop', 'phone']) {
  describe(`explorer at ${viewport} size`, () => {
    test('starting position, a tapped move, stepping back, light and dark', async () => {
      const tab = await open(viewport, '#mode=analysis&notation=chinese&sound=0');
      const { page } = tab;
      assert.equal(await panel(page).isHidden(), true, 'the explorer starts closed');
      const fetches = [];
      page.on('request', (r) => r.url().endsWith('/explorer.bin') && fetches.push(r.url()));
      await openExplorer(page);
      assert.equal(await page.locator('[data-action="explorer"]').getAttribute('aria-pressed'), 'true');

      // 炮二平五 with the games the data holds, and the other first moves.
      const want = data.start.moves.find((m) => m.move === 'h2e2');
      const h2e2 = row(page, 'h2e2');
      assert.equal(Number(await h2e2.getAttribute('data-games')), want.games);
      if (corpus) assert.equal(want.games, corpus.first.h2e2, '炮二平五 counted from the master games');
      assert.match(await h2e2.textContent(), /炮二平五/);
      assert.match(await h2e2.getAttribute('aria-label'), new RegExp(`${want.games}|${want.games.toLocaleString('en')}`));
      const rows = await rowGames(page);
      assert.deepEqual(
        rows.map(([m, n]) => [m, n]),
        data.start.moves.map((m) => [m.move, m.games]),
        'every first move of the data, most played first',
      );
      assert.ok(rows.every(([, , disabled]) => !disabled), 'rows are tappable on the player’s turn');
      await h2e2.scrollIntoViewIfNeeded();
      await tab.screenshot(`explorer-start-${viewport}`, { fullPage: viewport === 'phone' });

      // Tapping a row plays it; the explorer shows Black's replies.
      await h2e2.click();
      await page.locator('[data-movelist] [data-ply="1"]').waitFor({ state: 'attached' });
      assert.match(await page.locator('[data-movelist] [data-ply="1"]').textContent(), /炮二平五/);
      await row(page, 'h9g7').waitFor();
      const replies = await rowGames(page);
      const decoded = data.afterFirst.moves.map((m) => m.games);
      assert.deepEqual(replies.map(([, n]) => n), decoded, 'the replies to 炮二平五 as the data holds them');
      if (corpus) {
        for (const [m, n] of replies) assert.equal(n, corpus.second[m], `炮二平五 ${m} (with the mirrored 炮八平五 lines)`);
      }
      assert.match(await panel(page).locator('.explorer-opening').textContent(), /中炮|Central Cannon/);

      // Back to the start: the start's rows again, and (analysis keeps
      // variations) a row tapped there starts a variation.
      await page.click('[data-action="prev"]');
      await row(page, 'c3c4').waitFor();
      const back = await rowGames(page);
      assert.equal(back.find(([m]) => m === 'h2e2')[1], want.games);
      assert.ok(back.every(([, , disabled]) => !disabled), 'in analysis an earlier position takes moves');
      await row(page, 'c3c4').click();
      await page.locator('[data-movelist] [data-variation]').first().waitFor({ state: 'attached' });
      assert.equal(await page.locator('[data-movelist] [data-ply="1"]').count() >= 1, true);
      await page.click('[data-action="first"]');
      await row(page, 'c3c4').waitFor();
      await h2e2.click(); // back into the main line
      await row(page, 'h9g7').waitFor();

      // Closed and opened again: the data is not fetched twice.
      await page.click('[data-action="explorer"]');
      await panel(page).waitFor({ state: 'hidden' });
      assert.equal(await page.locator('[data-action="explorer"]').getAttribute('aria-pressed'), 'false');
      await page.click('[data-action="explorer"]');
      await row(page, 'h9g7').waitFor();
      assert.equal(fetches.length, 1, fetches.join(', '));

      // Dark theme.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.click('[data-action="prev"]');
      await row(page, 'c3c4').waitFor();
      await h2e2.scrollIntoViewIfNeeded();
      await tab.screenshot(`explorer-start-dark-${viewport}`, { fullPage: viewport === 'phone' });
      tab.assertNoErrors();
      await tab.close();
    });

    test('against the engine: a tapped row is the player’s move, and the engine replies', async () => {
      const tab = await open(viewport, '#level=1&sound=0&lang=zh');
      const { page } = tab;
      // Measured here, where nothing else runs on the page (the analysis
      // board of the test above updates the page as it thinks).
      const longest = await openExplorer(page);
      measured[`${viewport}: longest main-thread task from the tap on Openings to the rows (fetch and read of explorer.bin)`] =
        `${Math.round(longest)} ms (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`;
      await row(page, 'h2e2').click();
      await page.locator('[data-movelist] [data-ply="2"]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.locator('[data-status][data-state="your-turn"]').waitFor({ state: 'attached' });
      // The explorer is on the position after the engine's reply: Red's
      // moves there, tappable, or the words for a position masters left.
      const rows = await rowGames(page);
      if (rows.length === 0) assert.notEqual(await panel(page).locator('.explorer-empty').textContent(), '');
      else assert.ok(rows.every(([, , disabled]) => !disabled));
      // One move back, Black's replies to 炮二平五 are shown, but in a game
      // against the engine they cannot be tapped.
      await page.click('[data-action="prev"]');
      await row(page, 'h9g7').waitFor();
      assert.ok((await rowGames(page)).every(([, , disabled]) => disabled), 'rows of an earlier position cannot be tapped');
      assert.match(await panel(page).locator('.explorer-locked').textContent(), /之前的局面/);
      await page.click('[data-action="last"]');
      await tab.screenshot(`explorer-play-${viewport}`, { fullPage: viewport === 'phone' });
      tab.assertNoErrors();
      await tab.close();
    });

    test('past ply 30, and a position no master reached', async () => {
      const tab = await open(viewport, `#mode=analysis&sound=0&moves=${PAST_THE_OPENING.replaceAll(' ', '+')}`, {
        dark: viewport === 'phone',
      });
      const { page } = tab;
      await openExplorer(page);
      const empty = panel(page).locator('.explorer-empty');
      assert.match(await empty.textContent(), new RegExp(`first ${data.maxPly} plies`));
      assert.equal(await page.locator('[data-explorer] [data-explorer-move]').count(), 0);
      assert.notEqual(await panel(page).locator('.explorer-opening').textContent(), '', 'the opening is named');
      await tab.screenshot(`explorer-past-${viewport}`, { fullPage: viewport === 'phone' });
      await tab.close();

      // 帅五进一 将5进1: no master plays that.
      const odd = await open(viewport, '#mode=analysis&sound=0&moves=e0e1+e9e8');
      await openExplorer(odd.page);
      assert.equal(await odd.page.locator('[data-explorer] .explorer-empty').textContent(), 'No master games here.');
      assert.equal(await odd.page.locator('[data-explorer] [data-explorer-move]').count(), 0);
      odd.assertNoErrors();
      await odd.close();
    });
  });
}
