import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { Navigate, Route, Routes } from "../../ui/routing.tsx";

const CasePage = lazyWithRetry(() => import("./case-page.tsx"));

/** Mounted for /cases/*: both paths show the same status and progress page. */
export default function CaseRoutes() {
  return (
    <Routes>
      <Route path="/cases/status">
        <CasePage />
      </Route>
      <Route path="/cases/progress">
        <CasePage />
      </Route>
      <Route>
        <Navigate to="/" replace />
      </Route>
    </Routes>
  );
}
