import type { Db } from "../db/connect.ts";
import { services } from "../db/schema/services.ts";

type NewService = typeof services.$inferInsert;

/** The two demo tenants: an Estonian English-speaking one and a Latvian one with automatic assessment on. */
export const DEMO_SERVICES: NewService[] = [
  {
    externalId: "SV-DEMO",
    name: "demo",
    linkName: "demo",
    countryCode: "EE",
    defaultLanguage: "en",
    themeColor: "#d32f2f",
    directContact: "+3726000000",
    isTestService: true,
    isMotionsCloudEnabled: false,
    operatorCompanyName: "Hitch Demo OÜ",
    operatorRegistryCode: "16000000",
    operatorAddress: "Narva mnt 5, 10117 Tallinn, Estonia",
    operatorContact: "info@hitch.example, +3726000000",
  },
  {
    externalId: "SV-DEMO-LV",
    name: "demo-lv",
    linkName: "demo-lv",
    countryCode: "LV",
    defaultLanguage: "lv",
    themeColor: "#1565c0",
    directContact: "+37167000000",
    isTestService: true,
    isMotionsCloudEnabled: true,
    operatorCompanyName: "Hitch Demo SIA",
    operatorRegistryCode: "40000000000",
    operatorAddress: "Brīvības iela 1, Rīga, LV-1010, Latvia",
    operatorContact: "info@hitch.example, +37167000000",
  },
];

/** Idempotent: an existing service of the same name is left exactly as the operator changed it. */
export async function seedDemoServices(db: Db) {
  await db.insert(services).values(DEMO_SERVICES).onConflictDoNothing();
}
