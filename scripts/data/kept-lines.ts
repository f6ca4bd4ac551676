// Geometry kept in the repository beside the script that reads it (rivers.ts, urban-areas.ts),
// made by hand from a Debian package by a script of its own: lines of points as protocol-buffer
// varints (pbf), deflated and in base64, in a JSON file that names its source. A point is the
// signed difference from the point before it, the previous line's last for a line's first, in
// 1/scale degree.
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { PbfReader, PbfWriter } from 'pbf'
import type { Position } from './geometry'

interface KeptFile {
  readonly source: string
  readonly scale: number
  /** How many items (a river, an area) the data holds. */
  readonly count: number
  readonly data: string
}

export class KeptLinesWriter {
  private readonly out = new PbfWriter()
  private x = 0
  private y = 0

  constructor(private readonly scale: number) {}

  /** A whole number of the caller's before an item or a line: a river's level, an area's rings. */
  number(n: number): void {
    this.out.writeVarint(n)
  }

  line(points: readonly Position[]): void {
    this.out.writeVarint(points.length)
    for (const [lon, lat] of points) {
      const [x, y] = [Math.round(lon * this.scale), Math.round(lat * this.scale)]
      this.out.writeSVarint(x - this.x)
      this.out.writeSVarint(y - this.y)
      ;[this.x, this.y] = [x, y]
    }
  }

  /** The file's text, as Prettier writes it: one field a line. */
  text(source: string, count: number): string {
    const kept: KeptFile = {
      source,
      scale: this.scale,
      count,
      data: deflateRawSync(this.out.finish(), { level: 9 }).toString('base64'),
    }
    const fields = Object.entries(kept).map(([k, v]) => `  "${k}": ${JSON.stringify(v)}`)
    return `{\n${fields.join(',\n')}\n}\n`
  }
}

export class KeptLinesReader {
  readonly source: string
  readonly count: number
  private readonly scale: number
  private readonly bytes: PbfReader
  private x = 0
  private y = 0

  constructor(text: string) {
    const kept = JSON.parse(text) as KeptFile
    this.source = kept.source
    this.count = kept.count
    this.scale = kept.scale
    this.bytes = new PbfReader(inflateRawSync(Buffer.from(kept.data, 'base64')))
  }

  number(): number {
    return this.bytes.readVarint()
  }

  line(): Position[] {
    const points: Position[] = []
    for (let n = this.bytes.readVarint(); n > 0; n--) {
      this.x += this.bytes.readSVarint()
      this.y += this.bytes.readSVarint()
      points.push([this.x / this.scale, this.y / this.scale])
    }
    return points
  }
}
