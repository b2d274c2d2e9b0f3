/** MyAppPort over the API (spec B §7: GET/PUT areacliente/aplicativos): the signed-in customer's own app. */
import { myAppContract, myAppFromWire, myAppInputToWire, myAppInputWire } from '@tagtrail/contract';
import type { Cancellation, MyApp, MyAppInput, MyAppPort } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

const FIELDS = myAppInputWire.domainNames;

export class MyAppHttpAdapter implements MyAppPort {
  constructor(private readonly api: ApiClient) {}

  async get(signal?: Cancellation): Promise<MyApp> {
    return myAppFromWire(await this.api.call(myAppContract.get, { signal }));
  }

  async update(input: MyAppInput): Promise<void> {
    await renamingFields(this.api.call(myAppContract.update, { body: myAppInputToWire(input) }), FIELDS);
  }
}
