// Prints the OpenAPI 3.1 document of the contract as JSON on stdout (`npm run --silent openapi`).
import { buildOpenApiDocument } from '../src/contract/openapi'

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`)
