/**
 * `pnpm sdm verify` and `pnpm sdm tap`: for people who provision tags, SDM reads checked, and the URL a chip opens at
 * a tap made, each from JSON lines on standard input (sdm-verify.command.ts and sdm-tap.command.ts say what goes in
 * and out). The only file of this package that touches Node.
 */
import { createInterface } from 'node:readline';
import { SDM_TAP_USAGE, tapSdmLine } from './sdm-tap.command';
import { SDM_USAGE, verifySdmLine } from './sdm-verify.command';

const SUBCOMMANDS: Record<string, { usage: string; answer: (line: string) => unknown }> = {
  verify: { usage: SDM_USAGE, answer: verifySdmLine },
  tap: { usage: SDM_TAP_USAGE, answer: tapSdmLine },
};
const ALL_USAGE = `${SDM_USAGE}\n\n${SDM_TAP_USAGE}`;

const [subcommand, ...options] = process.argv.slice(2);
const chosen = subcommand === undefined ? undefined : SUBCOMMANDS[subcommand];

if (subcommand === '--help' || subcommand === '-h') {
  console.log(ALL_USAGE);
} else if (chosen === undefined) {
  console.error(subcommand === undefined ? 'No subcommand given.' : `Unknown subcommand "${subcommand}".`);
  console.error(ALL_USAGE);
  process.exitCode = 2;
} else if (options.includes('--help')) {
  console.log(chosen.usage);
} else {
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    console.log(JSON.stringify(chosen.answer(line)));
  }
}
