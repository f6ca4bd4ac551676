import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Journeys in e2e/ belong to Playwright; vitest only runs the unit tests beside the code.
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Vitest leaves a core free by default (cores - 1 workers), which on a 2-core machine runs
    // the files one after the other; the tests are CPU-bound and can use every core.
    maxWorkers: availableParallelism(),
    // Files share a worker's modules instead of importing them anew each, which was most of the
    // suite's time. So no test file may lean on module state another left behind; running the
    // files in another order (`npx vitest run --sequence.shuffle.files`) checks that.
    isolate: false,
    // A runner's default timeout is a wall-clock threshold too: on a loaded 2-core machine a
    // dataset build that takes 5 s quietly takes 20 s. These budgets only catch a hang; heavy
    // tests name larger ones of their own. Speed is measured by `npm run bench`, never here.
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
})
