import { describe, expect, it } from 'vitest'

import { apiEvent } from '../../../testing/api-fixtures'
import { classifyChanges, groupChanges, newSurgeDays, seenOf } from './classify'
import type { Snapshot } from './classify'

const SINCE = Date.parse('2026-11-28T00:00:00Z')
const BEFORE = '2026-10-01T09:00:00Z'
const AFTER = '2026-11-28T15:00:00Z'

/** The baseline: what the location held at SINCE. */
const seen = (...events: ReturnType<typeof apiEvent>[]): Snapshot =>
  new Map(events.map((event) => [event.id, seenOf(event)]))

const kinds = (changes: ReturnType<typeof classifyChanges>) =>
  changes.map((change) => `${change.kind}:${change.event.id}`).sort()

describe('classifyChanges', () => {
  const gig = apiEvent('gig')
  const match = apiEvent('match', { category: 'sports', rank: 70 })
  const talk = apiEvent('talk', { rank: 30 })
  const snapshot = seen(gig, match, talk)

  it('reads new, cancelled, postponed, moved and rank up, each once', () => {
    const updated = [
      apiEvent('fresh', { first_seen: AFTER, updated: AFTER }),
      { ...gig, state: 'deleted' as const, deleted_reason: 'cancelled' as const, cancelled: AFTER },
      { ...match, start: '2027-01-17T20:00:00Z', updated: AFTER },
      { ...talk, rank: 85, updated: AFTER },
      // Updated with nothing an analyst would call a change.
      { ...apiEvent('quiet'), updated: AFTER },
    ]
    const changes = classifyChanges(updated, SINCE, seen(gig, match, talk, apiEvent('quiet')))
    expect(kinds(changes)).toEqual(['cancelled:gig', 'moved:match', 'new:fresh', 'rank-up:talk'])
    expect(changes.find((c) => c.kind === 'moved')?.before?.start).toBe(match.start)
    expect(changes.find((c) => c.kind === 'rank-up')?.before?.rank).toBe(30)
  })

  it('folds a postponement and its new date into one change that names the date', () => {
    const postponedAt = '2026-11-28T10:00:00Z'
    const old = { ...gig, state: 'deleted' as const, deleted_reason: 'postponed' as const }
    const moved = apiEvent('gig-new', {
      title: gig.title,
      entities: gig.entities,
      start: '2027-02-21T20:00:00Z',
      first_seen: postponedAt,
      updated: postponedAt,
    })
    const changes = classifyChanges(
      [moved, { ...old, postponed: postponedAt, updated: postponedAt }],
      SINCE,
      snapshot,
    )
    expect(kinds(changes)).toEqual(['postponed:gig'])
    expect(changes[0]?.newStart).toBe('2027-02-21T20:00:00Z')
    expect(changes[0]?.newId).toBe('gig-new')
  })

  it('says a postponement without a new date plainly', () => {
    const old = { ...gig, state: 'deleted' as const, deleted_reason: 'postponed' as const }
    const [change] = classifyChanges(
      [{ ...old, postponed: AFTER, updated: AFTER }],
      SINCE,
      snapshot,
    )
    expect(change?.kind).toBe('postponed')
    expect(change?.newStart).toBeUndefined()
  })

  it('reads an event changed twice once, in its latest state', () => {
    const fresh = apiEvent('fresh', { first_seen: AFTER, updated: AFTER })
    const cancelled = {
      ...fresh,
      state: 'deleted' as const,
      deleted_reason: 'cancelled' as const,
      updated: '2026-11-28T20:00:00Z',
    }
    // The later state wins in whichever order the pages brought them.
    for (const updated of [
      [fresh, cancelled],
      [cancelled, fresh],
    ]) {
      expect(kinds(classifyChanges(updated, SINCE, snapshot))).toEqual(['cancelled:fresh'])
    }
  })

  it('marks a seen event found to be a duplicate, but not a record folded since it arrived', () => {
    const dup = (id: string, firstSeen: string) => ({
      ...apiEvent(id, { first_seen: firstSeen }),
      state: 'deleted' as const,
      deleted_reason: 'duplicate' as const,
      duplicate_of_id: 'gig',
      updated: AFTER,
    })
    const changes = classifyChanges([dup('gig', BEFORE), dup('late', AFTER)], SINCE, snapshot)
    expect(kinds(changes)).toEqual(['duplicate:gig'])
  })

  it('ignores what was already so at the baseline', () => {
    // Announced before, absent from the snapshot (e.g. cancelled before): no news.
    const old = apiEvent('old', { first_seen: BEFORE, updated: AFTER })
    const wasCancelled = {
      ...apiEvent('was', { first_seen: BEFORE }),
      state: 'deleted' as const,
      deleted_reason: 'cancelled' as const,
      updated: AFTER,
    }
    expect(classifyChanges([old, wasCancelled], SINCE, snapshot)).toEqual([])
    // A rank that was already major rising further is not a rise into levels 4–5.
    expect(classifyChanges([{ ...match, rank: 95, updated: AFTER }], SINCE, snapshot)).toEqual([])
    // A place moved by a few metres is the same place.
    const nudged = { ...gig, location: [-73.9801, 40.7501] as [number, number], updated: AFTER }
    expect(classifyChanges([nudged], SINCE, snapshot)).toEqual([])
  })

  it('without a snapshot, tells new, cancelled and postponed by their dates alone', () => {
    const updated = [
      apiEvent('fresh', { first_seen: AFTER, updated: AFTER }),
      { ...gig, state: 'deleted' as const, deleted_reason: 'cancelled' as const, updated: AFTER },
      { ...match, start: '2027-01-17T20:00:00Z', updated: AFTER },
    ]
    expect(kinds(classifyChanges(updated, SINCE, null))).toEqual(['cancelled:gig', 'new:fresh'])
  })

  it('groups changes by kind in a fixed order', () => {
    const updated = [
      apiEvent('b', { first_seen: AFTER, updated: AFTER }),
      { ...gig, state: 'deleted' as const, deleted_reason: 'cancelled' as const, updated: AFTER },
      apiEvent('a', { first_seen: AFTER, updated: AFTER }),
    ]
    const groups = groupChanges(classifyChanges(updated, SINCE, snapshot))
    expect(groups.map((g) => [g.kind, g.changes.length])).toEqual([
      ['new', 2],
      ['cancelled', 1],
    ])
  })
})

describe('newSurgeDays', () => {
  const day = (date: string, attendance = 1000) => ({ date, attendance })

  it('tells the surge days that were not surge days at the baseline, among the days it saw', () => {
    const before = { to: '2026-05-30', dates: ['2026-03-14', '2026-04-02'] }
    const now = [day('2026-03-14'), day('2026-03-21'), day('2026-05-30'), day('2026-05-31')]
    expect(newSurgeDays(now, before).map((d) => d.date)).toEqual(['2026-03-21', '2026-05-30'])
  })

  it('tells none without surge days at the baseline to compare with', () => {
    expect(newSurgeDays([day('2026-03-21')], null)).toEqual([])
  })
})
