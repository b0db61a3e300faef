import { describe, expect, it } from 'vitest';
import { splicePreamble, spliceSection } from './report.ts';
import { readTargets, stampSection, withSummary, type Measured, type Section } from './summary.ts';

const machine = 'AMD EPYC x 2, 24 GB RAM, Linux, Node v20.20.2';
const bench: Measured = { at: '2026-11-25T03:19:08.176Z', load: '1.20', command: 'npm run bench', machine };
const classesAlone: Measured = {
  at: '2026-11-29T20:03:33.000Z',
  load: '4.24',
  command: 'npx tsx bench/classes.ts',
  machine,
};

function classes(p99: number): Section {
  return {
    lines: ['## Classes and attendance (50 batches of 60)', '', `| SQLite | a tap | ${p99} |`, ''],
    targets: [{ target: 'a tap within 50 ms at p99 (SQLite)', figure: `${p99} ms`, met: p99 <= 50 }],
  };
}

const load: Section = {
  lines: ['## API load (autocannon)', '', '| GetAllEvents | 8 |', ''],
  targets: [
    { target: 'p99 <= 50 ms on GetAllEvents', figure: '8 ms', met: true },
    { target: "GetAllEvents >= 50% of its baseline's throughput", figure: '95%', met: true },
  ],
};

const memory = ['## Server memory (RSS)', '', 'Idle after start: 146.2 MB.', ''];

/** A report as `npm run bench` writes it before its summary is added. */
const report = [
  '# Benchmarks',
  '',
  'Written by `npm run bench`.',
  '',
  ...stampSection(load, bench),
  ...memory,
  ...stampSection(classes(37.4), bench),
].join('\n');

/** The summary's table rows: target, figure, mark, when, load, command. */
function summaryRows(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.indexOf('## Summary');
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines
    .slice(start, end)
    .filter((line) => line.startsWith('| ') && !line.startsWith('| target'))
    .map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((c) => c.trim()),
    );
}

describe('the summary of targets', () => {
  it('reads every section’s rows back, in the order of the sections, with when, the load and the command', () => {
    const rows = readTargets(report);
    expect(rows.map((r) => r.target)).toEqual([
      'p99 <= 50 ms on GetAllEvents',
      "GetAllEvents >= 50% of its baseline's throughput",
      'a tap within 50 ms at p99 (SQLite)',
    ]);
    expect(rows[2]).toEqual({ ...classes(37.4).targets[0], ...bench });
  });

  it('keeps the rows in a comment that survives a hyphen pair and a pipe', () => {
    const section = stampSection(
      { lines: ['## Odd', ''], targets: [{ target: 'a -- b | c', figure: '<!-- x -->', met: false }] },
      bench,
    );
    expect(section.filter((line) => line.startsWith('<!--'))).toHaveLength(1);
    expect(section.join('\n').match(/--/g)).toHaveLength(2);
    expect(readTargets(section.join('\n'))[0]).toMatchObject({ target: 'a -- b | c', figure: '<!-- x -->' });
  });

  it('writes no comment for a section without targets', () => {
    expect(stampSection({ lines: memory, targets: [] }, bench)).toEqual(memory);
  });

  it('puts one table right after the title, each target met or missed, and names the machine', () => {
    const text = withSummary(report);
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['# Benchmarks', '', '## Summary']);
    expect(summaryRows(text)).toEqual([
      ['p99 <= 50 ms on GetAllEvents', '8 ms', 'met', '2026-11-25 03:19', '1.20', '`npm run bench`'],
      ["GetAllEvents >= 50% of its baseline's throughput", '95%', 'met', '2026-11-25 03:19', '1.20', '`npm run bench`'],
      ['a tap within 50 ms at p99 (SQLite)', '37.4 ms', 'met', '2026-11-25 03:19', '1.20', '`npm run bench`'],
    ]);
    expect(lines).toContain(`Machine: ${machine}.`);
    expect(text).toContain('Written by `npm run bench`.');
  });

  it('keeps the words between the title and the first section when it rebuilds the summary', () => {
    const twice = withSummary(withSummary(report));
    expect(twice).toBe(withSummary(report));
    expect(twice.split('\n').filter((line) => line === 'Written by `npm run bench`.')).toHaveLength(1);
  });

  it('marks a missed target in bold', () => {
    const text = withSummary(report.replace('"met":true', '"met":false'));
    expect(summaryRows(text)[0]![2]).toBe('**missed**');
    expect(text).toContain('3 targets, 1 missed.');
  });

  it('replaces only its own rows when a part runs again, and rebuilds the summary once', () => {
    const before = withSummary(report);
    const after = withSummary(
      spliceSection(before, '## Classes and attendance', stampSection(classes(63.2), classesAlone)),
    );
    const rows = summaryRows(after);
    expect(rows.slice(0, 2)).toEqual(summaryRows(before).slice(0, 2));
    expect(rows[2]).toEqual([
      'a tap within 50 ms at p99 (SQLite)',
      '63.2 ms',
      '**missed**',
      '2026-11-29 20:03',
      '4.24',
      '`npx tsx bench/classes.ts`',
    ]);
    expect(after.split('\n').filter((line) => line === '## Summary')).toHaveLength(1);
    expect(after).toContain('Idle after start: 146.2 MB.');
  });

  it('adds a part measured for the first time at the end, and its rows last', () => {
    const sustained: Section = {
      lines: ['## Sustained bookings of one event', '', '| PostgreSQL | 401 |', ''],
      targets: [{ target: 'p99 <= 300 ms (PostgreSQL)', figure: '401 ms', met: false }],
    };
    const after = withSummary(
      spliceSection(withSummary(report), '## Sustained bookings', stampSection(sustained, classesAlone)),
    );
    expect(after.trimEnd().split('\n').at(-1)).toMatch(/^<!-- targets /);
    expect(summaryRows(after).at(-1)![0]).toBe('p99 <= 300 ms (PostgreSQL)');
  });

  it('drops the table of targets that ended the report before the summary', () => {
    const old = `${report}\n## Targets\n\n| target | figure | |\n|---|---|---|\n| old | 1 | met |\n\nRe-run: \`npm run bench\`.\n`;
    const text = withSummary(old);
    expect(text).not.toContain('## Targets');
    expect(text).not.toContain('| old |');
  });

  it('writes a command as code, and a measurement by hand as the words that describe it', () => {
    const byHand = { ...bench, command: 'by hand: Lighthouse with the flags of bench/lib/lighthouse.ts' };
    const text = withSummary(spliceSection(report, '## Classes', stampSection(classes(20), byHand)));
    expect(summaryRows(text).map((row) => row[5])).toEqual([
      '`npm run bench`',
      '`npm run bench`',
      'by hand: Lighthouse with the flags of bench/lib/lighthouse.ts',
    ]);
  });

  it("lists each machine once when the parts ran on different ones, and names each row's", () => {
    const elsewhere = { ...classesAlone, machine: 'Intel Xeon x 8, 32 GB RAM, Linux, Node v22.0.0' };
    const text = withSummary(spliceSection(report, '## Classes', stampSection(classes(20), elsewhere)));
    expect(text).toContain(`Machines: A: ${machine}; B: ${elsewhere.machine}.`);
    expect(text).toContain('| target | figure | | measured | machine | load | command |');
    const rows = text.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| target'));
    const machineOf = (target: string) => rows.find((line) => line.startsWith(`| ${target}`))?.split(' | ')[4];
    expect(machineOf('p99 <= 50 ms on GetAllEvents')).toBe('A');
    expect(machineOf('a tap within 50 ms at p99 (SQLite)')).toBe('B');
  });

  it("replaces a full run's preamble at its end and keeps every section and the summary once", () => {
    const before = withSummary(report);
    const after = withSummary(splicePreamble(before, ['# Benchmarks', '', 'The last full run ended today.', '']));
    expect(after).toContain('The last full run ended today.');
    expect(after).not.toContain('Written by `npm run bench`.');
    expect(after.split('\n').filter((line) => line === '## Summary')).toHaveLength(1);
    expect(summaryRows(after)).toEqual(summaryRows(before));
    expect(after.slice(after.indexOf('## API load'))).toBe(before.slice(before.indexOf('## API load')));
  });
});
