// Child process of run.mjs: times ONE cold matcher creation (what an app pays at start-up,
// before the JIT has warmed up) and prints the milliseconds.
//
//   node bench/create-once.mjs <bundle.mjs> <tendril|rou3> <resources>
import { pathToFileURL } from 'node:url';
import { rou3 } from './peers.mjs';
import { buildTable, flatten } from './routes.mjs';

const [bundle, lib, resources] = process.argv.slice(2);
const tree = buildTable(Number(resources), 5);
const flat = flatten(tree);
const { compileRoutes } = await import(pathToFileURL(bundle).href);
// Let start-up work (module loading, its garbage) settle first.
await new Promise((resolve) => setTimeout(resolve, 20));
const start = performance.now();
if (lib === 'rou3') rou3.create(flat);
else compileRoutes(tree);
console.log((performance.now() - start).toFixed(3));
