import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router";

const CasePage = lazy(() => import("./case-page.tsx"));

/** Mounted under /cases/*: both paths of the spec show the same status and progress page. */
export default function CaseRoutes() {
  return (
    <Routes>
      <Route path="status" element={<CasePage />} />
      <Route path="progress" element={<CasePage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
