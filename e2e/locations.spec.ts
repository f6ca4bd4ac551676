// Saved locations as an analyst uses them: draw a radius on the map (armed from the start, and
// again once cleared), take the radius suggested for an industry, label it, save, watch pending turn active, reload, a second tab that follows live and edits
// the same location without losing either write, edit, delete; then import a CSV with a bad row,
// filter by label, compare locations and export.
import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'
import {
  expect,
  forgetExpectedLoadErrors,
  saveScreen,
  seriousA11yViolations,
  test,
} from './fixtures'
import { JOURNEY_SERVICE_ENV } from './journey-envs'
import { openLocations, SERVICE_READY_MS } from './locations-page'

test.describe.configure({ timeout: 3 * SERVICE_READY_MS + 120_000 })

/**
 * Long enough that a written location is seen pending before it turns active, even when the save
 * and its answer take seconds on a loaded machine; the journey waits it out twice.
 */
const ENRICH_MS = 8_000
test.use({ serviceEnv: { ...JOURNEY_SERVICE_ENV, SERVICE_ENRICH_MS: String(ENRICH_MS) } })
/** A written location turns active by itself within this budget. */
const ACTIVE_MS = ENRICH_MS + 90_000

async function mapBox(page: Page) {
  const box = await page.locator('.locations-map canvas').boundingBox()
  if (!box) throw new Error('the map has no canvas')
  return box
}

test('draw, suggest, save, pending then active, reload, a second tab, edit, delete', async ({
  page,
  serviceEnv,
  consoleErrors,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openLocations(page)
  await expect(page.getByText('No saved locations yet')).toBeVisible()

  await page.getByRole('button', { name: 'New location' }).first().click()
  const form = page.getByRole('form', { name: 'New location' })
  // Typed first, to bring Sydney into view.
  await form.getByLabel('Or type radius@lat,lon').fill('2km@-33.87,151.21')
  await form.getByRole('button', { name: 'Set radius' }).click()
  await expect(form.getByText('Within 2km@-33.87,151.21')).toBeVisible()
  // A radius set from the form disarms the map, which offers its handles and Draw radius again.
  await expect(page.getByRole('button', { name: 'Draw radius' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )

  // Then redrawn on the map: cleared, the map is armed again at once; click the centre, move to
  // the edge (live label), click.
  const box = await mapBox(page)
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page.getByRole('button', { name: 'Clear radius' }).click()
  await expect(page.getByRole('button', { name: 'Cancel drawing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.mouse.click(centre.x, centre.y)
  await page.mouse.move(centre.x + 60, centre.y, { steps: 5 })
  await expect(page.locator('.map-radius-label')).toHaveText(/^\d+(\.\d+)? km$/)
  await page.mouse.click(centre.x + 60, centre.y)
  await expect(form.getByText(/^Within \d+(\.\d+)?(km|m)@-33\.\d+,151\.\d+\./)).toBeVisible()

  // The suggestion for the chosen industry comes by itself, dashed on the map with its figure.
  await form.getByLabel('Industry').selectOption('parking')
  await expect(form.getByText(/Suggested for parking:/)).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.map-suggestion-label')).toHaveText(/^Suggested [\d.]+ km$/)
  await saveScreen(page, testInfo, 'locations-suggest-1440')
  await form.getByRole('button', { name: /^Use [\d.]+ km$/ }).click()
  await expect(form.getByText(/The suggested [\d.]+ km for parking is in use/)).toBeVisible()

  // Labels are chips: a comma or Enter closes one; what is still typed is saved with them.
  const chips = form.getByRole('list', { name: 'Labels of this location' })
  const labelsInput = form.getByRole('combobox', { name: 'Labels' })
  await labelsInput.fill('waterfront, tourism')
  await expect(chips.getByText('waterfront', { exact: true })).toBeVisible()
  await expect(labelsInput).toHaveValue('tourism')
  await labelsInput.press('Enter')
  await expect(chips.getByRole('listitem')).toHaveText(['waterfront×', 'tourism×'])
  await labelsInput.fill('typo')
  await labelsInput.press('Enter')
  await form.getByRole('button', { name: 'Remove label typo' }).click()
  await expect(chips.getByRole('listitem')).toHaveCount(2)

  // A name of spaces: the API's 400 shows beside Name, and what was typed stays.
  await form.getByLabel('Name').fill('   ')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.locator('.field__error').first()).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(chips.getByRole('listitem')).toHaveText(['waterfront×', 'tourism×'])

  // The browser logs the refused request itself; the page explained it, which is what counts.
  forgetExpectedLoadErrors(consoleErrors, /status of 400/)
  await form.getByLabel('Name').fill('Harbour front')
  await form.getByRole('button', { name: 'Save' }).click()
  const detail = page.getByRole('article', { name: 'Harbour front' })
  // Pending first, then active by itself, without a reload.
  await expect(detail.getByText('Pending', { exact: true })).toBeVisible()
  await expect(detail.getByText('Active', { exact: true })).toBeVisible({ timeout: ACTIVE_MS })
  await expect(detail.getByText('Predicted attendance')).toBeVisible()
  await expect(detail.getByText(/vs previous 90 days/).first()).toBeVisible({ timeout: 30_000 })
  await expect(detail).toContainText('part of a fall is events not yet announced')
  await expect(detail.getByRole('link', { name: 'Events here' })).toHaveAttribute('href', /loc=/)
  await expect(detail.getByRole('list', { name: 'Labels' }).getByRole('listitem')).toHaveText([
    /^waterfront/,
    /^tourism/,
  ])
  // The service filled the address by reverse geocoding.
  await expect(detail.getByText(/Sydney/).first()).toBeVisible()
  await saveScreen(page, testInfo, 'locations-detail-1440')
  expect(await seriousA11yViolations(page)).toEqual([])

  // Reload: the selection is in the URL, the location in IndexedDB.
  await page.reload()
  await expect(page.getByRole('article', { name: 'Harbour front' })).toBeVisible({
    timeout: SERVICE_READY_MS,
  })
  await page.getByRole('button', { name: '← All locations' }).click()
  await expect(page.getByRole('button', { name: 'Harbour front', exact: true })).toBeVisible()

  // A second tab follows every change live.
  const second = await page.context().newPage()
  await second.addInitScript((env) => {
    localStorage.setItem('eventscope.service-env', JSON.stringify(env))
  }, serviceEnv)
  await second.setViewportSize({ width: 1280, height: 720 })
  await openLocations(second)
  await expect(second.getByRole('button', { name: 'Harbour front', exact: true })).toBeVisible()

  // The second tab opens the same location for editing before the first changes it.
  await second.getByRole('button', { name: 'Edit Harbour front' }).click()
  const secondEdit = second.getByRole('form', { name: 'Edit Harbour front' })
  await expect(secondEdit.getByLabel('Name')).toHaveValue('Harbour front')

  // The first tab renames and resizes it (PUT); the change shows pending, then active.
  await page.getByRole('button', { name: 'Edit Harbour front' }).click()
  const edit = page.getByRole('form', { name: 'Edit Harbour front' })
  await edit.getByLabel('Name').fill('Harbour east')
  await edit.getByLabel('Or type radius@lat,lon').fill('3km@-33.87,151.21')
  await edit.getByRole('button', { name: 'Set radius' }).click()
  await edit.getByRole('button', { name: 'Save' }).click()
  const edited = page.getByRole('article', { name: 'Harbour east' })
  await expect(edited.getByText('3 km', { exact: true })).toBeVisible()
  await expect(edited.getByText('Pending', { exact: true })).toBeVisible()
  await expect(edited.getByText('Active', { exact: true })).toBeVisible({ timeout: ACTIVE_MS })

  // The second tab saves a label from its older copy: the first tab's name and size are kept,
  // it says so, and the first tab sees the label without a reload.
  await secondEdit.getByRole('combobox', { name: 'Labels' }).fill('ferry,')
  await secondEdit.getByRole('button', { name: 'Save' }).click()
  const secondDetail = second.getByRole('article', { name: 'Harbour east' })
  await expect(secondDetail.getByText('3 km', { exact: true })).toBeVisible()
  await expect(secondDetail.getByRole('list', { name: 'Labels' })).toContainText('ferry')
  await expect(second.getByRole('status').filter({ hasText: /keeping changes/ })).toHaveText(
    'Saved, keeping changes made elsewhere to name and area',
  )
  await expect(edited.getByRole('list', { name: 'Labels' }).getByRole('listitem')).toHaveText(
    [/^waterfront/, /^tourism/, /^ferry/],
    { timeout: 10_000 },
  )

  // And the first tab's next change reaches the second tab's list live.
  await second.getByRole('button', { name: '← All locations' }).click()
  await expect(second.getByRole('button', { name: 'Harbour east', exact: true })).toBeVisible()
  await edited.getByRole('button', { name: 'Edit Harbour east' }).click()
  await page
    .getByRole('form', { name: 'Edit Harbour east' })
    .getByLabel('Name')
    .fill('Harbour quay')
  await page
    .getByRole('form', { name: 'Edit Harbour east' })
    .getByRole('button', { name: 'Save' })
    .click()
  await expect(page.getByRole('article', { name: 'Harbour quay' })).toBeVisible()
  await expect(second.getByRole('button', { name: 'Harbour quay', exact: true })).toBeVisible({
    timeout: 10_000,
  })
  await saveScreen(second, testInfo, 'locations-list-1280')
  expect(await seriousA11yViolations(second)).toEqual([])

  await page
    .getByRole('article', { name: 'Harbour quay' })
    .getByRole('button', { name: 'Delete Harbour quay' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Delete Harbour quay?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete location' }).click()
  await expect(page.getByText('No saved locations yet')).toBeVisible()
  await expect(second.getByText('No saved locations yet')).toBeVisible({ timeout: 10_000 })
  await second.close()
})

test.describe(() => {
  // Nothing here waits to see a location pending: the service's own enrichment time will do.
  test.use({ serviceEnv: JOURNEY_SERVICE_ENV })

  test('import a CSV with a bad row, then compare and export', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await openLocations(page)
    await page.getByRole('button', { name: 'Import CSV' }).click()
    const csv = [
      'name,lat,lon,radius,unit,labels',
      'Austin downtown,30.2672,-97.7431,5,km,store;flagship',
      'Dallas arena,32.7905,-96.8103,3,mi,arena',
      'Nowhere,95,10,1,yards,',
    ].join('\n')
    await page.getByLabel('CSV file').setInputFiles({
      name: 'locations.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await expect(page.getByText('2 ready to create, 1 with problems (not created).')).toBeVisible()
    await expect(page.getByText(/lat must be a number from -90 to 90/)).toBeVisible()
    await expect(page.getByText(/unit must be one of m, km, ft, mi/)).toBeVisible()
    await page.getByRole('button', { name: 'Create 2 locations' }).click()
    await expect(page.getByText('created 2 of 2.')).toBeVisible({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Done' }).click()

    await expect(page.getByRole('button', { name: 'Austin downtown', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Dallas arena', exact: true })).toBeVisible()
    await expect(page.getByText('Active', { exact: true })).toHaveCount(2, { timeout: ACTIVE_MS })

    // A label chip filters the list (and the map) to the locations that carry it.
    const list = page.getByRole('region', { name: 'Saved locations' })
    await list.getByRole('button', { name: /^arena/ }).click()
    await expect(page).toHaveURL(/labels=arena/)
    await expect(list.getByRole('rowheader')).toHaveCount(1)
    await expect(list.getByRole('button', { name: 'Dallas arena', exact: true })).toBeVisible()
    await expect(page.getByText('Map shows the one location')).toBeVisible()
    await expect(list.getByRole('list', { name: 'Chosen labels' })).toContainText('arena')
    await list.getByRole('button', { name: 'Remove arena' }).click()
    await expect(list.getByRole('rowheader')).toHaveCount(2)
    // The labels filter offers every label in use.
    await list.getByRole('combobox', { name: 'Labels' }).fill('flag')
    await list.getByRole('option', { name: /flagship/ }).click()
    await expect(list.getByRole('rowheader')).toHaveCount(1)
    await expect(list.getByRole('button', { name: 'Austin downtown', exact: true })).toBeVisible()
    await list.getByRole('button', { name: 'Remove flagship' }).click()
    await expect(list.getByRole('rowheader')).toHaveCount(2)
    await page.getByRole('checkbox', { name: 'Compare Austin downtown' }).check()
    await page.getByRole('checkbox', { name: 'Compare Dallas arena' }).check()
    const compare = page.getByRole('region', { name: 'Compare 2 locations' })
    // The comparison opens below the list: it comes into view, with the focus on its heading.
    const heading = compare.getByRole('heading', { name: 'Compare 2 locations' })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    await expect(compare.getByRole('rowheader', { name: 'Predicted attendance' })).toBeVisible()
    const chartTitle = compare.locator('figcaption')
    await expect(chartTitle).toHaveText(/^Daily predicted attendance, \d/)
    await expect(compare.locator('.recharts-line')).toHaveCount(2, { timeout: 30_000 })
    await expect(page).toHaveURL(/compare=/)
    await saveScreen(page, testInfo, 'locations-compare-1440')
    expect(await seriousA11yViolations(page)).toEqual([])

    await test.step('per km² divides by each circle’s area; indexed starts each at 100', async () => {
      // 5 km and 3 mi circles: π·5² = 78.5 km², π·4.828² = 73.2 km².
      const cell = (row: string, column: number) =>
        compare
          .getByRole('row', { name: new RegExp(`^${row}`) })
          .getByRole('cell')
          .nth(column)
      await expect(cell('Area', 0)).toHaveText('78.5 km²')
      await expect(cell('Area', 1)).toHaveText('73.2 km²')
      const number = async (row: string, column: number) =>
        Number((await cell(row, column).innerText()).replace(/,/g, ''))
      const absolute = [
        await number('Predicted attendance', 0),
        await number('Predicted attendance', 1),
      ]
      await compare.getByRole('radio', { name: 'Per km²' }).check()
      await expect(page).toHaveURL(/compareBy=area/)
      await expect(chartTitle).toHaveText(/^Daily predicted attendance, people per km², \d/)
      const perArea = [
        await number('Predicted attendance', 0),
        await number('Predicted attendance', 1),
      ]
      expect(perArea[0]).toBeCloseTo((absolute[0] ?? 0) / (Math.PI * 25), 0)
      expect(perArea[1]).toBeCloseTo((absolute[1] ?? 0) / (Math.PI * 4.828032 ** 2), 0)
      await expect(compare.locator('.recharts-line')).toHaveCount(2)
      // The panel stays where the analyst is reading.
      await expect(heading).toBeInViewport()
      await compare.getByRole('radio', { name: 'Indexed (first week = 100)' }).check()
      await expect(page).toHaveURL(/compareBy=indexed/)
      await expect(chartTitle).toHaveText(
        /^Daily predicted attendance, index, first week = 100, \d/,
      )
      await saveScreen(page, testInfo, 'locations-compare-indexed-1440')
      await compare.getByRole('radio', { name: 'Absolute' }).check()
      await expect(cell('Predicted attendance', 0)).toHaveText(
        absolute[0]?.toLocaleString('en-US') ?? '',
      )
    })

    await page.setViewportSize({ width: 1280, height: 720 })
    await saveScreen(page, testInfo, 'locations-compare-1280')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await (await download).path()
    const text = await readFile(file, 'utf8')
    expect(text.split('\r\n')[0]).toContain('next_90d_attendance_sum')
    expect(text).toContain('Austin downtown')
    expect(text).toContain('Dallas arena')
  })
})
