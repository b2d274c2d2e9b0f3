// `pnpm test` and its parts: runs the named stages (all of them when none is named) one after another, stops at the
// first that fails, and ends with how long each took, so a slow CI says where its time went.
//
//   node scripts/test-stages.mjs [check] [unit] [postgres] [e2e]
//
// Steps inside a stage that do not depend on each other run side by side: prettier, eslint and tsc each use one core,
// and the two builds the end-to-end tests need are independent.
import { spawn } from 'node:child_process';

/**
 * pnpm as it started this script (`pnpm test` names itself in npm_execpath; `npx pnpm@…` puts no pnpm on the PATH),
 * or the one on the PATH.
 */
const pnpm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: 'pnpm', args: [] };

/** A step: a root package.json script, or a command with its arguments. */
const script = (name) => ({ label: name, command: pnpm.command, args: [...pnpm.args, 'run', '--silent', name] });
const command = (label, file, ...args) => ({ label, command: file, args });

/** Each stage: steps that run side by side (their output printed as each ends), then the next stage. */
const STAGES = {
  check: [script('format:check'), script('lint'), script('typecheck'), script('boundaries')],
  unit: [script('test:unit')],
  postgres: [script('test:postgres')],
  'e2e-build': [
    command('chromium', 'bash', 'scripts/ensure-chromium.sh'),
    script('build:apps'),
    script('build-storybook'),
  ],
  e2e: [command('playwright', pnpm.command, ...pnpm.args, 'exec', 'playwright', 'test')],
};
/** What a name on the command line runs: `e2e` builds what it serves first. */
const ALIASES = { e2e: ['e2e-build', 'e2e'] };
const ALL = ['check', 'unit', 'postgres', 'e2e-build', 'e2e'];

const asked = process.argv.slice(2);
for (const name of asked) {
  if (!(name in STAGES)) {
    console.error(`unknown stage '${name}': one of ${Object.keys(STAGES).join(', ')}`);
    process.exit(2);
  }
}
const stages = asked.length === 0 ? ALL : asked.flatMap((name) => ALIASES[name] ?? [name]);

/** Runs one step; a lone step prints as it goes, side-by-side steps print their whole output when each ends. */
function run(step, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${step.label} could not start: ${error.message}\n`)));
    child.on('close', (code, signal) => {
      if (!alone) {
        const text = Buffer.concat(output).toString().trimEnd();
        console.log(`── ${step.label} ${code === 0 ? 'passed' : 'FAILED'}${text === '' ? '' : `\n${text}`}`);
      }
      resolve({ ok: code === 0, why: signal ?? `exit ${code}`, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const times = [];
let failed;
for (const name of stages) {
  const steps = STAGES[name];
  console.log(`\n=== ${name}: ${steps.map((step) => step.label).join(', ')}`);
  const started = Date.now();
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  times.push({ name, seconds: (Date.now() - started) / 1000 });
  const broken = results.findIndex((result) => !result.ok);
  if (broken !== -1) {
    failed = `${name} › ${steps[broken].label} (${results[broken].why})`;
    break;
  }
}

console.log('\nstage times:');
for (const { name, seconds } of times) console.log(`  ${name.padEnd(10)} ${seconds.toFixed(0).padStart(5)} s`);
const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(0).padStart(5)} s`);
if (failed !== undefined) {
  console.error(`\nfailed: ${failed}`);
  process.exit(1);
}
