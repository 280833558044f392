import { runServer } from "./host/run-server.ts";

// `npm start`: Berth on HOST:PORT, in one process or, with WORKERS > 1, as a cluster (run-server.ts).
void runServer(process.env);
