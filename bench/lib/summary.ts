import os from 'node:os';

/** A target a section states, the section's figure for it (its median) and whether the figure meets it. */
export interface Target {
  target: string;
  figure: string;
  met: boolean;
}

/** When, where and by which command a section was measured. */
export interface Measured {
  /** An ISO date, or a day where a section measured by hand gives no time. */
  at: string;
  /** The 1-minute load average when the measuring began, as the section gives it. */
  load: string;
  /** The command that measures it; for figures measured outside the bench, "by hand" and how. */
  command: string;
  machine: string;
}

export type TargetRow = Target & Measured;

/** A section as its renderer writes it: its lines, and the targets its figures are held to. */
export interface Section {
  lines: string[];
  targets: Target[];
}

export const SUMMARY_HEADING = '## Summary';
/** Where the summary ends: the report's own opening words may follow it before the first section. */
const SUMMARY_END = '<!-- end of the summary, rebuilt from the targets of the sections below -->';
/** The table that ended the report before the summary; a report that still has it loses it. */
const LEGACY_TARGETS_HEADING = '## Targets';
const MARKER = /^<!-- targets (.*) -->$/;

/** This machine, as the summary names it: the load averages are only comparable on the same one. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown'} x ${cpus.length}, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, ${os.type()}, Node ${process.version}`;
}

/** The stamp of a measurement beginning now on this machine. */
export function measuredNow(command: string): Measured {
  return { at: new Date().toISOString(), load: os.loadavg()[0]!.toFixed(2), command, machine: machine() };
}

/**
 * A section's lines with its targets kept at its end in a hidden comment, so the summary can be rebuilt from the
 * file alone whichever part wrote it last. A comment may not hold `--`; JSON may spell a hyphen `\u002d`.
 */
export function stampSection(section: Section, measured: Measured): string[] {
  if (!section.targets.length) return section.lines;
  const rows: TargetRow[] = section.targets.map((t) => ({ ...t, ...measured }));
  const json = JSON.stringify(rows).replaceAll('--', '-\\u002d');
  const lines = section.lines.at(-1) === '' ? section.lines.slice(0, -1) : section.lines;
  return [...lines, '', `<!-- targets ${json} -->`, ''];
}

/** Every section's target rows, in the order of the sections. */
export function readTargets(report: string): TargetRow[] {
  return report.split('\n').flatMap((line) => {
    const match = MARKER.exec(line);
    return match ? (JSON.parse(match[1]!) as TargetRow[]) : [];
  });
}

const mark = (met: boolean) => (met ? 'met' : '**missed**');
/** A time to the minute in UTC; a bare day stays as it is. */
const when = (at: string) => (at.length > 10 ? `${at.slice(0, 10)} ${at.slice(11, 16)}` : at);
const cell = (text: string) => text.replaceAll('|', '\\|');
const command = (text: string) => (text.startsWith('by hand') ? cell(text) : `\`${text}\``);

/** A column of the summary's table: its heading and each target's cell. */
type Column = [heading: string, value: (r: TargetRow) => string];

export function renderSummary(rows: TargetRow[]): string[] {
  const machines = [...new Set(rows.map((r) => r.machine))];
  const missed = rows.filter((r) => !r.met).length;
  // Parts measured on different machines say which: a figure compares only with those of its own machine.
  const several = machines.length > 1;
  const letter = (name: string) => String.fromCharCode(65 + machines.indexOf(name));
  const machine: Column = ['machine', (r) => letter(r.machine)];
  const columns: Column[] = [
    ['target', (r) => cell(r.target)],
    ['figure', (r) => cell(r.figure)],
    ['', (r) => mark(r.met)],
    ['measured', (r) => when(r.at)],
    ...(several ? [machine] : []),
    ['load', (r) => cell(r.load)],
    ['command', (r) => command(r.command)],
  ];
  const line = (cells: string[]) => `|${cells.map((text) => (text ? ` ${text} ` : ' ')).join('|')}|`;
  return [
    SUMMARY_HEADING,
    '',
    `${rows.length} targets, ${missed} missed. Each figure is its section's median; the load is the 1-minute load`,
    'average when its measuring began (UTC times). The details follow, section by section.',
    '',
    line(columns.map(([heading]) => heading)),
    `|${'---|'.repeat(columns.length)}`,
    ...rows.map((r) => line(columns.map(([, value]) => value(r)))),
    '',
    several
      ? `Machines: ${machines.map((name) => `${letter(name)}: ${name}`).join('; ')}.`
      : `Machine: ${machines.join('; ') || 'none measured'}.`,
    SUMMARY_END,
    '',
  ];
}

/** The lines of a report without its summary (to its end) and without the table of targets it replaced. */
function withoutSummary(lines: string[]): string[] {
  let skipping: 'summary' | 'targets' | null = null;
  return lines.filter((line) => {
    if (line === SUMMARY_HEADING) skipping = 'summary';
    else if (line.startsWith('## ')) skipping = line === LEGACY_TARGETS_HEADING ? 'targets' : null;
    else if (line === SUMMARY_END && skipping === 'summary') {
      skipping = null;
      return false;
    }
    return !skipping;
  });
}

/** The report with its summary rebuilt from its sections' targets, right after the title. */
export function withSummary(report: string): string {
  const lines = withoutSummary(report.split('\n'));
  const title = lines.findIndex((line) => line.startsWith('# '));
  const at = title < 0 ? 0 : title + 1;
  const rest = lines.slice(at);
  while (rest[0] === '') rest.shift();
  return [...lines.slice(0, at), ...(title < 0 ? [] : ['']), ...renderSummary(readTargets(report)), ...rest].join('\n');
}
