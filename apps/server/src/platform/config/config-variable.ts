/** One row of docs/configuration.md's tables (config-variables.ts lists them). */
export interface ConfigVariable {
  /** Variables that go together share a row. */
  names: string[];
  /** Markdown; empty when unset means off or none. */
  default: string;
  /** Markdown: what it does, and what to give it. */
  meaning: string;
}
