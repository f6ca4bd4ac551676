// Sports: league fixtures of real teams in their home cities (full schedules at the default size,
// thinned below it), finals, and locally generated sport (minor leagues, races, tournaments).
// US fixtures are recorded as televised so the broadcast generator can cover their markets.

import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import { createRng } from '../random'
import { addVenueEvent } from './attended'
import type { GenContext } from './context'
import { rankOfCrowd } from './crowds'
import type { NeutralFinal } from './league-finals'
import { NEUTRAL_FINALS, neutralFinalDay } from './league-finals'
import type { League } from './leagues'
import { LEAGUES } from './leagues'
import { SPONSORS } from './words'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../utils/time'

/** A league's start hour as time of day, to the minute: 20.33 is 20:20, not 20:19. */
export function kickoffTime(hour: number): number {
  return Math.round(hour * 60) * MINUTE_MS
}

/** A local start on `day` at a league's hour. */
function atHour(day: number, hour: number): number {
  return day + kickoffTime(hour)
}

interface Team {
  readonly name: string
  readonly city: PlaceRecord
  readonly entity: number
  readonly venue: number
}

export const CANADIAN_PROVINCES = new Set([
  'Ontario',
  'Quebec',
  'Alberta',
  'British Columbia',
  'Manitoba',
])

export function generateLeagues(ctx: GenContext): number {
  let made = 0
  for (const league of LEAGUES) made += generateLeague(ctx, league)
  return made
}

function leagueTeams(ctx: GenContext, league: League, rng: Rng): Team[] {
  const teams: Team[] = []
  for (const entry of league.teams) {
    const [cityName = '', region = '', name = ''] = entry.split('|')
    const country = CANADIAN_PROVINCES.has(region) ? 'CA' : league.country
    const city = ctx.world.findCity(cityName, country, region)
    if (!city) continue
    const [low, high] = league.capacity
    const ground =
      league.venueKind === 'arena'
        ? `${rng.pick(SPONSORS)} Arena`
        : rng.chance(0.5)
          ? `${city.name} Stadium`
          : `${rng.pick(SPONSORS)} Field`
    const venue = ctx.venues.named(
      city,
      league.venueKind,
      ground,
      rng.between(low, high),
      `${city.id}|${league.venueKind}|${league.sport}`,
    )
    teams.push({ name, city, entity: ctx.entities.add('organisation', name), venue })
  }
  return teams
}

function generateLeague(ctx: GenContext, league: League): number {
  // The same teams every year (an unslabbed stream); the fixtures from this year's stream.
  const teams = leagueTeams(ctx, league, createRng(ctx.seed, `league-${league.key}`))
  const rng = ctx.stream(`league-${league.key}`)
  if (teams.length < 2) return 0
  const keep = Math.min(1, ctx.scale)
  const labels = ['sport', league.sport, league.label]
  const firstYear = ctx.window.years[0] ?? 2000
  let made = 0
  for (let year = firstYear - 1; year <= firstYear + 2; year++) {
    const [m0, m1] = league.season
    const seasonStart = Date.UTC(year, m0, 1)
    const seasonEnd = Date.UTC(m1 >= m0 ? year : year + 1, m1 + 1, 1)
    const days = Math.round((seasonEnd - seasonStart) / DAY_MS)
    for (const home of teams) {
      for (let g = 0; g < league.homeGames; g++) {
        const day = seasonDay(rng, seasonStart, days, league.week)
        if (!rng.chance(keep)) continue
        if (day < ctx.window.start || day >= ctx.window.end) continue
        let away = rng.pick(teams)
        if (away === home) away = teams[(teams.indexOf(home) + 1) % teams.length] ?? away
        const hour = rng.pick(league.hours)
        addGame(
          ctx,
          rng,
          league,
          labels,
          home,
          away,
          atHour(day, hour),
          `${home.name} vs ${away.name}`,
          hour >= 20 && league.key === 'nfl' ? 4 : 0,
          false,
        )
        made++
      }
    }
    // The final series right after the season, within the month after it (leagueMonths), or a
    // final on its own date at a neutral ground (league-finals.ts): marquee games, televised
    // nationally.
    const neutral = NEUTRAL_FINALS[league.key]
    const finalsDay = neutral
      ? neutralFinalDay(neutral, year)
      : seasonEnd + rng.between(3, 12) * DAY_MS
    if (finalsDay < ctx.window.start || finalsDay >= ctx.window.end) continue
    const ground = neutral ? neutralGround(ctx, rng, league, neutral) : undefined
    const a = rng.pick(teams)
    const b = teams.find((t) => t !== a && rng.chance(0.3)) ?? teams.find((t) => t !== a) ?? a
    const games = SINGLE_GAME_FINALS.has(league.key) ? 1 : rng.between(4, 7)
    const finalsName = FINALS[league.key] ?? `${league.label.toUpperCase()} Final`
    for (let i = 0; i < games; i++) {
      const host = i % 2 === 0 ? a : b
      const guest = host === a ? b : a
      addGame(
        ctx,
        rng,
        league,
        [...labels, 'playoffs'],
        host,
        guest,
        atHour(finalsDay + i * 2 * DAY_MS, rng.pick(league.hours)),
        `${finalsName}: ${host.name} vs ${guest.name}`,
        8,
        true,
        ground,
      )
      made++
    }
  }
  return made
}

/**
 * Months in which a league plays (docs/dataset.md "Plausibility"): its season, and the month
 * after it for the finals.
 */
export function leagueMonths(league: League): readonly number[] {
  const [m0, m1] = league.season
  const out: number[] = []
  for (let m = m0; ; m = (m + 1) % 12) {
    out.push(m)
    if (m === m1) break
  }
  out.push((m1 + 1) % 12)
  return out
}

/** Finals decided in one game rather than a series. */
const SINGLE_GAME_FINALS = new Set(['nfl', 'ncaaf', 'ncaab', 'mls', 'epl'])

export const FINALS: Readonly<Record<string, string>> = {
  nba: 'NBA Finals',
  nfl: 'Super Bowl',
  mlb: 'World Series',
  nhl: 'Stanley Cup Final',
  mls: 'MLS Cup',
  ncaaf: 'College Football Playoff National Championship',
  ncaab: "NCAA Men's Final Four",
  epl: 'FA Cup Final',
}

function addGame(
  ctx: GenContext,
  rng: Rng,
  league: League,
  labels: readonly string[],
  home: Team,
  away: Team,
  localStart: number,
  title: string,
  rankBoost: number,
  national: boolean,
  venue = home.venue,
): void {
  const capacity = ctx.venues.capacity[venue] ?? 20_000
  const attendance = Math.round(capacity * (0.8 + 0.2 * rng.next()))
  const rank = rankOfCrowd(attendance, rng, rankBoost)
  const row = addVenueEvent(ctx, rng, {
    category: 'sports',
    title,
    venue,
    localStart,
    duration: league.durationHours * HOUR_MS,
    rank,
    attendance,
    labels,
    entities: [home.entity, away.entity],
    leadDays: 120,
  })
  if (home.city.countryAlpha2 === 'US') {
    ctx.televised.push({ row, league: league.feature, markets: [home.city, away.city], national })
  }
}

/**
 * The ground of a neutral final: a host drawn from the league's list, its venue named from its own
 * key so that a city hosting several years keeps one ground; undefined when the gazetteer lacks
 * the host (the final then stays at a finalist's home).
 */
function neutralGround(
  ctx: GenContext,
  rng: Rng,
  league: League,
  final: NeutralFinal,
): number | undefined {
  const [cityName = '', region = ''] = rng.pick(final.hosts).split('|')
  const city = ctx.world.findCity(cityName, league.country, region)
  if (!city) return undefined
  const sponsor = createRng(ctx.seed, `final-ground|${city.id}|${league.key}`).pick(SPONSORS)
  const name = `${sponsor} ${league.venueKind === 'arena' ? 'Arena' : 'Stadium'}`
  return ctx.venues.named(
    city,
    league.venueKind,
    name,
    league.capacity[1],
    `${city.id}|final|${league.key}`,
  )
}

/** A day of the season whose weekday suits the league (rejection sampling on weekday weights). */
function seasonDay(rng: Rng, seasonStart: number, days: number, week: readonly number[]): number {
  for (let tries = 0; tries < 50; tries++) {
    const day = seasonStart + rng.int(days) * DAY_MS
    if (rng.next() < (week[new Date(day).getUTCDay()] ?? 1)) return day
  }
  return seasonStart + rng.int(days) * DAY_MS
}
