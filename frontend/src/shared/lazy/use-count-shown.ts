import { startTransition, useEffect, useState } from 'react';

interface CountSteps {
  /** Entries rendered as soon as the list arrives: a screenful and a little more. */
  first: number;
  /** Entries added each step after the first, one step a task. */
  step: number;
}

/**
 * How many of a long list's `total` entries to render: the first screenful at once, then the rest a
 * step at a time, each step a transition that a tap interrupts (issue 30: a day of 300 orders rendered
 * in one go kept a tablet busy for seconds before it painted any). New entries join the steps.
 */
export function useCountShown(total: number, { first, step }: CountSteps): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => count + step)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
