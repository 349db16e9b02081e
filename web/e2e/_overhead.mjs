import { startServer, launchBrowser, openPage } from './harness.mjs';
import { startEngineTest, OUT_OF_BOOK } from './measure.mjs';
const server = await startServer();
const browser = await launchBrowser();
const tab = await openPage(browser, server.url, 'desktop');
await tab.page.waitForSelector('.app[data-ui="ready"]');
await startEngineTest(tab.page);
const r = await tab.page.evaluate(async (fen) => {
  const e = window.engineTest;
  const out = [];
  e.send({ type: 'newgame' });
  for (let i = 0; i < 30; i++) {
    e.send({ type: 'position', fen, moves: [] });
    const sent = e.send({ type: 'go', id: 100 + i, depth: 1, ownBook: false });
    const best = await e.next(['bestmove']);
    out.push(best.at - sent);
  }
  const clk = [];
  for (const ms of [60000, 5000, 1000, 300, 100, 40]) {
    e.send({ type: 'position', fen, moves: [] });
    const sent = e.send({ type: 'go', id: 200 + ms, wtimeMs: ms, btimeMs: ms, ownBook: false });
    const best = await e.next(['bestmove']);
    clk.push([ms, best.at - sent, best.data.depth]);
  }
  return { depth1: out, clk };
}, OUT_OF_BOOK);
console.log(JSON.stringify(r));
await browser.close(); await server.close();
