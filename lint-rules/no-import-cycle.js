import path from 'node:path';
import ts from 'typescript';

/**
 * No import cycles, type imports included. import-x/no-cycle skips every `import type` (4.18, no option
 * turns that off), so a cycle made of types went unseen; a cycle of types still ties two modules together,
 * so neither can be read, moved or tested alone. This rule follows each relative import, re-export and
 * dynamic import(), types and all, through the TypeScript program that typed linting already builds, and
 * reports an import that leads back to its own file. Files without type information (plain .js) are left to
 * import-x/no-cycle.
 */

/** A file's relative import targets, resolved once per source file (a changed file is a new SourceFile). */
const targetsBySourceFile = new WeakMap();
const resolutionCaches = new WeakMap();

function resolve(program, specifier, fromFile) {
  const options = program.getCompilerOptions();
  let cache = resolutionCaches.get(program);
  if (!cache) {
    cache = ts.createModuleResolutionCache(program.getCurrentDirectory(), (name) => name, options);
    resolutionCaches.set(program, cache);
  }
  const resolved = ts.resolveModuleName(specifier, fromFile, options, ts.sys, cache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) return null;
  return path.resolve(resolved.resolvedFileName);
}

/** Every relative module specifier of a file: imports and re-exports (type-only too) and import() calls. */
function specifiersOf(sourceFile) {
  const specifiers = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function targetsOf(program, fileName) {
  const sourceFile = program.getSourceFile(fileName);
  if (!sourceFile) return [];
  let targets = targetsBySourceFile.get(sourceFile);
  if (!targets) {
    targets = [
      ...new Set(specifiersOf(sourceFile).flatMap((specifier) => resolve(program, specifier, fileName) ?? [])),
    ];
    targetsBySourceFile.set(sourceFile, targets);
  }
  return targets;
}

/** The shortest way from `start` back to `home` (files after start), or null when there is none. */
function wayBack(program, start, home) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const file = queue[index];
    for (const next of targetsOf(program, file)) {
      if (next === home) {
        const way = [];
        for (let step = file; step !== null; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import (type imports included) that leads back to its own file.' },
    schema: [],
    messages: { cycle: 'Dependency cycle, type imports included: {{way}} and back here.' },
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    const home = path.resolve(context.physicalFilename);
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(program, source.value, home);
      if (!target || target === home) return;
      const way = wayBack(program, target, home);
      if (!way) return;
      const shown = way.map((file) => path.relative(path.dirname(home), file)).join(' => ');
      context.report({ node: source, messageId: 'cycle', data: { way: shown } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
