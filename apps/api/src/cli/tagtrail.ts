/**
 * `pnpm tagtrail <command>` (issue 25 §1): the operator's one entry point, on the domain and the server's own code.
 * `tagtrail --help` lists the commands, `tagtrail <command> --help` explains one. Exit codes (cli-command.ts EXIT)
 * mean the same for every command; an error a user can fix is one line on stderr, never a stack trace.
 */
import { parseArgs } from 'node:util';
import { adminCreate, adminResetPassword } from './admin.commands';
import { backup, restore } from './backup.commands';
import { checkTagFile } from './check-tag-file.command';
import { CliError, EXIT, type CliCommand, type CliIo } from './cli-command';
import { keysCreateFile, keysRotate } from './keys.commands';
import { verifyDrawCommand } from './verify-draw.command';

export const COMMANDS: readonly CliCommand[] = [
  adminCreate,
  adminResetPassword,
  backup,
  restore,
  keysRotate,
  keysCreateFile,
  checkTagFile,
  verifyDrawCommand,
];

const HELP_FLAGS = new Set(['--help', '-h']);

function overview(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  return [
    'usage: pnpm tagtrail <command> [arguments] [--help]',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    "The database is the server's: DATABASE_URL, else the PGlite folder DATA_DIR (default ./data).",
    'Exit codes: 0 done; 1 refused or not right; 2 usage; 3 the database or a file cannot be reached; 70 our fault.',
  ].join('\n');
}

const usageOf = (command: CliCommand) => `usage: pnpm tagtrail ${command.name} ${command.usage}`;

/** The command the words name, the longest name first (`admin create` before a bare `admin`). */
function find(words: readonly string[]): { command: CliCommand; rest: string[] } | undefined {
  for (const command of COMMANDS) {
    const name = command.name.split(' ');
    if (name.every((word, i) => words[i] === word)) return { command, rest: words.slice(name.length) };
  }
  return undefined;
}

/** Runs the command line (without `node` and the script) and answers its exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.length === 0 || HELP_FLAGS.has(argv[0] ?? '') || argv[0] === 'help') {
    io.out(overview());
    return EXIT.ok;
  }
  const found = find(argv);
  if (found === undefined) {
    // A group named without its command (`tagtrail admin`): its commands.
    const group = COMMANDS.filter((command) => command.name.startsWith(`${argv[0]} `));
    const helpAsked = argv.slice(1).some((word) => HELP_FLAGS.has(word));
    if (group.length > 0) {
      (helpAsked ? io.out : io.err)(group.map((command) => `${usageOf(command)}\n  ${command.summary}`).join('\n'));
      return helpAsked ? EXIT.ok : EXIT.usage;
    }
    io.err(`tagtrail: unknown command "${argv.join(' ')}".\n\n${overview()}`);
    return EXIT.usage;
  }
  const { command, rest } = found;
  if (rest.some((word) => HELP_FLAGS.has(word))) {
    io.out(`${usageOf(command)}\n\n${command.help}`);
    return EXIT.ok;
  }
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`tagtrail ${command.name}: ${(error as Error).message}\n${usageOf(command)}`);
    return EXIT.usage;
  }
  if (parsed.positionals.length !== command.arguments.length) {
    const missing = command.arguments.slice(parsed.positionals.length);
    io.err(
      `tagtrail ${command.name}: ${missing.length > 0 ? `missing ${missing.map((name) => `<${name}>`).join(' ')}` : `unexpected "${parsed.positionals.slice(command.arguments.length).join(' ')}"`}\n${usageOf(command)}`,
    );
    return EXIT.usage;
  }
  try {
    return await command.run({ positionals: parsed.positionals, values: parsed.values }, io);
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`tagtrail ${command.name}: ${error.message}`);
      return error.exitCode;
    }
    io.err(`tagtrail ${command.name}: unexpected error: ${(error as Error).message ?? String(error)}`);
    if (io.env.TAGTRAIL_DEBUG === '1') io.err(String((error as Error).stack ?? ''));
    else io.err('Run it again with TAGTRAIL_DEBUG=1 to see where.');
    return EXIT.internal;
  }
}
