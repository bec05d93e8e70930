// What the site's command-line scripts share: how they read their arguments and the site file they
// are given, and what they print and how they exit, gathered instead of written at once, so the
// tests can run a script's whole command in their own process (starting Node with TypeScript for
// each case cost about 2.4 s of CPU) while the script itself stays a thin wrapper.
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { defaultSitePath } from '../src/content/load-site-file.ts';

export interface CommandOutcome {
  code: number;
  stdout: string;
  stderr: string;
  /** Both streams' lines in the order they were printed, as a terminal shows them. */
  printed: readonly { stream: 'stdout' | 'stderr'; text: string }[];
}

/** Lines for standard output and standard error, in the order a script prints them. */
export class CommandOutput {
  private readonly printed: { stream: 'stdout' | 'stderr'; text: string }[] = [];

  log(line: string): void {
    this.printed.push({ stream: 'stdout', text: `${line}\n` });
  }

  error(line: string): void {
    this.printed.push({ stream: 'stderr', text: `${line}\n` });
  }

  exit(code: number): CommandOutcome {
    const of = (stream: 'stdout' | 'stderr') =>
      this.printed
        .filter((line) => line.stream === stream)
        .map((line) => line.text)
        .join('');
    return { code, stdout: of('stdout'), stderr: of('stderr'), printed: [...this.printed] };
  }
}

/** Prints a command's outcome as the script's own output, in order, and sets its exit code. */
export function finishProcess(outcome: CommandOutcome): void {
  for (const { stream, text } of outcome.printed) process[stream].write(text);
  process.exitCode = outcome.code;
}

/**
 * A command's arguments read with node:util's parseArgs, or undefined once it has printed why they
 * cannot be (an option it does not know) and how to call it: the command then exits 2.
 */
export function parseCommandArgs<Options extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: Options,
  usage: string,
  output: CommandOutput,
) {
  const config = { args: [...args], allowPositionals: true as const, options };
  try {
    return parseArgs(config);
  } catch (error) {
    output.error((error as Error).message);
    output.error(`Run it as: ${usage}`);
    return undefined;
  }
}

/**
 * The site file a command was given (site.yaml at the project's root when none), and how to name
 * files as the person typed them. npm runs scripts from the project's root; INIT_CWD is where the
 * command was typed, so a file named from a subfolder is the file they meant, and is printed as
 * they wrote it.
 */
export function siteFileAsTyped(given: string | undefined, env: NodeJS.ProcessEnv) {
  const typedIn = env.INIT_CWD ?? process.cwd();
  const nameOf = (file: string) => path.relative(typedIn, file) || file;
  const file = given ? path.resolve(typedIn, given) : defaultSitePath;
  return { file, name: nameOf(file), nameOf };
}
