import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { registerStepUpPrompt } from '../../api/step-up';

const StepUpDialog = lazy(async () => ({ default: (await import('./StepUpDialog')).StepUpDialog }));

/**
 * Mounted by the screens with sensitive actions (Admin, the account page): when the api answers
 * STEP_UP_REQUIRED it asks for the second factor, and the refused request is sent again once
 * confirmed (api/step-up.ts). Cancelling leaves the action undone. The dialog's code loads only
 * when it is first needed.
 */
export function StepUpHost() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      registerStepUpPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );

  const close = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog close={close} />
    </Suspense>
  );
}
