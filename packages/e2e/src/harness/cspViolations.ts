// Content-Security-Policy violations in every page of a browser context, from the page's own
// `securitypolicyviolation` events (an init script listens on document before any page script runs)
// and from Chromium's console errors about the policy, kept on the Node side so navigations lose none.
import type { BrowserContext } from 'playwright-core';

export interface CspViolation {
  /** The page it happened on. */
  url: string;
  /** The directive that refused, e.g. `script-src-elem`. */
  directive: string;
  /** What was refused: a URL, `inline`, `eval`, `data`, … */
  blocked: string;
  sourceFile: string;
  line: number;
  /** The first characters of an inline script or style that was refused. */
  sample: string;
  disposition: string;
}

export interface CspWatch {
  violations: CspViolation[];
  /** Console errors that mention the Content Security Policy. */
  consoleErrors: string[];
  clear(): void;
}

const BINDING = '__haloCspViolation';

export async function watchCspViolations(context: BrowserContext): Promise<CspWatch> {
  const watch: CspWatch = {
    violations: [],
    consoleErrors: [],
    clear() {
      watch.violations.length = 0;
      watch.consoleErrors.length = 0;
    },
  };
  await context.exposeBinding(BINDING, ({ page }, violation: Omit<CspViolation, 'url'>) => {
    watch.violations.push({ url: page.url(), ...violation });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (value: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
        disposition: event.disposition,
      });
    });
  }, BINDING);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      watch.consoleErrors.push(`${message.location().url}: ${message.text()}`);
    }
  });
  return watch;
}
