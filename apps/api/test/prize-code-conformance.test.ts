/**
 * The point of sale's conformance suite (issue 26 §4, packages/adapters/src/promotions/prize-code.conformance.ts) run
 * against the portal's HTTP adapters over this server: two sales points of one customer and its customer area, with
 * a promotion processed through the customer's own calls, and another customer's.
 */
import { sql } from 'drizzle-orm';
import {
  createApiClient,
  PointOfSaleRedemptionHttpAdapter,
  PromotionHttpAdapter,
  type ApiClient,
} from '@tagtrail/adapters';
import { describePointOfSaleRedemptionConformance } from '@tagtrail/adapters/conformance';
import { localDateOf, readingFilterFor, type PromotionInput } from '@tagtrail/domain';
import { readings } from '../src/db/schema';
import { createUser } from '../src/identity';
import { foldReadings } from '../src/tags/fold-readings';
import { signIn } from './support/sign-in';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });

const PRIZE = 'Caixa com 6 vinhos Reserva';
const SECOND_TILL_PASSWORD = 'second-till-password-9';

describePointOfSaleRedemptionConformance('HTTP against the API server', async () => {
  const { db } = api.server;
  const world = await createTwoTenants(db, api.baseUrl);
  const client = (token: string): ApiClient =>
    createApiClient({ baseUrl: `${api.baseUrl}/api`, accessToken: () => token });
  const today = localDateOf(new Date());

  /** A promotion of the tenant's, limited to a city, processed through its customer's calls; its codes drawn. */
  async function processedCodes(tenant: Tenant, city: string, winnersCount: number) {
    const promotions = new PromotionHttpAdapter(client(tenant.tokens.customer));
    const input: PromotionInput = {
      customerId: tenant.customerId,
      description: `Brinde ${city}`,
      startDate: today,
      endDate: today,
      random: false,
      prize: PRIZE,
      rulesManualUrl: '',
      imageUrl: '',
      winnersCount,
      drawType: 2,
      entryRule: 2,
      relevance: 0,
      productIds: [],
      countries: [],
      states: [],
      cities: [city],
    };
    const id = await promotions.create(input);
    await promotions.process(id, readingFilterFor(await promotions.get(id)));
    await api.server.backgroundWorkDone();
    const result = (await db.execute(
      sql`select code from promotion_winners where promotion_id = ${id} order by draw_order`,
    )) as unknown as { rows: { code: string }[] };
    return result.rows.map((row) => ({ code: row.code, promotionId: id, prize: PRIZE }));
  }

  const tagId = world.alpha.tagIds[0] as number;
  await db
    .insert(readings)
    .values(Array.from({ length: 8 }, (_, i) => ({ tagId, deviceId: `till-device-${i}`, city: 'Garibaldi' })));
  await foldReadings(db);
  const openPrizes = await processedCodes(world.alpha, 'Garibaldi', 8);
  // Bravo's own reading (isolation/two-tenants.ts) is in a city named after its marker.
  const [foreign] = await processedCodes(world.bravo, world.bravo.marker, 1);
  if (foreign === undefined) throw new Error('no prize drawn for the other customer');

  await createUser(db, {
    username: 'alpha7q-second-till',
    name: 'Alpha second till',
    email: 'second-till@alpha7q.example',
    password: SECOND_TILL_PASSWORD,
    role: 'pointofsale',
    customerId: world.alpha.customerId,
  });
  const secondTill = await signIn(api.baseUrl, 'alpha7q-second-till', SECOND_TILL_PASSWORD);

  return {
    till: new PointOfSaleRedemptionHttpAdapter(client(world.alpha.tokens.pointofsale)),
    otherTill: new PointOfSaleRedemptionHttpAdapter(client(secondTill)),
    customerArea: new PromotionHttpAdapter(client(world.alpha.tokens.customer)),
    openPrizes,
    foreignCode: foreign.code,
  };
});
