import { describe, expect, it } from 'vitest';
import { parseRuns, renderTestSuite } from './test-suite.ts';

const output = [
  'running the server and web tests on SQLite and the server tests on PostgreSQL with the contract and bench units, side by side',
  '',
  '=== server tests on PostgreSQL, contract and bench units (418 s, exit 1) ===',
  ' Test Files  1 failed | 106 passed',
  '=== server and web tests on SQLite (515 s, exit 0) ===',
  ' Test Files  275 passed',
].join('\n');

describe('the test suite part', () => {
  it("reads each run's time and exit code from scripts/test.mjs's lines", () => {
    expect(parseRuns(output)).toEqual([
      { label: 'server tests on PostgreSQL, contract and bench units', seconds: 418, exitCode: 1 },
      { label: 'server and web tests on SQLite', seconds: 515, exitCode: 0 },
    ]);
  });

  it('meets its target only under 240 s with every round passing', () => {
    const round = (seconds: number, exitCode = 0) => ({ seconds, exitCode, runs: parseRuns(output) });
    const fast = renderTestSuite([round(200), round(230), round(260)], 'Measured.', 'Load.');
    expect(fast.targets).toEqual([
      {
        target: '`npm test` on a clean clone under 240 s, passing every time',
        figure: '230 s, 3 of 3 passed',
        met: true,
      },
    ]);
    expect(fast.lines).toContain(
      '| server tests on PostgreSQL, contract and bench units | 418 s | 418 / 418 / 418 s | 1 / 1 / 1 |',
    );
    expect(renderTestSuite([round(200), round(210, 1), round(220)], '', '').targets[0]!.met).toBe(false);
    expect(renderTestSuite([round(500)], '', '').targets[0]).toMatchObject({
      figure: '500 s, 1 of 1 passed',
      met: false,
    });
  });
});
