import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareTemplate } from './database-template';

/**
 * vitest's global setup for the PGlite suite: initdb and the migrations run once for the whole run, not
 * once per test file (about 3 s each on this machine; loading the dump takes under a second).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const handle = await openDatabase({ kind: 'pglite' });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  try {
    await prepareTemplate(handle);
    const dump = await handle.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('PGlite gave no dump of the template database.');
    const file = path.join(folder, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplatePath', file);
  } finally {
    await handle.close();
  }
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
