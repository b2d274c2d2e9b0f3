/** `pnpm tagtrail <command>`: the command line (tagtrail.ts) run on this process's arguments, output and exit code. */
import { runCli } from './tagtrail';

const code = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
});
process.exitCode = code;
