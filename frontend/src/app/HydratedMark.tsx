import { useEffect } from 'react';
import { adoptTypedValues } from './adopt-typed-values';

/**
 * Once React has hydrated the page: hands it the text a visitor typed before that, marks the
 * document (`<html data-hydrated="true">`), from when the page's fields and buttons answer, and
 * calls `onHydrated`. Browser journeys wait for the mark before they press keys; it renders nothing.
 * The server renders it too (its effect never runs there), so that the root has the same children on
 * both sides: React derives the ids of `useId` (a field's label and input) from the tree's shape.
 */
export function HydratedMark({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    adoptTypedValues(document);
    document.documentElement.dataset.hydrated = 'true';
    onHydrated?.();
  }, [onHydrated]);
  return null;
}
