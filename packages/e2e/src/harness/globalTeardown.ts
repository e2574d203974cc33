export default function globalTeardown(): void {
  globalThis.haloRemoveE2eTemplate?.();
}
