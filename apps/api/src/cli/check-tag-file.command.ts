/**
 * `tagtrail check-tag-file <file>` (issue 25 §1): an NFC lot's tag file checked by the rules the admin lot form and
 * the server apply (spec A §5: one `tagId;visualKey` per line, UTF-8), before anyone uploads it: every bad line with
 * its number and reason, and exit 1 on any. The file alone is checked: ids already stored are the upload's to find.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { MAX_REPORTED_BAD_LINES, type TagFileLineError } from '@tagtrail/domain';
import { noStoredTags, readTagFile } from '../lots/tag-file.upload';
import { CliError, EXIT, type CliCommand } from './cli-command';

/** A bad line's reason, as the admin lot form says it in English. */
function problemText(problem: TagFileLineError): string {
  const params = (problem.params ?? {}) as { firstLine?: number; max?: number; fields?: number };
  const field = problem.field === 'visualKey' ? 'visual key' : 'tag id';
  switch (problem.key) {
    case 'MISSING_FIELD':
      return `the ${field} is missing`;
    case 'DUPLICATE_TAG_ID':
      return `the tag id repeats line ${params.firstLine ?? '?'}`;
    case 'TOO_LONG':
      return `the ${field} is longer than ${params.max ?? '?'} characters`;
    case 'TOO_MANY_FIELDS':
      return `${params.fields ?? '?'} fields where two are expected (tag id;visual key)`;
    case 'INVALID_CHARACTER':
      return `the ${field} holds a character a tag cannot hold`;
    default:
      return `the line was refused (${problem.key})`;
  }
}

export const checkTagFile: CliCommand = {
  name: 'check-tag-file',
  usage: '<file>',
  summary: "check an NFC lot's tag file as the admin lot form does",
  arguments: ['file'],
  help: [
    "Checks an NFC lot's tag file (one `tagId;visualKey` per line, UTF-8, CSV or TXT) by the rules the admin lot",
    `form and the server apply, and lists every bad line with its number and reason (the first ${MAX_REPORTED_BAD_LINES},`,
    'and how many more). Tag ids already stored are not looked up: the upload reports those.',
    '',
    'Exit codes: 0 every line is good; 1 some line is bad, or the file is not UTF-8; 2 usage; 3 the file cannot be read.',
  ].join('\n'),
  async run({ positionals }, io) {
    const file = positionals[0] ?? '';
    try {
      if (!(await stat(file)).isFile()) throw new CliError(`${file} is not a file`, EXIT.unavailable);
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new CliError(
        `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
        EXIT.unavailable,
      );
    }
    const reading = await readTagFile(noStoredTags, createReadStream(file), 0);
    if (reading.kind === 'not-utf8') {
      io.err(`${file}: the file is not UTF-8 text (save it as UTF-8 and check it again).`);
      return EXIT.refused;
    }
    const { report } = reading;
    for (const problem of report.badLines) io.err(`${file}:${problem.line}: ${problemText(problem)}`);
    const unlisted = report.badLineCount - report.badLines.length;
    if (unlisted > 0) io.err(`…and ${unlisted} more bad lines.`);
    const good = report.tagLineCount - report.badLineCount;
    if (report.badLineCount > 0) {
      io.err(`${file}: ${report.badLineCount} bad lines of ${report.tagLineCount} tags. Fix them and check again.`);
      return EXIT.refused;
    }
    io.out(`${file}: ${good} tags, no bad lines.`);
    return EXIT.ok;
  },
};
