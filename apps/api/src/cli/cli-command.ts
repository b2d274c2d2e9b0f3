/**
 * What every `tagtrail` command is made of: its name and usage, its help, its options, and a run that answers an
 * exit code. Exit codes a script can trust (EXIT); an error a user can fix is a CliError, printed as one line with
 * no stack trace.
 */
import type { ParseArgsConfig } from 'node:util';

export const EXIT = {
  /** Done, or the thing checked is right. */
  ok: 0,
  /** The thing checked is not right (bad tag-file lines, a draw that does not check), or the change was refused. */
  refused: 1,
  /** The command line is wrong: an unknown command, a missing argument, an unknown option. */
  usage: 2,
  /** What the command needs cannot be reached: the database, the data folder (in use), a file. */
  unavailable: 3,
  /** A fault of ours: the message says what, TAGTRAIL_DEBUG=1 shows where. */
  internal: 70,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly env: NodeJS.ProcessEnv;
}

export interface CommandInput {
  readonly positionals: readonly string[];
  readonly values: Readonly<Record<string, string | boolean | readonly (string | boolean)[] | undefined>>;
}

export interface CliCommand {
  /** The words that name it: `admin create`, `verify-draw`. */
  readonly name: string;
  /** Its arguments and options after the name, as `--help` shows them. */
  readonly usage: string;
  /** One line for the command list. */
  readonly summary: string;
  /** What it does, its arguments and options, and what its exit codes mean. */
  readonly help: string;
  /** The positional arguments it needs, by name, in order. */
  readonly arguments: readonly string[];
  readonly options?: NonNullable<ParseArgsConfig['options']>;
  run(input: CommandInput, io: CliIo): Promise<number>;
}
