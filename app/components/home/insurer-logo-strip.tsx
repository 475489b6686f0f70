import { PauseIcon, PlayIcon } from "lucide-react";
import { useState } from "react";
import { siteConfig, type Insurer } from "@site-config";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n";

/** Our own wordmark tile for an insurer: its name set in its colour (no copied logo files). */
export function insurerLogoSrc(insurer: Insurer): string {
  const width = Math.max(120, insurer.name.length * 11 + 48);
  const initials = insurer.name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48"><rect x="1" y="1" width="${width - 2}" height="46" rx="12" fill="#fff" stroke="#e9edf3"/><circle cx="24" cy="24" r="12" fill="${insurer.color}"/><text x="24" y="28.5" font-family="system-ui,sans-serif" font-size="11" font-weight="800" fill="#fff" text-anchor="middle">${initials}</text><text x="44" y="29.5" font-family="system-ui,sans-serif" font-size="15" font-weight="700" fill="${insurer.color}">${insurer.name}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function LogoRow({ copy }: { copy: number }) {
  return (
    <ul className="flex shrink-0 items-center gap-3 pe-3" aria-hidden={copy > 0 ? "true" : undefined}>
      {siteConfig.insurers.map((insurer) => {
        const width = Math.max(120, insurer.name.length * 11 + 48);
        return (
          <li key={insurer.id} className="shrink-0">
            <img
              src={insurerLogoSrc(insurer)}
              alt={copy > 0 ? "" : insurer.name}
              width={width}
              height={48}
              className="h-12 w-auto"
              draggable={false}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * R-STATE-LOGO-01..03: starts after 1 s, pauses on hover, one loop per 30 s; still under reduced motion.
 * Moving content needs a visible way to stop it (WCAG 2.2.2): a pause/play button for keyboard
 * and touch, hidden where the strip does not move anyway.
 */
export function InsurerLogoStrip() {
  const [paused, setPaused] = useState(false);
  const { insurerStrip } = useI18n().m.pages;
  return (
    <div className="flex items-center gap-2">
      <div
        data-testid="insurer-strip"
        data-paused={paused ? "true" : undefined}
        className="relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
      >
        <div className="logo-marquee flex w-max" data-testid="insurer-track">
          <LogoRow copy={0} />
          <LogoRow copy={1} />
        </div>
      </div>
      <Button
        variant="outline"
        size="icon"
        className="motion-reduce:hidden"
        aria-label={paused ? insurerStrip.play : insurerStrip.pause}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}
