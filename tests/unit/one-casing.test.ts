import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One casing (README "Architecture", issue 21): everything a server context gives the rest of the code through its
 * index.ts — the results of its functions and the types it exports — names its fields in camelCase. The spec's
 * snake_case lives only at the HTTP edge (route handlers and src/server/http), which this test does not read.
 */

const root = path.resolve(__dirname, '..', '..');
const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
/** Not data: drizzle table objects (their SQL names are the database's) are skipped by type, below. */
const MAX_DEPTH = 4;

function contextIndexes(): string[] {
  return ts.sys
    .readDirectory(path.join(root, 'src/server'), ['.ts'], undefined, ['*/index.ts'])
    .filter((file) => /src\/server\/[^/]+\/index\.ts$/.test(file));
}

function snakeFieldsOf(checker: ts.TypeChecker, type: ts.Type, where: string, depth: number, seen: Set<ts.Type>, found: string[]): void {
  if (depth > MAX_DEPTH || seen.has(type)) return;
  seen.add(type);
  if (type.isUnionOrIntersection()) {
    for (const part of type.types) snakeFieldsOf(checker, part, where, depth, seen, found);
    return;
  }
  const name = type.getSymbol()?.getName() ?? '';
  if (
    [
      'Date',
      'Promise',
      'Map',
      'Set',
      'Buffer',
      'Uint8Array',
      'Response',
      'NextResponse',
      'Headers',
      'ReadableStream',
      'Blob',
      'File',
    ].includes(name)
  ) {
    if (name === 'Promise' || name === 'Map' || name === 'Set') {
      for (const argument of checker.getTypeArguments(type as ts.TypeReference))
        snakeFieldsOf(checker, argument, where, depth, seen, found);
    }
    return;
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    for (const argument of checker.getTypeArguments(type as ts.TypeReference)) snakeFieldsOf(checker, argument, where, depth, seen, found);
    return;
  }
  if (!(type.flags & ts.TypeFlags.Object)) return;
  // Drizzle tables and columns: their property names are the table's columns, not data we hand around.
  if (type.getProperties().some((property) => property.getName() === '_' || property.getName() === '$inferSelect')) return;
  for (const property of type.getProperties()) {
    const propertyName = property.getName();
    if (SNAKE.test(propertyName)) found.push(`${where}.${propertyName}`);
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (!declaration) continue;
    const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
    if (propertyType.getCallSignatures().length > 0) continue;
    snakeFieldsOf(checker, propertyType, `${where}.${propertyName}`, depth + 1, seen, found);
  }
}

describe('one casing', () => {
  it("every server context's index gives camelCase data: function results and exported types", () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(root, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    );
    if (!config) throw new Error('tsconfig.json could not be read');
    const indexes = contextIndexes();
    const program = ts.createProgram({ rootNames: indexes, options: { ...config.options, noEmit: true } });
    const checker = program.getTypeChecker();
    const found: string[] = [];
    for (const file of indexes) {
      const source = program.getSourceFile(file);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!moduleSymbol) continue;
      const context = path.basename(path.dirname(file));
      for (const exported of checker.getExportsOfModule(moduleSymbol)) {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
        if (!declaration) continue;
        const where = `${context}.${exported.getName()}`;
        const seen = new Set<ts.Type>();
        if (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) {
          snakeFieldsOf(checker, checker.getDeclaredTypeOfSymbol(symbol), where, 0, seen, found);
          continue;
        }
        const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
        for (const signature of type.getCallSignatures()) snakeFieldsOf(checker, signature.getReturnType(), `${where}()`, 0, seen, found);
        if (type.getCallSignatures().length === 0) snakeFieldsOf(checker, type, where, 0, seen, found);
      }
    }
    expect([...new Set(found)].sort()).toEqual([]);
  }, 120_000);
});
