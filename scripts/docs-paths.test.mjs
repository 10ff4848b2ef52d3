// Every repository path that README.md and docs/**/*.md name exists: in inline code (`apps/…`),
// as a markdown link's target, or written out in the text. A path is checked when it starts at one
// of the repository's top folders, names a top-level file, or is a relative link (resolved from
// its document's folder). A shorter path in inline code, from inside a package
// (`billing/entitlement/entitlement.ts`), must be how some file's path ends. A trailing `:12` (a
// line) or `#anchor` is not part of the path; a path with a glob or a placeholder (`*`, `{`, `<`,
// `…`) stands for several and is not checked. A failure lists each document and line with the
// path it names.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The folders at the repository's top a path in the docs starts from. */
const TOP_FOLDERS = ['apps', 'packages', 'scripts', 'docs', 'e2e', '.ci', 'tools', 'deploy'];
/** Files at the top named without a folder (`package.json`, `Dockerfile`, `vitest.config.ts`). */
const TOP_FILE =
  /^(?:package(?:-lock)?\.json|Dockerfile|compose\.yaml|\.env\.example|README\.md|redocly\.yaml|vitest\.config\.\w+|eslint\.config\.\w+|tsconfig[\w.-]*\.json|\.dependency-cruiser\.cjs|\.prettier\w*|\.gitignore|\.dockerignore|\.table-owners-known-violations\.json)$/;
/** Folders a build or a run makes: named in the docs, never in the repository. */
const MADE_BY_RUNS = new Set(['dist', '.tmp', 'node_modules', 'data', 'test-results']);
/** What a shorter path (one inside a package) ends with: a file of source, data or documents. */
const FILE_NAME = /\.(?:ts|tsx|mjs|cjs|js|json|sql|md|ya?ml|sh)$/;

/** README.md and every markdown file under docs/, as paths from the repository's root. */
function documents() {
  const found = ['README.md'];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) found.push(rel);
    }
  };
  walk('docs');
  return found.sort();
}

/** Every file's path from the root, but those in folders that runs make and in .git. */
function repositoryFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === '.git' || MADE_BY_RUNS.has(entry.name)) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else found.push(rel);
    }
  };
  walk('');
  return found;
}

/** The text with fenced code blocks blanked out (their lines kept, so line numbers hold). */
const withoutFences = (text) =>
  text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));

/** What a mention names, without a line number, an anchor or the punctuation after it. */
function bare(mention) {
  return mention
    .replace(/#.*$/, '')
    .replace(/:\d+(?:[-:]\d+)?$/, '')
    .replace(/[.,;:)]+$/, '');
}

const isPlaceholder = (p) => /[*{}<>…]|\.\.\.|\$/.test(p);
const startsAtTop = (p) => TOP_FOLDERS.some((folder) => p.startsWith(`${folder}/`));
const madeByRuns = (p) => p.split('/').some((segment) => MADE_BY_RUNS.has(segment));

/**
 * The repository paths one document names: `{ line, mention, target }`, target from the root, or
 * `{ line, mention, ending }` for a shorter path some file's path must end with. Inline code is
 * split at spaces (`node scripts/bench/api.mjs --x` names the script).
 */
function mentions(doc, text) {
  const body = withoutFences(text);
  const lineOf = (index) => body.slice(0, index).split('\n').length;
  const found = [];
  const consider = (mention, index, { link = false, code = false } = {}) => {
    const p = bare(mention);
    if (!p || isPlaceholder(p) || /^[a-z][\w+.-]*:/i.test(p) || p.startsWith('/')) return;
    let target;
    if (startsAtTop(p) || TOP_FILE.test(p)) target = path.posix.normalize(p);
    else if (link) target = path.posix.normalize(path.posix.join(path.posix.dirname(doc), p));
    else if (code && p.includes('/') && FILE_NAME.test(p) && !p.startsWith('.')) {
      found.push({ line: lineOf(index), mention, ending: `/${p}` });
      return;
    } else return;
    if (madeByRuns(target)) return;
    found.push({ line: lineOf(index), mention, target });
  };
  const spans = [];
  for (const m of body.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
    spans.push([m.index, m.index + m[0].length]);
    for (const token of m[2].matchAll(/[^\s'"()=,]+/g)) {
      consider(token[0], m.index + token.index, { code: true });
    }
  }
  const inCode = (i) => spans.some(([from, to]) => i >= from && i < to);
  for (const m of body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (inCode(m.index)) continue;
    spans.push([m.index, m.index + m[0].length]);
    if (!m[1].startsWith('#')) consider(m[1], m.index, { link: true });
  }
  for (const m of body.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)) {
    spans.push([m.index, m.index + m[0].length]);
    consider(m[1], m.index, { link: true });
  }
  const inSpan = (i) => spans.some(([from, to]) => i >= from && i < to);
  const topAlternatives = TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|');
  const prose = new RegExp(`(?<![\\w./@-])(?:${topAlternatives})/[\\w./@-]*[\\w/]`, 'g');
  for (const m of body.matchAll(prose)) if (!inSpan(m.index)) consider(m[0], m.index);
  return found.sort((a, b) => a.line - b.line);
}

/** Whether the repository has what a mention names. */
const exists = (files) => (found) =>
  found.target !== undefined
    ? fs.existsSync(path.join(root, found.target))
    : files.some((file) => file.endsWith(found.ending));

/** `doc:line: mention` for every path that document names and the repository lacks. */
function missingIn(doc, files) {
  const text = fs.readFileSync(path.join(root, doc), 'utf8');
  return mentions(doc, text)
    .filter((found) => !exists(files)(found))
    .map(({ line, mention, target }) =>
      !target || mention === target
        ? `${doc}:${line}: ${mention}`
        : `${doc}:${line}: ${mention} (${target})`,
    );
}

describe('every repository path the docs name exists', () => {
  const files = repositoryFiles();
  for (const doc of documents()) {
    it(doc, () => {
      expect(missingIn(doc, files)).toEqual([]);
    });
  }

  it('finds a path that is missing, in code, in a link and in the text', () => {
    const text = [
      'See `apps/server/src/no-such-file.ts:12` and [the records](decisions/0000-none.md#top).',
      '',
      '```sh',
      'node scripts/in-a-fence-is-not-read.mjs',
      '```',
      'Written out: scripts/no-such-script.mjs, and `vitest.config.ts` is there.',
      'Not checked: `apps/*/src`, `docs/decisions/NNNN-<title>.md`, `apps/web/dist/index.html`.',
      'Inside a package: `billing/entitlement/entitlement.ts` is there, `billing/gone.ts` is not.',
    ].join('\n');
    const missing = mentions('docs/example.md', text)
      .filter((found) => !exists(files)(found))
      .map(({ line, target, ending }) => `${line}: ${target ?? ending}`);
    expect(missing).toEqual([
      '1: apps/server/src/no-such-file.ts',
      '1: docs/decisions/0000-none.md',
      '6: scripts/no-such-script.mjs',
      '8: /billing/gone.ts',
    ]);
  });
});
