/**
 * What one CRUD resource costs across the layers (issue 8 §10): its files and lines, production code apart from tests
 * and stories. A resource's files are found by name, so the figure follows renames; the shared machinery a resource
 * leans on (useRecordForm, DataList, HttpResource, MemoryResource, the generic SQL page) is counted once, apart.
 *
 *   node scripts/resource-cost.mjs            # this tree
 *   git stash; node scripts/resource-cost.mjs # or any checkout, to compare
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Each resource's files, by path. Translations live in shared files and are not counted. */
const RESOURCES = {
  partners:
    /(^|\/)(partners?\.[a-z.]+|save-partner\.[a-z.-]+|Partner(Form|List)View[a-z.]*|partners\.view\.test\.tsx)$/,
  'partner users': /(partner-users?[./]|PartnerUser|save-partner-user|usePartnerName|TemporaryPasswordDialog)/,
  'customer users': /(customer-users?[./]|CustomerUser|save-customer-user|useCustomerName)/,
  categories: /(categor(y|ies)[a-z-]*\.[a-z.]+|Category[A-Za-z]*View[a-z.]*)$/i,
  'sales points': /(sales-points?[a-z-]*\.[a-z.]+|SalesPoint[A-Za-z]*\.[a-z.]+)$/,
  promotions:
    /(promotions?[a-z-]*\.[a-z.]+|Promotion[A-Za-z]*\.[a-z.]+|prize[a-z-]*\.[a-z.]+|Prize[A-Za-z]*\.[a-z.]+)$/,
};

const isTest = (path) => /(\.test\.|\.spec\.|\.stories\.|^e2e\/|\/test\/)/.test(path);
const lines = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '').length;

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx)$/.test(path) && !path.includes('/i18n/'));

console.log('resource         files (prod + tests)   non-blank lines (prod + tests)');
for (const [name, pattern] of Object.entries(RESOURCES)) {
  const own = files.filter((path) => pattern.test(path));
  const prod = own.filter((path) => !isTest(path));
  const tests = own.filter(isTest);
  const sum = (paths) => paths.reduce((total, path) => total + lines(path), 0);
  console.log(
    `${name.padEnd(16)} ${String(own.length).padStart(3)} (${prod.length} + ${tests.length})`.padEnd(40) +
      `${sum(own)} (${sum(prod)} + ${sum(tests)})`,
  );
  if (process.argv.includes('--files')) for (const path of prod) console.log(`  ${lines(path)}\t${path}`);
}
