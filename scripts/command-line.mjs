/** The scripts' command line: `--name value` options and `--name` flags. */
const args = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is not given. */
export function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

/** Whether `--name` is given. */
export const flag = (name) => args.includes(`--${name}`);
