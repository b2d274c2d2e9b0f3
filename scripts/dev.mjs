// `pnpm dev`: the API (watching its sources), the public app's script (rebuilt as it changes) and the portal's Vite
// dev server, behind one origin: http://localhost:5173. The portal's dev server proxies /api, /idp and the public
// pages to the API, so sign-in cookies and redirects behave as in production.
import { spawn } from 'node:child_process';

const origin = 'http://localhost:5173';
const processes = [
  { name: 'api', filter: '@tagtrail/api', env: { PORT: '8080', PUBLIC_URL: origin } },
  { name: 'public', filter: '@tagtrail/public', env: {} },
  { name: 'portal', filter: '@tagtrail/portal', env: {} },
].map(({ name, filter, env }) => {
  const child = spawn('pnpm', ['--filter', filter, 'dev'], { env: { ...process.env, ...env }, stdio: 'pipe' });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] stopped (${code ?? 'signal'}); stopping the others`);
    stopAll();
  });
  return child;
});

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
console.log(`Tagtrail in development: open ${origin}`);
