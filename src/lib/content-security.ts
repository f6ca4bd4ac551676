// What a page of the dashboard runs before any of its own scripts, to work under its
// Content-Security-Policy (docs/security.md): the build writes it into every page as a script of
// its own, ahead of the app's (scripts/vite/content-security-policy.ts `withSetupScript`). The
// embedded service's worker imports it first as well.
import { z } from 'zod'

import { installTrustedTypesPolicy } from './trusted-types'

installTrustedTypesPolicy()
// Zod compiles a faster parser for each object schema with `new Function` where it may, and tries
// `new Function('')` once, as the first object schema is made, to find out. The policy allows no
// eval, so zod would parse the plain way anyway; saying so before any schema is made keeps that
// try from being reported as a violation.
z.config({ jitless: true })
