// Each API test file boots the real app on a fresh database (PGlite compiles its WebAssembly first),
// which can take far longer than jest's 5 s default on a busy 2-core machine. Timings belong in the
// benchmarks, not in test timeouts.
jest.setTimeout(60_000);
