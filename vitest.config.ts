import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Journeys in e2e/ belong to Playwright; vitest only runs the unit tests beside the code.
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
})
