// A PMTiles source over bytes in memory, so tests read an archive with the `pmtiles` package's
// own reader, as the map does over HTTP.
import type { RangeResponse, Source } from 'pmtiles'

export class BytesSource implements Source {
  constructor(private readonly bytes: Uint8Array) {}
  getKey(): string {
    return 'bytes.pmtiles'
  }
  getBytes(offset: number, length: number): Promise<RangeResponse> {
    // A copy: a Node Buffer's slice shares the pool's whole ArrayBuffer.
    const data = new Uint8Array(this.bytes.subarray(offset, offset + length)).buffer
    return Promise.resolve({ data })
  }
}
