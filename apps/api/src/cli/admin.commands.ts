/**
 * `tagtrail admin create <login>` and `tagtrail admin reset-password <login>` (issue 25 §1): the operator's way to
 * the first administrator of a database, and back in when an administrator's password is lost. Each prints a
 * one-time password, shown only here: it signs in for TEMPORARY_PASSWORD_TTL_DAYS and only to choose a new one.
 */
import { accountLengthErrors, emailErrors, type RuleError } from '@tagtrail/domain';
import { findUserByUsername, issueTemporaryPassword, createUserWithTemporaryPassword } from '../identity/users.store';
import { UsernameTakenError } from '../identity/users.store';
import { CliError, EXIT, type CliCommand, type CliIo } from './cli-command';
import { withDatabase } from './cli-database';

const ADMIN_ROLE = 'admin';

/** The domain's rule errors, said as the command's own words. */
function ruleText(error: RuleError): string {
  const max = (error.params as { max?: number } | undefined)?.max;
  switch (error.key) {
    case 'FIELD_TOO_LONG':
      return `the ${error.field ?? 'value'} is longer than ${max ?? 'allowed'} characters`;
    case 'REQUIRED_FIELD_MESSAGE':
      return `the ${error.field ?? 'value'} is missing`;
    default:
      return `the ${error.field ?? 'value'} is not valid (${error.key})`;
  }
}

function printOneTimePassword(io: CliIo, password: string, expiresAt: Date, publicUrl: string): void {
  io.out(`One-time password: ${password}`);
  io.out(
    `It is shown only now. It signs in until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `once, to choose a new password: ${publicUrl}/admin`,
  );
}

export const adminCreate: CliCommand = {
  name: 'admin create',
  usage: '<login> [--name <name>] [--email <address>]',
  summary: 'create an administrator and print a one-time password',
  arguments: ['login'],
  options: { name: { type: 'string' }, email: { type: 'string' } },
  help: [
    'Creates an administrator account in the database the server uses (DATABASE_URL, else the PGlite folder',
    'DATA_DIR) and prints a one-time password for its first sign-in. Run it while the server is stopped when the',
    'database is a PGlite folder; against PostgreSQL it may run at any time.',
    '',
    '  --name <name>       the name shown in the portal (default: the login)',
    "  --email <address>   the administrator's e-mail address",
    '',
    'Exit codes: 0 created; 1 the login is taken or a value is refused; 2 usage; 3 the database cannot be opened.',
  ].join('\n'),
  async run({ positionals, values }, io) {
    const login = (positionals[0] ?? '').trim();
    const name = String(values.name ?? login).trim();
    const email = String(values.email ?? '').trim();
    const errors = [
      ...(login === '' ? [{ key: 'REQUIRED_FIELD_MESSAGE', field: 'login' }] : []),
      ...accountLengthErrors({ login, name }),
      ...(email === '' ? [] : emailErrors(email)),
    ];
    if (errors.length > 0) throw new CliError(errors.map(ruleText).join('; '), EXIT.refused);
    return withDatabase(io, async (db, config) => {
      try {
        const created = await createUserWithTemporaryPassword(db, { username: login, name, email, role: ADMIN_ROLE });
        io.out(`Administrator ${login} created.`);
        printOneTimePassword(io, created.temporaryPassword, created.expiresAt, config.publicUrl);
        return EXIT.ok;
      } catch (error) {
        if (error instanceof UsernameTakenError)
          throw new CliError(`the login ${login} is already in use`, EXIT.refused);
        throw error;
      }
    });
  },
};

export const adminResetPassword: CliCommand = {
  name: 'admin reset-password',
  usage: '<login>',
  summary: "replace an administrator's password with a one-time password",
  arguments: ['login'],
  help: [
    "Replaces an administrator's password with a one-time password and prints it. The old password stops at once,",
    "and the account's sessions and tokens end. Other accounts' passwords are reset in the portal, by whoever",
    'manages them. Run it while the server is stopped when the database is a PGlite folder.',
    '',
    'Exit codes: 0 reset; 1 no administrator has this login; 2 usage; 3 the database cannot be opened.',
  ].join('\n'),
  async run({ positionals }, io) {
    const login = (positionals[0] ?? '').trim();
    return withDatabase(io, async (db, config) => {
      const user = await findUserByUsername(db, login);
      if (user === undefined || user.role !== ADMIN_ROLE)
        throw new CliError(`no administrator has the login ${login}`, EXIT.refused);
      const issued = await issueTemporaryPassword(db, user.id, { role: ADMIN_ROLE });
      if (issued === undefined) throw new CliError(`no administrator has the login ${login}`, EXIT.refused);
      io.out(`The password of ${user.username} was replaced.`);
      printOneTimePassword(io, issued.temporaryPassword, issued.expiresAt, config.publicUrl);
      return EXIT.ok;
    });
  },
};
