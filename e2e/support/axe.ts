import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as the accessibility sweep checks every page. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's transitions and animations that end (a button fading from disabled to enabled, a dialog
 * opening) to end, not for those that loop (a spinner): axe judges colours as they are at that instant, and a person
 * reads them once they have settled.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The serious and critical violations on the page (or the part `include` selects, less `exclude`), one line each with where they are. */
export async function seriousViolations(page: Page, { include, exclude }: { include?: string; exclude?: string } = {}): Promise<string[]> {
  await transitionsEnded(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.html.slice(0, 200)}: ${node.failureSummary ?? ''}`));
}
