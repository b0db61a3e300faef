import { describe, expect, it } from 'vitest';
import { parseRuns, renderTestSuite } from './test-suite.ts';

const output = [
  'running the unit and API tests on SQLite and the API tests on PostgreSQL side by side',
  '',
  '=== API tests on PostgreSQL (418 s, exit 1) ===',
  ' Test Files  1 failed | 106 passed',
  '=== unit and API tests on SQLite (515 s, exit 0) ===',
  ' Test Files  275 passed',
].join('\n');

describe('the test suite part', () => {
  it("reads each run's time and exit code from scripts/test.mjs's lines", () => {
    expect(parseRuns(output)).toEqual([
      { label: 'API tests on PostgreSQL', seconds: 418, exitCode: 1 },
      { label: 'unit and API tests on SQLite', seconds: 515, exitCode: 0 },
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
    expect(fast.lines).toContain('| API tests on PostgreSQL | 418 s | 418 / 418 / 418 s | 1 / 1 / 1 |');
    expect(renderTestSuite([round(200), round(210, 1), round(220)], '', '').targets[0]!.met).toBe(false);
    expect(renderTestSuite([round(500)], '', '').targets[0]).toMatchObject({
      figure: '500 s, 1 of 1 passed',
      met: false,
    });
  });
});
