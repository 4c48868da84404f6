/**
 * Analytics without a vendor: an interface with a console and a no-op implementation. It runs
 * only in a production build with VITE_ANALYTICS=console, and never for a test service.
 */
export interface Analytics {
  page(path: string): void;
  event(name: string, properties?: Record<string, string | number | boolean>): void;
}

export const noopAnalytics: Analytics = { page() {}, event() {} };

export const consoleAnalytics: Analytics = {
  page: (path) => console.info("[analytics] page", path),
  event: (name, properties) => console.info("[analytics] event", name, properties ?? {}),
};

interface AnalyticsSwitches {
  production: boolean;
  setting: string | undefined;
  isTestService: boolean;
}

export function pickAnalytics({ production, setting, isTestService }: AnalyticsSwitches): Analytics {
  if (!production || isTestService) return noopAnalytics;
  return setting === "console" ? consoleAnalytics : noopAnalytics;
}

export function analyticsFor(isTestService: boolean): Analytics {
  return pickAnalytics({ production: import.meta.env.PROD, setting: import.meta.env.VITE_ANALYTICS, isTestService });
}
