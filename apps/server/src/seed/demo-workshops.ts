import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { services } from "../db/schema/services.ts";
import { workshops } from "../db/schema/workshops.ts";

type DemoWorkshop = Omit<typeof workshops.$inferInsert, "serviceId">;

const BODY_WORK: ClaimIncidentType[] = ["TRAFFIC_ACCIDENT", "HIT_WILD_ANIMAL", "VANDALISM_OR_FIRE", "OTHER"];
const ALL: ClaimIncidentType[] = [...BODY_WORK, "WINDSHIELD_DAMAGE", "TECHNICAL_BREAKDOWN", "THEFT"];

/**
 * Fictional workshops at real street addresses around Tallinn, Riga and Vilnius, varied so the
 * demo plates (Toyota 2018, Volvo 2021, Škoda 2015) each get a different list: generalists,
 * make specialists, a glass shop, a mechanics-only garage and a classic-car shop.
 */
const DEMO_WORKSHOPS: DemoWorkshop[] = [
  {
    name: "Kesklinna Autoremont",
    latitude: 59.4306,
    longitude: 24.7655,
    address: "Tööstuse 47, 10416 Tallinn",
    phone: "+3726112233",
    description: "Body and paint work for every make, courtesy car on request.",
    acceptedIncidentTypes: ALL,
    acceptedMakes: [],
  },
  {
    name: "Ülemiste Toyota Service",
    latitude: 59.4229,
    longitude: 24.7986,
    address: "Peterburi tee 2, 11415 Tallinn",
    phone: "+3726223344",
    description: "Authorised Toyota and Lexus body shop.",
    acceptedIncidentTypes: BODY_WORK,
    acceptedMakes: ["Toyota", "Lexus"],
    minVehicleYear: 2010,
  },
  {
    name: "Mustamäe Klaasikeskus",
    latitude: 59.4079,
    longitude: 24.6869,
    address: "Akadeemia tee 28, 12618 Tallinn",
    phone: "+3726334455",
    description: "Windshield repair and replacement while you wait.",
    acceptedIncidentTypes: ["WINDSHIELD_DAMAGE"],
    acceptedMakes: [],
  },
  {
    name: "Volvo Car Tallinn Service",
    latitude: 59.4352,
    longitude: 24.8453,
    address: "Laagna tee 11, 13914 Tallinn",
    phone: "+3726445566",
    description: "Volvo body and mechanics, calibration of driver-assistance sensors.",
    acceptedIncidentTypes: ALL,
    acceptedMakes: ["Volvo"],
    minVehicleYear: 2012,
  },
  {
    name: "Pärnu mnt Mehaanikud",
    latitude: 59.4001,
    longitude: 24.7236,
    address: "Pärnu mnt 139, 11317 Tallinn",
    phone: "+3726556677",
    description: "Engine, gearbox and electrics diagnostics.",
    acceptedIncidentTypes: ["TECHNICAL_BREAKDOWN", "OTHER"],
    acceptedMakes: ["Škoda", "Volkswagen", "Audi", "Seat"],
  },
  {
    name: "Rīgas Auto Centrs",
    latitude: 56.9496,
    longitude: 24.1052,
    address: "Brīvības iela 151, Rīga, LV-1012",
    phone: "+37167112233",
    description: "Body, paint and glass for every make.",
    acceptedIncidentTypes: ALL,
    acceptedMakes: [],
  },
  {
    name: "Ķengaraga Skoda Serviss",
    latitude: 56.9301,
    longitude: 24.1822,
    address: "Maskavas iela 322, Rīga, LV-1063",
    phone: "+37167223344",
    description: "Škoda and Volkswagen body repairs.",
    acceptedIncidentTypes: BODY_WORK,
    acceptedMakes: ["Škoda", "Volkswagen"],
  },
  {
    name: "Vilniaus Kėbulų Remontas",
    latitude: 54.7104,
    longitude: 25.2629,
    address: "Ukmergės g. 240, Vilnius 07165",
    phone: "+37052112233",
    description: "Body repairs and wild-animal collision damage, older cars too.",
    acceptedIncidentTypes: BODY_WORK,
    acceptedMakes: [],
    maxVehicleYear: 2016,
  },
];

/** Idempotent: a demo service that has workshops already (seeded or the operator's) is left alone. */
export async function seedDemoWorkshops(db: Db) {
  for (const externalId of ["SV-DEMO", "SV-DEMO-LV"]) {
    // The service row's lock keeps two instances seeding at once from adding the list twice.
    await db.transaction(async (tx) => {
      const [service] = await tx
        .select({ id: services.id })
        .from(services)
        .where(eq(services.externalId, externalId))
        .for("update");
      if (!service) return;
      const [existing] = await tx
        .select({ id: workshops.id })
        .from(workshops)
        .where(eq(workshops.serviceId, service.id))
        .limit(1);
      if (existing) return;
      await tx.insert(workshops).values(DEMO_WORKSHOPS.map((w) => ({ ...w, serviceId: service.id })));
    });
  }
}
