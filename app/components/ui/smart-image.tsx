import { ImageOffIcon } from "lucide-react";
import { useState, type CSSProperties } from "react";
import { IMAGE } from "@core/constants";
import { useNearViewport } from "~/hooks/use-near-viewport";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

/**
 * R-OPEN-47: image-CDN URLs (absolute http/https) get the quality and width
 * parameters; our own static assets ship pre-encoded and stay as they are.
 */
export function imageUrl(
  src: string,
  { quality = IMAGE.defaultQuality, width }: { quality?: number; width?: number } = {},
) {
  if (!/^https?:\/\//.test(src)) return src;
  const url = new URL(src);
  url.searchParams.set("quality", String(quality));
  if (width) url.searchParams.set("w", String(width));
  return url.toString();
}

export type SmartImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Default 80 (R-DLG-IMG-03). */
  quality?: number;
  /** Above-the-fold images load at once; the rest wait until 200 px from the viewport. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
};

/**
 * Images (R-DLG-IMG-01..03, R-OPEN-47): lazy with a 200 px margin, quality 80, and "Image
 * unavailable" in the same box when loading fails, so nothing shifts.
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  quality = IMAGE.defaultQuality,
  eager = false,
  className,
  imgClassName,
  style,
}: SmartImageProps) {
  const [box, setBox] = useState<HTMLSpanElement | null>(null);
  const near = useNearViewport(box, `${IMAGE.lazyMarginPx}px`, eager);
  const inView = eager || near;
  const [failed, setFailed] = useState(false);
  const { m } = useI18n();

  return (
    <span
      ref={setBox}
      className={cn("relative block overflow-hidden", className)}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    >
      {failed ? (
        <span
          role="img"
          aria-label={alt}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ink-50 text-sm font-medium text-ink-500"
        >
          <ImageOffIcon className="size-6" aria-hidden="true" />
          <span aria-hidden="true">{m.pages.ui.imageUnavailable}</span>
        </span>
      ) : inView ? (
        <img
          src={imageUrl(src, { quality, width })}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          onError={() => setFailed(true)}
          className={cn("absolute inset-0 size-full", imgClassName ?? "object-contain")}
        />
      ) : null}
    </span>
  );
}
