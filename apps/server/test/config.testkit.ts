import { ConfigError, loadConfig } from '../src/config.js';

/** What loadConfig says is wrong with `env` (its ConfigError's message), or undefined when it takes it. */
export function configProblem(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
  return undefined;
}
