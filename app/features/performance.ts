/**
 * Web vitals (R-CALL-11, R-CONST-22): measured after the first render with the
 * web-vitals library, loaded on demand, and compared to the budgets. Breaches
 * are console warnings only (R-OPEN-52).
 */
import { PERFORMANCE_BUDGETS } from "@core/constants";
import { track, type EventParams } from "./analytics";
import { whenIdle } from "~/lib/idle";

type Metric = { name: string; value: number };

const BUDGETS: Record<string, number> = {
  LCP: PERFORMANCE_BUDGETS.lcpMs,
  INP: PERFORMANCE_BUDGETS.inpMs,
  CLS: PERFORMANCE_BUDGETS.cls,
};

export function budgetBreach(metric: Metric): string | null {
  const budget = BUDGETS[metric.name];
  if (budget === undefined || metric.value <= budget) return null;
  return `Performance budget exceeded: ${metric.name} ${round(metric.value)} > ${budget}`;
}

function round(value: number) {
  return Math.round(value * 1000) / 1000;
}

/** The analytics event for one measurement: CLS in thousandths, the others in whole milliseconds. */
export function vitalsEvent(metric: Metric): EventParams<"web_vitals"> {
  return {
    event_category: "Web Vitals",
    event_label: metric.name,
    value: Math.round(metric.name === "CLS" ? metric.value * 1000 : metric.value),
  };
}

function report(metric: Metric) {
  // Through the facade: sent only with consent, like every other event.
  track("web_vitals", vitalsEvent(metric));
  const breach = budgetBreach(metric);
  if (breach) console.warn(breach);
}

let started = false;

export function startPerformanceReporting() {
  if (started || typeof window === "undefined") return;
  started = true;
  whenIdle(() => {
    void import("web-vitals")
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        onLCP(report);
        onINP(report);
        onCLS(report);
        onFCP(report);
        onTTFB(report);
      })
      .catch(() => {
        // Offline without the chunk cached: no measurements this time.
      });
    window.addEventListener(
      "load",
      () => {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- lib.dom returns PerformanceEntry[]: the assertion names the entry type asked for
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        if (navigation && navigation.loadEventStart > PERFORMANCE_BUDGETS.pageLoadMs) {
          console.warn(
            `Performance budget exceeded: page load ${Math.round(navigation.loadEventStart)} ms > ${PERFORMANCE_BUDGETS.pageLoadMs} ms`,
          );
        }
      },
      { once: true },
    );
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- lib.dom returns PerformanceEntry[]: the assertion names the entry type asked for
    for (const entry of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
      if (entry.transferSize > PERFORMANCE_BUDGETS.resourceBytes) {
        console.warn(
          `Performance budget exceeded: ${entry.name} is ${Math.round(entry.transferSize / 1024)} KB > 500 KB`,
        );
      }
    }
  });
}
