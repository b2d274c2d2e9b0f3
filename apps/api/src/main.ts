/** `pnpm start`: the server on one port, with the sign-in names printed for whoever started it. */
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/demo-data';
import { buildServer } from './server';

const config = loadConfig();
const server = await buildServer(config);
await server.app.listen({ host: '0.0.0.0', port: config.port });

const lines = [`Tagtrail is running at ${config.publicUrl}`];
if (config.demoData) {
  lines.push(`Demo users (password "${DEMO_PASSWORD}"):`);
  for (const user of DEMO_USERS) lines.push(`  ${user.username.padEnd(10)} ${user.role}`);
  lines.push(
    'Anyone who reads the README knows this password: demo data is for trying Tagtrail out.',
    'For a real deployment start on an empty database with DEMO_DATA=false, or with NODE_ENV=production,',
    'which creates no demo data and will not start while a demo account still has this password;',
    'then `pnpm tagtrail admin create <login>` makes its first administrator.',
  );
}
console.log(lines.join('\n'));

/** SIGTERM's promise: gone within 10 s, its last work done. */
const SHUTDOWN_LIMIT_MS = 9_500;

let closing = false;
const shutDown = async (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  server.app.log.info({ signal }, 'shutting down');
  // A service manager kills what outlives its stop timeout (systemd: 90 s; Kubernetes: 30 s): we promise 10 s, and
  // keep it even should something hang, leaving the next start to fold what this one could not.
  setTimeout(() => {
    server.app.log.error('shutdown took longer than 10 s; exiting without finishing it');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
