import ts from 'typescript';

/**
 * Whether a declaration holds a language's English: `const en = {…}`, `export const givingMessagesEn`,
 * or the `en` of `{ en: {…}, es: {…} }`. Each module writes its English one of these ways (the browser's
 * catalogues and the API's email, PDF and error messages alike), its Spanish beside it or in a `.es` file.
 */
function isEnglishName(name: ts.PropertyName | ts.BindingName): boolean {
  return (ts.isIdentifier(name) || ts.isStringLiteral(name)) && /^(?:en|\w+En)$/.test(name.text);
}

/** Every text written in a source file's English declarations (string and template literals). */
export function englishTextsOf(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const collect = (node: ts.Node): void => {
    // A key (`'method.cheque': …`) names a text; only its value is read.
    if (ts.isPropertyAssignment(node)) collect(node.initializer);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
      node.templateSpans.forEach((span) => collect(span.expression));
    } else ts.forEachChild(node, collect);
  };
  const visit = (node: ts.Node): void => {
    const english =
      (ts.isVariableDeclaration(node) && isEnglishName(node.name) && node.initializer) ||
      (ts.isPropertyAssignment(node) && isEnglishName(node.name) && node.initializer);
    if (english) collect(english);
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}
