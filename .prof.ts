import { join } from 'node:path'
import { loadGazetteerFromFile } from '/work/main/src/service/data/gazetteer/node'
import { World } from '/work/main/src/service/data/generate/world'
import { VenueCatalog } from '/work/main/src/service/data/generate/venues'
import { TimeZones } from '/work/main/src/service/data/holidays/time-zones'
import { EventRows } from '/work/main/src/service/data/generate/rows'
import { EntityTable } from '/work/main/src/service/data/generate/entities'
import { datasetWindow } from '/work/main/src/service/data/clock'
import { generateCalendarHolidays } from '/work/main/src/service/data/holidays/calendar-holidays'
import { generateDaylightSavings } from '/work/main/src/service/data/holidays/daylight-savings'
import { generateConcerts } from '/work/main/src/service/data/generate/concerts'
import { generateLeagues } from '/work/main/src/service/data/generate/sports'
import { generateBroadcasts } from '/work/main/src/service/data/generate/broadcasts'
const g = await loadGazetteerFromFile('/work/main/public/data')
let t = performance.now()
const lap = (s: string) => { const n = performance.now(); console.log(s, (n - t).toFixed(0)); t = n }
const now = Date.now(); const window = datasetWindow(now)
const world = new World(g); lap('world')
const venues = new VenueCatalog(world, 1); lap('venues')
const entities = new EntityTable()
const ctx = { seed: 1, now, window, world, venues, zones: new TimeZones(window.start, window.end), rows: new EventRows(entities), entities, scale: 1, televised: [] }
generateCalendarHolidays(ctx); lap('holidays')
generateDaylightSavings(ctx); lap('dst')
generateLeagues(ctx); lap('leagues')
generateConcerts(ctx, 50000); lap('concerts 50k')
generateBroadcasts(ctx, 100000); lap('broadcasts')
console.log(world.cities.length, g.ofType('region').length, g.ofType('county').length, g.ofType('locality').length)
