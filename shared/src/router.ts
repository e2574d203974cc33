// Module `halo_shared/router`: a tiny history-API router, made by a composition root over its store.
export { createRouter, type NavigateOptions, type NavigationGuard, type Router } from './router/createRouter';
export { RouterContext, useRouter } from './router/RouterContext';
export { useLocationPath } from './router/useLocationPath';
export { Link, type LinkProps } from './router/Link';
