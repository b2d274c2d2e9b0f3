/**
 * The isolation suite's calls for the Customer area's categories and product lines endpoints, merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 */
import type { EndpointFixture } from './fixture-types';

export const CUSTOMER_CATEGORIES_FIXTURES: Readonly<Record<string, EndpointFixture>> = {};
