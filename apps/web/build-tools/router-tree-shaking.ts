import type { Plugin } from 'vite';

/** react-router's built files (one big chunk holding every part of the library). */
const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;

/**
 * Lets the bundler drop the parts of react-router the app does not use (<Form> and its
 * submission code, <Link>'s framework-mode prefetching, the data router's memoised routes): the
 * library defines them with React.forwardRef/memo calls, which the bundler must otherwise assume
 * have side effects, and then sets their displayName, which keeps them alive. Marking the calls
 * pure and leaving out the displayName lines (only React's developer tools read them) takes
 * about 4 kB (gzipped) off every page's first load. When a new react-router release changes
 * these lines, nothing breaks: the code simply stays, and scripts/bench/bundle-size.mjs shows it.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'jetsweat-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_DIST.test(id)) return null;
      return code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|memo))\(/g, '= /* @__PURE__ */ $1(')
        .replace(/^(\s*)(warning|warningOnce)\(/gm, '$1false && $2(');
    },
  };
}
