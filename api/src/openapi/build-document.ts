import { buildApp } from '../app';
import { testConfig } from '../config';
import { createPglite, openDatabase } from '../db/client';

/**
 * The OpenAPI document exactly as the server answers it at /api/openapi.json, built without a server: the app on an
 * empty in-memory database (the routes and their schemas make the document, no data does).
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ kind: 'pglite-instance', client: createPglite() });
  const { app } = await buildApp(testConfig(), database, { logger: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}
