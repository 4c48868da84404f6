import { assistanceRequestSchema } from "@hitch/contract/assistance/assistance-request";
import { assistanceContactRequestSchema } from "@hitch/contract/assistance/contact";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { saveAssistanceStep } from "../../../modules/assistance/public.ts";

const responses = { 200: assistanceRequestSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The contact step's save; answers the whole request as GET does. */
export const routes: RouteModule = (app, { db, now }) => {
  app.patch(`${PUBLIC_PREFIX}/assistance-request/:id/contact`, {
    schema: { tags: ["assistance"], params: idParamsSchema, body: assistanceContactRequestSchema, response: responses },
    handler: async (request) => {
      const body = request.body;
      return saveAssistanceStep(
        db,
        request.params.id,
        { contactName: body.name, contactPhone: body.phone, contactPhonePrefix: body.phonePrefix },
        now(),
      );
    },
  });
};
