// The server's module graph and the repository's import cycles, read from the source as it stands.
//
//   node scripts/module-graph.mjs    prints levels, mutual module pairs and cycles
//
// It measures; `npm run lint` enforces the same rules with dependency-cruiser (.dependency-cruiser.cjs).
// Every import counts: type-only imports, re-exports and dynamic import() too, because a type import that runs
// in a circle ties the files together for the reader as much as a runtime one does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src/';
const MODULES = `${SERVER}modules/`;
const PACKAGES = { '@academy/contract': 'packages/contract/src/index.ts' };
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TRY_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && fs.existsSync(path.join(ROOT, file)));
const known = new Set(files);

function resolve(from, specifier) {
  const base = PACKAGES[specifier]
    ? PACKAGES[specifier]
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const extension of TRY_EXTENSIONS) {
    if (known.has(base + extension)) return base + extension;
  }
  const typescriptTwin = base.replace(/\.js$/, '.ts');
  return known.has(typescriptTwin) ? typescriptTwin : null;
}

/** file -> the files of this repository it imports */
const imports = new Map(
  files.map((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = new Set(importedFiles.map((entry) => resolve(file, entry.fileName)).filter(Boolean));
    return [file, targets];
  }),
);

/** Tarjan's strongly connected components: each group of nodes that reach one another. */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  function visit(node) {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      found.push(group.sort());
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const isCycle = (graph, group) => group.length > 1 || graph.get(group[0])?.has(group[0]);

/** Level 1 imports nothing of the graph; every other node stands one above the highest it imports. A cycle is
 * one node (its members share a level), so the count is defined whatever the graph holds. */
function levels(graph) {
  const groupOf = new Map();
  for (const group of components(graph)) for (const node of group) groupOf.set(node, group);
  const level = new Map();
  function levelOf(group) {
    if (level.has(group)) return level.get(group);
    level.set(group, 1);
    let highest = 0;
    for (const node of group) {
      for (const target of graph.get(node) ?? []) {
        const other = groupOf.get(target);
        if (other !== group) highest = Math.max(highest, levelOf(other));
      }
    }
    level.set(group, highest + 1);
    return highest + 1;
  }
  return new Map([...graph.keys()].map((node) => [node, levelOf(groupOf.get(node))]));
}

/** The most nodes on one path of imports that visits no node twice: the levels a graph would have with its
 * cycles cut where they cost the least, so it is comparable before and after they are gone. */
function longestChain(graph) {
  let longest = [];
  const path = [];
  const onPath = new Set();
  function extend(node) {
    path.push(node);
    onPath.add(node);
    if (path.length > longest.length) longest = [...path];
    for (const target of graph.get(node) ?? []) if (!onPath.has(target)) extend(target);
    path.pop();
    onPath.delete(node);
  }
  for (const node of graph.keys()) extend(node);
  return longest;
}

const moduleOf = (file) => (file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : null);
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes('/test/');
/** The server's parts: each module, each other folder of apps/server/src, each file at its top. */
const partOf = (file) => {
  if (!file.startsWith(SERVER)) return null;
  const [first, second] = file.slice(SERVER.length).split('/');
  return first === 'modules' ? `modules/${second}` : first;
};

const moduleGraph = new Map();
const moduleEdges = new Map();
const moduleFileGraph = new Map();
for (const [file, targets] of imports) {
  const from = moduleOf(file);
  if (from === null || isTest(file)) continue;
  if (!moduleGraph.has(from)) moduleGraph.set(from, new Set());
  moduleFileGraph.set(file, new Set([...targets].filter((target) => moduleOf(target) !== null)));
  for (const target of targets) {
    const to = moduleOf(target);
    if (to === null || to === from) continue;
    moduleGraph.get(from).add(to);
    const key = `${from} -> ${to}`;
    if (!moduleEdges.has(key)) moduleEdges.set(key, []);
    moduleEdges.get(key).push(`${file} -> ${target}`);
  }
}

const partGraph = new Map();
for (const [file, targets] of imports) {
  const from = partOf(file);
  if (from === null || isTest(file)) continue;
  if (!partGraph.has(from)) partGraph.set(from, new Set());
  for (const target of targets) {
    const to = partOf(target);
    if (to !== null && to !== from) partGraph.get(from).add(to);
  }
}

const mutualPairs = [];
for (const [from, targets] of moduleGraph) {
  for (const to of targets) {
    if (from < to && moduleGraph.get(to)?.has(from)) mutualPairs.push([from, to]);
  }
}
const moduleCycles = components(moduleGraph).filter((group) => isCycle(moduleGraph, group));
const fileCycles = components(imports).filter((group) => isCycle(imports, group));
const moduleLevels = levels(moduleGraph);
const partLevels = levels(partGraph);
const partCycles = components(partGraph).filter((group) => isCycle(partGraph, group));
const fileLevels = levels(moduleFileGraph);
const deepest = (levelMap) => Math.max(0, ...levelMap.values());

const out = [];
const chain = longestChain(moduleGraph);
out.push(`server modules: ${moduleGraph.size}, ${deepest(moduleLevels)} levels with each cycle as one level`);
out.push(`longest import chain of modules: ${chain.length} (${chain.join(' -> ')})`);
const byLevel = new Map();
for (const [name, level] of moduleLevels) byLevel.set(level, [...(byLevel.get(level) ?? []), name].sort());
for (const level of [...byLevel.keys()].sort((a, b) => b - a)) {
  out.push(`  level ${String(level).padStart(2)}: ${byLevel.get(level).join(', ')}`);
}
out.push(
  `server parts (each module, each other folder or top file of apps/server/src): ${partGraph.size}, ` +
    `${deepest(partLevels)} levels deep, ${partCycles.length} cycles` +
    partCycles.map((group) => `\n  ${group.join(', ')}`).join(''),
);
out.push(`files of the modules (tests left out): ${moduleFileGraph.size}, ${deepest(fileLevels)} levels deep`);
out.push(`mutual module pairs: ${mutualPairs.length}`);
for (const [a, b] of mutualPairs) {
  out.push(`  ${a} <-> ${b}`);
  for (const edge of [...moduleEdges.get(`${a} -> ${b}`), ...moduleEdges.get(`${b} -> ${a}`)]) out.push(`    ${edge}`);
}
out.push(`module cycles: ${moduleCycles.length}`);
for (const group of moduleCycles) out.push(`  ${group.join(', ')}`);
out.push(`file cycles in the repository (${files.length} files, type imports included): ${fileCycles.length}`);
for (const group of fileCycles) out.push(`  ${group.join(' , ')}`);
console.log(out.join('\n'));
