// The ids a generator gives one table's rows: a 32-bit seed each, spelled as the id
// (data/tables.ts, `seededToken`). Seeds clash now and then among a million rows; a clash is drawn
// again from the same stream, so the table's ids stay unique and the draws stay deterministic.
import type { Rng } from '../random'
import { seededToken } from '../random'

export class UniqueIds {
  private readonly made = new Set<string>()

  constructor(
    private readonly chars: number,
    private readonly salt = 0,
  ) {}

  /** A seed from `rng` whose id no row of the table has yet, and that id. */
  draw(rng: Rng): { readonly seed: number; readonly id: string } {
    for (;;) {
      const seed = rng.uint32()
      const id = seededToken(seed, this.chars, this.salt)
      if (!this.made.has(id)) {
        this.made.add(id)
        return { seed, id }
      }
    }
  }
}
