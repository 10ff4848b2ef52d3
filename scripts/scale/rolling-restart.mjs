/**
 * A rolling restart under load (issue 55, item 4): clients read through the balancer while one
 * instance gets SIGTERM (it drains: /readyz says no, the balancer takes it out, then it closes),
 * is started again and taken back in. Not one request may fail. Part of the scale smoke suite.
 */
import { waitForInstances } from './cluster.mjs';

const CLIENTS = 6;
/** What visitors' pages read most: the catalogue and the live schedule. */
const READS = [
  '/api/basic/webStudiosInfo',
  '/api/basic/studios',
  '/api/liveclass/upcoming/public/all',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Restarts the cluster's last instance under load; answers the requests made and those failed. */
export async function rollingRestart(cluster) {
  const victim = cluster.instances.at(-1);
  const failures = [];
  let answered = 0;
  let running = true;
  const client = async (n) => {
    for (let i = n; running; i++) {
      const url = `${cluster.url}${READS[i % READS.length]}`;
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.ok) answered++;
        else failures.push(`${res.status} ${url}`);
      } catch (err) {
        failures.push(`${err.cause?.code ?? err.message} ${url}`);
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
  await sleep(2_000);
  const signalled = Date.now();
  // Waits until the process has exited: its drain, then its close.
  await victim.process.kill('SIGTERM');
  const stoppedMs = Date.now() - signalled;
  await victim.start();
  await waitForInstances(
    cluster.url,
    cluster.instances.map((i) => i.id),
  );
  await sleep(2_000);
  running = false;
  await Promise.all(clients);
  return { victim: victim.id, answered, failures, stoppedMs };
}
