// The types and doc comments shown on hover in config code blocks, read from a snippet's TypeScript service.
// An option name in an object literal (`format: 'esm'`) shows the option as declared (`format?: Format | undefined`,
// with its doc comment), not the literal type the call inferred; every other name shows what an editor's hover shows.
import fs from 'node:fs';
import ts from 'typescript';
import { digest, readTypeHintFile, typeHintKey, typeHintsDataFile } from '../../theme/plugins/type-hint-store.mjs';

/**
 * @typedef {import('../../theme/components/TypeHints/type-file.mjs').TypeHintData} TypeHintData
 * @typedef {import('../../theme/components/TypeHints/type-file.mjs').TypeHintInfo} TypeHintInfo
 * @typedef {import('../../theme/plugins/type-hint-store.mjs').TypeHintFile} TypeHintFile
 */

/** A step into the elements of an array. */
const element = Symbol('element');

/** The text of a property name, when it is a plain one. @param {ts.PropertyName} name */
function keyOf(name) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/**
 * The types a value of this type may be, with type parameters (and other generic types) replaced by their
 * constraints, and unions and intersections taken apart.
 * @param {ts.TypeChecker} checker @param {ts.Type} type @param {number} [depth] @returns {ts.Type[]}
 */
function objectParts(checker, type, depth = 0) {
  const base = type.flags & ts.TypeFlags.Instantiable ? checker.getBaseConstraintOfType(type) : type;
  if (!base || depth > 8) return [];
  if (base.isUnionOrIntersection()) return base.types.flatMap((part) => objectParts(checker, part, depth + 1));
  return base === type ? [base] : objectParts(checker, base, depth + 1);
}

/**
 * The type an expression is declared to have by what encloses it: the parameter of the function it is passed to
 * (before inference), the annotation of the variable it initialises, or the type it `satisfies`.
 * @param {ts.TypeChecker} checker @param {ts.Expression} expression @returns {ts.Type | undefined}
 */
function declaredTypeOf(checker, expression) {
  const parent = expression.parent;
  if (ts.isParenthesizedExpression(parent)) return declaredTypeOf(checker, parent);
  if (ts.isVariableDeclaration(parent) && parent.type) return checker.getTypeFromTypeNode(parent.type);
  if ((ts.isSatisfiesExpression(parent) || ts.isAsExpression(parent)) && !ts.isConstTypeReference(parent.type)) {
    return checker.getTypeFromTypeNode(parent.type);
  }
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(expression)) {
    const declaration = checker.getResolvedSignature(parent)?.getDeclaration();
    const parameter = declaration?.parameters?.[parent.arguments.indexOf(expression)];
    return parameter ? checker.getTypeAtLocation(parameter) : undefined;
  }
  // The object returned by a function passed where a function is declared, e.g. `defineConfig(({ env }) => ({ … }))`.
  const fn = ts.isArrowFunction(parent) && parent.body === expression ? parent : undefined;
  const returned = ts.isReturnStatement(parent) ? ts.findAncestor(parent, ts.isFunctionLike) : fn;
  if (returned && (ts.isArrowFunction(returned) || ts.isFunctionExpression(returned))) {
    const declared = declaredTypeOf(checker, returned);
    for (const part of declared ? objectParts(checker, declared) : []) {
      for (const signature of part.getCallSignatures()) {
        const result = signature.getReturnType();
        return checker.getAwaitedType(result) ?? result;
      }
    }
  }
  return undefined;
}

/**
 * The declared property that an option name in an object literal sets.
 * @param {ts.TypeChecker} checker @param {ts.Identifier} name @returns {ts.Symbol | undefined}
 */
export function declaredProperty(checker, name) {
  const assignment = name.parent;
  const isMember =
    ts.isPropertyAssignment(assignment) ||
    ts.isShorthandPropertyAssignment(assignment) ||
    ts.isMethodDeclaration(assignment);
  if (!isMember || assignment.name !== name || !ts.isObjectLiteralExpression(assignment.parent)) return undefined;
  /** @type {(string | typeof element)[]} */
  const steps = [name.text];
  /** @type {ts.Expression} */
  let literal = assignment.parent;
  for (;;) {
    const parent = literal.parent;
    if (
      ts.isPropertyAssignment(parent) &&
      parent.initializer === literal &&
      ts.isObjectLiteralExpression(parent.parent)
    ) {
      const key = keyOf(parent.name);
      if (key === undefined) return undefined;
      steps.unshift(key);
      literal = parent.parent;
    } else if (ts.isArrayLiteralExpression(parent)) {
      steps.unshift(element);
      literal = parent;
    } else break;
  }
  let type = declaredTypeOf(checker, literal);
  /** @type {ts.Symbol | undefined} */
  let symbol;
  for (const step of steps) {
    const parts = type ? objectParts(checker, type) : [];
    type = undefined;
    for (const part of parts) {
      if (step === element) {
        type = checker.getIndexTypeOfType(part, ts.IndexKind.Number);
      } else {
        symbol = checker.getPropertyOfType(part, step);
        type = symbol && checker.getTypeOfSymbol(symbol);
      }
      if (type) break;
    }
    if (!type) return undefined;
  }
  return symbol;
}

/** Longest doc comment kept, in characters: long ones (Node.js API docs) are cut after a paragraph. */
const maxDocLength = 600;

/** A doc comment, cut after the last paragraph that fits. @param {string} text */
function shortDoc(text) {
  if (text.length <= maxDocLength) return text;
  const cut = text.lastIndexOf('\n\n', maxDocLength);
  return `${text.slice(0, cut > 0 ? cut : maxDocLength).trimEnd()} …`;
}

/** @param {readonly ts.JSDocTagInfo[]} tags @returns {[string, string][]} */
const tagsOf = (tags) => tags.map((t) => [t.name, shortDoc(ts.displayPartsToString(t.text ?? []))]);

/** @param {ts.Symbol} symbol @param {ts.TypeChecker} checker */
function docsOf(symbol, checker) {
  return {
    d: shortDoc(ts.displayPartsToString(symbol.getDocumentationComment(checker))),
    t: tagsOf(symbol.getJsDocTags(checker)),
  };
}

/**
 * A function as declared: its simplest signature (the first without type parameters), and how many other overloads
 * it has. TypeScript's own hover shows the overload a call resolved to, instantiated with the whole config object.
 * @param {ts.TypeChecker} checker @param {ts.Identifier} node @returns {TypeHintInfo | undefined}
 */
function functionInfo(checker, node) {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Function)) return undefined;
  const signatures = checker.getTypeOfSymbol(symbol).getCallSignatures();
  const simplest = signatures.find((s) => !s.getTypeParameters()?.length) ?? signatures[0];
  if (!simplest) return undefined;
  const others = signatures.length - 1;
  const more = others > 0 ? ` (+${others} overload${others > 1 ? 's' : ''})` : '';
  return { s: `function ${symbol.name}${checker.signatureToString(simplest)}${more}`, ...docsOf(symbol, checker) };
}

/**
 * The hover information of the names in some lines of a file.
 * @param {ts.LanguageService} service @param {string} fileName
 * @param {Map<number, number>} visibleStart offset in the visible text of each visible line of the file
 * @param {TypeHintData} data the data to add to (infos are shared between the files of one block)
 */
export function collectTypeHints(service, fileName, visibleStart, data) {
  const program = service.getProgram();
  const source = program?.getSourceFile(fileName);
  if (!program || !source) return;
  const checker = program.getTypeChecker();
  /** @type {Map<string, number>} */
  const known = new Map(data.i.map((info, index) => [JSON.stringify(info), index]));
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isIdentifier(node)) {
      const start = node.getStart(source);
      const { line, character } = source.getLineAndCharacterOfPosition(start);
      const lineOffset = visibleStart.get(line);
      const info = lineOffset === undefined ? undefined : infoOf(service, checker, fileName, node, start);
      if (info && lineOffset !== undefined) {
        const key = JSON.stringify(info);
        const index = known.get(key) ?? data.i.push(info) - 1;
        known.set(key, index);
        data.h.push([lineOffset + character, node.getEnd() - start, index]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/**
 * The values behind a type alias that is a union of literals (`Format`), on a line of their own, so that the popup
 * lists them: `type Format = "esm" | "cjs" | …`.
 * @param {ts.TypeChecker} checker @param {ts.Type} type
 */
function aliasedValues(checker, type) {
  const plain = checker.getNonNullableType(type);
  const literal = (/** @type {ts.Type} */ t) => !!(t.flags & (ts.TypeFlags.Literal | ts.TypeFlags.BooleanLiteral));
  if (!plain.aliasSymbol || !plain.isUnion() || !plain.types.every(literal)) return '';
  return `\ntype ${plain.aliasSymbol.name} = ${checker.typeToString(plain, undefined, ts.TypeFormatFlags.InTypeAlias)}`;
}

/**
 * @param {ts.LanguageService} service @param {ts.TypeChecker} checker @param {string} fileName
 * @param {ts.Identifier} node @param {number} start @returns {TypeHintInfo | undefined}
 */
function infoOf(service, checker, fileName, node, start) {
  const declaredFunction = functionInfo(checker, node);
  if (declaredFunction) return declaredFunction;
  const property = declaredProperty(checker, node);
  if (property) {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const type = checker.getTypeOfSymbol(property);
    const signature = `(property) ${property.name}${optional}: ${checker.typeToString(type)}`;
    return { s: signature + aliasedValues(checker, type), ...docsOf(property, checker) };
  }
  const quick = service.getQuickInfoAtPosition(fileName, start);
  if (!quick?.displayParts?.length) return undefined;
  return {
    s: ts.displayPartsToString(quick.displayParts),
    d: shortDoc(ts.displayPartsToString(quick.documentation ?? [])),
    t: tagsOf(quick.tags ?? []),
  };
}

/**
 * Rewrites the committed file for the given blocks: entries still valid are kept, the missing ones are computed with
 * `compute`. With `prune` `true` (the blocks are those of every page), entries of blocks that no longer exist are
 * dropped; with a set of keys (those of every page's config blocks), so are entries whose key is not in it.
 * Returns how many entries were computed and how many the file holds.
 * @template {{ code: string }} Block
 * @param {Block[]} blocks @param {(block: Block) => TypeHintData | undefined} compute
 * @param {boolean | Set<string>} prune
 */
export function refreshTypeHintFile(blocks, compute, prune) {
  const old = readTypeHintFile();
  const kept = Object.entries(old.blocks).filter(([key]) => prune !== true && (prune === false || prune.has(key)));
  /** @type {TypeHintFile} */
  const next = { infos: {}, blocks: Object.fromEntries(kept) };
  let computed = 0;
  for (const block of blocks) {
    const key = typeHintKey(block.code);
    if (next.blocks[key]) continue;
    const kept = old.blocks[key];
    if (kept) {
      next.blocks[key] = kept;
      continue;
    }
    const data = compute(block);
    computed++;
    if (!data) continue;
    next.blocks[key] = data.h.map(([offset, length, index]) => {
      const info = data.i[index] ?? { s: '', d: '', t: [] };
      const id = digest(JSON.stringify(info)).slice(0, 10);
      old.infos[id] = info;
      return [offset, length, id];
    });
  }
  for (const names of Object.values(next.blocks)) {
    for (const [, , id] of names) if (old.infos[id]) next.infos[id] = old.infos[id];
  }
  const lines = (/** @type {Record<string, unknown>} */ record) =>
    Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}: ${JSON.stringify(record[key])}`)
      .join(',\n');
  const text = `{\n"infos": {\n${lines(next.infos)}\n},\n"blocks": {\n${lines(next.blocks)}\n}\n}\n`;
  if (!fs.existsSync(typeHintsDataFile) || fs.readFileSync(typeHintsDataFile, 'utf8') !== text) {
    fs.writeFileSync(typeHintsDataFile, text);
  }
  return { computed, total: Object.keys(next.blocks).length };
}
