/**
 * Sets the printed page's size (an `@page` rule) just before window.print(): a style element of its
 * own per printout, replaced on each print and appended last, so it outranks one set by another printout.
 */
export function setPrintPageSize(id: string, pageRule: string): void {
  document.getElementById(id)?.remove();
  const style = document.createElement('style');
  style.id = id;
  style.textContent = pageRule;
  document.head.appendChild(style);
}
