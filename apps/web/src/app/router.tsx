import { lazyWithRetry } from "../ui/lazy-with-retry.ts";
import { HomePage } from "../features/home/home-page.tsx";
import { LinkEntryPage } from "../features/links/link-entry-page.tsx";
import { PartnerLandingPage } from "../features/partner/partner-landing-page.tsx";
import { PartnerStartPage } from "../features/partner/partner-start-page.tsx";
import { AssistanceGuard, ClaimGuard } from "./guards.tsx";
import { Layout } from "./layout.tsx";
import { Navigate, Route, Routes } from "../ui/routing.tsx";

// Each flow is its own chunk: a link-entry or partner page never downloads flow code.
// A flow module default-exports a component holding its own <Routes> with absolute paths.
const AssistanceRoutes = lazyWithRetry(() => import("./assistance-flow.tsx"));
// Tracking (after an assistance request is submitted) is its own feature and chunk: live status, driver, truck map.
const TrackingPage = lazyWithRetry(() => import("../features/tracking/tracking-page.tsx"));
const ClaimRoutes = lazyWithRetry(() => import("../features/claims/claim-routes.tsx"));
const CaseRoutes = lazyWithRetry(() => import("../features/cases/case-routes.tsx"));
const FeedbackPage = lazyWithRetry(() => import("../features/feedback/feedback-page.tsx"));
const WorkshopPickerPage = lazyWithRetry(() => import("../features/workshops/picker-page.tsx"));

export function AppRouter() {
  return (
    <Layout>
      <Routes>
        <Route path="/">
          <HomePage />
        </Route>
        <Route path="/assistance-request-link/:code">
          <LinkEntryPage kind="assistance" />
        </Route>
        <Route path="/claim-link/:code">
          <LinkEntryPage kind="claim" />
        </Route>
        <Route path="/partner/assistance-request/:serviceLinkName">
          <PartnerStartPage kind="assistance" />
        </Route>
        <Route path="/partner/claim/:serviceLinkName">
          <PartnerStartPage kind="claim" />
        </Route>
        <Route path="/partner/:serviceLinkName">
          <PartnerLandingPage />
        </Route>
        <Route path="/assistance/track-driver">
          <AssistanceGuard>
            <TrackingPage />
          </AssistanceGuard>
        </Route>
        <Route path="/assistance/*?">
          <AssistanceGuard>
            <AssistanceRoutes />
          </AssistanceGuard>
        </Route>
        <Route path="/claims/*?">
          <ClaimGuard>
            <ClaimRoutes />
          </ClaimGuard>
        </Route>
        <Route path="/cases/*?">
          <CaseRoutes />
        </Route>
        <Route path="/feedback/:uuid">
          <FeedbackPage />
        </Route>
        <Route path="/select-workshop-external">
          <WorkshopPickerPage />
        </Route>
        <Route>
          <Navigate to="/" replace />
        </Route>
      </Routes>
    </Layout>
  );
}
