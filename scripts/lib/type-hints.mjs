// The types and doc comments shown on hover in config code blocks, read from a snippet's TypeScript service.
// An option name in an object literal (`format: 'esm'`) shows the option as declared (`format?: Format | undefined`,
// with its doc comment), not the literal type the call inferred; every other name shows what an editor's hover shows.
import ts from 'typescript';

/**
 * @typedef {import('../../theme/components/TypeHints/shared.mjs').TypeHintData} TypeHintData
 * @typedef {import('../../theme/components/TypeHints/shared.mjs').TypeHintInfo} TypeHintInfo
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
    ts.isPropertyAssignment(assignment) || ts.isShorthandPropertyAssignment(assignment) || ts.isMethodDeclaration(assignment);
  if (!isMember || assignment.name !== name || !ts.isObjectLiteralExpression(assignment.parent)) return undefined;
  /** @type {(string | typeof element)[]} */
  const steps = [name.text];
  /** @type {ts.Expression} */
  let literal = assignment.parent;
  for (;;) {
    const parent = literal.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === literal && ts.isObjectLiteralExpression(parent.parent)) {
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

/** @param {ts.Symbol} symbol @param {ts.TypeChecker} checker */
function docsOf(symbol, checker) {
  return {
    d: ts.displayPartsToString(symbol.getDocumentationComment(checker)),
    t: symbol.getJsDocTags(checker).map((t) => /** @type {[string, string]} */ ([t.name, ts.displayPartsToString(t.text ?? [])])),
  };
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
 * @param {ts.LanguageService} service @param {ts.TypeChecker} checker @param {string} fileName
 * @param {ts.Identifier} node @param {number} start @returns {TypeHintInfo | undefined}
 */
function infoOf(service, checker, fileName, node, start) {
  const property = declaredProperty(checker, node);
  if (property) {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const type = checker.typeToString(checker.getTypeOfSymbol(property));
    return { s: `(property) ${property.name}${optional}: ${type}`, ...docsOf(property, checker) };
  }
  const quick = service.getQuickInfoAtPosition(fileName, start);
  if (!quick?.displayParts?.length) return undefined;
  return {
    s: ts.displayPartsToString(quick.displayParts),
    d: ts.displayPartsToString(quick.documentation ?? []),
    t: (quick.tags ?? []).map((t) => /** @type {[string, string]} */ ([t.name, ts.displayPartsToString(t.text ?? [])])),
  };
}
