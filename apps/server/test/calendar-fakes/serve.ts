// Runs the fake calendar providers on fixed local ports, for the end-to-end server to reach
// (e2e/playwright.config.ts starts it): node --import tsx serve.ts <google port> <microsoft port>
import { startFakeGoogle } from './fake-google.ts';

const [googlePort] = process.argv.slice(2).map(Number);
const google = await startFakeGoogle(googlePort);
console.log(`fake Google at ${google.url}`);
const stop = async () => {
  await google.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
