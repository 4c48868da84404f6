import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type GatewayMessage = { to: string; text: string; reference: string };
export type ReceivedSms = { headers: IncomingHttpHeaders; body: GatewayMessage };

/**
 * An SMS gateway on loopback: records each message, then answers with `answer(message)`, or never
 * for "hang" (until `stop`, which closes every connection it still holds).
 */
export async function startFakeSmsGateway(answer: (message: GatewayMessage) => number | "hang") {
  const received: ReceivedSms[] = [];
  const server: Server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      const body = JSON.parse(data) as GatewayMessage;
      received.push({ headers: req.headers, body });
      const status = answer(body);
      if (status !== "hang") res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  const stop = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, received, stop };
}
