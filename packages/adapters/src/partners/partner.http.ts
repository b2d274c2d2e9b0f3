/** PartnerPort over the API (spec A §7 "Partners"): English domain names in, Portuguese wire names out. */
import { partnerContract, partnerFromWire, partnerInputWire } from '@tagtrail/contract';
import type { Partner, PartnerInput, PartnerPort, PartnerRow } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { HttpResource, resourceWire } from '../http/http-resource';

const PARTNER_WIRE = resourceWire(partnerContract, {
  row: partnerFromWire,
  record: partnerFromWire,
  input: partnerInputWire,
});

export class PartnerHttpAdapter extends HttpResource<PartnerRow, Partner, PartnerInput> implements PartnerPort {
  constructor(api: ApiClient) {
    super(api, PARTNER_WIRE);
  }
}
