import { Component, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button.tsx";
import { ErrorScreen } from "./error-screen.tsx";
import { retryFailedLoads } from "./lazy-with-retry.ts";
import { useLocation } from "./routing.tsx";

/** Tries again on its own while the network message shows: some networks come back without an "online" event. */
const RETRY_MS = [3000, 6000, 12000, 30000];

interface Props {
  /** The service's direct line, if the app knows one: the message offers it on a Call button. */
  phone?: string | null;
  children: ReactNode;
}

/**
 * Around an app's routes: a screen that failed to render (most often its code or styles did not download on a
 * dropped network) shows a translated message in the app's frame instead of React unmounting the whole app, and
 * the route renders again when the network returns, after a back-off, on Try again, or on another route.
 */
export function LoadErrorBoundary({ phone, children }: Props) {
  const { pathname } = useLocation();
  return (
    <Boundary route={pathname} phone={phone}>
      {children}
    </Boundary>
  );
}

class Boundary extends Component<Props & { route: string }, { error: unknown; route: string; tries: number }> {
  state = { error: null as unknown, route: this.props.route, tries: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { route: string }, state: { route: string }) {
    // Another route is another screen: it gets its own try.
    return props.route === state.route ? null : { error: null, route: props.route, tries: 0 };
  }

  componentDidCatch(error: unknown) {
    console.error("screen failed", error);
  }

  retry = () => {
    retryFailedLoads();
    this.setState((state) => ({ error: null, tries: state.tries + 1 }));
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <LoadFailure
        error={this.state.error}
        phone={this.props.phone}
        delayMs={RETRY_MS[Math.min(this.state.tries, RETRY_MS.length - 1)]}
        retry={this.retry}
      />
    );
  }
}

/** A download that failed: the browsers' messages for a module, Vite's for a chunk's stylesheet, ours for a retry. */
const LOAD_FAILURE = /dynamically imported module|module script failed|Unable to (pre)?load CSS/i;

function LoadFailure({
  error,
  phone,
  delayMs,
  retry,
}: {
  error: unknown;
  phone?: string | null;
  delayMs: number;
  retry: () => void;
}) {
  const { t } = useTranslation("common");
  const network = !navigator.onLine || (error instanceof Error && LOAD_FAILURE.test(error.message));
  useEffect(() => {
    if (!network) return;
    window.addEventListener("online", retry);
    const timer = setTimeout(() => navigator.onLine && retry(), delayMs);
    return () => {
      window.removeEventListener("online", retry);
      clearTimeout(timer);
    };
  }, [network, delayMs, retry]);
  return (
    <ErrorScreen
      message={t(network ? "common:errors.networkProblem" : "common:errors.tryAgain")}
      hint={network ? t("common:errors.backWhenOnline") : undefined}
      phone={phone}
    >
      <Button variant="secondary" block onClick={retry}>
        {t("common:actions.tryAgain")}
      </Button>
    </ErrorScreen>
  );
}
