/**
 * Sets the printed page's size (an `@page` rule) just before window.print(): a style element of its
 * own per printout, replaced on each print and appended last, so it outranks one set by another printout.
 */
function setPrintPageSize(id: string, pageRule: string): void {
  document.getElementById(id)?.remove();
  const style = document.createElement('style');
  style.id = id;
  style.textContent = pageRule;
  document.head.appendChild(style);
}

/** Prints with this page size, once React has put the chosen paper on the print copy (the caller sets it first). */
export function printOnPage(id: string, pageRule: string): void {
  setPrintPageSize(id, pageRule);
  window.setTimeout(() => window.print(), 50);
}
