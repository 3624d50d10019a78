/**
 * Command-line options for the bench scripts: `--name=value` or `--name value`, falling back to an
 * environment variable, then to a default. A bare `--flag` means true.
 */
export class BenchOptions {
  private readonly values = new Map<string, string>();

  constructor(argv: readonly string[] = process.argv.slice(2)) {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i]!;
      if (!arg.startsWith('--'))
        throw new Error(`Unexpected argument "${arg}" (options look like --name=value)`);
      const body = arg.slice(2);
      const eq = body.indexOf('=');
      if (eq >= 0) {
        this.values.set(body.slice(0, eq), body.slice(eq + 1));
      } else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) {
        this.values.set(body, argv[i + 1]!);
        i++;
      } else {
        this.values.set(body, 'true');
      }
    }
  }

  private raw(name: string, env: string | undefined): string | undefined {
    const fromArgs = this.values.get(name);
    if (fromArgs !== undefined) return fromArgs;
    const fromEnv = env ? process.env[env] : undefined;
    return fromEnv === '' ? undefined : fromEnv;
  }

  /** A string option, or the fallback. */
  string(name: string, env: string | undefined, fallback: string): string {
    return this.raw(name, env) ?? fallback;
  }

  /** A string option that may be absent. */
  optional(name: string, env: string | undefined): string | undefined {
    return this.raw(name, env);
  }

  /** A non-negative number; accepts `1_000_000`, `1e6`, `200k` and `1M` for readability. */
  number(name: string, env: string | undefined, fallback: number): number {
    const value = this.raw(name, env);
    if (value === undefined) return fallback;
    const match = /^([\d_.e+]+)([kKmM]?)$/.exec(value.trim());
    const parsed = match ? Number(match[1]!.replaceAll('_', '')) : Number.NaN;
    const scale = match?.[2]?.toLowerCase() === 'k' ? 1e3 : match?.[2]?.toLowerCase() === 'm' ? 1e6 : 1;
    const result = parsed * scale;
    if (!Number.isFinite(result) || result < 0) throw new Error(`--${name} must be a non-negative number`);
    return result;
  }

  /** An integer option (see `number`). */
  integer(name: string, env: string | undefined, fallback: number): number {
    const value = this.number(name, env, fallback);
    if (!Number.isInteger(value)) throw new Error(`--${name} must be a whole number`);
    return value;
  }

  flag(name: string, env: string | undefined): boolean {
    const value = this.raw(name, env);
    return value !== undefined && !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
  }
}
