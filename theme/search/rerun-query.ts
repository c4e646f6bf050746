/**
 * Makes DocSearch search its current query again, as if the reader had typed it, for when better results became
 * available (the local index's text arrived). DocSearch has no public way to refresh its results, and React reports
 * an input only when its value changed, so the value goes to the query with a zero-width space (which the engine
 * ignores) and back. The caret stays where it was.
 */
export function rerunQuery(input: HTMLInputElement | null | undefined): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input?.value || !setValue) return;
  const query = input.value;
  const { selectionStart, selectionEnd } = input;
  for (const value of [`${query}\u200b`, query]) {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  input.setSelectionRange(selectionStart, selectionEnd);
}
