/** Points the page's `link[rel=icon]` at a route's favicon (docs/PRODUCT.md §1: the favicon can vary per route). */
export function setFavicon(href: string, document: Document = window.document): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) {
    link.type = 'image/svg+xml';
    link.setAttribute('href', href);
  }
}
