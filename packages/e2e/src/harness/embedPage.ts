// A church's own plain page on ANOTHER SITE (http://127.0.0.1:{port}, not a *.localhost name) with
// the documented `<halo-give>` snippet (or several elements), for the size-budget test, the cold-page
// benchmark and the test of two embeds on one page; and the
// in-page test of "the giving form is interactive".
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmbedPage {
  url: string;
  close(): Promise<void>;
}

/** The documented snippet's element: one `<halo-give org="demo">` calling `apiOrigin`. */
export const demoElement = (apiOrigin: string, attributes = '') =>
  `<halo-give org="demo" api="${apiOrigin}"${attributes ? ` ${attributes}` : ''}></halo-give>`;

function churchHtml(apiOrigin: string, elements: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Give | Grace Community Church</title>
</head>
<body>
<main>
<h1>Give to Grace Community Church</h1>
<script src="${apiOrigin}/halo-give.js" defer></script>
${elements}
</main>
</body>
</html>`;
}

/**
 * Serves the church page embedding `<halo-give org="demo">` from `apiOrigin` (e.g.
 * http://demo.localhost:PORT), or the `elements` given instead (several embeds on one page).
 */
export async function serveEmbedPage(
  apiOrigin: string,
  elements: string = demoElement(apiOrigin),
): Promise<EmbedPage> {
  const server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.end(churchHtml(apiOrigin, elements));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs IN THE PAGE (pass it to `page.waitForFunction`, or its source to an init script): true once the
 * element's shadow root shows the amount choices and the Continue button, rendered (a box on screen)
 * and enabled, so a donor can pick an amount and go on. Sent as source text, so it holds no named
 * inner functions (tsx's keepNames would wrap them in a `__name` helper the page does not have).
 */
export function isGivingFormInteractive(): boolean {
  const root = document.querySelector('halo-give')?.shadowRoot;
  if (!root) return false;
  const submit = root.querySelector<HTMLButtonElement>('form button[type="submit"]');
  const amounts = Array.from(root.querySelectorAll<HTMLInputElement>('input[name="amountChoice"]'));
  if (!submit || submit.disabled || amounts.length < 2) return false;
  const shown: Element[] = [submit];
  for (const input of amounts) {
    const label = input.closest('label');
    if (input.disabled || !label) return false;
    shown.push(label);
  }
  return shown.every((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  });
}
