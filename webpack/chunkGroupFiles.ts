import { Compilation, sources, type Compiler, type WebpackPluginInstance } from 'webpack';

/** Where each federated build lists its chunk groups' files (read by packages/api/src/http/firstRouteScripts.ts). */
const CHUNK_GROUP_FILES = 'chunk-groups.json';

/**
 * Writes `chunk-groups.json` beside a build's files: for every named chunk group (an exposed module,
 * `__federation_expose_<name>`, or an import given a webpackChunkName) the JavaScript files that
 * loading it fetches, in webpack's order. The federation manifest's per-module asset lists are wider
 * than what the runtime loads (it names chunks of modules the expose only reaches lazily), so the
 * server's first-route hints read these instead: a hint for a file the page does not load would
 * cost a slow phone its bytes for nothing.
 */
export class ChunkGroupFilesPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkGroupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.chunks.flatMap((chunk) =>
              [...chunk.files].filter((file) => file.endsWith('.js')),
            );
          }
          compilation.emitAsset(CHUNK_GROUP_FILES, new sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}
