import { type SecondFactorRefusal } from '@halo/domain';
import { useApiClient } from 'halo_shared/api';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The dialog, its words and its code form load when an operation is first refused: most visits to the
// console never need them, so they stay off its first screen.
const SecondFactorDialog = lazy(
  () => import(/* webpackChunkName: "admin-second-factor" */ './SecondFactorDialog'),
);

/**
 * The console's one answer to an operation refused for want of the second factor (a refund, a team
 * change, the team's pages): a dialog asking for a code, after which the operation is sent again, or,
 * without a second factor yet, the way to the Security page. Operations refused together wait for
 * the same dialog.
 */
export function SecondFactorChallenge() {
  const { answerSecondFactorRefusals } = useApiClient();
  const [refusal, setRefusal] = useState<SecondFactorRefusal | null>(null);
  const waiting = useRef<((proven: boolean) => void)[]>([]);

  useEffect(
    () =>
      answerSecondFactorRefusals(
        (next) =>
          new Promise<boolean>((resolve) => {
            waiting.current.push(resolve);
            setRefusal((current) => current ?? next);
          }),
      ),
    [answerSecondFactorRefusals],
  );
  // Leaving the console answers whoever still waits: their operations keep the refusal.
  useEffect(() => {
    const pending = waiting;
    return () => {
      for (const resolve of pending.current.splice(0)) resolve(false);
    };
  }, []);

  function finish(proven: boolean) {
    const resolvers = waiting.current;
    waiting.current = [];
    setRefusal(null);
    for (const resolve of resolvers) resolve(proven);
  }

  if (!refusal) return null;
  return (
    <Suspense fallback={null}>
      <SecondFactorDialog refusal={refusal} finish={finish} />
    </Suspense>
  );
}
