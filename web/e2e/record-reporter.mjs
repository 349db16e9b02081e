// A reporter for node's test runner that records each test's outcome, one
// tab-separated line per test, in the format of cmd/testreport:
//
//   pass|fail|skip  LABEL  FILE  TEST  REASON
//
// build.sh runs the browser and edge tests with it beside the usual spec
// reporter, so that every skipped test is listed, with its reason, at the end
// of `./build.sh test`:
//
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//     --test-reporter=./web/e2e/record-reporter.mjs --test-reporter-destination=FILE web/e2e/
//
// LABEL is $XIANGQI_TEST_LABEL (default "node"). Suites (describe) are not
// tests; their tests are named "suite > test".

import path from 'node:path';

const oneLine = (s) => String(s).replace(/[\t\r\n]+/g, ' ').trim();

export default async function* recordReporter(source) {
  const label = process.env.XIANGQI_TEST_LABEL || 'node';
  // The names of the suites and tests now running, per file, by nesting.
  const running = new Map();
  for await (const { type, data } of source) {
    if (type === 'test:start') {
      const names = running.get(data.file) ?? [];
      names[data.nesting] = data.name;
      names.length = data.nesting + 1;
      running.set(data.file, names);
      continue;
    }
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    if (data.details?.type === 'suite') continue;
    const names = (running.get(data.file) ?? []).slice(0, data.nesting);
    const name = [...names, data.name].map(oneLine).join(' > ');
    const file = data.file ? path.relative(process.cwd(), data.file) : '';
    let outcome = type === 'test:pass' ? 'pass' : 'fail';
    let reason = '';
    if (outcome === 'pass' && (data.skip !== undefined || data.todo !== undefined)) {
      outcome = 'skip';
      const why = data.skip ?? data.todo;
      reason = typeof why === 'string' && why ? oneLine(why) : '(skipped without a message)';
    }
    yield `${outcome}\t${label}\t${file}\t${name}\t${reason}\n`;
  }
}
