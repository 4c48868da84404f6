import { lazy } from "react";
import { Navigate, Route, Routes } from "../../ui/routing.tsx";

const CasePage = lazy(() => import("./case-page.tsx"));

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
