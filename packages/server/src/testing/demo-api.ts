import { afterAll, beforeAll, expect } from 'vitest';
import { demoMarketplace, TestApi, type Demo } from '../ordering/testing.js';

/**
 * Registers a test file's demo marketplace and its API (`TestApi`), built once before the
 * file's tests and closed after them, and hands both to `use`. After the tests, the app must
 * have logged no unexpected error.
 */
export function useDemoApi(use: (demo: Demo, api: TestApi) => void): void {
  let demo: Demo | undefined;
  let api: TestApi | undefined;
  beforeAll(async () => {
    demo = await demoMarketplace();
    api = new TestApi(demo.db);
    use(demo, api);
  }, 120_000);
  afterAll(async () => {
    expect(api?.errors ?? []).toEqual([]);
    await demo?.close();
  });
}
