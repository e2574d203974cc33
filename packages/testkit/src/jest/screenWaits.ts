// How long a jsdom test waits for what the next step of a flow shows (findBy…, waitFor). A step may
// load a lazy chunk and answer through a real HTTP test server; testing-library's default of 1 s is
// what a busy 2-core CI machine can take for one such step. 5 s still fails a screen that never comes,
// and each test may take 15 s in all, so a flow of several steps fails by its own wait, not jest's.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(15_000);
