/**
 * `tagtrail keys create-file <file>` and `tagtrail keys rotate` (issue 25 §2): the key file that seals the secrets
 * kept in the database, and the rotation of the identity provider's signing key.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { KEY_RELOAD_INTERVAL_MS } from '../identity';
import { rotateSigningKeys } from '../identity/oidc.keys';
import { createKeyFile, loadKeyEncryptionKey, secretBox, SecretBoxError } from '../identity/secret-box';
import { CliError, EXIT, type CliCommand } from './cli-command';
import { withDatabase } from './cli-database';

/** Clocks of two machines may disagree by this much: a key retires this much later than the tokens it signed. */
const CLOCK_SKEW_SECONDS = 60;

export const keysCreateFile: CliCommand = {
  name: 'keys create-file',
  usage: '<file>',
  summary: 'make a new key file (TAGTRAIL_KEY_FILE) for a new deployment',
  arguments: ['file'],
  help: [
    'Writes a new key-encryption key to <file>, readable by its owner only. The server seals the secrets it keeps in',
    'the database (token signing keys, cookie keys) with it: point TAGTRAIL_KEY_FILE at the file, keep a copy apart',
    'from the database backups, and never lose it: without it a backup cannot be used. An existing file is never',
    'overwritten.',
    '',
    'Exit codes: 0 made; 1 the file exists; 2 usage; 3 the file cannot be written.',
  ].join('\n'),
  async run({ positionals }, io) {
    const file = path.resolve(positionals[0]!);
    const exists = await access(file).then(
      () => true,
      () => false,
    );
    if (exists) throw new CliError(`${file} exists already: it is never overwritten`, EXIT.refused);
    try {
      await createKeyFile(file);
    } catch (error) {
      throw new CliError(`cannot write ${file}: ${(error as Error).message}`, EXIT.unavailable);
    }
    io.out(`Key file ${file} made (mode 600). Set TAGTRAIL_KEY_FILE=${file} and keep a copy apart from the backups.`);
    return EXIT.ok;
  },
};

export const keysRotate: CliCommand = {
  name: 'keys rotate',
  usage: '',
  summary: "make a new signing key for the identity provider's tokens",
  arguments: [],
  help: [
    "Makes a new key sign the identity provider's tokens. The keys it replaces are still published and still verify",
    'until the longest token they may have signed has expired (ACCESS_TOKEN_TTL, plus the minute running servers',
    'take to pick the new key up), then they are dropped; nobody is signed out. Running servers on PostgreSQL pick',
    'the new key up within a minute; a PGlite folder is rotated while its server is stopped.',
    '',
    'Exit codes: 0 rotated; 2 usage; 3 the database or the key file cannot be reached.',
  ].join('\n'),
  async run(_input, io) {
    return withDatabase(io, async (db, config) => {
      let box;
      try {
        box = secretBox(await loadKeyEncryptionKey(config.keyFile, { create: false, production: config.production }));
      } catch (error) {
        if (error instanceof SecretBoxError) throw new CliError(error.message, EXIT.unavailable);
        throw error;
      }
      const keepSeconds = config.accessTokenTtlSeconds + KEY_RELOAD_INTERVAL_MS / 1000 + CLOCK_SKEW_SECONDS;
      let rotation;
      try {
        rotation = await rotateSigningKeys(db, box, { keepSeconds });
      } catch (error) {
        if (error instanceof SecretBoxError) throw new CliError(error.message, EXIT.unavailable);
        throw error;
      }
      io.out(`New signing key ${rotation.kid} signs from now on.`);
      for (const { kid, retireAt } of rotation.retiring)
        io.out(`Key ${kid} still verifies until ${retireAt.slice(0, 19).replace('T', ' ')} UTC.`);
      for (const kid of rotation.removed) io.out(`Key ${kid} had expired and is removed.`);
      return EXIT.ok;
    });
  },
};
