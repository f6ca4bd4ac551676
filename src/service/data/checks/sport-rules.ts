// Rules for sport: a league fixture pairs two teams of its league at the home team's ground in
// the league's season (generate/leagues.ts, sports.ts), a neutral final at a host's ground in its
// month (generate/league-finals.ts); a marquee event keeps to its month
// (sports-specials-data.ts); a local fixture pairs clubs of neighbouring towns of one country in
// the sport's season, and races and open tournaments keep to theirs (sports-local-rules.ts).

import type { PlaceRecord } from '../gazetteer/types'
import type { NeutralFinal } from '../generate/league-finals'
import { NEUTRAL_FINALS } from '../generate/league-finals'
import type { League } from '../generate/leagues'
import { LEAGUES } from '../generate/leagues'
import { CANADIAN_PROVINCES, FINALS, leagueMonths, kickoffTime } from '../generate/sports'
import {
  DEFAULT_SPORTS,
  LOCAL_LEAGUE_KM,
  RACE_VENUES,
  RACES,
  SPORTS_BY_COUNTRY,
  TEAM_SPORTS,
  TOURNAMENTS,
} from '../generate/sports-local-rules'
import type { Special } from '../generate/sports-specials-data'
import { SPECIALS } from '../generate/sports-specials-data'
import { normalise } from '../generate/world'
import { haversineKm } from '../geo/distance'
import { NOUNS, SPONSORS } from '../generate/words'
import type { CheckContext, Violations } from './check-context'
import { checkLabels, checkSeason, checkVenueEvent } from './venue-rules'
import { DAY_MS } from '../../../utils/time'

export function checkSport(ctx: CheckContext, v: Violations, i: number): void {
  const labels = ctx.labels(i)
  const title = ctx.title(i)
  const special = SPECIALS.find((s) => isSpecial(s, title, labels))
  if (special) {
    checkSpecial(ctx, v, i, special)
    return
  }
  const league = LEAGUES.find((l) => labels[1] === l.sport && labels[2] === l.label)
  if (league) {
    checkLeagueGame(ctx, v, i, league)
    return
  }
  const city = ctx.place(i)?.name ?? ''
  const race = RACES.find((r) => title === `${city} ${r.title}`)
  if (race) {
    checkLabels(ctx, v, i, 'race', ['sport', race.label])
    checkVenueEvent(ctx, v, i, { kinds: RACE_VENUES, wholeRun: false })
    checkSeason(ctx, v, i, 'sport-season', race.zones)
    return
  }
  const parent = ctx.parent(i)
  const name = parent >= 0 ? ctx.title(parent) : title
  const tournament = TOURNAMENTS.find((t) => name === `${city} ${t.suffix}`)
  if (tournament) {
    checkLabels(ctx, v, i, 'tournament', ['sport', tournament.sport])
    const entity = ctx.entities(i)[0]
    if (
      (parent >= 0 && !new RegExp(`^${escape(name)}: Day \\d+$`).test(title)) ||
      entity?.name !== name ||
      entity.type !== 'event-group'
    )
      v.fail('tournament', i, 'title, day and tournament do not match')
    checkVenueEvent(ctx, v, i, { kinds: tournament.venues, wholeRun: parent < 0 })
    checkSeason(ctx, v, i, 'sport-season', tournament.zones)
    return
  }
  checkLocalFixture(ctx, v, i)
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const SPONSOR = `(${SPONSORS.map(escape).join('|')})`

/** A marquee event's title (or one of its days') as sports-specials.ts writes it. */
function isSpecial(special: Special, title: string, labels: readonly string[]): boolean {
  if (labels.join('|') !== special.labels.join('|')) return false
  const day = special.childTitle ? `(: ${escape(special.childTitle)} \\d+)?` : ''
  switch (special.title) {
    case 'Championship':
      return new RegExp(`^${SPONSOR} Championship${day}$`).test(title)
    case 'NASCAR Cup Series':
      return new RegExp(`^${SPONSOR} 400$`).test(title)
    case 'UFC':
      return /^UFC \d+: .+ vs .+$/.test(title)
    case 'Boxing':
      return / vs /.test(title)
    default:
      return new RegExp(`^\\d{4} ${escape(special.title)}${day}$`).test(title)
  }
}

/** Its month, or the next months for a series spread over the year or a run into the next month. */
function checkSpecial(ctx: CheckContext, v: Violations, i: number, special: Special): void {
  checkVenueEvent(ctx, v, i, { wholeRun: true, crowd: false })
  if (ctx.movedCopy(i)) return
  const spread = special.perYear > 1 ? 9 : 1
  const month = ctx.localMonth(i)
  const after = (month - special.month + 12) % 12
  if (after > spread) v.fail('special-season', i, `not in the month of ${special.title}`)
}

function checkLeagueGame(ctx: CheckContext, v: Violations, i: number, league: League): void {
  const title = ctx.title(i)
  const finals = `${FINALS[league.key] ?? `${league.label.toUpperCase()} Final`}: `
  const playoff = title.startsWith(finals)
  checkLabels(ctx, v, i, 'league-fixture', [
    'sport',
    league.sport,
    league.label,
    ...(playoff ? ['playoffs'] : []),
  ])
  const [home, away] = ctx.entities(i)
  const teams = leagueTeams(league)
  const homeTeam = teams.get(home?.name ?? '')
  const place = ctx.place(i)
  if (
    !home ||
    !away ||
    !homeTeam ||
    !teams.has(away.name) ||
    home.name === away.name ||
    title !== `${playoff ? finals : ''}${home.name} vs ${away.name}`
  ) {
    v.fail('league-fixture', i, 'not two teams of the league named as its entities')
    return
  }
  checkVenueEvent(ctx, v, i, { kinds: [league.venueKind], wholeRun: false })
  const neutral = playoff ? NEUTRAL_FINALS[league.key] : undefined
  if (neutral) {
    checkNeutralFinal(ctx, v, i, neutral, place)
    return
  }
  const country = CANADIAN_PROVINCES.has(homeTeam.region) ? 'CA' : league.country
  if (
    !place ||
    normalise(place.name) !== normalise(homeTeam.city) ||
    place.countryAlpha2 !== country
  )
    v.fail('league-fixture', i, `not in ${home.name}'s home city`)
  if (!ctx.movedCopy(i) && !leagueMonths(league).includes(ctx.localMonth(i)))
    v.fail('league-season', i, `outside the ${league.label} season`)
  // Games start at the league's usual local times, to the minute (an NFL night game at 20:20).
  const time = ctx.localStart(i) % DAY_MS
  if (!ctx.movedCopy(i) && !league.hours.some((hour) => kickoffTime(hour) === time))
    v.fail('league-kickoff', i, `not at one of the ${league.label}'s start times`)
}

/** A neutral final (generate/league-finals.ts): in one of its host cities, in its month. */
function checkNeutralFinal(
  ctx: CheckContext,
  v: Violations,
  i: number,
  final: NeutralFinal,
  place: PlaceRecord | undefined,
): void {
  const hosted = final.hosts.some((host) => {
    const [city = '', region = ''] = host.split('|')
    return (
      place !== undefined &&
      normalise(place.name) === normalise(city) &&
      normalise(place.regionName ?? '') === normalise(region)
    )
  })
  if (!hosted) v.fail('league-fixture', i, 'a final away from its host cities')
  if (!ctx.movedCopy(i) && ctx.localMonth(i) !== final.month)
    v.fail('league-season', i, 'a final outside its month')
}

const teamCache = new WeakMap<League, Map<string, { city: string; region: string }>>()

function leagueTeams(league: League): Map<string, { city: string; region: string }> {
  let teams = teamCache.get(league)
  if (!teams) {
    teams = new Map()
    for (const entry of league.teams) {
      const [city = '', region = '', name = ''] = entry.split('|')
      teams.set(name, { city, region })
    }
    teamCache.set(league, teams)
  }
  return teams
}

/** "<town> <Noun>": the town's name, if the name ends with one of the club nouns. */
function clubTown(name: string): string | undefined {
  const cut = name.lastIndexOf(' ')
  return cut > 0 && NOUNS.includes(name.slice(cut + 1)) ? name.slice(0, cut) : undefined
}

function checkLocalFixture(ctx: CheckContext, v: Violations, i: number): void {
  const labels = ctx.labels(i)
  const sport = labels[1] ?? ''
  const rules = TEAM_SPORTS[sport]
  const place = ctx.place(i)
  const [home, away] = ctx.entities(i)
  if (!rules || !place || !home || !away || ctx.title(i) !== `${home.name} vs ${away.name}`) {
    v.fail('local-fixture', i, 'not a fixture of two named clubs')
    return
  }
  checkLabels(ctx, v, i, 'local-fixture', ['sport', sport])
  const country = place.countryAlpha2 ?? ''
  if (!(SPORTS_BY_COUNTRY[country] ?? DEFAULT_SPORTS).includes(sport))
    v.fail('local-fixture', i, `${sport} is not a club sport here`)
  const awayTown = clubTown(away.name)
  const rival = awayTown === undefined ? undefined : nearestTown(ctx, awayTown, place)
  if (clubTown(home.name) !== place.name)
    v.fail('local-fixture', i, 'the home club is not of the town it plays in')
  else if (!rival || haversineKm(place.lon, place.lat, rival.lon, rival.lat) > LOCAL_LEAGUE_KM)
    v.fail('local-fixture', i, 'the visiting club is not from a town of the same league')
  checkVenueEvent(ctx, v, i, { kinds: rules.venues, wholeRun: false })
  checkSeason(ctx, v, i, 'sport-season', rules.zones)
}

const townIndex = new WeakMap<CheckContext, Map<string, PlaceRecord[]>>()

/** The town of that name in the place's country nearest to the place. */
function nearestTown(ctx: CheckContext, name: string, near: PlaceRecord): PlaceRecord | undefined {
  let index = townIndex.get(ctx)
  if (!index) {
    index = new Map()
    for (const town of ctx.gazetteer.ofType('locality')) {
      const key = `${town.countryAlpha2 ?? ''}|${normalise(town.name)}`
      const list = index.get(key)
      if (list) list.push(town)
      else index.set(key, [town])
    }
    townIndex.set(ctx, index)
  }
  let best: PlaceRecord | undefined
  let bestKm = Infinity
  for (const town of index.get(`${near.countryAlpha2 ?? ''}|${normalise(name)}`) ?? []) {
    const km = haversineKm(near.lon, near.lat, town.lon, town.lat)
    if (km < bestKm) {
      best = town
      bestKm = km
    }
  }
  return best
}
