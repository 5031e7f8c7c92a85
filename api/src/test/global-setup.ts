import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTemplate, prepareTemplate } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateName: string;
    dumpPath: string;
  }
}

export default async function setup(project: TestProject) {
  const templateName = `school_tmpl_${process.pid}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
  const dumpPath = path.join(folder, 'template.tar');
  await prepareTemplate(templateName, dumpPath);
  project.provide('templateName', templateName);
  project.provide('dumpPath', dumpPath);
  return async () => {
    await dropTemplate(templateName);
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
