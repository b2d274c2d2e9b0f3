/**
 * `pnpm verify-draw <file>`: kept as it was before the operator's command line, which it now is —
 * `pnpm tagtrail verify-draw <file>` (src/cli/verify-draw.command.ts says what it checks and its exit codes).
 */
import { runCli } from '../cli/tagtrail';

process.exitCode = await runCli(['verify-draw', ...process.argv.slice(2)], {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
});
