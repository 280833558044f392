const c0 = process.cpuUsage();
await import(process.argv[2]);
const c = process.cpuUsage(c0);
console.log(process.argv[2].padEnd(26), "cpu", Math.round((c.user + c.system) / 1000));
