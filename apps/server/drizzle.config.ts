import { defineConfig } from "drizzle-kit";

// Migrations are generated from the pg-core schema and applied by `migrate` and at `serve`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/*.ts",
  out: "./src/db/migrations",
});
