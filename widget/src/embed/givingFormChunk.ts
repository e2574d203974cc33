import { useEffect, useState } from 'react';
import type { GivingApp } from '../giving/GivingApp';

// The form is a chunk of its own, preloaded beside the element's chunk as soon as `halo-give.js` asks
// for that one (webpack's preload of a child chunk), and in parallel with the church's record (the
// form cannot render before that arrives anyway); it is taken from there when an element connects.
export const loadGivingForm = () =>
  import(/* webpackChunkName: "giving-form", webpackPreload: true */ '../giving/GivingApp');

export interface GivingFormChunk {
  /**
   * The form once its chunk has run, null while it is on its way. A chunk that could not be had (a
   * dropped connection, a blocked request) gives a form that throws why, as a lazy component would,
   * for the error boundary around it to say so.
   */
  form: typeof GivingApp | null;
  /** Asks for the chunk again: webpack forgets a chunk that failed, so this downloads it again. */
  retry(): void;
}

/**
 * The element's form, asked for in its first render. Not React's `lazy` behind a Suspense boundary:
 * React holds a boundary's content back until 300 ms after its fallback appeared (so that reveals in a
 * row do not flicker), and the form's chunk runs a few dozen milliseconds after the element's first
 * render, so a donor would wait out that timer on every page view. An ordinary update shows the form
 * as soon as its chunk has run.
 */
export function useGivingFormChunk(ready?: typeof GivingApp): GivingFormChunk {
  // A form that has run already (the first step painted before React, EmbedApp.tsx) is there at once.
  const [request, setRequest] = useState(() =>
    ready ? Promise.resolve({ GivingApp: ready }) : loadGivingForm(),
  );
  const [settled, setSettled] = useState<{ request: Promise<unknown>; form: typeof GivingApp } | undefined>(
    () => (ready ? { request, form: ready } : undefined),
  );
  useEffect(() => {
    // Each outcome names its request, so a late answer to an earlier one is ignored below.
    request.then(
      ({ GivingApp: form }) => setSettled({ request, form }),
      (failure: unknown) =>
        setSettled({
          request,
          form: () => {
            throw failure;
          },
        }),
    );
  }, [request]);
  return {
    form: settled?.request === request ? settled.form : null,
    retry: () => setRequest(loadGivingForm()),
  };
}
