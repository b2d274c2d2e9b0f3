/**
 * `pnpm sdm verify`: for people who provision tags, checks SDM reads given as JSON lines on standard input
 * (sdm-verify.command.ts says what goes in and out). The only file of this package that touches Node.
 */
import { createInterface } from 'node:readline';
import { SDM_USAGE, verifySdmLine } from './sdm-verify.command';

const [subcommand, ...options] = process.argv.slice(2);

if (subcommand === '--help' || subcommand === '-h' || (subcommand === 'verify' && options.includes('--help'))) {
  console.log(SDM_USAGE);
} else if (subcommand !== 'verify') {
  console.error(subcommand === undefined ? 'No subcommand given.' : `Unknown subcommand "${subcommand}".`);
  console.error(SDM_USAGE);
  process.exitCode = 2;
} else {
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    console.log(JSON.stringify(verifySdmLine(line)));
  }
}
