/**
 * What counts as test code for the import rules (.dependency-cruiser.cjs, lint-deps.mjs): tests, and the test
 * kits (fakes, harnesses, testing/ folders) only tests may import.
 */
const TEST_KITS = [
  '/testing/',
  '/testing\\.tsx?$',
  '-for-test\\.tsx?$',
  '^server/test/',
  '^client/src/test/',
];
const TEST_CODE = ['\\.(test|api\\.test)\\.tsx?$', '\\.e2e\\.ts$', ...TEST_KITS];

module.exports = { TEST_CODE, TEST_KITS };
