// Stryker plugin for the second mutation pass (stryker.static.config.mjs): keeps only the mutants of module-level
// code, the code that runs once when a module is imported (zod schemas, constant tables, regular expressions).
// Those need a fresh module graph per run, so that pass runs isolated; the first pass (stryker.config.mjs) runs
// every other mutant without isolation, which is 2-3x faster. See docs/testing.md.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const insideFunctionOrClass = {
  shouldIgnore(path) {
    if (path.getFunctionParent()) return 'runs when called: measured by the first pass (stryker.config.mjs)';
    if (path.findParent((p) => p.isClassBody()))
      return 'runs per instance: measured by the first pass (stryker.config.mjs)';
    return undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'module-level-only', insideFunctionOrClass)];
