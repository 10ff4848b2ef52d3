// Runs the fake calendar providers on fixed local ports, for the end-to-end server to reach
// (e2e/playwright.config.ts starts it): node --import tsx serve.ts <google port> <microsoft port>
import { startFakeGoogle } from './fake-google.ts';
import { startFakeMicrosoft } from './fake-microsoft.ts';

const [googlePort, microsoftPort] = process.argv.slice(2).map(Number);
const google = await startFakeGoogle(googlePort);
const microsoft = await startFakeMicrosoft(microsoftPort);
console.log(`fake Google at ${google.url}, fake Microsoft at ${microsoft.url}`);
const stop = async () => {
  await Promise.all([google.close(), microsoft.close()]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
