import { lazy, Suspense, useEffect, useState } from 'react';
import { useGivingEnvironment, useGivingFormStore } from './GivingEnvironment';
import { loadGivingDialogs } from './givingLaterChunks';

const LeaveDialog = lazy(() => loadGivingDialogs().then(({ LeaveDialog }) => ({ default: LeaveDialog })));

/**
 * docs/PRODUCT.md §2: leaving with a half-filled form warns that the donation will not be saved. Closing or
 * reloading the tab gets the browser's own prompt (`beforeunload`; browsers do not allow a custom
 * one); an in-app navigation on the hosted page gets this modal. Both are removed on unmount.
 */
export function LeaveGuard() {
  const environment = useGivingEnvironment();
  const form = useGivingFormStore();
  const [proceed, setProceed] = useState<(() => void) | null>(null);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!form.getState().isDirty()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const uninstall = environment.installLeaveGuard?.(
      () => form.getState().isDirty(),
      (go) => setProceed(() => go),
    );
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      uninstall?.();
    };
  }, [environment, form]);

  // The dialog's code comes with the form's other dialogs, after the first screen.
  if (proceed === null) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog proceed={proceed} onStay={() => setProceed(null)} />
    </Suspense>
  );
}
