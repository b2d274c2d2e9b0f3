/** MyAppPort over the API (spec B §7: GET/PUT areacliente/aplicativos): the signed-in customer's own app. */
import { myAppContract, myAppFromWire, myAppInputToWire } from '@tagtrail/contract';
import type { Cancellation, MyApp, MyAppInput, MyAppPort } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

// By hand: the switches travel as one object, which the codec probe (wireFieldNames) cannot pass through.
const FIELDS = {
  nome: 'name',
  whatsappNumero: 'whatsappNumber',
  whatsappMensagem: 'whatsappMessage',
  urlManualImagem: 'manualImageUrl',
  urlManualLink: 'manualLinkUrl',
  urlVideoImagem: 'videoImageUrl',
  urlVideoLink: 'videoLinkUrl',
  urlCompartilhamento: 'shareUrl',
  mensagemCompartilhamento: 'shareMessage',
};

export class MyAppHttpAdapter implements MyAppPort {
  constructor(private readonly api: ApiClient) {}

  async get(signal?: Cancellation): Promise<MyApp> {
    return myAppFromWire(await this.api.call(myAppContract.get, { signal }));
  }

  async update(input: MyAppInput): Promise<void> {
    await renamingFields(this.api.call(myAppContract.update, { body: myAppInputToWire(input) }), FIELDS);
  }
}
