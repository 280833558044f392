import { createServer } from "node:net";

/**
 * A port nothing listens on right now (the system chose it free): a port to start a server on,
 * or one where connections are refused at once.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
