export default async function globalTeardown(): Promise<void> {
  await globalThis.haloRemoveE2eTemplate?.();
}
