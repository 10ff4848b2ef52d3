import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates } from './database-templates.ts';

/** Once per run of the server tests: the template databases every test file copies. */
export default async function setup(project: TestProject) {
  const templates = await buildTemplates();
  project.provide('databaseTemplates', templates);
  return () => dropTemplates(templates);
}
