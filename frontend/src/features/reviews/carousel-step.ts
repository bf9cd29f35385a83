/** The carousel moves this far on every step. */
export const CAROUSEL_STEP_PX = 320;
/** And steps this often. */
export const CAROUSEL_INTERVAL_MS = 4000;
/** Within this distance of the end, the next step goes back to the start. */
const NEAR_END_PX = 16;

export interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Where the next step scrolls to: one step on, or back to the start once the last card is in view. */
export function nextScrollLeft({ scrollLeft, clientWidth, scrollWidth }: ScrollBox, step = CAROUSEL_STEP_PX): number {
  const end = scrollWidth - clientWidth;
  if (end <= 0) return 0;
  if (scrollLeft >= end - NEAR_END_PX) return 0;
  return Math.min(scrollLeft + step, end);
}
