/**
 * A customer's app template, designed by its partner (spec A §7: areaparceiro/clientes/{id}/aplicativos/{tenantId}/
 * templates): the zip is built in the browser, checked here (template-zip.ts) and kept by the file storage under the
 * customer's tenant id. The customer must be one the caller sees and the tenant id its own, else 404.
 */
import { appTemplateContract, TEMPLATE_FILE_FIELD, TEMPLATE_MEDIA_TYPE } from '@tagtrail/contract';
import { customerRepository } from '../customers/customers.repository';
import type { Database } from '../db/client';
import type { FileStorage } from '../files/file-storage';
import { ApiFailure, MessageKeys, notFound, ruleFailure, validationFailure } from '../http/api-failure';
import { PAYLOAD_TOO_LARGE, type Router, type UploadedFile } from '../http/route';
import { TEMPLATE_LIMITS, TEMPLATE_TOO_LARGE, templateZipProblems } from './template-zip';

/** Where a tenant's template is kept in the file storage (the demo data stores its layouts there too). */
export const templateKey = (tenantId: string) => `templates/${tenantId.toLowerCase()}.zip`;

/** The customer's tenant id, when the customer is one the caller sees and the path names that tenant. */
async function tenantOf(db: Database, customerId: number, tenantId: string): Promise<string> {
  const customer = await customerRepository(db).get(customerId);
  if (customer === undefined || customer.tenantId !== tenantId) throw notFound();
  return customer.tenantId;
}

/** The upload's bytes, refused with 413 once they pass the template limit: nothing larger is ever held. */
async function readTemplate(file: UploadedFile | null): Promise<Uint8Array> {
  if (file === null || file.fieldName !== TEMPLATE_FILE_FIELD)
    throw validationFailure([{ field: TEMPLATE_FILE_FIELD, key: MessageKeys.requiredField }]);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of file.chunks) {
    size += chunk.length;
    if (size > TEMPLATE_LIMITS.zipBytes) throw new ApiFailure(413, PAYLOAD_TOO_LARGE, TEMPLATE_TOO_LARGE);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

export function registerAppTemplateRoutes(router: Router, files: FileStorage): void {
  router.route(appTemplateContract.download, async ({ params, db, reply }) => {
    const tenantId = await tenantOf(db, params.id, params.tenantId);
    const zip = await files.get(templateKey(tenantId));
    if (zip === undefined) throw notFound();
    reply.type(TEMPLATE_MEDIA_TYPE).header('cache-control', 'no-store');
    return zip;
  });

  router.route(appTemplateContract.upload, async ({ params, db, file }) => {
    const tenantId = await tenantOf(db, params.id, params.tenantId);
    const zip = await readTemplate(file);
    const problems = await templateZipProblems(zip, tenantId);
    if (problems.length > 0) throw ruleFailure(problems, { file: TEMPLATE_FILE_FIELD });
    // The very bytes checked, whole (issue 25 §4): the check accounts for every byte of them, and nothing is read anew.
    await files.put(templateKey(tenantId), zip);
  });
}
