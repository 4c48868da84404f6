import { execSync } from "node:child_process";
import { chromium, type Browser } from "playwright-core";

export async function launchChromium(): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH || execSync("command -v chromium || echo /usr/bin/chromium").toString().trim();
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}
