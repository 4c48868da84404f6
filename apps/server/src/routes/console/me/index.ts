import { errorBodySchema } from "@hitch/contract/common/errors";
import { consoleMeSchema } from "@hitch/contract/console/operator";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, operatorOf } from "../../../auth/operator-scope.ts";
import { servicesOf } from "../../../modules/operators/public.ts";
import { towingCompanyName } from "../../../modules/drivers/public.ts";

/** Who is signed in, and their services: the console's first call (also before a second factor is set up). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/me`, {
    config: { beforeSecondFactor: true, towingDispatcher: true },
    schema: { tags: ["console"], response: { 200: consoleMeSchema, 401: errorBodySchema } },
    handler: async (request) => {
      const operator = operatorOf(request);
      const { id, email, name, platformAdmin, twoFactorEnabled } = operator;
      const companyId = operator.towingCompanyId;
      const companyName = companyId === null ? null : await towingCompanyName(ctx.db, companyId);
      const towingCompany = companyId !== null && companyName !== null ? { id: companyId, name: companyName } : null;
      const services = await servicesOf(ctx.db, operator);
      return { id, email, name, platformAdmin, twoFactorEnabled, services, towingCompany };
    },
  });
};
