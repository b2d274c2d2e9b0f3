/**
 * Every endpoint of the contract in one place, keyed `area.name` (`partner.list`, `customerLot.addSubLot`), where
 * the area is the contract object's name without `Contract`. The OpenAPI document, the server's route checks and
 * the registry test read it; a new `*Contract` object must be added to `contracts` (the test fails until it is).
 */
import { appConfigContract, appTemplateContract, myAppContract } from './apps.contract';
import { categoryContract, productContract, productImageContract, productLineContract } from './catalogue.contract';
import { customerContract, customerOptionsContract, customerUserContract } from './customers.contract';
import { dashboardContract } from './dashboard.contract';
import { deviceContract } from './devices.contract';
import type { Endpoint } from './endpoint';
import { passwordContract } from './identity.contract';
import { adminLotContract, customerLotContract, partnerLotContract } from './lots.contract';
import { partnerUserContract } from './partner-users.contract';
import { partnerContract } from './partners.contract';
import { salesPointContract } from './points-of-sale.contract';
import { pointOfSaleRedemptionContract, promotionContract } from './promotions.contract';
import { publicReadingContract } from './public-reading.contract';
import { suspicionAlertContract } from './suspicious-readings.contract';
import { alertWebhookContract } from './alert-webhooks.contract';
import { apiKeyContract } from './api-keys.contract';
import { partnerTagContract, tagContract } from './tags.contract';

/** Each contract object under its area name, in the order of the spec's documents (A, then B). */
export const contracts: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  partner: partnerContract,
  partnerUser: partnerUserContract,
  adminLot: adminLotContract,
  customer: customerContract,
  customerOptions: customerOptionsContract,
  customerUser: customerUserContract,
  appConfig: appConfigContract,
  appTemplate: appTemplateContract,
  partnerLot: partnerLotContract,
  partnerTag: partnerTagContract,
  password: passwordContract,
  device: deviceContract,
  customerLot: customerLotContract,
  tag: tagContract,
  product: productContract,
  productImage: productImageContract,
  category: categoryContract,
  productLine: productLineContract,
  promotion: promotionContract,
  pointOfSaleRedemption: pointOfSaleRedemptionContract,
  dashboard: dashboardContract,
  myApp: myAppContract,
  salesPoint: salesPointContract,
  publicReading: publicReadingContract,
  suspicionAlert: suspicionAlertContract,
  alertWebhook: alertWebhookContract,
  apiKey: apiKeyContract,
};

/** Every endpoint object, keyed `area.name`. */
export const allEndpoints: Readonly<Record<string, Endpoint>> = Object.fromEntries(
  Object.entries(contracts).flatMap(([area, contract]) =>
    Object.entries(contract).map(([name, e]): [string, Endpoint] => [`${area}.${name}`, e]),
  ),
);
