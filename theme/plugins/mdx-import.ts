type Estree = { body: { type: string; source?: { value?: unknown } }[] };

/**
 * A page's ESM node without the import of `componentPath`, for the plugins that turn a component into static markup
 * when the page compiles (start-from, consumer-table, output-explorer, option-tables): the component's code then
 * stays out of the page's JavaScript. An ESM node holds all the import lines that follow each other, so only that
 * declaration goes; null when nothing else is left. The `.md` copies, compiled without these plugins, keep it.
 */
export function withoutImport<T extends { type: string; value?: string; data?: Record<string, unknown> }>(
  node: T,
  componentPath: string,
): T | null {
  const estree = node.data?.estree as Estree | undefined;
  if (node.type !== 'mdxjsEsm' || !estree) return node;
  const isImport = (statement: Estree['body'][number]) =>
    statement.type === 'ImportDeclaration' && statement.source?.value === componentPath;
  if (!estree.body.some(isImport)) return node;
  const body = estree.body.filter((statement) => !isImport(statement));
  if (body.length === 0) return null;
  const value = (node.value ?? '')
    .split('\n')
    .filter((line) => !line.includes(`'${componentPath}'`) && !line.includes(`"${componentPath}"`))
    .join('\n');
  return { ...node, value, data: { ...node.data, estree: { ...estree, body } } };
}
