// Module `halo_shared/router`: a tiny history-API router whose state lives in `haloStore`.
export { navigate, type NavigateOptions } from './router/navigate';
export { navigationGuard, setNavigationGuard, type NavigationGuard } from './router/navigationGuard';
export { startRouter } from './router/startRouter';
export { useLocationPath } from './router/useLocationPath';
export { Link, type LinkProps } from './router/Link';
