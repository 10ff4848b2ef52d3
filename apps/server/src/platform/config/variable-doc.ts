// How each environment variable is described for people. The server's are described on their zod
// schema entries (`.register(configDocs, {…})`, in config.ts's pieces), so the schema is the one
// list; what the code reads outside that schema is described as data (read-elsewhere-variables.ts).
// `node scripts/config-table.mjs` makes docs/configuration.md's tables from both, and
// scripts/config-table.test.mjs fails when a schema entry has no description, the code reads a
// variable described nowhere, or the tables are stale.
import { z } from 'zod';

/**
 * docs/configuration.md's tables, in the page's order: each is written between the page's
 * `<!-- config-table:NAME -->` and `<!-- /config-table:NAME -->` markers.
 */
export const configTables = [
  'server',
  'limits',
  'payments',
  'mail',
  'media',
  'storage',
  'calendar',
  'operations',
  'compose',
  'development',
] as const;

export type ConfigTable = (typeof configTables)[number];

export interface VariableDoc {
  /** The table of docs/configuration.md that shows it. */
  table: ConfigTable;
  /** Markdown: what it does, and what to give it. */
  meaning: string;
  /**
   * Markdown, for the docs: the default in words where the schema has none to show (one worked
   * out at start, or unset meaning off). Without it the schema's default is shown.
   */
  default?: string;
}

/** The server's variables' descriptions, keyed by their schema entries. */
export const configDocs = z.registry<VariableDoc>();
