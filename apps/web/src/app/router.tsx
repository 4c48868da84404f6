import { lazy } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { HomePage } from "../features/home/home-page.tsx";
import { LinkEntryPage } from "../features/links/link-entry-page.tsx";
import { PartnerLandingPage } from "../features/partner/partner-landing-page.tsx";
import { PartnerStartPage } from "../features/partner/partner-start-page.tsx";
import { AssistanceGuard, ClaimGuard } from "./guards.tsx";
import { Layout } from "./layout.tsx";

// Each flow is its own chunk: a link-entry or partner page never downloads flow code.
// A flow module default-exports a component holding its own <Routes> relative to its prefix.
const AssistanceRoutes = lazy(() => import("../features/assistance/assistance-routes.tsx"));
const ClaimRoutes = lazy(() => import("../features/claims/claim-routes.tsx"));
const CaseRoutes = lazy(() => import("../features/cases/case-routes.tsx"));
const FeedbackPage = lazy(() => import("../features/feedback/feedback-page.tsx"));
const WorkshopPickerPage = lazy(() => import("../features/workshops/picker-page.tsx"));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="assistance-request-link/:code" element={<LinkEntryPage kind="assistance" />} />
          <Route path="claim-link/:code" element={<LinkEntryPage kind="claim" />} />
          <Route path="partner/assistance-request/:serviceLinkName" element={<PartnerStartPage kind="assistance" />} />
          <Route path="partner/claim/:serviceLinkName" element={<PartnerStartPage kind="claim" />} />
          <Route path="partner/:serviceLinkName" element={<PartnerLandingPage />} />
          <Route element={<AssistanceGuard />}>
            <Route path="assistance/*" element={<AssistanceRoutes />} />
          </Route>
          <Route element={<ClaimGuard />}>
            <Route path="claims/*" element={<ClaimRoutes />} />
          </Route>
          <Route path="cases/*" element={<CaseRoutes />} />
          <Route path="feedback/:uuid" element={<FeedbackPage />} />
          <Route path="select-workshop-external" element={<WorkshopPickerPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
