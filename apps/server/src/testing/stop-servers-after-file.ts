import { afterAll } from "vitest";
import { stopAllServerProcesses } from "./server-process.ts";

// A setup file runs before each test file: whatever a file's tests left running (a test that timed out before
// its own stop), the file's end kills it, so the next file or run finds the port free.
afterAll(stopAllServerProcesses);
