/**
 * The isolation suite's calls for the Customer area's products and product images endpoints, merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 */
import type { EndpointFixture } from './fixture-types';

export const CUSTOMER_PRODUCTS_FIXTURES: Readonly<Record<string, EndpointFixture>> = {};
