// The worker thread's entry for LRP verifications (secure-tap-verifier.ts). Plain JavaScript so that Node can start it
// however the server was started (tsx in production, vitest in the tests): it registers tsx itself for the TypeScript
// it runs. Piscina calls the default export with each message.
import { register } from 'tsx/esm/api';

register();
const { verifySecureTapMessage } = await import('./secure-tap-message.ts');

export default verifySecureTapMessage;
