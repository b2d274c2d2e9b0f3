/** AppConfigPort over the API (spec A §7: GET/POST areaparceiro/clientes/{id}/aplicativos, GET/PUT …/{appId}). */
import { appConfigContract, appConfigFromWire, appConfigInputToWire, appConfigInputWire } from '@tagtrail/contract';
import type { AppConfig, AppConfigInput, AppConfigPort, Cancellation, CustomerAppConfigs } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

const FIELDS = appConfigInputWire.domainNames;

export class AppConfigHttpAdapter implements AppConfigPort {
  constructor(private readonly api: ApiClient) {}

  forCustomer(customerId: number): CustomerAppConfigs {
    const api = this.api;
    return {
      async list(signal?: Cancellation): Promise<AppConfig[]> {
        return (await api.call(appConfigContract.list, { params: { id: customerId }, signal })).map(appConfigFromWire);
      },
      async get(appId: number, signal?: Cancellation): Promise<AppConfig> {
        return appConfigFromWire(await api.call(appConfigContract.get, { params: { id: customerId, appId }, signal }));
      },
      create(input: AppConfigInput): Promise<number> {
        return renamingFields(
          api.call(appConfigContract.create, { params: { id: customerId }, body: appConfigInputToWire(input) }),
          FIELDS,
        );
      },
      update(appId: number, input: AppConfigInput): Promise<number> {
        return renamingFields(
          api.call(appConfigContract.update, { params: { id: customerId, appId }, body: appConfigInputToWire(input) }),
          FIELDS,
        );
      },
    };
  }
}
