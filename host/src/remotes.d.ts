// Federated modules (webpack.config.ts): their sources are other workspaces, which apps may not import
// directly, so the host declares the shapes it relies on.
declare module 'halo_widget/GivingPage' {
  import type { ComponentType } from 'react';
  const GivingPage: ComponentType;
  export default GivingPage;
}

declare module 'halo_widget/KioskPage' {
  import type { ComponentType } from 'react';
  const KioskPage: ComponentType;
  export default KioskPage;
}

declare module 'halo_portal/*' {
  import type { ComponentType, ReactNode } from 'react';
  /** Portal screens render their own content; `DonorLayout` wraps a screen given as children. */
  const Screen: ComponentType<{ children?: ReactNode; params?: Record<string, string> }>;
  export default Screen;
}

declare module 'halo_admin/*' {
  import type { ComponentType, ReactNode } from 'react';
  /** Console pages render their section; `AdminLayout` wraps a page given as children. */
  const Screen: ComponentType<{ children?: ReactNode; params?: Record<string, string> }>;
  export default Screen;
}
